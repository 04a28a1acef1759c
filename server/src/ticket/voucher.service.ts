/**
 * The voucher calls (calls-errors-limits.md section 7, the paths the app's request layer caches for
 * fallback): the buyer's vouchers paged per list, one voucher, one ticket's code material, the vouchers
 * of a just-paid order, and a ticket's calendar file. Every call answers only the holder's own tickets:
 * another buyer's ticket or order is "not found", never "forbidden" (no enumeration).
 */
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import { textIn } from '../http/texts'
import type { TicketRepository, TicketRow } from './ticket.repository'
import type { TicketService } from './ticket.service'
import type { VoucherRepository } from './voucher.repository'
import type { OrderService } from '../order/order.service'
import { parseVoucherId, presentVouchers, voucherIdOf } from './voucher.presenter'
import { codeSecretText } from './ticket-code'
import { calendarFile, calendarFileName, DEFAULT_SESSION_MS } from '../../../types/rules/ics-calendar'
import { message } from '../http/messages'
import type { CreatedVouchers, TicketCalendar, Voucher, VoucherPage, VoucherScope, VoucherTicketCode } from '../../../types/api/voucher'

/** States whose ticket no longer goes to the show: no calendar entry for them. */
const NO_CALENDAR: readonly TicketRow['state'][] = ['REFUNDED', 'REBOOKED']

export class VoucherService {
  constructor(
    private readonly vouchers: VoucherRepository,
    private readonly tickets: TicketRepository,
    private readonly ticketService: TicketService,
    private readonly orders: OrderService
  ) {}

  async page(userId: string, scope: VoucherScope, offset: number, length: number, locale: Locale, now: Date): Promise<VoucherPage> {
    const { keys, total } = await this.vouchers.page(userId, scope, now, offset, length)
    const rows = await this.vouchers.ticketsOf(userId, keys, scope, now)
    const list = presentVouchers(
      rows,
      locale,
      (r) => this.ticketService.present(r, locale),
      keys.map((k) => voucherIdOf(k.order_id, k.session_id))
    )
    return { list, total, offset, length, hasMore: offset + keys.length < total }
  }

  async detail(userId: string, voucherId: string, locale: Locale): Promise<Voucher> {
    const key = parseVoucherId(voucherId)
    const rows = key ? await this.vouchers.ofVoucher(userId, key) : []
    const [voucher] = presentVouchers(rows, locale, (r) => this.ticketService.present(r, locale))
    if (!voucher) throw new AppError('TICKET_NOT_FOUND')
    return voucher
  }

  /** The code secret of the holder's ticket (empty once it no longer admits) with the gateway's clock. */
  async ticketCode(userId: string, ticketId: string, now: Date): Promise<VoucherTicketCode> {
    const ticket = await this.own(userId, ticketId)
    return {
      ticketId: ticket.id,
      ticketNumber: ticket.ticket_number,
      state: ticket.state,
      showTime: ticket.starts_at.getTime(),
      codeSecret: ticket.state === 'VALID' ? codeSecretText(ticket.code_secret) : '',
      serverTime: now.getTime()
    }
  }

  /** The vouchers a paid order gave its buyer; none yet (issued false) while it is unpaid or closed. */
  async created(userId: string, orderId: string, locale: Locale): Promise<CreatedVouchers> {
    const order = await this.orders.ownOrder(orderId, userId)
    const rows = order.state === 'PAID' ? await this.vouchers.ofOrder(userId, order.id) : []
    return {
      orderId: order.id,
      issued: order.state === 'PAID',
      vouchers: presentVouchers(rows, locale, (r) => this.ticketService.present(r, locale))
    }
  }

  /** The ticket's session as an .ics file (RFC 5545, types/rules/ics-calendar.ts) in the buyer's language. */
  async calendar(userId: string, ticketId: string, locale: Locale, now: Date, host: string): Promise<TicketCalendar> {
    const ticket = await this.own(userId, ticketId)
    if (NO_CALENDAR.includes(ticket.state)) throw new AppError('TICKET_NO_CALENDAR')
    const present = this.ticketService.present(ticket, locale)
    const start = ticket.starts_at.getTime()
    const end = (await this.vouchers.sessionEnd(ticket.session_id))?.getTime() ?? start + DEFAULT_SESSION_MS
    const title = [present.showName, present.sessionName].filter(Boolean).join(' ')
    const location = [present.venueName, present.venueAddress].filter(Boolean).join(', ')
    const description = [
      message(locale, 'calendar_ticket_no', { number: ticket.ticket_number }),
      [textIn(ticket.tier_name, locale), present.seatInfo].filter(Boolean).join(' '),
      present.attendeeName ? message(locale, 'calendar_attendee', { name: present.attendeeName }) : ''
    ]
      .filter(Boolean)
      .join('\n')
    // The ticket id is the stable part: saving the file twice updates one entry instead of adding two.
    const content = calendarFile({ uid: `${ticket.id}@${host}`, stamp: now.getTime(), start, end, summary: title, location, description })
    return {
      fileName: calendarFileName(ticket.ticket_number),
      mimeType: 'text/calendar',
      content,
      title,
      location,
      description,
      startTime: start,
      endTime: end > start ? end : start + DEFAULT_SESSION_MS
    }
  }

  private async own(userId: string, ticketId: string): Promise<TicketRow> {
    const ticket = await this.tickets.byId(ticketId)
    if (!ticket || ticket.user_id !== userId) throw new AppError('TICKET_NOT_FOUND')
    return ticket
  }
}
