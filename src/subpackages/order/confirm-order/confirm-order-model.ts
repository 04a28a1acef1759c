/**
 * confirm_order's rules (product.md section 5 "Audience and tickets"): on a real-name show the attendee
 * count must equal the ticket count, unselectable attendees (under the age limit) cannot be chosen; and
 * one idempotency key per distinct order body, so a repeated tap replays the first order.
 */
import type { Audience } from '../../../../types/api/user'

export function toggleAttendee(chosen: readonly string[], audience: Pick<Audience, 'id' | 'selectable'>, ticketCount: number): string[] {
  if (chosen.includes(audience.id)) return chosen.filter((id) => id !== audience.id)
  if (audience.selectable === false || chosen.length >= ticketCount) return [...chosen]
  return [...chosen, audience.id]
}

export function attendeesReady(realName: boolean, chosen: readonly string[], ticketCount: number): boolean {
  return !realName || chosen.length === ticketCount
}

/** The same body gets the same key for the life of the page; a changed body a new one. */
export function idempotencyKeys(newKey: () => string): (body: unknown) => string {
  const keys = new Map<string, string>()
  return (body) => {
    const json = JSON.stringify(body)
    let key = keys.get(json)
    if (!key) {
      key = newKey()
      keys.set(json, key)
    }
    return key
  }
}

export function newIdempotencyKey(): string {
  return `ck-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

/**
 * The attendees chosen once the list is read again (the page shown again, back from adding one: issue
 * #14 "an attendee added from confirm order is not listed on return"): those chosen stay chosen while
 * they are still listed; one that was not in the list before (`before`, the ids of the previous reading)
 * is chosen too while tickets still lack an attendee and the show's age limit lets them come.
 */
export function chosenAfterReload(
  chosen: readonly string[],
  before: readonly string[] | undefined,
  people: readonly Pick<Audience, 'id' | 'selectable'>[],
  ticketCount: number
): string[] {
  const kept = chosen.filter((id) => people.some((a) => a.id === id))
  if (!before) return kept
  for (const a of people) {
    if (kept.length >= ticketCount) break
    if (!before.includes(a.id) && a.selectable !== false && !kept.includes(a.id)) kept.push(a.id)
  }
  return kept
}

/**
 * Toggling a coupon on confirm order (product.md "On the confirm-order page, usable coupons can be toggled
 * checked"): an unusable one never; a checked one off; an exchange coupon joins the other exchange coupons
 * checked (one ticket each, order-discounts.ts), any other coupon replaces what was checked (one coupon of
 * the other kinds per order). The gateway re-prices the result (pre_order) and refuses what does not fit.
 */
export function toggleCoupon(
  checked: readonly string[],
  coupon: { couponId: string; usable: boolean; couponType: string },
  all: ReadonlyArray<{ couponId: string; couponType: string }>
): string[] {
  if (!coupon.usable) return [...checked]
  if (checked.includes(coupon.couponId)) return checked.filter((id) => id !== coupon.couponId)
  if (coupon.couponType !== 'EXCHANGE') return [coupon.couponId]
  const exchange = new Set(all.filter((c) => c.couponType === 'EXCHANGE').map((c) => c.couponId))
  return [...checked.filter((id) => exchange.has(id)), coupon.couponId]
}
