/**
 * pay-success-new (/pay-success-new?orderId&orderType&channelId; product.md "Routing rules", payment return
 * pages): the newer success page. A paid order shows its summary (show, session, venue, quantity, amount
 * paid, order number) and the ways on: the e-tickets (or the tracking of paper tickets), sharing the
 * purchase with a friend (share-pay-success), the order, home. An order still unpaid goes to pay-loading,
 * which waits for the result; a closed one says it was not paid and leads to the order. /pay-success stays
 * as it was.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, type ReactNode } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSectionT } from '../../../locales/section-i18n'
import { ORDER_PAGES_TEXT } from '../../../locales/sections/order-pages/order-pages-text'
import { orderDetail } from '../../../services/trade-api'
import { useShowTimeText } from '../../../utils/show-time'
import { priceInfo } from '../../../../types/rules/price-info'
import { readPayState } from '../pay-success/pay-result'
import '../../../components/form-field/form-field.scss'
import '../../../theme/taro-ui/button.scss'
import '../pay-success/pay-success.scss'
import './pay-success-new.scss'

function Row({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <View className={`pay-success__row ${className}`}>
      <Text className="pay-success__label">{label}</Text>
      <View className="pay-success__value">{children}</View>
    </View>
  )
}

export default function PaySuccessNewPage() {
  const t = useSectionT(ORDER_PAGES_TEXT)
  const showTimeText = useShowTimeText()
  const { orderId = '', orderType = 'ticket' } = useRouteParams()
  const order = useAsync(() => orderDetail(orderId), [orderId])
  const paid = order.status === 'ready' ? readPayState(order.data.orderState) : undefined

  useEffect(() => {
    if (paid === 'pending') void appRouter().redirect('pay-loading', { orderId, orderType: orderType.toLowerCase() })
  }, [paid, orderId, orderType])

  if (order.status === 'loading' || paid === 'pending')
    return (
      <PageShell route="pay-success-new">
        <StateView kind="loading" />
      </PageShell>
    )
  if (order.status === 'error')
    return (
      <PageShell route="pay-success-new">
        <StateView kind="error" onRetry={order.reload} />
      </PageShell>
    )
  const o = order.data
  const toOrder = () => void appRouter().open('order_detail', { orderId })
  if (paid !== 'paid') {
    return (
      <PageShell route="pay-success-new">
        <StateView
          kind="empty"
          text={t('pay_success_new.not_paid')}
          action={{ label: t('pay_success_new.view_order'), onClick: toOrder }}
        />
      </PageShell>
    )
  }
  const paper = o.deliverMethod === 'EXPRESS'
  return (
    <PageShell route="pay-success-new">
      <View className="pay-success pay-success-new">
        <Icon name="done" tone="main" className="pay-success__icon" />
        <Text className="pay-success__title pay-success-new__title">{t('pay_success_new.title')}</Text>
        <Text className="pay-success-new__note">{paper ? t('pay_success_new.paper_note') : t('pay_success_new.eticket_note')}</Text>
        <View className="pay-success__summary">
          <Row label={t('pay_success_new.show')} className="pay-success-new__show">
            {o.firstShowName}
          </Row>
          <Row label={t('pay_success_new.session')} className="pay-success-new__session">
            {showTimeText(o.showTime) || o.sessionName}
          </Row>
          <Row label={t('pay_success_new.venue')} className="pay-success-new__venue">
            {o.firstVenueName}
          </Row>
          <Row label={t('pay_success_new.qty')} className="pay-success-new__qty">
            {t('pay_success_new.qty_value', { count: o.qty })}
          </Row>
          <Row label={t('pay_success_new.paid')} className="pay-success-new__paid">
            <Price info={priceInfo(o.paidAmount)} />
          </Row>
          <Row label={t('pay_success_new.number')} className="pay-success-new__number">
            {o.orderNumber}
          </Row>
        </View>
        <View className="form-actions">
          {paper ? (
            <AtButton type="primary" className="pay-success-new__express" onClick={() => void appRouter().open('express', { orderId })}>
              {t('pay_success_new.view_express')}
            </AtButton>
          ) : (
            <AtButton type="primary" className="pay-success-new__tickets" onClick={() => void appRouter().switchTab('ticket_holder')}>
              {t('pay_success_new.view_tickets')}
            </AtButton>
          )}
          <AtButton
            type="secondary"
            className="pay-success-new__share"
            onClick={() => void appRouter().open('share-pay-success', { orderId })}
          >
            {t('pay_success_new.share')}
          </AtButton>
          <View className="pay-success-new__links">
            <Text className="pay-success-new__link pay-success-new__order" onClick={toOrder}>
              {t('pay_success_new.view_order')}
            </Text>
            <Text className="pay-success-new__link pay-success-new__home" onClick={() => void appRouter().switchTab('list')}>
              {t('pay_success_new.home')}
            </Text>
          </View>
        </View>
      </View>
    </PageShell>
  )
}
