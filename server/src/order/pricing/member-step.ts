/**
 * The buyer's membership in order pricing (issue #18: "the member discount (会员N折) applied in pricing";
 * product.md "Prime privilege: showDiscountPrivileges ..., itemDiscountPrivilegeVo ... shown as 会员N折").
 * The MEMBER step reads the level the buyer holds and its discounts, on show tickets (SHOW) and on goods
 * (ITEM); the amount is order-discounts.ts's step 1 (on each unit price of the lines of that biz type,
 * before the promotion and the coupon). It prices both kinds of order: a goods order's SKUs are ITEM lines,
 * a ticket order's tiers SHOW lines. A card order has none: the card is its tickets' price.
 */
import type { MemberRepository, PricingCall, PricingFacts } from '../../member/member.repository'
import { heldOf } from '../../member/member.service'
import type { AnyOrderPricingStep, MemberPercents } from './pricing-step'

/** Where pricing reads a buyer's held-level facts: one read each, or the order service's reads of a moment gathered (order/rush-reads.ts). */
export type PricingFactsOf = (call: PricingCall) => Promise<PricingFacts>

export const pricingFactsOne =
  (repo: MemberRepository): PricingFactsOf =>
  async (call) =>
    (await repo.pricingFacts([call]))[0]

/**
 * The discounts of the level the buyer holds now (85 = 8.5折), per biz type, each absent when the level has
 * none: the growth level, or a running paid term's when higher, the level the member centre shows
 * (member.service.ts heldLevel), from one read (MemberRepository.pricingFacts).
 */
export async function heldDiscountPercents(factsOf: PricingFactsOf, ctx: PricingCall): Promise<MemberPercents> {
  const { levels, growth, terms } = await factsOf({ userId: ctx.userId, merchantId: ctx.merchantId, now: ctx.now })
  // A merchant without a ladder has one base level without a discount (ladderOf).
  if (!levels.length) return {}
  const row = heldOf(levels, growth, terms).row
  return {
    ...(row.discount_percent !== null ? { SHOW: row.discount_percent } : {}),
    ...(row.item_discount_percent !== null ? { ITEM: row.item_discount_percent } : {})
  }
}

export function memberStep(factsOf: PricingFactsOf): AnyOrderPricingStep {
  return {
    phase: 'ORDER',
    prices: 'ALL',
    async apply(draft, { ctx }) {
      if (draft.card) return
      const percents = await heldDiscountPercents(factsOf, ctx)
      if (percents.SHOW !== undefined || percents.ITEM !== undefined) draft.member = percents
    }
  }
}
