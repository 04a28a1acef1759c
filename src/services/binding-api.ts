/** Binding-tickets calls (types/api/binding.ts): redeeming an invitation code. */
import { api } from './request/app-request'
import {
  BIND_TICKET_PATHS,
  BINDING_PATHS,
  REAL_NAME_PATHS,
  type BindAttendeeRequest,
  type BindTicketReply,
  type BindTicketRequest,
  type RedeemReply,
  type UnnamedTicket
} from '../../types/api/binding'

export function redeemInvitation(code: string) {
  return api().request<RedeemReply>({ path: BINDING_PATHS.redeem, method: 'POST', data: { code } })
}

/** bindTicket: the proof code goes to the order's phone; the answer is the same whether the number exists or not. */
export function bindTicketCode(ticketNumber: string) {
  return api().request<{ resendAfterSeconds: number }>({ path: BIND_TICKET_PATHS.code, method: 'POST', data: { ticketNumber } })
}

export function bindTicket(body: BindTicketRequest) {
  return api().request<BindTicketReply>({ path: BIND_TICKET_PATHS.bind, method: 'POST', data: { ...body } })
}

/** Real-name binding after purchase: the caller's tickets waiting for an attendee (of one order when given). */
export function unnamedTickets(orderId?: string) {
  return api().request<UnnamedTicket[]>({ path: REAL_NAME_PATHS.list, data: orderId ? { orderId } : {} })
}

export function unnamedTicket(ticketId: string) {
  return api().request<UnnamedTicket>({ path: REAL_NAME_PATHS.one.replace(':ticketId', encodeURIComponent(ticketId)) })
}

export function bindAttendee(ticketId: string, body: BindAttendeeRequest) {
  return api().request<UnnamedTicket>({
    path: REAL_NAME_PATHS.bind.replace(':ticketId', encodeURIComponent(ticketId)),
    method: 'POST',
    data: { ...body }
  })
}
