/** The buyer's refund calls (types/api/refund.ts REFUND_API): the quote for the refund pages and asking for a refund. */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import { REFUND_API, type RefundApplyRequest, type RefundQuoteReply, type RefundRequestView } from '../../types/api/refund'

/** The gateway's quote for the chosen tickets (every refundable one when none are named). */
export function refundQuote(orderId: string, ticketIds?: string[]) {
  return api().request<RefundQuoteReply>({
    path: REFUND_API.quote(orderId),
    data: ticketIds?.length ? { ticketIds: ticketIds.join(',') } : {},
    importance: IMPORTANCE.high
  })
}

/** Not retried with the same body on its own: a second ask would find the tickets already frozen. */
export function applyRefund(orderId: string, body: RefundApplyRequest) {
  return api().request<RefundRequestView>({
    path: REFUND_API.requests(orderId),
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.high
  })
}
