/**
 * The coupon confirm order checks for the buyer (product.md "Other states": "Best-coupon pick: usable
 * exchange coupons first (first N); otherwise the usable non-exchange coupon with the highest
 * discountAmount, ties broken by earliest expireTime, then the narrowest usage limits."). One pure
 * function, so the page's preselection (merchant setting autoChooseBestCoupon) and the gateway's agree.
 *
 * Definitions where the spec is brief:
 * - "first N": exchange coupons are taken earliest expireTime first (then narrowest, then couponId), each
 *   making one unit of its scope free, dearest first, no unit twice (coupon-rules.ts claimExchangeUnits,
 *   which moves an earlier coupon to another unit when that lets one more coupon be used), until N are
 *   taken or no unit is left. N is the caller's `maxExchange`; left out, it is as many as the cart
 *   has units, one coupon per ticket or item.
 * - "narrowest usage limits" compares the usage limits (couponUseLimitVO under its useCouponRule) by, in
 *   turn: (1) the level of the scope, finest first: seat plans (tiers) 0, sessions 1, shows or named
 *   goods 2, venues 3, show types / tags or goods categories 4, every show 5, every product 6; (2) the
 *   number of ids listed at that level, fewer first; (3) the number of couponBizTypes, fewer first. Why:
 *   of two coupons worth the same, using the one that fits fewer other purchases keeps the wider one
 *   usable for the buyer's next order. Equal on all three: couponId, so the pick never depends on the
 *   order a list arrived in.
 */
import { checkCoupon, claimExchangeUnits, couponValueKind, type CartLine, type CouponRule } from './coupon-rules'

/** (level, ids at that level, biz types): compared in that order, smaller is narrower. */
export function narrowness(c: Pick<CouponRule, 'useCouponRule' | 'couponUseLimitVO' | 'couponBizTypes'>): [number, number, number] {
  const v = c.couponUseLimitVO ?? {}
  const n = (list: readonly string[] | undefined) => list?.length ?? 0
  const biz = c.couponBizTypes.length
  switch (c.useCouponRule) {
    case 'LIMIATION_SHOW_SESSION_SEATPLAN':
      if (n(v.seatPlanIds)) return [0, n(v.seatPlanIds), biz]
      if (n(v.showSessionIds)) return [1, n(v.showSessionIds), biz]
      return [2, n(v.showIds), biz]
    case 'LIMIATION_ITEM':
      return [2, n(v.itemIds), biz]
    case 'LIMIATION_VENUE_USE':
      return [3, n(v.venueIds), biz]
    case 'LIMIATION_SHOW_TYPE_OR_TAG':
      return [4, n(v.showTypes) + n(v.tagIds), biz]
    case 'LIMIATION_ITEM_CATEGORY':
      return [4, n(v.categoryIds), biz]
    case 'ALL_SHOW':
      return [5, 0, biz]
    case 'ALL_PRODUCT':
      return [6, 0, biz]
  }
}

/** Negative when `a` has the narrower usage limits. */
export function compareNarrowness(a: CouponRule, b: CouponRule): number {
  const x = narrowness(a)
  const y = narrowness(b)
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i]
  return 0
}

const byId = (a: CouponRule, b: CouponRule) => (a.couponId < b.couponId ? -1 : a.couponId > b.couponId ? 1 : 0)

/** Earliest expireTime, then narrowest, then couponId: the tie order of the spec's rule. */
export function compareExpiryThenNarrowness(a: CouponRule, b: CouponRule): number {
  return a.expireTime - b.expireTime || compareNarrowness(a, b) || byId(a, b)
}

export interface PickedCoupon {
  couponId: string
  discountAmount: number
  /** EXCHANGE only: the line whose unit this coupon makes free. */
  lineId?: string
}

export interface BestCouponPick {
  kind: 'EXCHANGE' | 'SINGLE' | 'NONE'
  coupons: PickedCoupon[]
  /** Their discounts added up. */
  discountAmount: number
}

export function pickBestCoupons(
  coupons: readonly CouponRule[],
  cart: readonly CartLine[],
  now: number,
  options: { maxExchange?: number } = {}
): BestCouponPick {
  const maxExchange = options.maxExchange ?? Infinity
  if (!(maxExchange >= 0)) throw new RangeError(`maxExchange must be 0 or more, got ${maxExchange}`)
  const exchange = coupons.filter((c) => couponValueKind(c.couponType) === 'EXCHANGE').sort(compareExpiryThenNarrowness)
  const claims = maxExchange > 0 ? claimExchangeUnits(exchange, cart, now, maxExchange) : []
  if (claims.length) {
    return {
      kind: 'EXCHANGE',
      coupons: claims.map((c) => ({ couponId: c.couponId, discountAmount: c.discountAmount, lineId: c.lineId })),
      discountAmount: claims.reduce((s, c) => s + c.discountAmount, 0)
    }
  }
  let best: { coupon: CouponRule; discountAmount: number } | undefined
  for (const coupon of coupons) {
    if (couponValueKind(coupon.couponType) === 'EXCHANGE') continue
    const check = checkCoupon(coupon, cart, now)
    if (!check.usable) continue
    if (
      !best ||
      check.discountAmount > best.discountAmount ||
      (check.discountAmount === best.discountAmount && compareExpiryThenNarrowness(coupon, best.coupon) < 0)
    ) {
      best = { coupon, discountAmount: check.discountAmount }
    }
  }
  if (!best) return { kind: 'NONE', coupons: [], discountAmount: 0 }
  return {
    kind: 'SINGLE',
    coupons: [{ couponId: best.coupon.couponId, discountAmount: best.discountAmount }],
    discountAmount: best.discountAmount
  }
}
