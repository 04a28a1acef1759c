/**
 * The voucher calls (calls-errors-limits.md section 7: "Voucher paths are cached for fallback:
 * buyer/cyy/v1/voucher/page_list, voucher/detail, order/voucher/created, voucher/ticket_code"). A voucher is
 * what one order gave its holder for one session: the order's tickets the buyer holds, grouped.
 */
import type { Page } from './common'
import type { Ticket, TicketState } from './order'

/** current: tickets still to be shown at a door; history: past sessions and used, refunded or rebooked tickets. */
export type VoucherScope = 'current' | 'history'

export interface Voucher {
  /** The order the tickets came from (a voucher is one order's tickets for one session). */
  voucherId: string
  orderId: string
  showId: string
  showName: string
  venueName: string
  venueAddress: string
  bizShowSessionId: string
  sessionName: string
  showTime: number
  /** The tickets of this voucher the buyer holds, in the order's sequence. */
  tickets: Ticket[]
}

export type VoucherPage = Page<Voucher>

/**
 * One ticket's code material (voucher/ticket_code): the secret the phone derives the rotating code from
 * (types/rules/rotating-ticket-code.ts); empty once the ticket no longer admits. The request layer's
 * fallback cache drops codeSecret before keeping a reply (voucher-cache.ts withoutSecrets).
 */
export interface VoucherTicketCode {
  ticketId: string
  ticketNumber: string
  state: TicketState
  showTime: number
  codeSecret: string
  serverTime: number
}

/** The vouchers of a just-paid order (order/voucher/created); issued is false while the order is unpaid. */
export interface CreatedVouchers {
  orderId: string
  issued: boolean
  vouchers: Voucher[]
}

/** A ticket's calendar entry as an RFC 5545 file (types/rules/ics-calendar.ts), for the app to save. */
export interface TicketCalendar {
  fileName: string
  mimeType: 'text/calendar'
  content: string
  /** For the mini-programs' addPhoneCalendar: what the file says, in fields. */
  title: string
  location: string
  description: string
  startTime: number
  endTime: number
}
