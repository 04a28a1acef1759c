/**
 * couponUseLimitVO as the console sends it (types/api/coupon.ts CouponUseLimitVO): every list present, each
 * id at most 60 characters. A coupon template's range and a benefit card's range take the same lists.
 */
import { Str, Type } from '../http/schema'
import { COUPON_LIST_MAX } from '../../../types/api/coupon'

const Ids = Type.Array(Str(60), { maxItems: COUPON_LIST_MAX })

export const CouponUseLimitBody = Type.Object(
  { showIds: Ids, showSessionIds: Ids, seatPlanIds: Ids, venueIds: Ids, showTypes: Ids, tagIds: Ids, itemIds: Ids, categoryIds: Ids },
  { additionalProperties: false }
)
