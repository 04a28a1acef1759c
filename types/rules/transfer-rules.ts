/**
 * Ticket transfer rules shared by the app and the gateway (product.md "Transfer" entity,
 * "Other states" Transfer, "Validation rules"): the transferee phone, the show's two time limits, and
 * whether a ticket can be sent now.
 */
import type { TicketState } from '../api/order'
import type { SendBlock } from '../api/transfer'

const HOUR_MS = 3600 * 1000

/** "the transferee phone must be correct": 11 digits starting with 1 (Validation rules: Phone). */
export function isTransfereePhone(cellphone: string): boolean {
  return /^1\d{10}$/.test(cellphone)
}

/** The transfer deadline: `hours` before the session starts. */
export function transferDeadline(startsAtMs: number, deadlineHours: number): number {
  return startsAtMs - deadlineHours * HOUR_MS
}

/** identityLimitTime: `hours` before the session starts; the attendee is fixed from then on. */
export function identityLimitTime(startsAtMs: number, identityHours: number): number {
  return startsAtMs - identityHours * HOUR_MS
}

export interface SendFacts {
  state: TicketState
  transferEnabled: boolean
  transferredIn: boolean
  deadline: number
  now: number
}

/**
 * Why this ticket cannot be offered now, null when it can: only a VALID ticket (one at a time: a ticket
 * in transfer is TRANSFERRING), on a show that allows it, not itself accepted from a transfer ("an
 * accepted ticket cannot be transferred again"), before the deadline.
 */
export function sendBlock(f: SendFacts): SendBlock | null {
  if (f.transferredIn) return 'TRANSFERRED_IN'
  if (f.state !== 'VALID') return 'STATE'
  if (!f.transferEnabled) return 'DISABLED'
  if (f.now >= f.deadline) return 'DEADLINE'
  return null
}
