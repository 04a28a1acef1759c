/**
 * Commemorative ticket stubs (docs/shop.md "Ticket stubs"): the buyer's tickets a stub may print, one
 * ticket's preview with the designs on sale, and the check a goods order runs on its STUB lines while it
 * is written (goods-order.service.ts create, in its transaction, after the buyer's lock): each named
 * ticket the buyer's and eligible, and no live stub of it yet (under the ticket's lock). Ordering, paying,
 * shipping and refunding are the goods order's own paths.
 */
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import type { StubPreview, StubTicketPage } from '../../../types/api/ticket-stub'
import { checkStubTicket, checkStubTicketsDistinct } from './ticket-stub-rules'
import type { TicketStubRepository } from './ticket-stub.repository'
import { presentStubPreview, presentStubTicket } from './ticket-stub.presenter'

export interface StubContext {
  merchantId: string
  userId: string
  now: Date
  locale: Locale
}

export class TicketStubService {
  constructor(private readonly repo: TicketStubRepository) {}

  async list(offset: number, length: number, ctx: StubContext): Promise<StubTicketPage> {
    const [page, designs] = await Promise.all([
      this.repo.eligiblePage(ctx.userId, ctx.merchantId, offset, length, ctx.now),
      this.repo.designs(ctx.merchantId)
    ])
    const list = page.rows.map((r) => presentStubTicket(r, ctx.locale))
    return { list, total: page.total, offset, length, hasMore: offset + list.length < page.total, onSale: designs.length > 0 }
  }

  /** One of the buyer's tickets with the designs on sale; another buyer's (or an ineligible) ticket is not found. */
  async preview(ticketId: string, ctx: StubContext): Promise<StubPreview> {
    const ticket = await this.repo.ticket(ticketId, ctx.now)
    checkStubTicket(ticket, ctx.userId, ctx.merchantId)
    if (!ticket) throw new AppError('TICKET_NOT_FOUND')
    return presentStubPreview(ticket, await this.repo.designs(ctx.merchantId), ctx.locale)
  }
}

/**
 * The STUB lines of a goods order being written, on the order's transaction (`repo` bound to it): each
 * ticket locked, the buyer's and eligible, with no live stub yet. pre_order runs it too (unlocked) so the
 * buyer hears it before confirming.
 */
export async function checkStubOrderLines(
  repo: Pick<TicketStubRepository, 'ticket' | 'lockTicket'>,
  ticketIds: string[],
  ctx: { userId: string; merchantId: string; now: Date },
  lock: boolean
): Promise<void> {
  checkStubTicketsDistinct(ticketIds)
  for (const id of [...ticketIds].sort()) {
    if (lock) await repo.lockTicket(id)
    const ticket = await repo.ticket(id, ctx.now)
    checkStubTicket(ticket, ctx.userId, ctx.merchantId)
    if (ticket?.stub_order_id) throw new AppError('STUB_ALREADY_ORDERED', {}, { orderId: ticket.stub_order_id })
  }
}
