/**
 * Order detail at /order/detail/:orderId (login; swipe-back disabled): state and words, the close
 * countdown with pay and cancel while unpaid, the show and session, tickets, attendees, the amounts, and
 * the e-tickets once paid.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { PaymentChooser } from '../../../components/payment-chooser/PaymentChooser'
import { orderAtReserveEnd, waitMs } from '../../../components/payment-chooser/reserve-end'
import { minutesSeconds } from '../../../components/countdown/countdown-format'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useT } from '../../../locales/locale-atoms'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useDeadline } from '../../../hooks/use-deadline'
import { cancelOrder, orderDetail, orderTickets } from '../../../services/trade-api'
import { confirmDialog } from '../../../components/reply-dialog/dialog-queue'
import { priceInfo } from '../../../../types/rules/price-info'
import { useLocalFormat, useShowTimeText } from '../../../utils/show-time'
import { toast } from '../../../utils/toast'
import type { OrderDetail } from '../../../../types/api/order'
import { Icon } from '../../../components/icon/Icon'
import { CopyNumber } from '../../../components/copy-number/CopyNumber'
import { ticketStateKey } from '../../../pages/ticket-holder/held-tickets'
import { ORDER_TIME_PATTERN, moneyChanged, moneyLines, orderFacts } from './order-facts'
import { DiscountRows } from './DiscountRows'
import { InvoiceEntry } from '../invoice/invoice-entry'
import { useSectionT } from '../../../locales/section-i18n'
import { ORDER_PAGES_TEXT } from '../../../locales/sections/order-pages/order-pages-text'
import { RefundStatus } from '../refund-orders/RefundStatus'
import { TiedGoodsOrders } from './TiedGoodsOrders'
import { useHasTiedGoods } from '../../../shop/use-has-tied-goods'
import { CustomerService } from '../../../components/customer-service/CustomerService'
import { CONTACT_TEXT } from '../../../locales/sections/contact/contact-text'
import '../../../components/form-field/form-field.scss'
import '../confirm-order/confirm-order.scss'
import './order-detail.scss'
import '../../../theme/taro-ui/button.scss'

/** Ticket order states once paid (product.md "Order status codes"): the tickets are the buyer's. */
const PAID_STATES = new Set(['SUCCEEDED', 'DELIVERING', 'DELIVERING_EXPRESS'])

function Unpaid({ order, onChange }: { order: OrderDetail; onChange(): void }) {
  const t = useT()
  const [deadline] = useState(() => Date.now() + order.reserveTime * 1000)
  const [paying, setPaying] = useState(false)
  const { run } = useSubmit()
  // At zero the gateway closes the order; reading it again (until it no longer says unpaid) shows it closed.
  const left = useDeadline(
    deadline,
    () =>
      void orderAtReserveEnd(() => orderDetail(order.orderId), waitMs)
        .catch(() => undefined)
        .then(onChange)
  )
  const cancel = () =>
    run(async () => {
      if (!(await confirmDialog(t('order.cancel_confirm')))) return
      await cancelOrder(order.orderId)
      toast(t('order.cancelled'))
      onChange()
    })
  return (
    <>
      <Text className="order-detail__countdown">{t('order.pay_within', { time: minutesSeconds(left) })}</Text>
      <View className="confirm-order__bar">
        <Text className="order-detail__cancel" onClick={() => void cancel()}>
          {t('order.cancel')}
        </Text>
        <AtButton type="primary" className="confirm-order__submit order-detail__pay" onClick={() => setPaying(true)}>
          {t('order.pay')}
        </AtButton>
      </View>
      {paying && (
        <PaymentChooser
          orderId={order.orderId}
          transactionId={order.unPaidTransactionIds[0]}
          amountFen={order.payAmount}
          onClose={() => setPaying(false)}
        />
      )}
    </>
  )
}

export default function OrderDetailPage() {
  const t = useT()
  const sectionT = useSectionT(ORDER_PAGES_TEXT)
  const contactT = useSectionT(CONTACT_TEXT)
  const showTimeText = useShowTimeText()
  const { orderId = '' } = useRouteParams()
  const local = useLocalFormat()
  const order = useAsync(async () => {
    const o = await orderDetail(orderId)
    return { order: o, tickets: o.orderState === 'SUCCEEDED' ? await orderTickets(orderId) : [] }
  }, [orderId])
  // A paid order offers the show's merchandise, each bought as its own goods order (order-add-purchase).
  const paidShowId = order.status === 'ready' && PAID_STATES.has(order.data.order.orderState) ? order.data.order.showId : undefined
  const merch = useHasTiedGoods(paidShowId)
  if (order.status === 'loading')
    return (
      <PageShell route="order_detail">
        <StateView kind="loading" />
      </PageShell>
    )
  if (order.status === 'error')
    return (
      <PageShell route="order_detail">
        <StateView kind="error" onRetry={order.reload} />
      </PageShell>
    )
  const { order: o, tickets } = order.data

  return (
    <PageShell route="order_detail">
      <View className="confirm-order">
        <View className="confirm-order__block">
          <Text className={`order-detail__state order-detail__state--${o.orderState.toLowerCase()}`}>{o.orderStatusTitle}</Text>
          {o.orderStatusDesc && <Text className="order-detail__reason">{o.orderStatusDesc}</Text>}
          {o.orderState === 'UNPAID' && <Unpaid order={o} onChange={order.reload} />}
          {/* A closed order whose show still sells leads back to it (issue #14: "offers 再次购买 leading back to the show"). */}
          {o.orderOperations.some((op) => op.name === 'BUY_AGAIN') && (
            <AtButton
              type="primary"
              className="order-detail__buy-again"
              onClick={() => void appRouter().open('show_detail', { showId: o.showId })}
            >
              {t('order.buy_again')}
            </AtButton>
          )}
          {o.refundRequest && <RefundStatus request={o.refundRequest} />}
          {/* REFUND only while the show's refund rule allows it (issue #17): per ticket the buyer chooses the tickets first. */}
          {o.orderOperations.some((op) => op.name === 'REFUND') && (
            <AtButton
              type="secondary"
              className="order-detail__refund"
              onClick={() =>
                void appRouter().open(
                  o.refundRule?.kind !== 'NONE' && o.refundRule?.scope === 'PER_TICKET' ? 'refund-order-tickets' : 'refund-orders',
                  { orderId: o.orderId }
                )
              }
            >
              {t('refund.refund')}
            </AtButton>
          )}
          {/* REBOOK while the show lets tickets move to another session (issue #17 "Rebooking"). */}
          {o.orderOperations.some((op) => op.name === 'REBOOK') && (
            <AtButton
              type="secondary"
              className="order-detail__rebook"
              onClick={() => void appRouter().open('rebook-ticket', { orderId: o.orderId })}
            >
              {t('rebook.title')}
            </AtButton>
          )}
          {merch && (
            <View
              className="confirm-order__row order-detail__add-purchase"
              onClick={() => void appRouter().open('order-add-purchase', { showId: o.showId })}
            >
              <Text>{t('shop.buy_merch')}</Text>
              <Icon name="chevron_right" tone="muted" className="order-detail__ticket-chevron" />
            </View>
          )}
          <View
            className="confirm-order__row order-detail__refund-rules"
            onClick={() => void appRouter().open('refund-rule-order', { orderId: o.orderId })}
          >
            <Text>{t('refund.see_rules')}</Text>
            <Icon name="chevron_right" tone="muted" className="order-detail__ticket-chevron" />
          </View>
          {/* Invoices (issue #17): a paid order may apply, or shows its invoice's state. */}
          {(o.orderState === 'SUCCEEDED' || o.orderState === 'DELIVERING_EXPRESS') && <InvoiceEntry orderId={o.orderId} />}
          {/* The order number, never the id (issue #14 item 15: "keep ids internal"), copyable. */}
          <CopyNumber label={t('order.order_no')} number={o.orderNumber} className="order-detail__number" />
          {orderFacts(o, (ms) => local(ms, ORDER_TIME_PATTERN)).map((f) => (
            <View key={f.label} className="confirm-order__row order-detail__fact" data-fact={f.label}>
              <Text>{t(f.label)}</Text>
              <Text>{f.valueKey ? t(f.valueKey) : f.value}</Text>
            </View>
          ))}
        </View>
        <View className="confirm-order__block" onClick={() => void appRouter().open('show_detail', { showId: o.showId })}>
          <Text className="confirm-order__show">{o.firstShowName}</Text>
          {o.packageName && (
            <Text className="confirm-order__line order-detail__package">{t('order.package', { name: o.packageName })}</Text>
          )}
          <Text className="confirm-order__line">{showTimeText(o.showTime)}</Text>
          <Text className="confirm-order__line">{`${o.cityName} | ${o.firstVenueName}`}</Text>
          {o.items.map((i) => (
            <Text
              key={i.seatPlanId}
              className="confirm-order__line"
            >{`${i.seatPlanName} × ${i.qty}${i.seatInfos?.length ? ` · ${i.seatInfos.join(' ')}` : ''}`}</Text>
          ))}
        </View>
        {o.deliveryAddress && (
          <View className="confirm-order__block order-detail__delivery">
            <Text className="confirm-order__heading">{t('confirm_order.express')}</Text>
            <Text className="confirm-order__line">{`${o.deliveryAddress.recipient} ${o.deliveryAddress.cellphone}`}</Text>
            <Text className="confirm-order__line">{`${o.deliveryAddress.regionText} ${o.deliveryAddress.detail}`}</Text>
            {/* Paper tickets (issue #17 "express"): the tracking page, with the carrier and number once shipped. */}
            {o.deliverMethod === 'EXPRESS' && o.orderState !== 'UNPAID' && o.orderState !== 'CLOSED' && o.orderState !== 'CANCELED' && (
              <View
                className="confirm-order__row order-detail__express"
                onClick={() => void appRouter().open('express', { orderId: o.orderId })}
              >
                <Text>
                  {o.express && o.expressNo
                    ? sectionT('express.shipped_line', { carrier: o.express.displayName, number: o.expressNo })
                    : o.orderStatusTitle}
                </Text>
                <View className="order-detail__express-link">
                  <Text>{sectionT('express.view')}</Text>
                  <Icon name="chevron_right" tone="muted" className="order-detail__ticket-chevron" />
                </View>
              </View>
            )}
          </View>
        )}
        {o.remarks && (
          <View className="confirm-order__block order-detail__remarks">
            <Text className="confirm-order__heading">{t('confirm_order.remarks_title')}</Text>
            <Text className="confirm-order__line">{o.remarks}</Text>
          </View>
        )}
        {o.attendees.length > 0 && (
          <View className="confirm-order__block">
            <Text className="confirm-order__heading">{t('confirm_order.attendees')}</Text>
            {o.attendees.map((a) => (
              <Text key={a.idNo + a.name} className="confirm-order__line">{`${a.name} ${a.idNo}`}</Text>
            ))}
          </View>
        )}
        {tickets.length > 0 && (
          <View className="confirm-order__block">
            <Text className="confirm-order__heading">{t('order.tickets')}</Text>
            {tickets.map((k) => (
              <View key={k.ticketId} className="order-detail__ticket-block">
                <View
                  className="confirm-order__row order-detail__ticket"
                  onClick={() => void appRouter().open('ticket-detail-new', { id: k.ticketId })}
                >
                  <Text>{`${k.seatPlanName}${k.seatInfo ? ` · ${k.seatInfo}` : ''}${k.attendeeName ? ` · ${k.attendeeName}` : ''}`}</Text>
                  <View className="order-detail__ticket-state">
                    {/* A ticket the buyer gave away reads as transferred (its state is its transferee's). */}
                    {k.transferredAway ? (
                      <Text className="order-detail__ticket-state-text order-detail__ticket-state-text--transferred">
                        {sectionT('order_detail.ticket_transferred')}
                      </Text>
                    ) : (
                      <Text className={`order-detail__ticket-state-text order-detail__ticket-state-text--${k.state.toLowerCase()}`}>
                        {t(ticketStateKey(k.state))}
                      </Text>
                    )}
                    <Icon name="chevron_right" tone="muted" className="order-detail__ticket-chevron" />
                  </View>
                </View>
                <CopyNumber label={t('ticket_holder.ticket_no')} number={k.ticketNumber} />
              </View>
            ))}
          </View>
        )}
        <TiedGoodsOrders ticketOrderId={o.orderId} />
        <View className="confirm-order__block">
          <View className="confirm-order__row">
            <Text>{t('confirm_order.ticket_amount')}</Text>
            <Price info={priceInfo(o.ticketAmount)} />
          </View>
          <View className="confirm-order__row">
            <Text>{t('confirm_order.delivery_fee')}</Text>
            <Price info={priceInfo(o.deliveryFee)} />
          </View>
          <View className="confirm-order__row">
            <Text>{t('confirm_order.service_fee')}</Text>
            <Price info={priceInfo(o.paymentServiceFee)} />
          </View>
          <DiscountRows discounts={o.discounts} />
          <View className="confirm-order__row">
            <Text>{t('confirm_order.amount_due')}</Text>
            <Price info={priceInfo(o.payAmount)} />
          </View>
          {o.paidAmount > 0 && (
            <View className="confirm-order__row">
              <Text>{t('order.amount_paid')}</Text>
              <Price info={priceInfo(o.paidAmount)} />
            </View>
          )}
        </View>
        {/* After refunds or rebooks (issue #17): the totals above stay as placed; this says where the money stands. */}
        {o.moneyToDate && moneyChanged(o) && (
          <View className="confirm-order__block order-detail__money" data-testid="order-money">
            <Text className="confirm-order__heading">{sectionT('order_detail.money_title')}</Text>
            <Text className="order-detail__money-note">{sectionT('order_detail.money_note')}</Text>
            {moneyLines(o.moneyToDate).map((line) => (
              <View key={line.key} className="confirm-order__row">
                <Text>{sectionT(`order_detail.${line.key}`)}</Text>
                <Price info={priceInfo(line.fen)} />
              </View>
            ))}
          </View>
        )}
        {/* Help with this order: the merchant's customer service (the sheet), and how orders work (about-order). */}
        <View className="confirm-order__block order-detail__help">
          <CustomerService bizShowId={o.showId}>
            {(open) => (
              <View className="confirm-order__row order-detail__service" role="button" onClick={open}>
                <Text>{contactT('service.title')}</Text>
                <Icon name="chevron_right" tone="muted" className="order-detail__ticket-chevron" />
              </View>
            )}
          </CustomerService>
          <View className="confirm-order__row order-detail__about" role="button" onClick={() => void appRouter().open('about-order')}>
            <Text>{contactT('service.help')}</Text>
            <Icon name="chevron_right" tone="muted" className="order-detail__ticket-chevron" />
          </View>
        </View>
      </View>
    </PageShell>
  )
}
