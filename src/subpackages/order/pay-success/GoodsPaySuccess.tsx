/**
 * pay_success for a goods order (orderType goods): the goods order is read until it is no longer unpaid
 * (every 3 s, 5 times); paid shows success with the amount paid and the ways on to the order and the shop;
 * closed, or still unpaid after the reads, goes on to the goods order, which says where it stands.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useT } from '../../../locales/locale-atoms'
import { goodsOrderDetail } from '../../../services/goods-order-api'
import { priceInfo } from '../../../../types/rules/price-info'
import type { GoodsOrderDetail } from '../../../../types/api/goods-order'
import { pollPayResult, readGoodsPayState, type PayResult } from './pay-result'
import '../../../components/form-field/form-field.scss'
import './pay-success.scss'
import '../../../theme/taro-ui/button.scss'

export function GoodsPaySuccess() {
  const t = useT()
  const { orderId = '' } = useRouteParams()
  const [result, setResult] = useState<PayResult>()
  const [order, setOrder] = useState<GoodsOrderDetail>()

  useEffect(() => {
    let live = true
    let last: GoodsOrderDetail | undefined
    void pollPayResult(
      async () => {
        last = await goodsOrderDetail(orderId)
        return last.orderStatus
      },
      (ms) => new Promise((r) => setTimeout(r, ms)),
      readGoodsPayState
    ).then((r) => {
      if (!live) return
      setOrder(last)
      setResult(r)
      if (r !== 'paid') void appRouter().redirect('order-product', { orderId })
    })
    return () => {
      live = false
    }
  }, [orderId])

  if (result !== 'paid' || !order) {
    return (
      <PageShell route="pay_success">
        <StateView kind="loading" />
        <Text className="pay-success__checking">{t('pay_success.checking')}</Text>
      </PageShell>
    )
  }
  const pieces = order.lines.reduce((sum, line) => sum + line.qty, 0)
  return (
    <PageShell route="pay_success">
      <View className="pay-success pay-success--goods">
        <Icon name="done" tone="main" className="pay-success__icon" />
        <Text className="pay-success__title">{t('pay_success.done')}</Text>
        <View className="pay-success__summary">
          <View className="pay-success__row pay-success__goods">
            <Text className="pay-success__label">{order.lines[0]?.name}</Text>
            <View className="pay-success__value">{t('order.qty', { count: pieces })}</View>
          </View>
          <View className="pay-success__row pay-success__paid">
            <Text className="pay-success__label">{t('pay_success.summary_paid')}</Text>
            <View className="pay-success__value">
              <Price info={priceInfo(order.paidAmount)} />
            </View>
          </View>
        </View>
        <View className="form-actions">
          <AtButton type="primary" className="pay-success__order" onClick={() => void appRouter().redirect('order-product', { orderId })}>
            {t('pay_success.view_order')}
          </AtButton>
          <AtButton type="secondary" className="pay-success__shop" onClick={() => void appRouter().switchTab('shop')}>
            {t('tabbar.shop')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
