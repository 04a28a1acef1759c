/**
 * show_user v5 (calls-errors-limits.md "GET/POST show_user v5 | appId, qryRange, source, displayRule,
 * orderId, promotionId; a rebook variant carries rebookTicketItems"): what the show page shows for THIS
 * buyer, in one call instead of one per part: the show's coupons (with whether each is obtained or
 * limited for him), the promotions he qualifies for (packages, his launch channel's discount, with quota
 * left), his tickets for the show against the per-account limit, his favourite and sale-reminder state,
 * whether a white-tagged show is his to buy, and, in the rebook variant, his order's rebook offer.
 * A visitor's reply carries the public parts only. qryRange narrows the parts (ALL by default).
 *
 * The POST form is the page's visit: it also records the show as viewed (home's recently viewed).
 */
import type { Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import type { CouponRepository } from '../coupon/coupon.repository'
import { presentTemplate } from '../coupon/coupon.presenter'
import type { PromotionRepository } from '../promotion/promotion.repository'
import { presentPromotion } from '../promotion/promotion.presenter'
import type { OrderRepository } from '../order/order.repository'
import type { FavouriteRepository } from '../favourite/favourite.repository'
import type { PrefillRepository } from '../prefill/prefill.repository'
import type { ShowAccessRepository } from '../show-access/show-access.repository'
import type { ShowRow } from '../browse/show.repository'
import type { RebookCheckReply } from '../../../types/api/rebook'
import type { ShowUser } from '../../../types/api/show-calls'
import { qryRangeParts } from '../../../types/rules/show-calls-rules'
import { ShowUserRepository } from './show-user.repository'

export interface ShowUserContext {
  merchantId: string
  userId: string | null
  /** The launch channel (channel-id header), whose discount the buyer qualifies for. */
  channel: string | null
  locale: Locale
  now: Date
}

/** The other areas' repositories the parts are read through (wired in composition/show-calls.wiring.ts). */
export interface ShowUserStores {
  coupons: CouponRepository
  promotions: PromotionRepository
  orders: OrderRepository
  favourites: FavouriteRepository
  prefills: PrefillRepository
  access: ShowAccessRepository
}

export interface ShowUserDeps {
  stores: (q: Queryable) => ShowUserStores
  /** The merchant's show as buyers see it (SHOW_NOT_FOUND otherwise): browse's. */
  show: (merchantId: string, showId: string) => Promise<ShowRow>
  /** The rebook area's check of the buyer's order (rebook.service.ts `check`). */
  rebookCheck: (orderId: string, userId: string, locale: Locale, now: Date) => Promise<RebookCheckReply>
}

export class ShowUserService {
  constructor(
    private readonly db: Queryable,
    private readonly deps: ShowUserDeps
  ) {}

  async showUser(
    showId: string,
    q: { qryRange?: string; promotionId?: string; orderId?: string; rebookTicketIds?: string[]; visit?: boolean },
    ctx: ShowUserContext
  ): Promise<ShowUser> {
    const show = await this.deps.show(ctx.merchantId, showId)
    const parts = qryRangeParts(q.qryRange)
    const { userId } = ctx
    const s = this.deps.stores(this.db)
    const reply: ShowUser = { showId, loggedIn: userId !== null }
    const work: Array<Promise<void>> = []
    if (parts.has('COUPON')) work.push(this.coupons(showId, ctx).then((c) => void (reply.coupons = c)))
    if (parts.has('PROMOTION')) work.push(this.promotions(showId, q.promotionId, ctx).then((p) => void (reply.promotions = p)))
    if (parts.has('LIMIT')) {
      work.push(
        (userId ? s.orders.liveTicketCounts([{ userId, showId }]) : Promise.resolve(new Map<string, number>())).then((counts) => {
          const purchasedCount = userId ? (counts.get(`${userId}\n${showId}`) ?? 0) : 0
          reply.purchase = {
            limitPerAccount: show.limit_per_account,
            limitPerOrder: show.limit_per_order,
            purchasedCount,
            remaining: show.limit_per_account > 0 ? Math.max(0, show.limit_per_account - purchasedCount) : null
          }
        })
      )
    }
    if (parts.has('STATE') && userId) {
      work.push(
        s.favourites.has(userId, showId).then((f) => void (reply.favourite = f)),
        s.prefills
          .reminder(userId, showId)
          .then((r) => void (reply.reminder = r ? { subscribed: true, minutesAhead: r.minutes_ahead } : { subscribed: false })),
        s.access.check(showId, userId).then((w) => void (w.restricted && (reply.whiteTag = w)))
      )
    }
    if (q.orderId && userId && q.rebookTicketIds)
      work.push(this.rebook(showId, q.orderId, q.rebookTicketIds, userId, ctx).then((r) => void (reply.rebook = r)))
    if (q.visit && userId) work.push(new ShowUserRepository(this.db).recordView(userId, showId, ctx.now))
    await Promise.all(work)
    return reply
  }

  private async coupons(showId: string, ctx: ShowUserContext) {
    const repo = this.deps.stores(this.db).coupons
    const rows = await repo.receivableForShow(ctx.merchantId, showId, ctx.now)
    const held = ctx.userId
      ? await repo.heldBy(
          ctx.userId,
          rows.map((r) => r.id)
        )
      : new Map<string, number>()
    return rows.map((r) => presentTemplate(r, held.get(r.id) ?? 0, ctx.locale))
  }

  /** The show's active promotions the buyer can still have: packages, and his channel's discount, each with quota left. */
  private async promotions(showId: string, promotionId: string | undefined, ctx: ShowUserContext) {
    const rows = await this.deps.stores(this.db).promotions.activeForShow(ctx.merchantId, showId, ctx.channel, ctx.now)
    return rows
      .filter((p) => (p.quota === null || p.used < p.quota) && (!promotionId || p.id === promotionId))
      .map((p) => presentPromotion(p, ctx.locale))
  }

  /** The rebook variant: the order must be the buyer's, for this show, and the tickets named among its movable ones. */
  private async rebook(showId: string, orderId: string, ticketIds: string[], userId: string, ctx: ShowUserContext) {
    const orderShow = await new ShowUserRepository(this.db).orderShow(orderId, userId)
    if (!orderShow) throw new AppError('ORDER_NOT_FOUND')
    if (orderShow !== showId) throw new AppError('REBOOK_TICKETS_NOT_IN_ORDER')
    const check = await this.deps.rebookCheck(orderId, userId, ctx.locale, ctx.now)
    const movable = new Set(check.tickets.map((k) => k.ticketId))
    if (ticketIds.some((id) => !movable.has(id))) throw new AppError('REBOOK_TICKETS_NOT_IN_ORDER')
    const wanted = ticketIds.length ? new Set(ticketIds) : movable
    return {
      ...check,
      tickets: check.tickets.filter((k) => wanted.has(k.ticketId)),
      suggested: check.suggested.filter((s) => wanted.has(s.ticketId)),
      ticketIds: [...wanted]
    }
  }
}
