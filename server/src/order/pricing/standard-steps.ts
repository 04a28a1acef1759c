/**
 * The pricing steps every order runs (pricing-step.ts): one registration per kind of discount, each kind's
 * file saying what it reads and refuses. They run in STEP_ORDER whatever the order here.
 */
import type { Queryable } from '../../db/db'
import type { OrderStores } from '../order.service'
import { cardStep } from './card-step'
import { couponStep } from './coupon-step'
import { memberStep, pricingFactsOne, type PricingFactsOf } from './member-step'
import { PricingSteps } from './pricing-step'
import { pointsStep } from './points-step'
import { privilegeStep } from './privilege-step'
import { promotionStep } from './promotion-step'

/**
 * `db` is for the card's reads (its times are taken again under the card's lock when the order is written);
 * `memberFacts` reads the held level, one buyer a read unless the caller gathers them (order/rush-reads.ts).
 */
export function standardSteps(
  read: Pick<OrderStores, 'members' | 'promotions' | 'coupons'>,
  db: Queryable,
  memberFacts: PricingFactsOf = pricingFactsOne(read.members)
): PricingSteps {
  return new PricingSteps()
    .priceWith('PRIVILEGE', privilegeStep)
    .priceWith('CARD', cardStep(db))
    .priceWith('MEMBER', memberStep(memberFacts))
    .priceWith('PROMOTION', promotionStep(read.promotions))
    .priceWith('COUPON', couponStep(read.coupons))
    .priceWith('POINTS', pointsStep(read.members))
}
