/**
 * The rules of a commemorative ticket stub as an order line (docs/shop.md "Ticket stubs"): a STUB line
 * names the ticket it prints and is one unit; no other line names a ticket; the ticket is the buyer's own
 * and still theirs to remember (VALID or USED, a past session's too: not refunded, in transfer or rebooked);
 * one live stub per ticket (an order unpaid and not past its deadline, paid or shipped, its line not
 * refunded), so a stub may be ordered again once the first closed or was refunded.
 */
import { AppError } from '../http/app-error'
import type { GoodsKind } from '../../../types/api/goods'
import type { TicketState } from '../../../types/api/order'

/** Ticket states a stub may print: the ticket was (or will be) used by its holder. */
export const STUB_TICKET_STATES: readonly TicketState[] = ['VALID', 'USED']

/** A line of a goods order as asked: a STUB line names its ticket and is one unit; no other line names one. */
export function checkStubLineShape(kind: GoodsKind, asked: { qty: number; ticketId?: string }): void {
  if (kind !== 'STUB') {
    if (asked.ticketId !== undefined) throw new AppError('INVALID_PARAMETER', { detail: 'ticketId' })
    return
  }
  if (!asked.ticketId) throw new AppError('STUB_TICKET_REQUIRED')
  if (asked.qty !== 1) throw new AppError('INVALID_PARAMETER', { detail: 'qty' })
}

/** A ticket as the stub check reads it. */
export interface StubTicketFacts {
  user_id: string
  merchant_id: string
  state: TicketState
}

/** The ticket a stub line names: the buyer's at this merchant (else not found, as another's ticket reads), in a state a stub prints. */
export function checkStubTicket(ticket: StubTicketFacts | undefined, userId: string, merchantId: string): void {
  if (!ticket || ticket.user_id !== userId || ticket.merchant_id !== merchantId) throw new AppError('TICKET_NOT_FOUND')
  if (!STUB_TICKET_STATES.includes(ticket.state)) throw new AppError('STUB_TICKET_INELIGIBLE')
}

/** Several lines of one order may not print one ticket twice. */
export function checkStubTicketsDistinct(ticketIds: readonly string[]): void {
  if (new Set(ticketIds).size !== ticketIds.length) throw new AppError('STUB_ALREADY_ORDERED')
}
