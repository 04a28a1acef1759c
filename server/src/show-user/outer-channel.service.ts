/**
 * The outer channel discount per show (calls-errors-limits.md "GET outer channel discount per show"): what
 * a channel (the distributor or channel the app was launched with) gets on each of the show's tiers still
 * on sale, from the merchant's channel promotions (promotion/), one call per show. Each tier is priced by
 * the rule create_order applies (order/pricing/promotion-step.ts channelPricingOf on one ticket, the same
 * scope and quota checks), so the price shown is the price charged; of several discounts of the channel,
 * each tier shows the one taking the most off it, as confirm order picks the buyer's best.
 */
import type { Queryable } from '../db/db'
import { textIn, type Locale } from '../http/texts'
import type { ChannelPromotionRow, PromotionOrderRepository } from '../order/promotion-order.repository'
import { channelPricingOf } from '../order/pricing/promotion-step'
import type { PromotionRepository } from '../promotion/promotion.repository'
import { presentPromotion } from '../promotion/promotion.presenter'
import type { ShowRepository } from '../browse/show.repository'
import { requireShowOfMerchant } from '../browse/merchant-show'
import { priceInfo } from '../../../types/rules/price-info'
import type { OuterChannelDiscount, OuterChannelTier } from '../../../types/api/show-calls'

/** The other areas' repositories the discount is read through (wired in composition/show-calls.wiring.ts). */
export interface OuterChannelStores {
  shows: ShowRepository
  channels: PromotionOrderRepository
  promotions: PromotionRepository
}

export class OuterChannelService {
  constructor(
    private readonly db: Queryable,
    private readonly stores: (q: Queryable) => OuterChannelStores
  ) {}

  async discount(merchantId: string, showId: string, channel: string | null, locale: Locale, now: Date): Promise<OuterChannelDiscount> {
    const { shows, channels, promotions } = this.stores(this.db)
    await requireShowOfMerchant(shows, merchantId, showId)
    const none: OuterChannelDiscount = { showId, channelId: channel, promotion: null, tiers: [] }
    if (!channel) return none
    const active = await channels.channelFor(merchantId, channel, showId, now)
    if (!active.length) return none
    const [tiers, sessions] = await Promise.all([shows.tiersOfShow(showId), shows.sessionStock([showId])])
    const ahead = new Set(sessions.filter((s) => new Date(s.starts_at).getTime() > now.getTime()).map((s) => s.session_id))
    const applied = new Map<string, number>()
    const out: OuterChannelTier[] = []
    for (const t of tiers) {
      if (!ahead.has(t.session_id)) continue
      const line = { tier: { id: t.id, session_id: t.session_id, show_id: showId, price_fen: t.price_fen }, qty: 1 }
      let best: { p: ChannelPromotionRow; off: number } | undefined
      for (const p of active) {
        const off = channelPricingOf(p, [line])?.fen ?? 0
        if (off > 0 && (!best || off > best.off || (off === best.off && p.id < best.p.id))) best = { p, off }
      }
      if (!best) continue
      applied.set(best.p.id, (applied.get(best.p.id) ?? 0) + 1)
      const channelPrice = t.price_fen - best.off
      out.push({
        seatPlanId: t.id,
        bizShowSessionId: t.session_id,
        seatPlanName: textIn(t.name, locale),
        originalPrice: t.price_fen,
        channelPrice,
        discountFen: best.off,
        channelPriceInfo: priceInfo(channelPrice)
      })
    }
    if (!out.length) return none
    // The promotion shown: the one applied to most tiers (usually the only one).
    const topId = [...applied.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0]
    const row = await promotions.byId(topId)
    return { showId, channelId: channel, promotion: row ? presentPromotion(row, locale) : null, tiers: out }
  }
}
