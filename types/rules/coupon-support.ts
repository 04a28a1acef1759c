/**
 * What a coupon can be used for (calls-errors-limits.md "GET coupon support-info by couponId"): show
 * tickets, goods, parking fees (its couponBizTypes) at checkout, or at the venue for an OFFLINE coupon; a
 * benefit card for an exchange coupon (whose card the benefit-card area names). Pure.
 */
import type { CouponBizType, UseWay } from './coupon-rules'

export interface CouponUses {
  shows: boolean
  goods: boolean
  parking: boolean
  offline: boolean
  /** The coupon is for a benefit card (exchange): the card is looked up. */
  forCard: boolean
}

export function couponUses(c: { couponBizTypes: readonly CouponBizType[]; useWay: UseWay }): CouponUses {
  const biz = new Set(c.couponBizTypes)
  const offline = c.useWay === 'OFFLINE'
  return {
    // An offline coupon is shown at the venue, never applied at an online checkout.
    shows: !offline && biz.has('SHOW'),
    goods: !offline && biz.has('ITEM'),
    parking: !offline && biz.has('PARKING_FEE'),
    offline,
    forCard: biz.has('PRIVILEGE_CARD')
  }
}
