/**
 * Paid membership (issue #18: "paid membership (member-confirm → pay through the same cashier →
 * member-pay-success)"): a plan's term, when a paid term starts and ends, and the level a buyer holds.
 * One module for the gateway (activation, the level readers) and the app (the plan's duration text).
 *
 * Choices where the spec is silent (the lead's brief):
 * - "renewal extends from the later of now and the current expiry": a term bought while the same level is
 *   still held starts where that term ends, so no paid day is lost; bought after it lapsed, it starts now.
 * - Months are calendar months on the merchant's wall clock (dayjs in the merchant's time zone): bought
 *   at 10:00 on 31 January, a one-month term ends at 10:00 on the last day of February there, a day
 *   count ends at the same wall-clock time that many days on (a 23 or 25 hour day across a DST change).
 * - "While paid membership is active, the buyer's level is max(growth level, paid level)": the higher of
 *   the two in the merchant's ladder; when the paid term ends the growth level is back, nothing written.
 */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import timezone from 'dayjs/plugin/timezone'
import { formatLocal } from './merchant-time'
import type { Locale } from './language-tag'

dayjs.extend(utc)
dayjs.extend(timezone)

export type DurationUnit = 'DAY' | 'MONTH'

export interface PlanTerms {
  priceFen: number
  unit: DurationUnit
  count: number
}

/** The console's bounds: a plan costs 0.01 to 1,000,000 yuan and lasts 1 to 3650 days or 1 to 120 months. */
export const PLAN_LIMITS = { maxPriceFen: 100_000_000, maxDays: 3650, maxMonths: 120 } as const

export type PlanProblem = 'price' | 'duration'

/** The first thing wrong with a plan's price or term, or undefined. */
export function planProblem(p: PlanTerms): PlanProblem | undefined {
  if (!Number.isSafeInteger(p.priceFen) || p.priceFen < 1 || p.priceFen > PLAN_LIMITS.maxPriceFen) return 'price'
  const max = p.unit === 'DAY' ? PLAN_LIMITS.maxDays : p.unit === 'MONTH' ? PLAN_LIMITS.maxMonths : 0
  if (!Number.isSafeInteger(p.count) || p.count < 1 || p.count > max) return 'duration'
  return undefined
}

/** Where a paid term starts: the later of now and the end of the buyer's current term of that level. */
export function termStart(now: Date, currentEnd: Date | undefined): Date {
  return currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now
}

/** The end of a term of `count` days or calendar months from `start`, on the merchant's wall clock. */
export function termEnd(start: Date, unit: DurationUnit, count: number, zone: string): Date {
  const wall = formatLocal(start, zone, 'YYYY-MM-DDTHH:mm:ss.SSS')
  const moved = dayjs
    .utc(wall)
    .add(count, unit === 'DAY' ? 'day' : 'month')
    .format('YYYY-MM-DDTHH:mm:ss.SSS')
  return dayjs.tz(moved, zone).toDate()
}

/** A paid term that counts now: started and not yet ended (end exclusive). */
export function termActive(term: { startsAt: Date; endsAt: Date }, now: Date): boolean {
  return term.startsAt.getTime() <= now.getTime() && now.getTime() < term.endsAt.getTime()
}

/**
 * The level a buyer holds: the growth level, or the highest level of a paid term active now when that is
 * higher in the ladder (positions, 0 the base). `paid` lists the positions of the active terms' levels.
 */
export function heldPosition(growthPosition: number, activePaidPositions: readonly number[]): { position: number; paid: boolean } {
  const best = activePaidPositions.reduce((m, p) => Math.max(m, p), -1)
  return best > growthPosition ? { position: best, paid: true } : { position: growthPosition, paid: false }
}

const UNIT_TEXT: Record<Locale, Record<DurationUnit, (n: number) => string>> = {
  'zh-CN': { DAY: (n) => `${n}天`, MONTH: (n) => (n % 12 === 0 ? `${n / 12}年` : `${n}个月`) },
  'zh-MO': { DAY: (n) => `${n}天`, MONTH: (n) => (n % 12 === 0 ? `${n / 12}年` : `${n}個月`) },
  'en-US': {
    DAY: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
    MONTH: (n) => (n % 12 === 0 ? `${n / 12} ${n === 12 ? 'year' : 'years'}` : `${n} ${n === 1 ? 'month' : 'months'}`)
  }
}

/** A plan's term as buyers read it: 30天, 12个月 → 1年, "3 months". */
export function durationText(unit: DurationUnit, count: number, locale: Locale): string {
  return UNIT_TEXT[locale][unit](count)
}
