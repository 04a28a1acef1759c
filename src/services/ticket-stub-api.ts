/** Commemorative ticket stubs (types/api/ticket-stub.ts): the buyer's tickets a stub may print, one stub's preview. Ordered as goods (goods-order-api.ts). */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import { TICKET_STUB_PATHS, type StubPreview, type StubTicketPage } from '../../types/api/ticket-stub'

export function stubTickets(offset = 0, length = 20) {
  return api().request<StubTicketPage>({ path: TICKET_STUB_PATHS.list, data: { offset, length } })
}

/** `quiet`: an offer beside another page's content (the ticket detail's stub row), hidden rather than shown as an error. */
export function stubPreview(ticketId: string, quiet = false) {
  return api().request<StubPreview>({
    path: TICKET_STUB_PATHS.preview(ticketId),
    importance: quiet ? IMPORTANCE.low : IMPORTANCE.high,
    ...(quiet ? { handleErrors: false } : {})
  })
}
