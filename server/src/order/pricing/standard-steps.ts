/**
 * The pricing steps every order runs (pricing-step.ts): one registration per kind of discount, each kind's
 * file saying what it reads and refuses. They run in STEP_ORDER whatever the order here.
 */
import type { Queryable } from '../../db/db'
import type { OrderStores } from '../order.service'
import { cardStep } from './card-step'
import { couponStep } from './coupon-step'
import { memberStep } from './member-step'
import { PricingSteps } from './pricing-step'
import { pointsStep } from './points-step'
import { privilegeStep } from './privilege-step'
import { promotionStep } from './promotion-step'

/** `db` is for the card's reads (its times are taken again under the card's lock when the order is written). */
export function standardSteps(read: Pick<OrderStores, 'members' | 'promotions' | 'coupons'>, db: Queryable): PricingSteps {
  return new PricingSteps()
    .priceWith('PRIVILEGE', privilegeStep)
    .priceWith('CARD', cardStep(db))
    .priceWith('MEMBER', memberStep(read.members))
    .priceWith('PROMOTION', promotionStep(read.promotions))
    .priceWith('COUPON', couponStep(read.coupons))
    .priceWith('POINTS', pointsStep(read.members))
}
