/**
 * What accept-mine-ticket shows for an offer or for the error its call answered (product.md "Other
 * states" Transfer: "accept failures: already accepted, time exceeded, cancelled by transferor, nothing to
 * accept, purchase limit reached"): each failure is its own state with its own action. Pure.
 */
import type { TransferOffer } from '../../../../types/api/transfer'

export type AcceptFailure = 'ALREADY_ACCEPTED' | 'TIME_EXCEEDED' | 'CANCELLED' | 'NOTHING' | 'PURCHASE_LIMIT' | 'IDENTITY_CLOSED'

export type AcceptView =
  /** The transferee may accept it. */
  | { kind: 'FORM' }
  /** The transferor opened their own link while it is open. */
  | { kind: 'WAITING' }
  /** The transferee accepted it: the ticket is theirs. */
  | { kind: 'ACCEPTED' }
  /** The transferor's view of an accepted transfer. */
  | { kind: 'TRANSFERRED' }
  | { kind: 'FAILED'; failure: AcceptFailure }

const FAILURES: Record<string, AcceptFailure> = {
  TRANSFER_ALREADY_ACCEPTED: 'ALREADY_ACCEPTED',
  TRANSFER_TIME_EXCEEDED: 'TIME_EXCEEDED',
  TRANSFER_CANCELLED: 'CANCELLED',
  TRANSFER_NOTHING: 'NOTHING',
  TRANSFER_PURCHASE_LIMIT: 'PURCHASE_LIMIT',
  TRANSFER_IDENTITY_CLOSED: 'IDENTITY_CLOSED'
}

/** The failure a gateway error code names; undefined for any other error (a network error keeps its retry). */
export function acceptFailureOf(errorCode: string | undefined): AcceptFailure | undefined {
  return errorCode ? FAILURES[errorCode] : undefined
}

export function acceptViewOf(offer: Pick<TransferOffer, 'status' | 'direction'>): AcceptView {
  switch (offer.status) {
    case 'IN_TRANSFER':
      return offer.direction === 'SENT' ? { kind: 'WAITING' } : { kind: 'FORM' }
    case 'ACCEPTED':
      return { kind: 'ACCEPTED' }
    case 'TRANSFERRED':
      return { kind: 'TRANSFERRED' }
    case 'CANCELLED':
      return { kind: 'FAILED', failure: 'CANCELLED' }
    case 'TIME_EXCEEDED':
      return { kind: 'FAILED', failure: 'TIME_EXCEEDED' }
  }
}

/** What the failure's one action does: see the tickets, go home, or back to the form (choose another attendee). */
export function failureAction(failure: AcceptFailure): 'TICKET_HOLDER' | 'HOME' {
  return failure === 'ALREADY_ACCEPTED' || failure === 'PURCHASE_LIMIT' ? 'TICKET_HOLDER' : 'HOME'
}
