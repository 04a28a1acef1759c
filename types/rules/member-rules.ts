/**
 * Membership (issue #18 "Member levels with rights ..., growth value from paid orders, level-up and
 * birthday popups with 'no longer remind', ... the member discount (会员N折) applied in pricing"):
 * the level a growth value reaches, the member price and its label, and when the two popups show.
 *
 * product.md: "Prime privilege: ... formatDiscount, shown as 会员N折"; "Level-upgrade popup: Message:
 * congratulations, upgraded to {level name}, with a list of highlighted user-visible rights"; "Level-upgrade
 * and birthday popups: on closing, a 'no longer remind' call is made unless the server said it was
 * already set."
 *
 * Choices where the spec is silent:
 * - Levels are reached at their threshold (growth ≥ threshold), the base level has threshold 0, so every
 *   member has a level.
 * - The member price is per unit (each ticket's price floored in the buyer's favour, discount-percent.ts),
 *   so each ticket carries a price of its own for a later per-ticket refund.
 * - The birthday popup shows in the birthday's month (in the merchant's calendar), not only on the day: a
 *   buyer who does not open the app on the day still gets the gift pack; 'no longer remind' stops it for
 *   the rest of that month. A 29 February birthday is in February every year.
 */
import type { Locale } from './language-tag'
import { discountedFen, formatDiscount } from './discount-percent'

export interface MemberLevel {
  levelId: string
  primeLevelName: string
  /** Growth value needed to reach the level. */
  threshold: number
}

export type MemberLevelsProblem = 'empty' | 'no_base' | 'threshold' | 'order'

/** The first thing wrong with a merchant's levels: thresholds whole, the first 0, strictly rising. */
export function memberLevelsProblem(levels: readonly MemberLevel[]): MemberLevelsProblem | undefined {
  if (!levels.length) return 'empty'
  for (const l of levels) if (!Number.isSafeInteger(l.threshold) || l.threshold < 0) return 'threshold'
  if (levels[0].threshold !== 0) return 'no_base'
  for (let i = 1; i < levels.length; i++) if (levels[i].threshold <= levels[i - 1].threshold) return 'order'
  return undefined
}

function assertLevels(levels: readonly MemberLevel[]): void {
  const problem = memberLevelsProblem(levels)
  if (problem) throw new RangeError(`member levels: ${problem}`)
}

function assertGrowth(growth: number): void {
  if (!Number.isSafeInteger(growth) || growth < 0) throw new RangeError(`growth value must be a non-negative integer, got ${growth}`)
}

/** The highest level whose threshold the growth value reaches. */
export function levelOf(growth: number, levels: readonly MemberLevel[]): MemberLevel {
  assertLevels(levels)
  assertGrowth(growth)
  let level = levels[0]
  for (const l of levels) if (growth >= l.threshold) level = l
  return level
}

/** The next level and the growth value still needed for it; undefined at the top level. */
export function nextLevel(growth: number, levels: readonly MemberLevel[]): { level: MemberLevel; growthNeeded: number } | undefined {
  assertLevels(levels)
  assertGrowth(growth)
  const next = levels.find((l) => l.threshold > growth)
  return next && { level: next, growthNeeded: next.threshold - growth }
}

/** A unit price at the member discount (85 = 会员8.5折), floored to the fen. */
export function memberPriceFen(priceFen: number, percent: number): number {
  return discountedFen(priceFen, percent)
}

/** The label of a member discount: 会员8.5折, 會員8.5折, "Members 15% off". */
export function memberDiscountLabel(percent: number, locale: Locale): string {
  const zhe = formatDiscount(percent)
  if (locale === 'zh-MO') return `會員${zhe}折`
  if (locale === 'en-US') return `Members ${100 - percent}% off`
  return `会员${zhe}折`
}

export interface PrimeRight {
  icon: string
  primeRightTypeName: string
  badgeDesc?: string
  isDisplayToUser: boolean
  isHighlight: boolean
}

/** The rights the level-up popup lists: "a list of highlighted user-visible rights". */
export function levelUpRights(rights: readonly PrimeRight[]): PrimeRight[] {
  return rights.filter((r) => r.isDisplayToUser && r.isHighlight)
}

/**
 * Whether the level-up popup shows: the buyer's level is above the last one the popup was closed on, and
 * the server has not recorded 'no longer remind' for it.
 */
export function showLevelUpPopup(
  state: { levelId: string; acknowledgedLevelId?: string; noLongerRemind: boolean },
  levels: readonly MemberLevel[]
): boolean {
  assertLevels(levels)
  if (state.noLongerRemind) return false
  const rank = (id: string | undefined) => levels.findIndex((l) => l.levelId === id)
  const now = rank(state.levelId)
  // An unknown acknowledged level counts as the base: a first level-up is shown once.
  return now > Math.max(rank(state.acknowledgedLevelId), 0)
}

/**
 * Whether the birthday popup shows on the merchant's day `today` ("YYYY-MM-DD"): the birthday
 * ("YYYY-MM-DD" or "MM-DD") falls in this month, there are gifts, and 'no longer remind' is not set.
 */
export function showBirthdayPopup(state: { birthday?: string; today: string; noLongerRemind: boolean; giftCount: number }): boolean {
  if (state.noLongerRemind || state.giftCount <= 0 || !state.birthday) return false
  const month = /^(?:\d{4}-)?(\d{2})-\d{2}$/.exec(state.birthday)?.[1]
  const todayMonth = /^\d{4}-(\d{2})-\d{2}$/.exec(state.today)?.[1]
  return !!month && month === todayMonth
}

/** On closing either popup: call no_longer_remind unless the server said it was already set. */
export function callNoLongerRemindOnClose(alreadySetByServer: boolean): boolean {
  return !alreadySetByServer
}
