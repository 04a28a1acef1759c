/**
 * The door (owner, door staff): check-in by ticket code, the day's sessions and a session's live count.
 * CheckInReply is the one answer to a ticket code at any door: the console's check-in (DOOR_PATHS.checkIn)
 * and the staff-key verify (POST /fulfill/pub/v1/tickets/verify, header staff-key) answer it alike.
 */
import type { TicketState } from './order'
import { ADMIN_API } from './staff'

/** Paths relative to the gateway origin. `:id` is a path parameter (fill it with adminPath, staff.ts). */
export const DOOR_PATHS = {
  checkIn: `${ADMIN_API}/door/check-in`, // POST (owner, door)
  sessions: `${ADMIN_API}/door/sessions`, // GET ?date=YYYY-MM-DD
  sessionCount: `${ADMIN_API}/door/sessions/:id/count` // GET
} as const

export interface CheckInRequest {
  /** The ticket code as scanned or typed. */
  code: string
  /** The session the door user is checking in; a ticket for another session is WRONG_SHOW (not admitted). */
  sessionId?: string
}
/**
 * VOID (issue #17 after-sale): a genuine code of a ticket that no longer admits anyone: being refunded
 * (frozen), refunded, offered in a transfer, or replaced by a rebook; `ticketState` says which.
 * EXPIRED (issue #17 rotating codes): a genuine code of a window the door no longer admits (older than
 * the previous 30 s window, or a static pre-#17 code): nothing is checked in, the buyer refreshes.
 * WRONG_SHOW: only where the door names its session (the console's sessionId).
 * UNKNOWN: made up, tampered with, re-keyed since, or another merchant's ticket: the door learns nothing.
 */
export type CheckInResult = 'ADMITTED' | 'ALREADY_USED' | 'WRONG_SHOW' | 'EXPIRED' | 'VOID' | 'UNKNOWN'
export interface TicketSummary {
  ticketId: string
  showName: string
  sessionId: string
  /** ISO 8601 start of the session. */
  sessionStart: string
  sessionName: string
  tierName: string
  /** e.g. "Stalls, row 3, seat 12"; absent for unseated tickets. */
  seat?: string
  /** Masked, e.g. "张*" / "J*** S***"; absent when the ticket has no named holder. */
  holder?: string
}
export interface CheckInReply {
  result: CheckInResult
  /** Absent for UNKNOWN. */
  ticket?: TicketSummary
  /** ISO 8601: now for ADMITTED, the first check-in for ALREADY_USED. */
  checkedInAt?: string
  /** VOID: why the genuine ticket admits nobody (REFUNDING, REFUNDED, TRANSFERRING, REBOOKED). */
  ticketState?: Exclude<TicketState, 'VALID' | 'USED'>
  /** VOID and EXPIRED: what to tell the buyer, in the request's language. */
  message?: string
}

export interface DoorSessionsQuery {
  /** YYYY-MM-DD in the merchant's time zone; today when absent. */
  date?: string
}
export interface DoorSession {
  id: string
  showId: string
  showName: string
  sessionName: string
  /** ISO 8601. */
  start: string
  venueName: string
}
export type DoorSessionsReply = DoorSession[]

export interface DoorCountReply {
  sessionId: string
  checkedIn: number
  sold: number
}
