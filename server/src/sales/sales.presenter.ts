/** The console's view of orders and payments: names in the request's language, phones masked in lists. */
import type {
  AttentionItem,
  SalesOrderDetail,
  SalesOrderEvent,
  SalesOrderRebook,
  SalesOrderRefund,
  SalesOrderRow,
  SalesOrderState,
  SalesPayment,
  SalesPaymentEvent
} from '../../../types/api/sales-admin'
import { textIn, type Locale } from '../http/texts'
import { ticketSeatLabel } from '../ticket/ticket-seat'
import { stateAsOf } from '../order/order-state'
import { orderState } from '../order/order.presenter'
import { presentDiscounts } from '../order/pricing/discount-lines.presenter'
import { publicTicketFen, recordedDiscounts } from '../order/pricing/quote'
import type { OrderDiscountFactsRow } from '../order/pricing/placed-quote.repository'
import type {
  AttentionActionDbRow,
  AttentionDbRow,
  ItemDbRow,
  OrderAuditDbRow,
  OrderRebookDbRow,
  OrderRefundDbRow,
  PaymentDbRow,
  PaymentEventDbRow,
  SalesOrderDbRow,
  TicketDbRow
} from './sales.repository'

/** 13800005678 → 138****5678; short numbers keep only their last 2 digits. */
export function maskPhone(phone: string | null): string {
  if (!phone) return ''
  if (phone.length >= 8) return phone.slice(0, 3) + '*'.repeat(phone.length - 7) + phone.slice(-4)
  return '*'.repeat(Math.max(0, phone.length - 2)) + phone.slice(-2)
}

function fullPhone(row: Pick<SalesOrderDbRow, 'country_code' | 'cellphone'>): string {
  if (!row.cellphone) return ''
  return row.country_code ? `+${row.country_code.replace(/^\+/, '')} ${row.cellphone}` : row.cellphone
}

const iso = (d: Date | null) => (d ? { value: d.toISOString() } : undefined)

export function presentOrderRow(row: SalesOrderDbRow, locale: Locale, now: Date): SalesOrderRow {
  const seen = stateAsOf(row, now)
  const paidAt = iso(row.paid_at)
  const closedAt = iso(seen.closed_at)
  // The buyer's status, by the buyer's own rule, so console and app never name one order differently.
  const status = orderState(row, now)
  return {
    orderId: row.id,
    orderNumber: row.order_number,
    state: seen.state as SalesOrderState,
    status: status.name,
    statusCode: status.code,
    ...(seen.close_reason ? { closeReason: seen.close_reason } : {}),
    showId: row.show_id,
    showName: textIn(row.show_name, locale),
    sessionId: row.session_id,
    sessionName: textIn(row.session_name, locale),
    sessionStart: row.starts_at.toISOString(),
    phone: maskPhone(row.cellphone),
    ticketCount: row.ticket_count,
    totalFen: row.total_fen,
    paidFen: row.paid_fen,
    placedAt: row.created_at.toISOString(),
    ...(paidAt ? { paidAt: paidAt.value } : {}),
    ...(closedAt ? { closedAt: closedAt.value } : {}),
    // Sold at the venue's box office (on-site purchase): the list marks it.
    ...(row.sales_channel === 'ONSITE' ? { salesChannel: 'ONSITE' as const } : {})
  }
}

export function presentPaymentEvent(e: PaymentEventDbRow): SalesPaymentEvent {
  return {
    id: e.id,
    ...(e.kind ? { kind: e.kind } : {}),
    ...(e.amount_fen !== null ? { amountFen: Number(e.amount_fen) } : {}),
    signatureVerified: e.signature_verified,
    outcome: e.outcome,
    reason: e.reason,
    receivedAt: e.received_at.toISOString()
  }
}

function presentPayment(p: PaymentDbRow, events: PaymentEventDbRow[]): SalesPayment {
  return {
    paymentId: p.id,
    product: p.product,
    amountFen: p.amount_fen,
    state: p.state,
    ...(p.provider_txn ? { providerTxn: p.provider_txn } : {}),
    createdAt: p.created_at.toISOString(),
    ...(p.completed_at ? { completedAt: p.completed_at.toISOString() } : {}),
    events: events.filter((e) => e.payment_id === p.id).map(presentPaymentEvent)
  }
}

export interface OrderParts {
  items: ItemDbRow[]
  payments: PaymentDbRow[]
  events: PaymentEventDbRow[]
  tickets: TicketDbRow[]
  audit: OrderAuditDbRow[]
  refunds: OrderRefundDbRow[]
  rebooks: OrderRebookDbRow[]
  /** What the order's quote recorded (the order area's OrderService.discountFacts). */
  discounts?: OrderDiscountFactsRow
}

function presentRefund(r: OrderRefundDbRow): SalesOrderRefund {
  return {
    requestId: r.id,
    state: r.state,
    amountFen: r.amount_fen,
    feeFen: r.fee_fen,
    ticketCount: r.ticket_count,
    reason: r.reason,
    ...(r.reject_reason ? { rejectReason: r.reject_reason } : {}),
    ...(r.failure_reason ? { failureReason: r.failure_reason } : {}),
    createdAt: r.created_at.toISOString(),
    ...(r.decided_at ? { decidedAt: r.decided_at.toISOString() } : {})
  }
}

function presentRebook(b: OrderRebookDbRow, locale: Locale): SalesOrderRebook {
  return {
    rebookId: b.id,
    fromSessionName: textIn(b.from_session_name, locale),
    toSessionName: textIn(b.to_session_name, locale),
    state: b.state,
    ticketCount: b.ticket_count,
    differenceFen: b.difference_fen,
    ...(b.refund_state ? { refundState: b.refund_state } : {}),
    ...(b.refund_error ? { refundError: b.refund_error } : {}),
    createdAt: b.created_at.toISOString()
  }
}

export function presentOrderDetail(row: SalesOrderDbRow, parts: OrderParts, locale: Locale, now: Date): SalesOrderDetail {
  const base = presentOrderRow(row, locale, now)
  const history: SalesOrderEvent[] = [{ at: row.created_at.toISOString(), kind: 'PLACED' }]
  if (base.paidAt) history.push({ at: base.paidAt, kind: 'PAID' })
  if (base.closedAt) history.push({ at: base.closedAt, kind: 'CLOSED' })
  for (const a of parts.audit)
    history.push({ at: a.at.toISOString(), kind: 'STAFF', action: a.action, ...(a.staff_email ? { staffEmail: a.staff_email } : {}) })
  history.sort((a, b) => a.at.localeCompare(b.at))
  return {
    ...base,
    phone: fullPhone(row),
    reserveDeadline: row.reserve_deadline.toISOString(),
    // At public prices, as the buyer's order detail says it: the discount lines then add up to the total.
    ticketFen: publicTicketFen(row.ticket_fen, parts.discounts),
    deliveryFen: row.delivery_fen,
    serviceFeeFen: row.service_fee_fen,
    items: parts.items.map((i) => ({ tierId: i.tier_id, tierName: textIn(i.tier_name, locale), qty: i.qty, unitFen: i.unit_fen })),
    payments: parts.payments.map((p) => presentPayment(p, parts.events)),
    tickets: parts.tickets.map((k) => ({
      ticketId: k.id,
      tierName: textIn(k.tier_name, locale),
      seq: k.seq,
      // The seat by the name buyers read ("A区 3排12座"), as the ticket and the door say it.
      ...(ticketSeatLabel(k, locale) ? { seat: ticketSeatLabel(k, locale) } : {}),
      ...(k.attendee_name ? { holder: k.attendee_name } : {}),
      state: k.state,
      ...(k.used_at ? { usedAt: k.used_at.toISOString() } : {})
    })),
    events: history,
    refunds: parts.refunds.map(presentRefund),
    rebooks: parts.rebooks.map((b) => presentRebook(b, locale)),
    discounts: presentDiscounts({ taken: recordedDiscounts(parts.discounts), recorded: parts.discounts }, locale)
  }
}

export function presentAttention(
  row: AttentionDbRow,
  events: PaymentEventDbRow[],
  actions: AttentionActionDbRow[],
  now: Date
): AttentionItem {
  const own = events.filter((e) => e.payment_id === row.id)
  const withReason = [...own].reverse().find((e) => e.reason)
  return {
    paymentId: row.id,
    // A card's or member order's payment has no ticket order (057/059): its purpose and subject say what it paid.
    ...(row.order_id !== null && row.order_state !== null && row.reserve_deadline !== null
      ? {
          orderId: row.order_id,
          ...(row.order_number ? { orderNumber: row.order_number } : {}),
          orderState: stateAsOf(
            { state: row.order_state, close_reason: row.close_reason, closed_at: row.closed_at, reserve_deadline: row.reserve_deadline },
            now
          ).state as SalesOrderState,
          orderTotalFen: row.order_total_fen ?? 0
        }
      : {}),
    purpose: row.purpose,
    ...(row.subject_id ? { subjectId: row.subject_id } : {}),
    ...(row.subject_number ? { subjectNumber: row.subject_number } : {}),
    ...(row.buyer ? { buyer: row.buyer } : {}),
    ...(row.failed_refund_id ? { refundId: row.failed_refund_id } : {}),
    amountFen: row.amount_fen,
    state: row.state,
    reason: withReason?.reason ?? '',
    createdAt: row.created_at.toISOString(),
    events: own.map(presentPaymentEvent),
    actions: actions
      .filter((a) => a.payment_id === row.id)
      .map((a) => ({ action: a.action, note: a.note, at: a.at.toISOString(), ...(a.staff_email ? { staffEmail: a.staff_email } : {}) }))
  }
}
