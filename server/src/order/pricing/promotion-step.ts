/**
 * Channel discounts on confirm order (product.md app start:
 * "Channel and distributor parameters are taken from the launch query"): the app sends the channel it was
 * launched with (the channel-id header every request carries); the gateway, never the app, finds the
 * merchant's active channel discount for that channel on the order's show and computes what it takes off
 * each ticket (promotion-rules.ts channelUnitOffFen). It is order-discounts.ts's step 2: after the member
 * discount, before the coupon.
 *
 * Choices: when several discounts of the channel cover the show, the one taking the most off this cart
 * applies (the buyer's best, as the best-coupon pick); one whose quota cannot cover every discounted
 * ticket of the order is not offered (no half-discounted order); a seated or general tier alike.
 */
import { channelUnitOffFen } from '../../../../types/rules/promotion-rules'
import { memberPriceFen } from '../../../../types/rules/member-rules'
import type { ChannelPromotionRow, PromotionOrderRepository } from '../promotion-order.repository'
import type { TierForSale } from '../order.repository'
import type { TicketPricingStep } from './pricing-step'

export interface ChannelPricing {
  promotionId: string
  name: Record<string, string>
  /** Fen off each unit, by tier id (only the tiers in the promotion's scope). */
  unitOffFen: Map<string, number>
  /** Fen off each line (all units), by tier id, and in all. */
  lineFen: Map<string, number>
  fen: number
  /** Tickets discounted: the quota this order takes. */
  units: number
}

type Line = { tier: Pick<TierForSale, 'id' | 'session_id' | 'show_id' | 'price_fen'>; qty: number }

const inScope = (p: ChannelPromotionRow, tier: Line['tier']) =>
  p.scopes.some(
    (s) =>
      s.show_id === tier.show_id &&
      (s.session_id === null || s.session_id === tier.session_id) &&
      (s.tier_id === null || s.tier_id === tier.id)
  )

/**
 * What one channel discount does to these lines (undefined when it covers none of them or its quota is
 * short). Each unit's fen off is taken on its member price (order-discounts.ts: "computed on the member
 * price by the promotion's rule"), so 会员9折 then 渠道8折 on 100.00 pays 72.00, not 70.00.
 */
export function channelPricingOf(p: ChannelPromotionRow, lines: readonly Line[], memberPercent?: number): ChannelPricing | undefined {
  const unitOffFen = new Map<string, number>()
  const lineFen = new Map<string, number>()
  let units = 0
  for (const l of lines) {
    if (!inScope(p, l.tier)) continue
    const unitFen = memberPercent === undefined ? l.tier.price_fen : memberPriceFen(l.tier.price_fen, memberPercent)
    const off = channelUnitOffFen(unitFen, { kind: p.discount_kind, value: p.discount_value })
    if (off === 0) continue
    unitOffFen.set(l.tier.id, off)
    lineFen.set(l.tier.id, off * l.qty)
    units += l.qty
  }
  if (units === 0 || (p.quota !== null && p.used + units > p.quota)) return undefined
  return { promotionId: p.id, name: p.name, unitOffFen, lineFen, fen: [...lineFen.values()].reduce((s, f) => s + f, 0), units }
}

/**
 * The channel's best discount on these lines of one show, or undefined (no channel, none active, none
 * fits). `memberPercent` is the buyer's held level's show discount (the MEMBER step's).
 */
export async function channelPricing(
  repo: PromotionOrderRepository,
  merchantId: string,
  channelId: string | undefined,
  showId: string,
  lines: readonly Line[],
  now: Date,
  memberPercent: number | undefined
): Promise<ChannelPricing | undefined> {
  if (!channelId) return undefined
  const active = await repo.channelFor(merchantId, channelId, showId, now)
  if (!active.length) return undefined
  const found = active.map((p) => channelPricingOf(p, lines, memberPercent)).filter((p): p is ChannelPricing => !!p)
  return found.sort((a, b) => b.fen - a.fen || (a.promotionId < b.promotionId ? -1 : 1))[0]
}

/**
 * The PROMOTION step: the launch channel's best discount, on the member price (the MEMBER step ran
 * before). A privilege's or a card's price is its own: no channel discount on top of it.
 */
export function promotionStep(repo: PromotionOrderRepository): TicketPricingStep {
  return {
    phase: 'ORDER',
    async apply(draft, { ctx }) {
      if (draft.privilege || draft.card) return
      draft.promotion = await channelPricing(repo, ctx.merchantId, ctx.channelId, draft.showId, draft.lines, ctx.now, draft.member?.SHOW)
    }
  }
}
