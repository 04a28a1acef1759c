/**
 * One cart line: the select box, picture, name, options, price and the quantity stepper (1 to the stock);
 * an invalid line is greyed with its reason and can only be removed.
 */
import { Image, Text, View } from '@tarojs/components'
import AtInputNumber from 'taro-ui/lib/components/input-number'
import type { CartLine } from '../../../../types/api/cart'
import { priceInfo } from '../../../../types/rules/price-info'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { assetUrl } from '../../../services/asset-url'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOP_TEXT } from '../../../locales/sections/shop/shop-text'
import '../../../theme/taro-ui/input-number.scss'

interface Props {
  line: CartLine
  invalid?: boolean
  onSelect?(selected: boolean): void
  onQty?(qty: number): void
  onRemove(): void
}

export function CartLineRow({ line, invalid, onSelect, onQty, onRemove }: Props) {
  const t = useSectionT(SHOP_TEXT)
  return (
    <View className={`cart-line${invalid ? ' cart-line--invalid' : ''}`} data-sku-id={line.skuId}>
      {invalid ? (
        <Text className="cart-line__reason">{t(`cart.reason_${line.invalidReason ?? 'GONE'}`)}</Text>
      ) : (
        <View className="cart-line__check" role="checkbox" aria-checked={line.selected} onClick={() => onSelect?.(!line.selected)}>
          <Icon name={line.selected ? 'check_on' : 'check_off'} tone={line.selected ? 'main' : 'muted'} />
        </View>
      )}
      <Image
        className="cart-line__picture"
        src={assetUrl(line.pictureUrl)}
        mode="aspectFill"
        onClick={() => void appRouter().open('shop-detail', { id: line.spuId })}
      />
      <View className="cart-line__body">
        <Text className="cart-line__name">{line.name}</Text>
        {line.attributeText && <Text className="cart-line__options">{line.attributeText}</Text>}
        {!invalid && line.stock < line.qty && <Text className="cart-line__short">{t('cart.stock_short', { count: line.stock })}</Text>}
        <View className="cart-line__foot">
          <Price info={priceInfo(line.priceFen)} />
          {invalid ? (
            <View className="cart-line__remove" role="button" onClick={onRemove}>
              {t('cart.remove')}
            </View>
          ) : (
            <AtInputNumber
              type="number"
              min={1}
              max={Math.max(1, line.stock)}
              value={line.qty}
              onChange={(n) => onQty?.(Math.max(1, Math.min(Math.max(1, line.stock), Math.floor(Number(n) || 1))))}
            />
          )}
        </View>
      </View>
      {!invalid && (
        <View className="cart-line__delete" role="button" aria-label={t('cart.remove')} onClick={onRemove}>
          <Icon name="close" tone="muted" />
        </View>
      )}
    </View>
  )
}
