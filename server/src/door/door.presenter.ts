/** The door's view of a ticket: enough to admit the right person, the holder's name masked. */
import type { DoorSession, TicketSummary } from '../../../types/api/door'
import { textIn, type Locale } from '../http/texts'
import { ticketSeatLabel } from '../ticket/ticket-seat'
import type { TicketRow } from '../ticket/ticket.repository'
import type { DoorSessionRow } from './door.repository'

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

export function presentDoorSession(row: DoorSessionRow, locale: Locale): DoorSession {
  return {
    id: row.id,
    showId: row.show_id,
    showName: textIn(row.show_name, locale),
    sessionName: textIn(row.session_name, locale),
    start: row.starts_at.toISOString(),
    venueName: textIn(row.venue_name, locale)
  }
}
