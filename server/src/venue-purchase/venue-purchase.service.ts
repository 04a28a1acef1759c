/**
 * On-site (venue box-office) purchase (product.md "site_purchase"; issue #32). A buyer at the venue buys
 * for today's sessions of a show the merchant opened for on-site sale, while the session's window is open
 * (types/rules/onsite-sale.ts). The order is made by the one sales core (OrderService.create: stock
 * admission, the rush gate, the order-creation use case), marked ONSITE; this service only applies the
 * on-site rules before it and fills in the best seats of a seated tier. Nothing here writes an order.
 */
import { AppError } from '../http/app-error'
import { textIn, type Locale } from '../http/texts'
import type { CreateOrderReply, CreateOrderRequest } from '../../../types/api/order'
import type { OnSiteOffer } from '../../../types/api/venue-purchase'
import { addDays, formatLocal, localDate, startOfLocalDay } from '../../../types/rules/merchant-time'
import { bestSeats, onSiteWindow, onSiteWindowState, ONSITE_OPENS_MAX_MINUTES } from '../../../types/rules/onsite-sale'
import { seatKey } from '../../../types/rules/seat-key'
import { orderReply } from '../order/order-writer'
import type { OrderContext, OrderService } from '../order/order.service'
import type { OrderToQuote } from '../order/pricing/pricing-step'
import type { Quote } from '../order/pricing/quote'
import type { VenuePurchaseRepository } from './venue-purchase.repository'

/** How often a seated order is tried again on other best seats when the chosen ones were taken meanwhile. */
const SEAT_ATTEMPTS = 3

export class VenuePurchaseService {
  constructor(
    private readonly repo: VenuePurchaseRepository,
    private readonly orders: OrderService
  ) {}

  /** What the venue sells today of the show: its sessions of the merchant's today, each with its window and tiers. */
  async offer(showId: string, merchantId: string, now: Date, timeZone: string, locale: Locale): Promise<OnSiteOffer> {
    const show = await this.repo.show(showId, merchantId)
    if (!show || show.state === 'PENDING') throw new AppError('SHOW_NOT_FOUND')
    const today = localDate(now, timeZone)
    const sessions =
      show.state === 'SCHEDULED'
        ? await this.repo.sessions(show.id, startOfLocalDay(today, timeZone), startOfLocalDay(addDays(today, 1), timeZone))
        : []
    const tiers = await this.repo.tiers(sessions.map((s) => s.id))
    return {
      showId: show.id,
      showName: textIn(show.name, locale),
      venueName: textIn(show.venue_name, locale),
      venueAddress: textIn(show.venue_address, locale),
      posterColor: show.poster_color,
      onSiteSale: show.onsite_sale && !show.real_name,
      limitPerOrder: show.limit_per_order,
      today,
      sessions: sessions.map((s) => {
        const facts = { startsAt: s.starts_at.getTime(), endsAt: s.ends_at?.getTime() ?? null }
        const { opensAt, closesAt } = onSiteWindow(facts, show.onsite_opens_minutes)
        return {
          bizShowSessionId: s.id,
          sessionName: textIn(s.name, locale),
          startsAt: facts.startsAt,
          opensAt,
          closesAt,
          window: onSiteWindowState(facts, show.onsite_opens_minutes, now.getTime(), timeZone),
          tiers: tiers
            .filter((t) => t.session_id === s.id)
            .map((t) => ({ seatPlanId: t.id, name: textIn(t.name, locale), price: t.price_fen, available: t.available, seated: t.seated }))
        }
      })
    }
  }

  /** The on-site quote: pre_order's, once the on-site rules pass (seated tiers priced on their best seats now). */
  async preOrder(body: OrderToQuote, ctx: OrderContext, locale: Locale): Promise<{ quote: Quote; seatInfos: Record<string, string> }> {
    await this.checkRules(body, ctx)
    return this.orders.preOrder(await this.withBestSeats(body), { ...ctx, channel: 'ONSITE' }, locale)
  }

  /**
   * The on-site order, through the one sales core, marked ONSITE. A retry with the key of an order already
   * made answers that order before anything is chosen again; a seated order whose seats were taken
   * meanwhile is tried again on the next best seats, a few times.
   */
  async create(body: CreateOrderRequest, ctx: OrderContext): Promise<CreateOrderReply> {
    const earlier = await this.orders.byIdempotencyKey(ctx.userId, body.idempotencyKey)
    if (earlier) {
      if (earlier.sales_channel !== 'ONSITE') throw new AppError('IDEMPOTENCY_CONFLICT')
      return orderReply(earlier)
    }
    await this.checkRules(body, ctx)
    const choosesSeats = body.items.some((i) => !i.seatIds?.length)
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.orders.create(await this.withBestSeats(body), { ...ctx, channel: 'ONSITE' })
      } catch (error) {
        const again = choosesSeats && attempt < SEAT_ATTEMPTS && error instanceof AppError && error.code === 'SEAT_TAKEN'
        if (!again) throw error
      }
    }
  }

  /** The on-site rules: the show is sold on site (and asks no attendees), the session is today's and its window is open. */
  private async checkRules(body: OrderToQuote, ctx: OrderContext): Promise<void> {
    const sessionId = body.items[0]?.bizShowSessionId
    if (!sessionId || body.items.some((i) => i.bizShowSessionId !== sessionId)) throw new AppError('INVALID_PARAMETER', { detail: 'items' })
    const session = await this.repo.session(sessionId)
    const showId = body.showId ?? body.items[0].showId ?? session?.show_id
    if (!session || session.show_id !== showId) throw new AppError('INVALID_PARAMETER', { detail: 'bizShowSessionId' })
    const show = await this.repo.show(session.show_id, ctx.merchantId)
    if (!show || show.state !== 'SCHEDULED') throw new AppError('SHOW_NOT_FOUND')
    if (!show.onsite_sale || show.real_name) throw new AppError('ONSITE_NOT_SOLD')
    const facts = { startsAt: session.starts_at.getTime(), endsAt: session.ends_at?.getTime() ?? null }
    const state = onSiteWindowState(facts, Math.min(show.onsite_opens_minutes, ONSITE_OPENS_MAX_MINUTES), ctx.now.getTime(), ctx.timeZone)
    if (state === 'OTHER_DAY') throw new AppError('ONSITE_OTHER_DAY')
    if (state === 'ENDED') throw new AppError('ONSITE_ENDED')
    if (state === 'NOT_YET') {
      const opensAt = onSiteWindow(facts, show.onsite_opens_minutes).opensAt
      throw new AppError('ONSITE_NOT_YET', { time: formatLocal(opensAt, ctx.timeZone, 'HH:mm') })
    }
  }

  /** Each seated item without seats gets the best free seats of its tier now (types/rules/onsite-sale.ts). */
  private async withBestSeats<T extends OrderToQuote>(body: T): Promise<T> {
    const seated = new Set(
      (await this.repo.tiers([...new Set(body.items.map((i) => i.bizShowSessionId))])).filter((t) => t.seated).map((t) => t.id)
    )
    const items = []
    for (const item of body.items) {
      if (item.seatIds?.length || !seated.has(item.seatPlanId)) {
        items.push(item)
        continue
      }
      const { seats, centreCol } = await this.repo.freeSeats(item.bizShowSessionId, item.seatPlanId)
      const best = bestSeats(seats, item.qty, centreCol)
      if (!best) throw new AppError('SOLD_OUT')
      items.push({ ...item, seatIds: best.map(seatKey) })
    }
    return { ...body, items }
  }
}
