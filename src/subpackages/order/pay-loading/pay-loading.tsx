/**
 * pay-loading (/pay-loading?orderId[&bindId]): where the buyer waits when the payment result is not known yet
 * (back from a cashier, or pay-success's five reads found the order still unpaid). The payments bound to the
 * order's bindId (GET payments/query_by_bind_id) are read with a bounded backoff (pay-loading-poll.ts): paid goes on to pay-success-new, closed or failed goes to the
 * order; when the round runs out the page offers "I have paid" (another round) and "back to order".
 * With a rebookId (a dearer rebook's difference) the rebook is read instead: moved goes to the
 * order, which shows the new tickets; cancelled or expired says so there (the money, if any, goes back).
 * With a cardOrderId (a benefit card order) the card order is read: paid goes to my cards,
 * closed back to the card.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { ORDER_PAGES_TEXT } from '../../../locales/sections/order-pages/order-pages-text'
import { orderDetail } from '../../../services/trade-api'
import { waitForPayResult } from './pay-loading-poll'
import { rebookStatus } from '../../../services/rebook-api'
import { REBOOK_TEXT } from '../../../locales/sections/rebook/rebook-text'
import { toast } from '../../../utils/toast'
import { rebookPayState } from './rebook-pay-state'
import { cardPayState } from './card-pay-state'
import { bindPayState } from './bind-pay-state'
import { queryByBindId } from '../../../services/order-reminder-api'
import { cardOrder } from '../../../services/benefit-card-api'
import { CARD_TEXT } from '../../../locales/sections/card/card-text'
import '../../../components/form-field/form-field.scss'
import '../../../theme/taro-ui/button.scss'
import './pay-loading.scss'

export default function PayLoadingPage() {
  const t = useSectionT(ORDER_PAGES_TEXT)
  const rt = useSectionT(REBOOK_TEXT)
  const ct = useSectionT(CARD_TEXT)
  const { orderId = '', orderType = 'ticket', rebookId = '', cardOrderId = '', bindId = '' } = useRouteParams()
  // Each round of reads; "I have paid" starts another.
  const [round, setRound] = useState(0)
  const [timedOut, setTimedOut] = useState(false)

  useEffect(() => {
    let live = true
    setTimedOut(false)
    // The card a card order buys, read with its state: a closed card order goes back to that card.
    let cardId = ''
    const readCardOrder = async () => {
      const reply = await cardOrder(cardOrderId)
      cardId = reply.cardId
      return cardPayState(reply.state)
    }
    // A ticket order: the payments bound to its bindId (query_by_bind_id), the binding read once from the order.
    let bound = bindId
    const readOrderPay = async () => {
      if (!bound) bound = (await orderDetail(orderId)).bindId
      return bindPayState((await queryByBindId(bound)).payState)
    }
    void waitForPayResult(
      async () => (cardOrderId ? readCardOrder() : rebookId ? rebookPayState((await rebookStatus(rebookId)).state) : readOrderPay()),
      (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      () => !live
    ).then((result) => {
      if (!live) return
      if (cardOrderId && (result === 'paid' || result === 'closed')) {
        toast(ct(result === 'paid' ? 'paid_done' : 'pay_ended'))
        void (result === 'paid' || !cardId ? appRouter().redirect('card-list') : appRouter().redirect('card-detail', { cardId }))
      } else if (rebookId && (result === 'paid' || result === 'closed')) {
        toast(rt(result === 'paid' ? 'paid_done' : 'pay_ended'))
        void appRouter().redirect('order_detail', { orderId })
      } else if (result === 'paid') void appRouter().redirect('pay-success-new', { orderId, orderType: orderType.toLowerCase() })
      else if (result === 'closed') void appRouter().redirect('order_detail', { orderId })
      else if (result === 'timeout') setTimedOut(true)
    })
    return () => {
      live = false
    }
    // The texts are read when the result arrives; a change of language must not start the wait over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, orderType, rebookId, cardOrderId, bindId, round])

  // A card order has no order page: its way back is my cards.
  const toOrder = () => void (cardOrderId ? appRouter().redirect('card-list') : appRouter().redirect('order_detail', { orderId }))
  if (!timedOut) {
    return (
      <PageShell route="pay-loading">
        <View className="pay-loading" data-state="checking">
          <StateView kind="loading" />
          <Text className="pay-loading__title">{t('pay_loading.checking')}</Text>
          <Text className="pay-loading__detail">{t('pay_loading.checking_detail')}</Text>
        </View>
      </PageShell>
    )
  }
  return (
    <PageShell route="pay-loading">
      <View className="pay-loading" data-state="timeout">
        <StateView kind="empty" icon="load_failed" text={t('pay_loading.timeout')} detail={t('pay_loading.timeout_detail')} />
        <View className="form-actions">
          <AtButton type="primary" className="pay-loading__paid" onClick={() => setRound((n) => n + 1)}>
            {t('pay_loading.paid')}
          </AtButton>
          <AtButton type="secondary" className="pay-loading__order" onClick={toOrder}>
            {t('pay_loading.back_to_order')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
