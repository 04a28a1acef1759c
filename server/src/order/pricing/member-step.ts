/**
 * The buyer's membership in order pricing (issue #18: "the member discount (会员N折) applied in pricing").
 * The MEMBER step reads the level the buyer holds and its show discount; the amount is order-discounts.ts's
 * step 1 (on each unit price, before the promotion and the coupon). A card order has none: the card is its
 * tickets' price.
 */
import type { MemberRepository } from '../../member/member.repository'
import { heldOf } from '../../member/member.service'
import type { PricingStep } from './pricing-step'

/** The order call pricing is for: its buyer, merchant and clock. */
export interface PricingCall {
  userId: string
  merchantId: string
  now: Date
}

/**
 * The show discount of the level the buyer holds now (85 = 8.5折), or undefined when it has none: the
 * growth level, or a running paid term's when higher, the level the member centre shows
 * (member.service.ts heldLevel), from one read (MemberRepository.pricingFacts).
 */
export async function heldDiscountPercent(repo: MemberRepository, ctx: PricingCall): Promise<number | undefined> {
  const { levels, growth, terms } = await repo.pricingFacts(ctx.userId, ctx.merchantId, ctx.now)
  // A merchant without a ladder has one base level without a discount (ladderOf).
  return levels.length ? (heldOf(levels, growth, terms).row.discount_percent ?? undefined) : undefined
}

export function memberStep(repo: MemberRepository): PricingStep {
  return {
    phase: 'ORDER',
    async apply(draft, { ctx }) {
      if (draft.card) return
      const percent = await heldDiscountPercent(repo, ctx)
      if (percent !== undefined) draft.memberPercent = percent
    }
  }
}
