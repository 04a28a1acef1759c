/** Coupon calls (calls-errors-limits.md "Coupons and users"; types/api/coupon.ts); the show page's list is in show-offers-api.ts. */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import {
  COUPON_PATHS,
  type CouponSelfPageReply,
  type CouponPackView,
  type CouponShowsReply,
  type CouponTab,
  type CouponTemplateView,
  type CouponView,
  type ObtainType
} from '../../types/api/coupon'

/** One template (the topic page's coupon template route). */
export function couponTemplate(couponTemplateId: string, loggedIn: boolean) {
  return api().request<CouponTemplateView>({ path: loggedIn ? COUPON_PATHS.detailMine : COUPON_PATHS.detail, data: { couponTemplateId } })
}

/**
 * Receive one coupon of the template. The refusals that need the page's own dialog (real name, face
 * authentication) come back with mode none; the others are the request layer's toast.
 */
export function obtainCoupon(couponCode: string, obtainType: ObtainType) {
  return api().request<CouponView>({
    path: COUPON_PATHS.obtain,
    method: 'POST',
    data: { couponCode, obtainType },
    importance: IMPORTANCE.high
  })
}

export function exchangeCoupon(exchangeCode: string) {
  return api().request<CouponView>({
    path: COUPON_PATHS.exchange,
    method: 'POST',
    data: { exchangeCode, obtainType: 'EXCHANGE_CODE' },
    importance: IMPORTANCE.high
  })
}

export function myCoupons(tab: CouponTab, offset: number, length: number) {
  return api().request<CouponSelfPageReply>({ path: COUPON_PATHS.selfPage, data: { tab, offset, length } })
}

export function couponShows(couponTemplateId: string) {
  return api().request<CouponShowsReply>({ path: COUPON_PATHS.shows, data: { couponTemplateId } })
}

/** Templates to receive anywhere (coupon-recommend-list); logged in, with whether each is obtained or limited. */
export function recommendedCoupons(loggedIn: boolean) {
  return api().request<CouponTemplateView[]>({ path: loggedIn ? COUPON_PATHS.recommendMine : COUPON_PATHS.recommend })
}

/** A template by its receive code (coupon-receive, from a link or QR). */
export function couponByCode(couponCode: string, loggedIn: boolean) {
  return api().request<CouponTemplateView>({ path: loggedIn ? COUPON_PATHS.byCodeMine : COUPON_PATHS.byCode, data: { couponCode } })
}

/** A shared multi-user pack (coupon-share). */
export function couponPack(shareCode: string, loggedIn: boolean) {
  return api().request<CouponPackView>({ path: loggedIn ? COUPON_PATHS.packMine : COUPON_PATHS.pack, data: { shareCode } })
}

/** Take one part of a shared pack: the caller's new coupon. */
export function takePackPart(shareCode: string) {
  return api().request<CouponView>({ path: COUPON_PATHS.packTake, method: 'POST', data: { shareCode }, importance: IMPORTANCE.high })
}
