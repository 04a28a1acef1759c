/**
 * The two calls of show detail's offer rows: the show's receivable coupons (coupon-api.ts has the other
 * coupon calls) and its active promotions (promotion-api.ts). Apart so the show's first page does not load
 * every coupon and combo call (scripts/size.js ceiling).
 */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import { COUPON_PATHS, type CouponTemplateView } from '../../types/api/coupon'
import { PROMOTION_PATHS, type PromotionView } from '../../types/api/promotion'

/** The show's receivable coupons; logged in, with whether each is already obtained or limited. */
export function showCoupons(showId: string, loggedIn: boolean) {
  // Low importance: under load the request layer lets the page's own calls go first.
  return api().request<CouponTemplateView[]>({
    path: loggedIn ? COUPON_PATHS.showListMine : COUPON_PATHS.showList,
    data: { showId },
    importance: IMPORTANCE.low
  })
}

/** The show's active promotions (its packages, and its channel discount for the launch channel). */
export function showPromotions(showId: string) {
  // Low importance: the row is an extra on the show page; under load the page's own calls go first.
  return api().request<PromotionView[]>({ path: PROMOTION_PATHS.list, data: { showId }, importance: IMPORTANCE.low })
}
