/** Refund by line: how many of each line to give back (up to what it may still refund), then one refund call. */
import { Text, View } from '@tarojs/components'
import AtFloatLayout from 'taro-ui/lib/components/float-layout'
import AtButton from 'taro-ui/lib/components/button'
import AtInputNumber from 'taro-ui/lib/components/input-number'
import { useState } from 'react'
import type { GoodsOrderDetail } from '../../../../types/api/goods-order'
import { useSubmit } from '../../../hooks/use-submit'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOP_TEXT } from '../../../locales/sections/shop/shop-text'
import { refundGoodsOrder } from '../../../services/goods-order-api'
import { toast } from '../../../utils/toast'
import { refundLines } from './goods-order-facts'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/float-layout.scss'
import '../../../theme/taro-ui/input-number.scss'

export function RefundSheet({ order, onClose, onDone }: { order: GoodsOrderDetail; onClose(): void; onDone(): void }) {
  const t = useSectionT(SHOP_TEXT)
  const refundable = order.lines.filter((line) => line.refundableQty > 0)
  // Everything refundable is picked at first: the usual wish is the whole order back.
  const [picked, setPicked] = useState<Record<string, number>>(() => Object.fromEntries(refundable.map((l) => [l.skuId, l.refundableQty])))
  const { busy, run } = useSubmit()
  const submit = () =>
    run(async () => {
      const lines = refundLines(order.lines, picked)
      if (!lines.length) return toast(t('order.refund_none'))
      await refundGoodsOrder(order.orderId, lines)
      toast(t('order.refund_done'))
      onDone()
    })
  return (
    <AtFloatLayout className="refund-sheet" isOpened title={t('order.refund_title')} onClose={onClose}>
      {refundable.map((line) => (
        <View key={line.skuId} className="refund-sheet__line" data-sku-id={line.skuId}>
          <View className="refund-sheet__text">
            <Text className="goods-confirm__name">{line.name}</Text>
            <Text className="confirm-order__line">
              {[line.attributeText, t('order.refundable', { count: line.refundableQty })].filter(Boolean).join(' · ')}
            </Text>
          </View>
          <AtInputNumber
            type="number"
            min={0}
            max={line.refundableQty}
            value={picked[line.skuId] ?? 0}
            onChange={(n) => setPicked((p) => ({ ...p, [line.skuId]: Number(n) || 0 }))}
          />
        </View>
      ))}
      <AtButton type="primary" className="refund-sheet__submit" disabled={busy} onClick={() => void submit()}>
        {t('order.refund_submit')}
      </AtButton>
    </AtFloatLayout>
  )
}
