/**
 * E-tickets (issue #6): the ticket holder's current and past tickets, one ticket with its signed code,
 * and the door's check-in, which accepts a genuine code once.
 */
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import { textIn } from '../http/texts'
import { maskIdNo } from '../../../types/rules/account-rules'
import type { TicketRepository, TicketRow } from './ticket.repository'
import type { ShowRepository } from '../browse/show.repository'
import { showOfMerchant } from '../browse/merchant-show'
import { readTicketCode, ticketCode } from './ticket-code'
import type { HotTickets, Ticket } from '../../../types/api/order'
import { ticketSeatLabel } from './ticket-seat'

/** A session that began this long ago still counts as the next one for the hot ticket. */
export const IN_PROGRESS_MS = 3 * 3600 * 1000

export type CheckInResult = { result: 'ADMITTED'; ticket: Ticket } | { result: 'ALREADY_USED'; usedAt: number } | { result: 'INVALID' }

export class TicketService {
  constructor(
    private readonly tickets: TicketRepository,
    private readonly shows: ShowRepository,
    private readonly secret: () => Promise<string>
  ) {}

  async list(userId: string, when: 'current' | 'history', locale: Locale, now: Date) {
    const secret = await this.secret()
    return (await this.tickets.ofUser(userId, when, now)).map((t) => this.present(t, locale, secret))
  }

  /**
   * The hot ticket: the valid tickets of the buyer's next session, a session that began less than
   * IN_PROGRESS_MS ago counting as next (the buyer may still be at the door); null when there is none.
   */
  async hot(userId: string, locale: Locale, now: Date): Promise<HotTickets | null> {
    const rows = (await this.tickets.ofUser(userId, 'current', new Date(now.getTime() - IN_PROGRESS_MS))).filter((t) => t.state === 'VALID')
    if (!rows.length) return null
    const first = rows[0]
    const secret = await this.secret()
    return {
      bizShowSessionId: first.session_id,
      showId: first.show_id,
      showName: textIn(first.show_name, locale),
      venueName: textIn(first.venue_name, locale),
      venueAddress: textIn(first.venue_address, locale),
      showTime: first.starts_at.getTime(),
      startsIn: Math.max(0, Math.floor((first.starts_at.getTime() - now.getTime()) / 1000)),
      tickets: rows.filter((t) => t.session_id === first.session_id).map((t) => this.present(t, locale, secret))
    }
  }

  async detail(ticketId: string, userId: string, locale: Locale) {
    const ticket = await this.tickets.byId(ticketId)
    if (!ticket || ticket.user_id !== userId) throw new AppError('TICKET_NOT_FOUND')
    return this.present(ticket, locale, await this.secret())
  }

  async ofOrder(orderId: string, locale: Locale) {
    const secret = await this.secret()
    return (await this.tickets.ofOrder(orderId)).map((t) => this.present(t, locale, secret))
  }

  /**
   * The door: a made-up code is INVALID, a genuine one admits once, then says when it was used. A ticket
   * to another merchant's show is INVALID at this merchant's door.
   */
  async checkIn(code: string, merchantId: string, locale: Locale, now: Date): Promise<CheckInResult> {
    const id = readTicketCode(code.trim(), await this.secret())
    const ticket = id ? await this.tickets.byId(id) : undefined
    if (!ticket || !(await showOfMerchant(this.shows, merchantId, ticket.show_id))) return { result: 'INVALID' }
    if (!(await this.tickets.checkIn(ticket.id, now))) {
      const used = await this.tickets.byId(ticket.id)
      return { result: 'ALREADY_USED', usedAt: used?.used_at?.getTime() ?? 0 }
    }
    return { result: 'ADMITTED', ticket: this.present({ ...ticket, state: 'USED', used_at: now }, locale, '') }
  }

  present(t: TicketRow, locale: Locale, secret: string): Ticket {
    return {
      ticketId: t.id,
      ticketNumber: t.ticket_number,
      orderId: t.order_id,
      showId: t.show_id,
      showName: textIn(t.show_name, locale),
      venueName: textIn(t.venue_name, locale),
      venueAddress: textIn(t.venue_address, locale),
      bizShowSessionId: t.session_id,
      sessionName: textIn(t.session_name, locale),
      showTime: t.starts_at.getTime(),
      seatPlanName: textIn(t.tier_name, locale),
      seatInfo: ticketSeatLabel(t, locale),
      price: t.price_fen,
      attendeeName: t.attendee_name ?? '',
      attendeeIdNo: t.attendee_id_no ? maskIdNo(t.attendee_id_no) : '',
      state: t.state,
      usedAt: t.used_at?.getTime() ?? 0,
      // Shown only to the holder, and not once the ticket is used.
      ticketCode: secret && t.state === 'VALID' ? ticketCode(t.id, secret) : ''
    }
  }
}
