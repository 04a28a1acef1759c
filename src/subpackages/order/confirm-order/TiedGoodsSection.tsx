/**
 * Confirm order's tied goods (issue "Shop": "a buyer adds a tied item on confirm order of a ticket and pays
 * once"): the show's goods (tied_sale/search) as rows; "Add" opens the goods' option picker (the shop detail's
 * SkuPicker and its rule) and the pick goes to the page, which sends it as `goods` with the tickets. Shown only
 * when the show has tied goods; a failed list offers a retry and leaves the tickets buyable.
 */
import { Image, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import AtButton from 'taro-ui/lib/components/button'
import { Price } from '../../../components/price/Price'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { TIED_TEXT } from '../../../locales/sections/tied/tied-text'
import { spuDetail, tiedSaleGoods } from '../../../services/goods-api'
import { assetUrl } from '../../../services/asset-url'
import { priceInfo } from '../../../../types/rules/price-info'
import { choiceText, chosenSku, initialChoice, type OptionChoice } from '../../../../types/rules/sku-picker'
import type { GoodsCard } from '../../../../types/api/goods'
import { SkuPicker, missingNames } from '../../shop/shop-detail/SkuPicker'
import { toast } from '../../../utils/toast'
import { withPick, withoutPick, type TiedPick, type TiedPicks } from './tied-goods-model'
import '../../shop/shop-detail/sku-picker.scss'
import './tied-goods.scss'

interface Props {
  showId: string
  sessionId?: string
  picks: TiedPicks
  onPicks(picks: TiedPicks): void
}

export function TiedGoodsSection({ showId, sessionId, picks, onPicks }: Props) {
  const tt = useSectionT(TIED_TEXT)
  const locale = useAtomValue(localeAtom)
  const list = useAsync(() => tiedSaleGoods({ showId, ...(sessionId ? { sessionId } : {}) }), [showId, sessionId, locale])
  const [open, setOpen] = useState<string>()
  if (list.status === 'loading') return <View className="confirm-order__block tied-goods tied-goods--loading" aria-busy="true" />
  if (list.status === 'error')
    return (
      <View className="confirm-order__block tied-goods">
        <StateView kind="error" onRetry={list.reload} />
      </View>
    )
  if (!list.data.length) return null
  return (
    <View className="confirm-order__block tied-goods">
      <Text className="confirm-order__heading">{tt('heading')}</Text>
      <Text className="confirm-order__line">{tt('hint')}</Text>
      {list.data.map((goods) => (
        <View key={goods.id} className="tied-goods__item" data-spu-id={goods.id}>
          <TiedGoodsRow
            goods={goods}
            pick={picks[goods.id]}
            onOpen={() => setOpen(open === goods.id ? undefined : goods.id)}
            onRemove={() => onPicks(withoutPick(picks, goods.id))}
          />
          {open === goods.id && (
            <TiedGoodsPicker
              spuId={goods.id}
              pick={picks[goods.id]}
              onDone={(pick) => {
                onPicks(withPick(picks, pick))
                setOpen(undefined)
              }}
            />
          )}
        </View>
      ))}
    </View>
  )
}

function TiedGoodsRow({ goods, pick, onOpen, onRemove }: { goods: GoodsCard; pick?: TiedPick; onOpen(): void; onRemove(): void }) {
  const t = useT()
  const tt = useSectionT(TIED_TEXT)
  return (
    <View className="tied-goods__row">
      <Image className="tied-goods__picture" src={assetUrl(goods.posterUrl)} mode="aspectFill" />
      <View className="tied-goods__text">
        <Text className="tied-goods__name">{goods.name}</Text>
        {goods.kind === 'VOUCHER' && <Text className="confirm-order__line">{tt('voucher')}</Text>}
        {pick ? (
          <Text className="confirm-order__line tied-goods__picked">{`${pick.label} × ${pick.qty}`}</Text>
        ) : (
          <Price info={priceInfo(goods.minPriceFen, t('shop.from'))} plain />
        )}
      </View>
      {goods.soldOut && !pick ? (
        <Text className="confirm-order__line">{tt('sold_out')}</Text>
      ) : (
        <View className="tied-goods__actions">
          {pick && (
            <Text className="confirm-order__link tied-goods__remove" onClick={onRemove}>
              {tt('remove')}
            </Text>
          )}
          <Text className="confirm-order__link tied-goods__add" onClick={onOpen}>
            {tt(pick ? 'change' : 'add')}
          </Text>
        </View>
      )}
    </View>
  )
}

/** The goods' options and quantity, opened under its row; "Done" hands the chosen SKU back as the goods' pick. */
function TiedGoodsPicker({ spuId, pick, onDone }: { spuId: string; pick?: TiedPick; onDone(pick: TiedPick): void }) {
  const tt = useSectionT(TIED_TEXT)
  const locale = useAtomValue(localeAtom)
  const spu = useAsync(() => spuDetail(spuId), [spuId, locale])
  const [choice, setChoice] = useState<OptionChoice>({})
  const [qty, setQty] = useState(pick?.qty ?? 1)
  useEffect(() => {
    if (spu.status !== 'ready') return
    const { optionGroups, skus } = spu.data
    const earlier = skus.find((s) => s.id === pick?.skuId)
    setChoice(
      earlier ? Object.fromEntries(optionGroups.map((g, i) => [g.id, earlier.attributeValueIds[i]])) : initialChoice(optionGroups, skus)
    )
    // The earlier pick only seeds the picker when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spu])
  if (spu.status === 'loading') return <View className="tied-goods__picker tied-goods--loading" aria-busy="true" />
  if (spu.status === 'error') return <StateView kind="error" onRetry={spu.reload} />
  const { optionGroups, skus, perBuyerLimit, name } = spu.data
  const sku = chosenSku(optionGroups, skus, choice)
  const done = () => {
    if (!sku) return toast(tt('choose', { names: missingNames(optionGroups, choice) }))
    const options = choiceText(optionGroups, choice)
    onDone({ spuId, skuId: sku.id, qty, kind: spu.data.kind, label: options ? `${name} · ${options}` : name })
  }
  return (
    <View className="tied-goods__picker">
      <SkuPicker
        groups={optionGroups}
        skus={skus}
        perBuyerLimit={perBuyerLimit}
        choice={choice}
        onChoice={(next) => {
          setChoice(next)
          setQty(1)
        }}
        qty={qty}
        onQty={setQty}
      />
      {sku && <Price info={priceInfo(sku.priceFen)} plain />}
      <AtButton type="primary" size="small" className="tied-goods__done" onClick={done}>
        {tt('done')}
      </AtButton>
    </View>
  )
}
