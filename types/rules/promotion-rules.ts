/**
 * Promotions (issue #18 "Promotions: list and detail, channel and outer discounts, ticket packages / combo
 * activities (cross-show sessions at a fixed amount) with their four pages and the combo price call";
 * product.md "Ticket package: grantorMerchantId, promotionId, activityType (CROSS_SHOW_SESSION),
 * promotionMethod (FIXED_AMOUNT)"). The two rules both sides share, pure and in integer fen:
 *
 * - channelUnitOffFen: what a channel discount takes off one ticket. PERCENT is written as 折 (85 = 8.5折,
 *   discount-percent.ts) and the discounted price is floored, in the buyer's favour, as every 折 here is;
 *   AMOUNT is fen off each ticket, never below 0 (a 50-yuan-off discount on a 30-yuan ticket makes it free,
 *   it does not pay the buyer).
 * - quotePackage: the combo price of a selection (one session and tier per slot): the fixed amount × sets,
 *   the tiers' own prices, the saving, and each slot's share of the amount (allocate-fen.ts in proportion to
 *   the tiers' prices), which is what each child order of a package purchase is priced at. A package never
 *   costs more than its tickets bought alone: when the fixed amount is above the tiers' prices the buyer
 *   pays the tiers' prices (saving 0) — a polished store does not charge a "combo" premium.
 */
import { allocateFen } from './allocate-fen'
import { assertFen, discountedFen, isDiscountPercent } from './discount-percent'

export const PROMOTION_KINDS = ['CHANNEL', 'PACKAGE'] as const
export type PromotionKind = (typeof PROMOTION_KINDS)[number]
export const DISCOUNT_KINDS = ['PERCENT', 'AMOUNT'] as const
export type ChannelDiscountKind = (typeof DISCOUNT_KINDS)[number]
/** product.md "Ticket package": the only activity type and promotion method packages have. */
export const ACTIVITY_TYPE = 'CROSS_SHOW_SESSION'
export const PROMOTION_METHOD = 'FIXED_AMOUNT'
/** How many slots a package may have, and sets one purchase may take. */
export const PACKAGE_SLOTS_MIN = 2
export const PACKAGE_SLOTS_MAX = 6
export const PACKAGE_SETS_MAX = 10

export interface ChannelDiscount {
  kind: ChannelDiscountKind
  /** PERCENT: the percent still paid (85 = 8.5折); AMOUNT: fen off each ticket. */
  value: number
}

export function channelUnitOffFen(unitFen: number, discount: ChannelDiscount): number {
  assertFen(unitFen, 'unit price')
  if (discount.kind === 'PERCENT') return unitFen - discountedFen(unitFen, discount.value)
  assertFen(discount.value, 'amount off')
  return Math.min(unitFen, discount.value)
}

/** Why a channel discount the console sends is refused, or undefined when it holds. */
export function channelDiscountProblem(discount: ChannelDiscount): 'VALUE' | undefined {
  if (discount.kind === 'PERCENT') return isDiscountPercent(discount.value) ? undefined : 'VALUE'
  return Number.isSafeInteger(discount.value) && discount.value > 0 ? undefined : 'VALUE'
}

export interface PackageSlotPick {
  slot: number
  /** The chosen tier's price per ticket. */
  priceFen: number
}

export interface PackageQuote {
  sets: number
  /** fixed amount × sets, before the cap. */
  fixedTotalFen: number
  /** The chosen tiers' prices × sets. */
  originalFen: number
  /** What the buyer pays: the smaller of the two. */
  payFen: number
  savingFen: number
  /** Each slot's share of payFen (in the picks' order), for all its sets: the child order's total. */
  shares: number[]
}

export type PackageQuoteProblem = 'SLOTS' | 'SETS'

export function quotePackage(
  fixedFen: number,
  slotCount: number,
  picks: readonly PackageSlotPick[],
  sets: number
): PackageQuote | { problem: PackageQuoteProblem } {
  assertFen(fixedFen, 'fixed amount')
  if (!Number.isSafeInteger(sets) || sets < 1 || sets > PACKAGE_SETS_MAX) return { problem: 'SETS' }
  // One pick per slot, every slot: "the buyer picks one session+tier per slot".
  const slots = picks.map((p) => p.slot).sort((a, b) => a - b)
  if (picks.length !== slotCount || slots.some((s, i) => s !== i)) return { problem: 'SLOTS' }
  for (const p of picks) assertFen(p.priceFen, `price of slot ${p.slot}`)
  const fixedTotalFen = fixedFen * sets
  const weights = picks.map((p) => p.priceFen * sets)
  const originalFen = weights.reduce((s, w) => s + w, 0)
  const payFen = Math.min(fixedTotalFen, originalFen)
  return { sets, fixedTotalFen, originalFen, payFen, savingFen: originalFen - payFen, shares: allocateFen(payFen, weights) }
}
