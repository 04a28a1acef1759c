/**
 * E-tickets: the ticket holder's current and past tickets, one ticket with its code secret
 * (issue #17: only there, only to its holder), and the door's check-in, which admits a ticket once on a
 * code of the current window (ticket-code.ts).
 */
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import { textIn } from '../http/texts'
import { maskIdNo } from '../../../types/rules/account-rules'
import type { TicketRepository, TicketRow } from './ticket.repository'
import type { ShowRepository } from '../browse/show.repository'
import { showOfMerchant } from '../browse/merchant-show'
import { codeSecretText, newCodeSecret, readTicketCode } from './ticket-code'
import type { HotTickets, Ticket, TicketDetail } from '../../../types/api/order'
import type { TicketWalletOffer } from '../../../types/api/wallet'
import type { OnSiteTicket } from '../../../types/api/venue-purchase'
import { ticketSeatLabel } from './ticket-seat'
import { admitted, alreadyUsed, expiredCode, unknownCode, voidTicket } from './check-in.presenter'
import type { CheckInReply } from '../../../types/api/door'

/** A session that began this long ago still counts as the next one for the hot ticket. */
export const IN_PROGRESS_MS = 3 * 3600 * 1000

export class TicketService {
  constructor(
    private readonly tickets: TicketRepository,
    private readonly shows: ShowRepository,
    private readonly secret: () => Promise<string>
  ) {}

  /** Wallet passes: which ones the ticket's merchant offers, set when the wallet area is wired (composition/buying.wiring.ts). */
  private walletOffer?: (ticket: TicketRow, merchantId: string) => Promise<TicketWalletOffer>

  offerWallets(offer: (ticket: TicketRow, merchantId: string) => Promise<TicketWalletOffer>): void {
    this.walletOffer = offer
  }

  async list(userId: string, when: 'current' | 'history', locale: Locale, now: Date) {
    return (await this.tickets.ofUser(userId, when, now)).map((t) => this.present(t, locale))
  }

  /** The buyer's on-site tickets (site-list): bought at the venue's box office, newest purchase first. */
  async onSite(userId: string, locale: Locale): Promise<OnSiteTicket[]> {
    return (await this.tickets.onSiteOfUser(userId)).map((t) => ({ ...this.present(t, locale), purchasedAt: t.purchased_at.getTime() }))
  }

  /**
   * The hot ticket: the valid tickets of the buyer's next session, a session that began less than
   * IN_PROGRESS_MS ago counting as next (the buyer may still be at the door); null when there is none.
   */
  async hot(userId: string, locale: Locale, now: Date): Promise<HotTickets | null> {
    const rows = (await this.tickets.ofUser(userId, 'current', new Date(now.getTime() - IN_PROGRESS_MS))).filter((t) => t.state === 'VALID')
    if (!rows.length) return null
    const first = rows[0]
    return {
      bizShowSessionId: first.session_id,
      showId: first.show_id,
      showName: textIn(first.show_name, locale),
      venueName: textIn(first.venue_name, locale),
      venueAddress: textIn(first.venue_address, locale),
      showTime: first.starts_at.getTime(),
      startsIn: Math.max(0, Math.floor((first.starts_at.getTime() - now.getTime()) / 1000)),
      tickets: rows.filter((t) => t.session_id === first.session_id).map((t) => this.present(t, locale))
    }
  }

  /** The holder's own ticket, the only reply with its code secret (none once used). */
  async detail(ticketId: string, userId: string, locale: Locale, now: Date, merchantId?: string): Promise<TicketDetail> {
    const ticket = await this.tickets.byId(ticketId)
    if (!ticket || ticket.user_id !== userId) throw new AppError('TICKET_NOT_FOUND')
    return {
      ...this.present(ticket, locale),
      codeSecret: ticket.state === 'VALID' ? codeSecretText(ticket.code_secret) : '',
      serverTime: now.getTime(),
      ...(this.walletOffer && merchantId !== undefined && ticket.state === 'VALID'
        ? { wallet: await this.walletOffer(ticket, merchantId) }
        : {})
    }
  }

  /**
   * The order's tickets as its buyer sees them. A ticket they gave away (held by its transferee now) reads
   * as transferred, without the transferee's attendee (privacy: the transferee's name and ID are theirs).
   */
  async ofOrder(orderId: string, viewerId: string, locale: Locale): Promise<Ticket[]> {
    return (await this.tickets.ofOrder(orderId)).map((t) => {
      const ticket = this.present(t, locale)
      return t.user_id === viewerId ? ticket : { ...ticket, attendeeName: '', attendeeIdNo: '', transferredAway: true }
    })
  }

  /**
   * A new code secret for a valid ticket (issue #17: transfer calls this "the moment of acceptance"):
   * every code derived from the old one, on any phone, stops admitting at once; the new holder's detail
   * call gets the new secret.
   */
  async rekeyTicket(ticketId: string): Promise<void> {
    const ticket = await this.tickets.byId(ticketId)
    if (!ticket) throw new AppError('TICKET_NOT_FOUND')
    if (!(await this.tickets.rekeyTicket(ticketId, newCodeSecret()))) throw new AppError('TICKET_ALREADY_USED')
  }

  /**
   * The staff-key door, answering as the console's door does (ticket/check-in.presenter.ts): a made-up
   * code is UNKNOWN, a genuine one of the current window admits once, then says when it was used; a
   * genuine code of an older window (a screenshot, a static pre-#17 code) is EXPIRED and admits nothing.
   * A ticket to another merchant's show is UNKNOWN at this merchant's door.
   */
  async checkIn(code: string, merchantId: string, locale: Locale, now: Date): Promise<CheckInReply> {
    const reading = await readTicketCode(code, this.tickets, await this.secret(), now)
    const ticket = reading?.ticket
    if (!reading || !ticket || !(await showOfMerchant(this.shows, merchantId, ticket.show_id))) return unknownCode()
    if (ticket.state === 'USED') return alreadyUsed(ticket, locale)
    if (ticket.state !== 'VALID') return voidTicket(ticket, ticket.state, locale)
    if (!reading.current) return expiredCode(ticket, locale)
    if (!(await this.tickets.checkIn(ticket.id, now, ticket.code_secret))) {
      const used = await this.tickets.byId(ticket.id)
      if (used && used.state !== 'USED' && used.state !== 'VALID') return voidTicket(ticket, used.state, locale)
      // Still valid: re-keyed since the code was read, so the code is no longer the ticket's.
      if (used?.state !== 'USED') return unknownCode()
      return alreadyUsed({ ...ticket, used_at: used.used_at }, locale)
    }
    return admitted(ticket, locale, now)
  }

  present(t: TicketRow, locale: Locale): Ticket {
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
      publicPrice: t.list_fen,
      attendeeName: t.attendee_name ?? '',
      attendeeIdNo: t.attendee_id_no ? maskIdNo(t.attendee_id_no) : '',
      state: t.state,
      usedAt: t.used_at?.getTime() ?? 0
    }
  }
}
