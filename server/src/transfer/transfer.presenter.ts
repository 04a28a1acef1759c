/** Transfer rows → the replies of types/api/transfer.ts, as one side of the transfer sees them. */
import type { Ticket } from '../../../types/api/order'
import type { TicketTransfer, TransferOffer, TransferStatus } from '../../../types/api/transfer'
import { maskPhone } from '../../../types/rules/account-rules'
import type { TransferRow } from './transfer.repository'

/**
 * The status one side reads (product.md "in transfer, transferred, cancelled by transferor, accepted"):
 * the same accepted row is TRANSFERRED to its transferor and ACCEPTED to its transferee; an offer past
 * its deadline reads TIME_EXCEEDED even before the sweeper has ended it.
 */
export function transferStatus(
  row: Pick<TransferRow, 'state' | 'from_user_id' | 'expires_at'>,
  viewerId: string,
  now: Date
): TransferStatus {
  switch (row.state) {
    case 'IN_TRANSFER':
      return row.expires_at.getTime() <= now.getTime() ? 'TIME_EXCEEDED' : 'IN_TRANSFER'
    case 'ACCEPTED':
      return row.from_user_id === viewerId ? 'TRANSFERRED' : 'ACCEPTED'
    case 'CANCELLED':
      return 'CANCELLED'
    case 'EXPIRED':
      return 'TIME_EXCEEDED'
  }
}

/** Someone else's attendee is not shown to the other side of the transfer. */
function ticketFor(ticket: Ticket, holderId: string, viewerId: string): Ticket {
  return holderId === viewerId ? ticket : { ...ticket, attendeeName: '', attendeeIdNo: '' }
}

export function presentTransfer(row: TransferRow, ticket: Ticket, holderId: string, viewerId: string, now: Date): TicketTransfer {
  const status = transferStatus(row, viewerId, now)
  const sent = row.from_user_id === viewerId
  return {
    transferId: row.id,
    direction: sent ? 'SENT' : 'RECEIVED',
    status,
    transfereePhone: maskPhone(row.to_cellphone),
    // The link is the transferor's to share, and only while it can still be accepted.
    token: sent && status === 'IN_TRANSFER' ? row.token : '',
    expiresAt: row.expires_at.getTime(),
    createdAt: row.created_at.getTime(),
    endedAt: row.ended_at?.getTime() ?? 0,
    ticket: ticketFor(ticket, holderId, viewerId)
  }
}

export function presentOffer(
  row: TransferRow,
  ticket: Ticket,
  facts: { holderId: string; fromPhone: string; realName: boolean; identityLimitTime: number },
  viewerId: string,
  now: Date
): TransferOffer {
  return {
    transferId: row.id,
    direction: row.from_user_id === viewerId ? 'SENT' : 'RECEIVED',
    status: transferStatus(row, viewerId, now),
    ticket: ticketFor(ticket, facts.holderId, viewerId),
    fromPhone: facts.fromPhone ? maskPhone(facts.fromPhone) : '',
    expiresAt: row.expires_at.getTime(),
    realName: facts.realName,
    identityLimitTime: facts.identityLimitTime
  }
}
