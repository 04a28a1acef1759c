/** Coupon calls (calls-errors-limits.md "Coupons and users"; types/api/coupon.ts; issue #18). */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import {
  COUPON_PATHS,
  type CouponSelfPageReply,
  type CouponShowsReply,
  type CouponTab,
  type CouponTemplateView,
  type CouponVerifyCode,
  type CouponVerifyCodeRequest,
  type CouponView,
  type ObtainType
} from '../../types/api/coupon'
import { verifySource } from '../../types/rules/coupon-verify-code'

/** The show's receivable coupons; logged in, with whether each is already obtained or limited. */
export function showCoupons(showId: string, loggedIn: boolean) {
  // Low importance: under load the request layer lets the page's own calls go first.
  return api().request<CouponTemplateView[]>({ path: loggedIn ? COUPON_PATHS.showListMine : COUPON_PATHS.showList, data: { showId }, importance: IMPORTANCE.low })
}

/** One template (the topic page's coupon template route). */
export function couponTemplate(couponTemplateId: string, loggedIn: boolean) {
  return api().request<CouponTemplateView>({ path: loggedIn ? COUPON_PATHS.detailMine : COUPON_PATHS.detail, data: { couponTemplateId } })
}

/**
 * Receive one coupon of the template. The refusals that need the page's own dialog (real name, face
 * authentication) come back with mode none; the others are the request layer's toast.
 */
export function obtainCoupon(couponCode: string, obtainType: ObtainType) {
  return api().request<CouponView>({ path: COUPON_PATHS.obtain, method: 'POST', data: { couponCode, obtainType }, importance: IMPORTANCE.high })
}

export function exchangeCoupon(exchangeCode: string) {
  return api().request<CouponView>({ path: COUPON_PATHS.exchange, method: 'POST', data: { exchangeCode, obtainType: 'EXCHANGE_CODE' }, importance: IMPORTANCE.high })
}

export function myCoupons(tab: CouponTab, offset: number, length: number) {
  return api().request<CouponSelfPageReply>({ path: COUPON_PATHS.selfPage, data: { tab, offset, length } })
}

export function couponShows(couponTemplateId: string) {
  return api().request<CouponShowsReply>({ path: COUPON_PATHS.shows, data: { couponTemplateId } })
}

/**
 * An offline coupon's current verify code (buyer/v5/coupons/verify/code). Errors not handled: the popup shows
 * its own error state (the gateway's words) with a retry, and its quiet refreshes every 30 s must not toast.
 */
export function couponVerifyCodes(couponId: string, orderId?: string) {
  const body: CouponVerifyCodeRequest = { couponId, source: verifySource(orderId), ...(orderId ? { orderId } : {}) }
  return api().request<CouponVerifyCode[]>({ path: COUPON_PATHS.verifyCode, method: 'POST', data: { ...body }, importance: IMPORTANCE.low, handleErrors: false })
}
