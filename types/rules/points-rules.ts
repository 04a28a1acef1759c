/**
 * Points and growth value (issue #18 "Points: earned from paid orders by the merchant's rate ... and the
 * spec's points formula on confirm order ... as a shared rule module").
 *
 * product.md section 5: "Points: the point price is the smaller of (order amount times the
 * limit-proportion percent) and (points owned divided by rate), both floored. Points used equal that price
 * times rate."
 *
 * Units, where the spec is silent: `rate` is points per yuan ("100积分抵1元" is rate 100), the way
 * merchants state it, and "floored" floors to the whole yuan, so the point price is always whole yuan and
 * points used = price in yuan × rate is a whole number of points with nothing lost to rounding. (Flooring
 * to the fen would need a rate in points per fen, fractional for every usual rate.) The point price is
 * returned in fen like every amount.
 *
 * Earning: the merchant's rate is `points` per `perYuan` yuan paid (1 point per yuan: {points: 1,
 * perYuan: 1}; 1 point per 10 yuan: {points: 1, perYuan: 10}), floored to the whole point, counted on
 * the cash the buyer paid, not on what points or coupons paid (points never earn points). Growth value
 * uses the same shape with its own rate.
 */
import { assertFen } from './discount-percent'

export interface PointsSetting {
  /** Points per yuan of point price. */
  rate: number
  /** The share of the order amount points may pay, in percent 0-100. */
  limitProportion: number
}

export interface PointPrice {
  /** What the points pay, in fen (whole yuan). */
  pointPriceFen: number
  pointsUsed: number
}

function assertCount(n: number, what: string, min = 0): void {
  if (!Number.isSafeInteger(n) || n < min) throw new RangeError(`${what} must be an integer of at least ${min}, got ${n}`)
}

/** The points the buyer may use on an order of `orderFen` (after member discount and coupon). */
export function pointPrice(orderFen: number, pointsOwned: number, setting: PointsSetting): PointPrice {
  assertFen(orderFen, 'order amount')
  assertCount(pointsOwned, 'points owned')
  assertCount(setting.rate, 'rate', 1)
  assertCount(setting.limitProportion, 'limitProportion')
  if (setting.limitProportion > 100) throw new RangeError(`limitProportion is a percent 0-100, got ${setting.limitProportion}`)
  // orderFen × percent / 100 is fen; a further / 100 is yuan. Integer maths: exact for any real order.
  const byLimitYuan = Math.floor((orderFen * setting.limitProportion) / 10000)
  const byPointsYuan = Math.floor(pointsOwned / setting.rate)
  const yuan = Math.min(byLimitYuan, byPointsYuan)
  return { pointPriceFen: yuan * 100, pointsUsed: yuan * setting.rate }
}

export interface EarnRate {
  /** Points (or growth value) given ... */
  points: number
  /** ... per this many yuan paid. */
  perYuan: number
}

function earned(paidFen: number, rate: EarnRate): number {
  assertFen(paidFen, 'paid amount')
  assertCount(rate.points, 'points of the rate')
  assertCount(rate.perYuan, 'perYuan of the rate', 1)
  return Math.floor((paidFen * rate.points) / (rate.perYuan * 100))
}

/** Points a paid order earns: its cash paid in fen at the merchant's rate, floored. */
export function pointsEarned(paidFen: number, rate: EarnRate): number {
  return earned(paidFen, rate)
}

/** Growth value a paid order earns, the same way at the growth rate. */
export function growthEarned(paidFen: number, rate: EarnRate): number {
  return earned(paidFen, rate)
}
