/** Refund requests and quotes as the app and the console read them (types/api/refund.ts). Rows never go out as they are. */
import type { Locale } from '../http/texts'
import { textIn } from '../http/texts'
import { seatLabel, seatNameOf } from '../../../types/rules/seat-key'
import { maskPhone } from '../../../types/rules/account-rules'
import type { AdminRefundRow, RefundQuoteReply, RefundRequestView, RefundTicketView } from '../../../types/api/refund'
import type { AdminRefundRequestRow, RefundRequestRow } from './refund-request.repository'
import { refundable, type QuotedRefundTicket, type RefundQuoteResult } from './refund-request.service'
import { refundStateText } from './refund-words'

export function presentRefundTicket(t: QuotedRefundTicket, locale: Locale): RefundTicketView {
  return {
    ticketId: t.id,
    ticketNumber: t.ticket_number,
    seatPlanName: textIn(t.tier_name, locale),
    seatInfo:
      t.seat_row && t.seat_col
        ? seatLabel({ row: t.seat_row, col: t.seat_col }, locale, seatNameOf(t.seat_section, t.seat_row_label, t.seat_no))
        : '',
    price: t.price_fen,
    publicPrice: t.list_fen,
    state: t.state,
    refundable: refundable(t)
  }
}

export function presentQuote(q: RefundQuoteResult, locale: Locale): RefundQuoteReply {
  return {
    orderId: q.order.id,
    rule: q.rule,
    quote: q.quote,
    perTicket: q.rule.kind !== 'NONE' && q.rule.scope === 'PER_TICKET',
    tickets: q.tickets.map((t) => presentRefundTicket(t, locale)),
    chosenTicketIds: q.chosen
  }
}

export function presentRefundRequest(r: RefundRequestRow, locale: Locale): RefundRequestView {
  return {
    requestId: r.id,
    orderId: r.order_id,
    state: r.state,
    stateText: refundStateText(r.state, locale),
    amount: r.amount_fen,
    fee: r.fee_fen,
    feePercent: r.fee_percent,
    reason: r.reason,
    rejectReason: r.reject_reason,
    failureReason: r.failure_reason,
    ticketIds: r.ticket_ids,
    createdAt: r.created_at.getTime(),
    decidedAt: r.decided_at?.getTime() ?? 0,
    completedAt: r.completed_at?.getTime() ?? 0
  }
}

export function presentAdminRefund(r: AdminRefundRequestRow, locale: Locale): AdminRefundRow {
  return {
    ...presentRefundRequest(r, locale),
    orderNumber: r.order_number,
    showName: textIn(r.show_name, locale),
    sessionName: textIn(r.session_name, locale),
    phone: r.cellphone ? maskPhone(r.cellphone) : '',
    ticketCount: r.ticket_ids.length,
    autoApproved: r.auto_approved,
    refundId: r.refund_id ?? '',
    retryable: r.state === 'REFUND_FAILED' && r.refund_retryable === true,
    refundParts: (r.refund_parts ?? []).map((p) => ({
      refundId: p.id,
      amount: p.amount_fen,
      state: p.state,
      paymentProduct: p.product,
      paymentPurpose: p.payment_purpose
    }))
  }
}
