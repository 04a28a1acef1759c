/**
 * An order as the app reads it (product.md section 3 "Order"; section 4 "Order status codes"): state with
 * its code and words, the amounts in fen with yuan/cent parts, the seconds left to pay, the operations the
 * order page offers, and the show, venue and session it is for.
 */
import type { Locale } from '../http/texts'
import { textIn } from '../http/texts'
import { priceInfo } from '../../../types/rules/price-info'
import type { OrderItemRow, OrderMoneyFactsRow, OrderRow, OrderShowView, OrderTicketFactsRow } from './order.repository'
import { presentDiscounts } from './pricing/discount-lines.presenter'
import type { PlacedQuote } from './pricing/quote'
import { seatKey, seatLabel } from '../../../types/rules/seat-key'
import { maskIdNo, maskPhone } from '../../../types/rules/account-rules'
import type { OrderDetail, OrderMoneyToDate } from '../../../types/api/order'
import type { RefundRequestView } from '../../../types/api/refund'
import { stateAsOf } from './order-state'
import { refundOffer } from './order-refund'
import { shipmentFields } from './shipment-fields'
import { offersRebook } from './rebook-offer'
import { closeReasonText, offersBuyAgain, orderTitle, titleText, type OrderStateName } from './order-words'

/**
 * The spec's codes (product.md "Order status codes"): Unpaid 1, Canceled -1, Delivering_Express 7 (paid,
 * paper tickets awaiting shipment: "Shipping awaits express"), Delivering 6 (the merchant shipped them,
 * migration 041), Succeeded 9, Closed 13. An unpaid order past its deadline is closed
 * (order-state.ts), whether or not the sweeper has written it yet.
 */
export function orderState(
  o: Pick<OrderRow, 'state' | 'close_reason' | 'closed_at' | 'reserve_deadline' | 'delivery_method' | 'shipped_at' | 'refunded_at'>,
  now: Date
): { name: OrderStateName; code: number } {
  const seen = stateAsOf(o, now)
  // Refunded_Ticket 11: every ticket refunded and the money back (refund-request.service.ts).
  if (seen.state === 'PAID' && o.refunded_at) return { name: 'REFUNDED_TICKET', code: 11 }
  if (seen.state === 'UNPAID') return { name: 'UNPAID', code: 1 }
  if (seen.state === 'PAID' && o.delivery_method === 'EXPRESS')
    return o.shipped_at ? { name: 'DELIVERING', code: 6 } : { name: 'DELIVERING_EXPRESS', code: 7 }
  if (seen.state === 'PAID') return { name: 'SUCCEEDED', code: 9 }
  return seen.close_reason === 'CANCELLED' ? { name: 'CANCELED', code: -1 } : { name: 'CLOSED', code: 13 }
}

/**
 * Seconds left to pay an unpaid order (0 once the deadline has passed or the order is not unpaid),
 * rounded up: the app's countdown then reaches zero no earlier than the deadline, when the order reads
 * as closed.
 */
export function reserveSeconds(o: Pick<OrderRow, 'state' | 'reserve_deadline'>, now: Date): number {
  if (o.state !== 'UNPAID') return 0
  return Math.max(0, Math.ceil((o.reserve_deadline.getTime() - now.getTime()) / 1000))
}

/**
 * The money to date (issue #17 leftovers): the order's totals stay as placed; this says what was paid, what
 * went back and what the order holds now, so that paid − refunded − pending = tickets now + goods now +
 * delivery kept + service fee + refund fees.
 */
export function moneyToDate(o: Pick<OrderRow, 'delivery_fen' | 'service_fee_fen'>, m: OrderMoneyFactsRow): OrderMoneyToDate {
  return {
    // What the buyer paid in total (money-counted.sql.ts): a rebooked ticket counts at its new price.
    paid: m.paid,
    refunded: m.requests_refunded + m.rebooks_refunded + m.goods_refunded,
    refundPending: m.requests_pending + m.rebooks_pending + m.goods_pending,
    ticketsNow: m.tickets_now,
    ...(m.goods_now > 0 ? { goodsNow: m.goods_now } : {}),
    delivery: o.delivery_fen - m.delivery_back,
    serviceFee: o.service_fee_fen,
    refundFees: m.refund_fees
  }
}

/** What order detail reads beside the order row (OrderService.detailFacts). */
export interface OrderDetailFacts {
  view: OrderShowView | undefined
  items: OrderItemRow[]
  /** Each ticket's own refund facts (the refund pages' quote reads the same); their prices are the quote's. */
  tickets: OrderTicketFactsRow[]
  attendees: Array<{ name: string; id_type: string; id_no: string }>
  /** The order's money after the sale; left out for an order never paid. */
  money?: OrderMoneyFactsRow
  /**
   * The order's quote (pricing/quote.ts quotePlaced): its tickets at their public prices, its discount
   * lines, and what was paid for each ticket.
   */
  quote: PlacedQuote
}

export function presentOrder(
  o: OrderRow,
  facts: OrderDetailFacts,
  locale: Locale,
  now: Date,
  /** The order's newest refund request: its state is the order's orderRefundState. */
  refundRequest?: RefundRequestView
): OrderDetail {
  const { view, items, tickets: ticketFacts, attendees, money, quote } = facts
  const state = orderState(o, now)
  const seen = stateAsOf(o, now)
  // Paper tickets travel by post (DELIVERING_EXPRESS): no e-ticket to open, the order says it awaits shipping.
  const operations: OrderDetail['orderOperations'] =
    state.name === 'UNPAID' ? [{ name: 'TO_BE_PAID' }] : state.name === 'SUCCEEDED' ? [{ name: 'E_TICKET' }] : []
  if (offersBuyAgain(seen, view && { cancelled: view.show_cancelled, sessionAhead: view.session_ahead }))
    operations.push({ name: 'BUY_AGAIN' })
  const refund = refundOffer(state.name, view, ticketFacts, quote.tickets, o.shipped_at ? 0 : o.delivery_fen, now)
  const latest = refundRequest
  if (refund.quote.allowed) operations.push({ name: 'REFUND' })
  // Rebooking: REBOOK while the show allows moving a VALID ticket to another session on sale.
  // A package's child is never rebooked: its price is a share of the package's fixed amount.
  const rebook = !o.package_order_id && offersRebook(state.name === 'SUCCEEDED' || state.name === 'DELIVERING_EXPRESS', view, now)
  if (rebook) operations.push({ name: 'REBOOK' })
  return {
    orderId: o.id,
    // The buyer's number, never the id: the id stays the key of URLs and calls.
    orderNumber: o.order_number,
    orderType: 'ticket',
    userId: o.user_id,
    showId: o.show_id,
    sessionId: o.session_id,
    orderBrief: { orderState: state },
    orderState: state.name,
    orderStatusTitle: titleText(orderTitle(state.name, view?.starts_at, now), locale),
    orderStatusDesc: closeReasonText(seen, locale),
    closeReason: seen.state === 'CLOSED' ? (seen.close_reason ?? undefined) : undefined,
    firstShowId: o.show_id,
    firstShowName: view ? textIn(view.show_name, locale) : '',
    firstVenueName: view ? textIn(view.venue_name, locale) : '',
    cityName: view ? textIn(view.city_name, locale) : '',
    sessionName: view ? textIn(view.session_name, locale) : '',
    showTime: view ? view.starts_at.getTime() : 0,
    crossShow: false,
    crossSession: false,
    crossVenue: false,
    qty: o.ticket_count,
    ticketForm: o.delivery_method === 'EXPRESS' ? 'PAPER' : 'E_TICKET',
    deliverMethod: o.delivery_method,
    // The shipment (migration 041): the tracking number and the carrier's name, once shipped.
    ...shipmentFields(o, locale),
    deliveryAddress: o.delivery_address
      ? {
          recipient: o.delivery_address.recipient,
          cellphone: maskPhone(o.delivery_address.cellphone),
          regionText: o.delivery_address.regionText,
          detail: o.delivery_address.detail
        }
      : undefined,
    remarks: o.remarks,
    items: items.map((i) => ({
      seatPlanId: i.tier_id,
      seatPlanName: textIn(i.name, locale),
      qty: i.qty,
      unitPrice: i.unit_fen,
      unitPriceInfo: priceInfo(i.unit_fen),
      seatIds: i.seats.map((p) => seatKey(p)),
      seatInfos: i.seats.map((p) => seatLabel(p, locale, p.name))
    })),
    attendees: attendees.map((a) => ({ name: a.name, idType: a.id_type, idNo: maskIdNo(a.id_no) })),
    ticketAmount: quote.publicTicketFen,
    deliveryFee: o.delivery_fen,
    paymentServiceFee: o.service_fee_fen,
    total: o.total_fen,
    payAmount: o.total_fen,
    paidAmount: o.paid_fen,
    totalInfo: priceInfo(o.total_fen),
    unPaidTransactionIds: seen.state === 'UNPAID' ? [o.transaction_id] : [],
    // The order's payment binding: GET payments/query_by_bind_id reads its payments by it.
    bindId: o.transaction_id,
    reserveTime: reserveSeconds(o, now),
    orderOperations: operations,
    ...(money && o.paid_at ? { moneyToDate: moneyToDate(o, money) } : {}),
    refundRule: refund.rule,
    refundQuote: refund.quote,
    // "refund in progress, refunded": the newest request's state, with its reason when rejected or failed.
    orderRefundState: latest?.state ?? 'NONE',
    orderRefundStateText: latest?.stateText ?? '',
    refundRequest: latest,
    supportRebook: !o.package_order_id && (view?.support_rebook ?? false),
    // Promotions: "hasPromotion", what the promotion took off, and a package child's package.
    hasPromotion: !!o.promotion_id,
    promotionDiscount: o.promotion_fen ?? 0,
    discounts: presentDiscounts(quote, locale),
    ...(o.package_order_id
      ? { packageOrderId: o.package_order_id, packageName: view?.package_name ? textIn(view.package_name, locale) : '' }
      : {}),
    rebookRefunds: (view?.rebook_refunds ?? []).map((r) => ({
      rebookId: r.id,
      amount: Number(r.amount_fen),
      refundState: r.refund_state,
      refundError: r.refund_error
    })),
    createdAt: o.created_at.getTime(),
    paidAt: o.paid_at?.getTime() ?? 0,
    paymentProduct: seen.state === 'PAID' ? (o.paid_product ?? '') : '',
    closedAt: seen.closed_at?.getTime() ?? 0
  }
}
