/**
 * A discount written the way Chinese price tags write it (折): the percent of the price the buyer still
 * pays, an integer 1-99. 85 is "8.5折" (15% off), 90 is "9折". Coupons of the DISCOUNT kinds (product.md
 * "Coupon": discount) and the member discount ("formatDiscount, shown as 会员N折") both use it, so one
 * rounding rule serves both.
 *
 * Why an integer percent and not the Show entity's 0-1 `discount`: a float like 0.85 times a fen amount
 * is not exact (0.85 * 100 = 84.99999...), while `fen * 85 / 100` floors exactly. Whole percents are
 * what merchants set (a tenth of a 折); the gateway maps a show's 0.85 to 85 where the two meet.
 *
 * Rounding: the discounted price is rounded DOWN to the fen, i.e. in the buyer's favour, as the refund fee
 * is (refund-rule.ts): the buyer never pays more than the 折 on the tag says. 8.5折 of 9.99 yuan is 8.49,
 * not 8.50.
 */

export function isDiscountPercent(percent: unknown): percent is number {
  return typeof percent === 'number' && Number.isInteger(percent) && percent >= 1 && percent <= 99
}

/** Non-negative whole fen, or a RangeError: money in the rule modules is integer fen, never a float yuan. */
export function assertFen(fen: number, what: string): void {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`${what} must be a non-negative integer of fen, got ${fen}`)
}

/** What a price of `fen` costs at `percent` (85 = 8.5折), floored to the fen. */
export function discountedFen(fen: number, percent: number): number {
  assertFen(fen, 'price')
  if (!isDiscountPercent(percent)) throw new RangeError(`discount must be an integer percent 1-99, got ${percent}`)
  // fen * percent stays exact below 2^53 for any price under 90 trillion yuan.
  return Math.floor((fen * percent) / 100)
}

/** The 折 number as shown: 85 → "8.5", 90 → "9", 5 → "0.5". */
export function formatDiscount(percent: number): string {
  if (!isDiscountPercent(percent)) throw new RangeError(`discount must be an integer percent 1-99, got ${percent}`)
  return percent % 10 === 0 ? String(percent / 10) : `${Math.floor(percent / 10)}.${percent % 10}`
}
