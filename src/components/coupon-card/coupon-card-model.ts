/**
 * The coupon card's rules (product.md "Other states", coupon card display, using and receiving a
 * coupon), plain so they are tested without a page:
 * - "Stamps: used, expired, refunding, received."
 * - "An owned and AVAILABLE coupon shows 'use' (ONLINE) or 'view' (otherwise)."
 * - "In receive mode, a not-obtained coupon shows 'receive' and becomes received after success."
 * - "A parking-type coupon goes to parking payment … On failure or no support, the shows page for the coupon opens."
 */
import type { CouponTemplateView, CouponView } from '../../../types/api/coupon'
import { RECEIVE_REFUSAL_CODES, refusalOfCode, type ReceiveRefusal } from '../../../types/rules/coupon-receive-flow'

export type CouponCardData = { mode: 'RECEIVE'; coupon: CouponTemplateView } | { mode: 'OWNED'; coupon: CouponView }
export type CouponStamp = 'used' | 'expired' | 'refunding' | 'received'
export type CouponAction = 'receive' | 'use' | 'view'

/** Gateway codes of the receiving refusals the page answers with its own dialog (server/src/http/app-error.ts). */
export const COUPON_NEEDS_REAL_NAME = RECEIVE_REFUSAL_CODES.REAL_NAME
export const COUPON_NEEDS_FACE_AUTH = RECEIVE_REFUSAL_CODES.FACE_AUTH

export function stampOf(card: CouponCardData): CouponStamp | null {
  if (card.mode === 'RECEIVE') return card.coupon.obtained ? 'received' : null
  switch (card.coupon.couponStatus) {
    case 'USED':
      return 'used'
    case 'EXPIRED':
      return 'expired'
    case 'REFUNDING':
      return 'refunding'
    default:
      return null
  }
}

export function actionOf(card: CouponCardData): CouponAction | null {
  if (card.mode === 'RECEIVE') return !card.coupon.obtained && !card.coupon.obtainLimited ? 'receive' : null
  if (card.coupon.couponStatus !== 'AVAILABLE') return null
  return card.coupon.useWay === 'ONLINE' ? 'use' : 'view'
}

/** Where 'use' leads: parking coupons to parking payment, every other one to the shows it applies to. */
export function couponTarget(
  coupon: Pick<CouponView, 'couponBizTypes' | 'couponTemplateId'>
): { route: 'parking_payment' } | { route: 'coupon-shows'; params: { couponTemplateId: string } } {
  const parkingOnly = coupon.couponBizTypes.length > 0 && coupon.couponBizTypes.every((b) => b === 'PARKING_FEE')
  return parkingOnly ? { route: 'parking_payment' } : { route: 'coupon-shows', params: { couponTemplateId: coupon.couponTemplateId } }
}

/** Which dialog a refused receive needs: the real-name one, the face-auth one, or none (the request layer showed its toast). */
export function refusalOf(error: unknown): ReceiveRefusal | null {
  return refusalOfCode((error as { statusCode?: number } | null)?.statusCode)
}

/** The list after a successful receive: that template is received (one fewer left). */
export function received(list: CouponTemplateView[], templateId: string): CouponTemplateView[] {
  return list.map((c) =>
    c.couponTemplateId === templateId
      ? { ...c, obtained: true, qty: Math.max(0, c.qty - 1), obtainLimited: c.perBuyerLimit <= 1 || c.qty <= 1 }
      : c
  )
}
