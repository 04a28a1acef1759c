/**
 * The offline coupon's verify code call, apart from coupon-api.ts: its rule module shares the rotating
 * ticket code's (types/rules/rotating-ticket-code.ts), which the build puts in the QR chunk; the show page
 * reads coupon-api.ts on its first load and must not pull that chunk in.
 */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import { COUPON_PATHS, type CouponVerifyCode, type CouponVerifyCodeRequest } from '../../types/api/coupon'
import { verifySource } from '../../types/rules/coupon-verify-code'

/**
 * An offline coupon's current verify code (buyer/v5/coupons/verify/code). Errors not handled: the popup shows
 * its own error state (the gateway's words) with a retry, and its quiet refreshes every 30 s must not toast.
 */
export function couponVerifyCodes(couponId: string, orderId?: string) {
  const body: CouponVerifyCodeRequest = { couponId, source: verifySource(orderId), ...(orderId ? { orderId } : {}) }
  return api().request<CouponVerifyCode[]>({
    path: COUPON_PATHS.verifyCode,
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.low,
    handleErrors: false
  })
}
