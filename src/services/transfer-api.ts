/** Ticket transfer calls (types/api/transfer.ts): send, cancel, records, the offer and accepting it. */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import type { AcceptTransferRequest, TicketTransfer, TransferOffer, TransferOptions } from '../../types/api/transfer'

const BUYER = '/buyer'

export function transferOptions(ticketId: string) {
  return api().request<TransferOptions>({
    path: `${BUYER}/buyer/v1/tickets/${encodeURIComponent(ticketId)}/transfer`,
    importance: IMPORTANCE.high
  })
}

export function sendTransfer(ticketId: string, cellphone: string) {
  return api().request<TicketTransfer>({
    path: `${BUYER}/buyer/v1/tickets/${encodeURIComponent(ticketId)}/transfers`,
    method: 'POST',
    data: { cellphone }
  })
}

export function cancelTransfer(transferId: string) {
  return api().request<TicketTransfer>({
    path: `${BUYER}/buyer/v1/ticket_transfers/${encodeURIComponent(transferId)}/cancel`,
    method: 'POST'
  })
}

export function transferRecords() {
  return api().request<TicketTransfer[]>({ path: `${BUYER}/buyer/v1/ticket_transfers` })
}

/** The offer behind a link; its failures (nothing to accept …) come back as errors the page shows as states. */
export function transferOffer(token: string) {
  return api().request<TransferOffer>({
    path: `${BUYER}/buyer/v1/ticket_transfers/offer/${encodeURIComponent(token)}`,
    importance: IMPORTANCE.high
  })
}

export function acceptTransfer(token: string, body: AcceptTransferRequest) {
  return api().request<TransferOffer>({
    path: `${BUYER}/buyer/v1/ticket_transfers/offer/${encodeURIComponent(token)}/accept`,
    method: 'POST',
    data: { ...body }
  })
}
