/**
 * user_component (calls-errors-limits.md "POST user_component"): home's layout components that depend on
 * the buyer. The app posts the component ids it lays out after the first paint; each is answered with the
 * logged-in buyer's data, or null when there is nothing to show (a visitor, no ticket ahead, an id this
 * gateway does not know, so a newer app's component does not fail the others):
 * - NEXT_SHOW: the soonest session he holds valid tickets for;
 * - EXPIRING_COUPONS: his available coupons ending within EXPIRING_COUPON_DAYS, soonest first;
 * - RECENTLY_VIEWED: the shows he opened (show_user's POST), newest first, as cards.
 */
import type { Queryable } from '../db/db'
import { textIn, type Locale } from '../http/texts'
import type { CouponRepository } from '../coupon/coupon.repository'
import { presentTemplateFields } from '../coupon/coupon.presenter'
import { showPosterUrl } from '../browse/show.presenter'
import { utcOffsetMinutes } from '../../../types/rules/merchant-time'
import type { ShowCard } from '../../../types/api/show'
import { EXPIRING_COUPON_DAYS, RECENTLY_VIEWED_MAX, type UserComponentData, type UserComponentReply } from '../../../types/api/show-calls'
import { UserComponentRepository } from './user-component.repository'

const DAY_MS = 86_400_000
/** Coupons read to find the expiring ones (sorted by expiry, so the first are the ones). */
const COUPONS_READ = 50

export interface UserComponentContext {
  merchantId: string
  userId: string | null
  locale: Locale
  now: Date
}

export interface UserComponentDeps {
  /** The coupon area's repository (the buyer's available coupons, soonest to expire first). */
  couponsOn: (q: Queryable) => CouponRepository
  timeZoneOf: (merchantId: string) => Promise<string>
  /** These shows as cards in the order given (browse's ShowService.cardsOf); another merchant's left out. */
  cardsOf: (showIds: string[], ctx: { merchantId: string; locale: Locale; now: Date }) => Promise<ShowCard[]>
}

export class UserComponentService {
  constructor(
    private readonly db: Queryable,
    private readonly deps: UserComponentDeps
  ) {}

  async components(componentIds: string[], ctx: UserComponentContext): Promise<UserComponentReply> {
    const ids = [...new Set(componentIds)]
    return { components: await Promise.all(ids.map((id) => this.one(id, ctx))) }
  }

  private async one(componentId: string, ctx: UserComponentContext): Promise<UserComponentData> {
    const { userId } = ctx
    if (!userId) return { componentId, data: null }
    if (componentId === 'NEXT_SHOW') return { componentId, data: await this.nextShow(userId, ctx) }
    if (componentId === 'EXPIRING_COUPONS') return { componentId, data: await this.expiringCoupons(userId, ctx) }
    if (componentId === 'RECENTLY_VIEWED') return { componentId, data: await this.recentlyViewed(userId, ctx) }
    return { componentId, data: null }
  }

  private async nextShow(userId: string, ctx: UserComponentContext) {
    const row = await new UserComponentRepository(this.db).nextShow(userId, ctx.merchantId, ctx.now)
    if (!row) return null
    const zone = await this.deps.timeZoneOf(ctx.merchantId)
    const startsAt = new Date(row.starts_at)
    return {
      orderId: row.order_id,
      showId: row.show_id,
      showName: textIn(row.show_name, ctx.locale),
      posterUrl: showPosterUrl({ id: row.show_id, poster_url: row.poster_url }),
      posterColor: row.poster_color,
      sessionName: textIn(row.session_name, ctx.locale),
      startTime: startsAt.getTime(),
      utcOffset: utcOffsetMinutes(startsAt, zone),
      venueName: textIn(row.venue_name, ctx.locale),
      ticketCount: row.ticket_count
    }
  }

  private async expiringCoupons(userId: string, ctx: UserComponentContext) {
    const { rows } = await this.deps.couponsOn(this.db).ofBuyer(userId, ctx.merchantId, 'AVAILABLE', ctx.now, 0, COUPONS_READ)
    const until = ctx.now.getTime() + EXPIRING_COUPON_DAYS * DAY_MS
    const soon = rows.filter((c) => new Date(c.coupon_expire_at).getTime() <= until)
    if (!soon.length) return null
    return {
      total: soon.length,
      coupons: soon.map((c) => {
        const t = presentTemplateFields(c, ctx.locale)
        return {
          couponId: c.coupon_id,
          name: t.title,
          discountDisplay: t.discountDisplay,
          expireTime: new Date(c.coupon_expire_at).getTime()
        }
      })
    }
  }

  private async recentlyViewed(userId: string, ctx: UserComponentContext) {
    const ids = await new UserComponentRepository(this.db).viewedShowIds(userId, RECENTLY_VIEWED_MAX)
    if (!ids.length) return null
    const shows = await this.deps.cardsOf(ids, { merchantId: ctx.merchantId, locale: ctx.locale, now: ctx.now })
    return shows.length ? { shows } : null
  }
}
