/**
 * pay_success (/pay-success?orderId&orderType): where the cashier returns. The order is read until it is
 * no longer unpaid (every 3 s, 5 times); paid shows success with the order's summary (show, session,
 * quantity, amount paid, order number) read from the same order detail, and the ways on to the e-tickets
 * and the order; closed goes on to the order detail; still unpaid goes to pay-loading, which keeps
 * waiting for the result and then offers the order.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useState, type ReactNode } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { OfficialAccountFollow } from '../../../components/official-account-follow/OfficialAccountFollow'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useT } from '../../../locales/locale-atoms'
import { orderDetail } from '../../../services/trade-api'
import { useHasTiedGoods } from '../../../shop/use-has-tied-goods'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { useShowTimeText } from '../../../utils/show-time'
import { priceInfo } from '../../../../types/rules/price-info'
import type { OrderDetail } from '../../../../types/api/order'
import { pollPayResult, type PayResult } from './pay-result'
import { GoodsPaySuccess } from './GoodsPaySuccess'
import '../../../components/form-field/form-field.scss'
import './pay-success.scss'
import '../../../theme/taro-ui/button.scss'

function SummaryRow({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <View className={`pay-success__row ${className}`}>
      <Text className="pay-success__label">{label}</Text>
      <View className="pay-success__value">{children}</View>
    </View>
  )
}

/** orderType goods (product.md: "orderType (lower-cased, default ticket)") is a goods order's own page. */
export default function PaySuccessPage() {
  const { orderType = 'ticket' } = useRouteParams()
  return orderType === 'goods' ? <GoodsPaySuccess /> : <TicketPaySuccess />
}

function TicketPaySuccess() {
  const t = useT()
  const { orderId = '' } = useRouteParams()
  const showTimeText = useShowTimeText()
  const [result, setResult] = useState<PayResult>()
  // The order as last read: once it reads paid, it is the summary the buyer sees.
  const [order, setOrder] = useState<OrderDetail>()
  // The show's merchandise, offered once the tickets are paid when the merchant sells some with it.
  const merch = useHasTiedGoods(result === 'paid' ? order?.firstShowId : undefined)

  useEffect(() => {
    let live = true
    let last: OrderDetail | undefined
    void pollPayResult(
      async () => {
        last = await orderDetail(orderId)
        return last.orderState
      },
      (ms) => new Promise((r) => setTimeout(r, ms))
    ).then((r) => {
      if (!live) return
      setOrder(last)
      setResult(r)
      // Still unpaid after the five reads: the result is not known yet, so pay-loading waits on with a
      // backoff and offers "I have paid" / "back to order"; a closed order goes to the order.
      if (r === 'pending') void appRouter().redirect('pay-loading', { orderId, orderType: 'ticket' })
      else if (r !== 'paid') void appRouter().redirect('order_detail', { orderId })
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
  return (
    <PageShell route="pay_success">
      <View className="pay-success">
        <Icon name="done" tone="main" className="pay-success__icon" />
        <Text className="pay-success__title">{t('pay_success.done')}</Text>
        <View className="pay-success__summary">
          <SummaryRow label={t('pay_success.summary_show')} className="pay-success__show">
            {order.firstShowName}
          </SummaryRow>
          <SummaryRow label={t('pay_success.summary_session')} className="pay-success__session">
            {showTimeText(order.showTime) || order.sessionName}
          </SummaryRow>
          <SummaryRow label={t('pay_success.summary_qty')} className="pay-success__qty">
            {t('order.qty', { count: order.qty })}
          </SummaryRow>
          <SummaryRow label={t('pay_success.summary_paid')} className="pay-success__paid">
            <Price info={priceInfo(order.paidAmount)} />
          </SummaryRow>
          <SummaryRow label={t('pay_success.summary_order_number')} className="pay-success__number">
            {order.orderNumber}
          </SummaryRow>
        </View>
        <View className="form-actions">
          <AtButton type="primary" className="pay-success__tickets" onClick={() => void appRouter().switchTab('ticket_holder')}>
            {t('pay_success.view_tickets')}
          </AtButton>
          <AtButton type="secondary" className="pay-success__order" onClick={() => void appRouter().redirect('order_detail', { orderId })}>
            {t('pay_success.view_order')}
          </AtButton>
          {merch && order && (
            <AtButton
              type="secondary"
              className="pay-success__merch"
              onClick={() => void appRouter().open('tied-sale-list', { showId: order.firstShowId })}
            >
              {t('shop.buy_merch')}
            </AtButton>
          )}
        </View>
        <OfficialAccountFollow />
      </View>
    </PageShell>
  )
}
