/**
 * The door's answer to a ticket code (types/api/door.ts CheckInReply). The staff-key verify and the console
 * door both answer through these, so a door device gets the same words for the same ticket whichever way
 * it scans: one result name per outcome, the ticket as the door may see it (the holder's name masked) and
 * the text to show in the request's language.
 */
import type { CheckInReply, TicketSummary } from '../../../types/api/door'
import type { TicketState } from '../../../types/api/order'
import { message } from '../http/messages'
import { textIn, type Locale } from '../http/texts'
import { ticketSeatLabel } from './ticket-seat'
import type { TicketRow } from './ticket.repository'

/** A genuine ticket that admits nobody: being refunded, refunded, offered in a transfer or rebooked. */
export type VoidTicketState = Exclude<TicketState, 'VALID' | 'USED'>

/** 张三 → 张*, John Smith → J*** S****: the door compares with an ID, it does not need the full name. */
export function maskHolder(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => [...word][0] + '*'.repeat(Math.max(1, [...word].length - 1)))
    .join(' ')
}

export function presentTicketSummary(t: TicketRow, locale: Locale): TicketSummary {
  return {
    ticketId: t.id,
    showName: textIn(t.show_name, locale),
    sessionId: t.session_id,
    sessionStart: t.starts_at.toISOString(),
    sessionName: textIn(t.session_name, locale),
    tierName: textIn(t.tier_name, locale),
    ...(t.seat_row && t.seat_col ? { seat: ticketSeatLabel(t, locale) } : {}),
    ...(t.attendee_name ? { holder: maskHolder(t.attendee_name) } : {})
  }
}

/** Not a ticket of this merchant, made up, tampered with or re-keyed: the door learns nothing about it. */
export function unknownCode(): CheckInReply {
  return { result: 'UNKNOWN' }
}

export function admitted(t: TicketRow, locale: Locale, now: Date): CheckInReply {
  return { result: 'ADMITTED', ticket: presentTicketSummary(t, locale), checkedInAt: now.toISOString() }
}

/** Says when the ticket was first checked in, so the door can tell a second scan from a passed-on code. */
export function alreadyUsed(t: TicketRow, locale: Locale): CheckInReply {
  return { result: 'ALREADY_USED', ticket: presentTicketSummary(t, locale), ...(t.used_at ? { checkedInAt: t.used_at.toISOString() } : {}) }
}

export function voidTicket(t: TicketRow, ticketState: VoidTicketState, locale: Locale): CheckInReply {
  return { result: 'VOID', ticket: presentTicketSummary(t, locale), ticketState, message: message(locale, 'ticket_void') }
}

/** A genuine code of a window the door no longer admits: the buyer refreshes the ticket and shows the new code. */
export function expiredCode(t: TicketRow, locale: Locale): CheckInReply {
  return { result: 'EXPIRED', ticket: presentTicketSummary(t, locale), message: message(locale, 'ticket_code_expired') }
}

export function wrongShow(t: TicketRow, locale: Locale): CheckInReply {
  return { result: 'WRONG_SHOW', ticket: presentTicketSummary(t, locale) }
}
