/**
 * The option picker of a goods detail: each option group's values as chips, a value whose every
 * combination is sold out or off sale disabled (types/rules/sku-picker.ts), and the quantity stepper
 * bounded by the chosen SKU's stock and the per-buyer limit.
 */
import { Text, View } from '@tarojs/components'
import AtInputNumber from 'taro-ui/lib/components/input-number'
import type { GoodsOptionGroup, GoodsSku } from '../../../../types/api/goods'
import {
  chosenSku,
  clampQuantity,
  quantityBounds,
  toggleValue,
  valueSelectable,
  type OptionChoice
} from '../../../../types/rules/sku-picker'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOP_TEXT } from '../../../locales/sections/shop/shop-text'
import '../../../theme/taro-ui/input-number.scss'

interface Props {
  groups: GoodsOptionGroup[]
  skus: GoodsSku[]
  perBuyerLimit?: number
  choice: OptionChoice
  onChoice(choice: Record<string, string>): void
  qty: number
  onQty(qty: number): void
}

export function SkuPicker({ groups, skus, perBuyerLimit, choice, onChoice, qty, onQty }: Props) {
  const t = useSectionT(SHOP_TEXT)
  const sku = chosenSku(groups, skus, choice)
  const bounds = sku ? quantityBounds(sku, perBuyerLimit) : undefined
  return (
    <View className="sku-picker">
      {groups.map((group) => (
        <View key={group.id} className="sku-picker__group" data-group-id={group.id}>
          <Text className="sku-picker__heading">{group.name}</Text>
          <View className="sku-picker__values">
            {group.values.map((value) => {
              const on = choice[group.id] === value.id
              const selectable = valueSelectable(groups, skus, choice, group.id, value.id)
              return (
                <View
                  key={value.id}
                  className={`sku-picker__value${on ? ' sku-picker__value--on' : ''}${selectable ? '' : ' sku-picker__value--off'}`}
                  role="radio"
                  aria-checked={on}
                  aria-disabled={!selectable}
                  data-value-id={value.id}
                  onClick={() => selectable && onChoice(toggleValue(groups, skus, choice, group.id, value.id))}
                >
                  {value.name}
                </View>
              )
            })}
          </View>
        </View>
      ))}
      <View className="sku-picker__group sku-picker__qty">
        <Text className="sku-picker__heading">{t('detail.quantity')}</Text>
        {bounds && bounds.max > 0 ? (
          <View className="sku-picker__stepper">
            <AtInputNumber type="number" min={bounds.min} max={bounds.max} value={qty} onChange={(n) => onQty(clampQuantity(n, bounds))} />
            <Text className="sku-picker__hint">
              {bounds.cappedBy === 'limit' && perBuyerLimit
                ? t('detail.limit', { count: perBuyerLimit })
                : t('detail.stock_left', { count: bounds.max })}
            </Text>
          </View>
        ) : (
          <Text className="sku-picker__hint">
            {sku ? t('detail.sold_out') : t('detail.choose', { names: missingNames(groups, choice) })}
          </Text>
        )}
      </View>
    </View>
  )
}

/** The names of the groups still without a value ("Size Colour"). */
export function missingNames(groups: readonly GoodsOptionGroup[], choice: OptionChoice): string {
  return groups
    .filter((group) => choice[group.id] === undefined)
    .map((group) => group.name)
    .join(' ')
}
