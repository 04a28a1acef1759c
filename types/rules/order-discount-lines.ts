/**
 * The discount lines of a placed order (issue #18: "what the buyer saved and how the price was reached"),
 * as order detail and the console's order drawer list them. One order of kinds, the pricing order of
 * order-discounts.ts with the two prices that replace a ticket's public price first (a benefit card's
 * price, booking-time; a privilege code's price, privilege-step.ts): the member discount, the
 * promotion, the coupon and the points are then taken on that price. An order has a card or a privilege
 * or neither, never both.
 *
 * The lines always add up: ticket amount (public prices) + delivery fee + payment service fee − the
 * lines = the amount due.
 */
import { memberPriceFen } from './member-rules'

export const DISCOUNT_KINDS = ['CARD', 'PRIVILEGE', 'MEMBER', 'PROMOTION', 'COUPON', 'POINTS'] as const
export type DiscountKind = (typeof DISCOUNT_KINDS)[number]

/** What the lines took off in all. */
export function discountsFen(lines: readonly { amount: number }[] | undefined): number {
  return (lines ?? []).reduce((s, l) => s + l.amount, 0)
}

/**
 * The member discount percent (85 = 会员8.5折) a line was priced at, read back from its unit price and the
 * member discount per unit stored with it (order_items.member_fen; the percent itself is not stored).
 * memberPriceFen floors, so at a unit price of 1.00 or more each percent gives another price and the
 * answer is exact; below that several percents can give the same price: undefined, and the caller names
 * the discount without its 折.
 */
export function memberPercentOf(unitFen: number, memberOffUnitFen: number): number | undefined {
  if (memberOffUnitFen <= 0 || memberOffUnitFen > unitFen) return undefined
  const found: number[] = []
  for (let percent = 1; percent <= 99; percent++) if (unitFen - memberPriceFen(unitFen, percent) === memberOffUnitFen) found.push(percent)
  return found.length === 1 ? found[0] : undefined
}
