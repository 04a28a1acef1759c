/**
 * The show's receivable coupons, for the show's coupon list (coupon-api.ts has the other coupon calls).
 * Show detail's offer rows read them with its show_user reply (show-calls-api.ts).
 */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import { COUPON_PATHS, type CouponTemplateView } from '../../types/api/coupon'

/** The show's receivable coupons; logged in, with whether each is already obtained or limited. */
export function showCoupons(showId: string, loggedIn: boolean) {
  // Low importance: under load the request layer lets the page's own calls go first.
  return api().request<CouponTemplateView[]>({
    path: loggedIn ? COUPON_PATHS.showListMine : COUPON_PATHS.showList,
    data: { showId },
    importance: IMPORTANCE.low
  })
}
