/**
 * What a parking stay costs (issue #33 "Venue services": "the lot's fee rule with free minutes, steps and a
 * daily cap ... exit grace time after paying"). Pure: the gateway quotes and charges with it, the app and
 * the console show the same numbers.
 *
 * - A stay is counted in whole minutes started (30 min 1 s is 31 minutes).
 * - A stay of at most `freeMinutes` costs nothing; a longer one is charged from its entry, free minutes
 *   included (the usual lot sign: "free within 30 minutes").
 * - It is charged `stepFen` per step of `stepMinutes` started, counted from the entry.
 * - Each step belongs to the merchant-local calendar day it starts in; a day's steps cost at most
 *   `dailyCapFen` (null: no cap), so a stay over midnight is capped once per day.
 * - After paying, the car has `graceMinutes` to leave; past that the time since entry is quoted again and
 *   what was already settled is taken off.
 */
import { localDate, type MerchantZone } from './merchant-time'

export interface ParkingFeeRule {
  freeMinutes: number
  stepMinutes: number
  stepFen: number
  /** The most one merchant-local calendar day's steps cost; null: no cap. */
  dailyCapFen: number | null
  graceMinutes: number
}

export interface ParkingDayFee {
  /** The merchant-local date, yyyy-MM-dd. */
  date: string
  steps: number
  /** The day's steps at full price, before the cap. */
  stepsFen: number
  /** What the day costs: its steps, capped. */
  feeFen: number
  capped: boolean
}

export interface ParkingFee {
  minutes: number
  /** Within the free minutes: nothing to pay. */
  free: boolean
  days: ParkingDayFee[]
  feeFen: number
}

const MINUTE = 60_000

/** Whole minutes started between entry and the moment (0 when the moment is not after the entry). */
export function stayMinutes(entryAt: number, at: number): number {
  return at > entryAt ? Math.ceil((at - entryAt) / MINUTE) : 0
}

/** What is wrong with a rule the console sends, if anything (the database checks the same bounds). */
export function parkingRuleProblem(rule: ParkingFeeRule): string | undefined {
  const whole = (n: number) => Number.isInteger(n) && n >= 0
  if (!whole(rule.freeMinutes) || rule.freeMinutes > 24 * 60) return 'freeMinutes'
  if (!whole(rule.stepMinutes) || rule.stepMinutes < 1 || rule.stepMinutes > 24 * 60) return 'stepMinutes'
  if (!whole(rule.stepFen) || rule.stepFen > 1_000_000) return 'stepFen'
  if (rule.dailyCapFen !== null && (!whole(rule.dailyCapFen) || rule.dailyCapFen < 1)) return 'dailyCapFen'
  if (!whole(rule.graceMinutes) || rule.graceMinutes > 24 * 60) return 'graceMinutes'
  return undefined
}

/** The fee of a stay from `entryAt` to `at` (epoch ms) under the rule, days in the merchant's zone. */
export function parkingFee(rule: ParkingFeeRule, entryAt: number, at: number, zone: MerchantZone): ParkingFee {
  const minutes = stayMinutes(entryAt, at)
  if (minutes <= rule.freeMinutes) return { minutes, free: true, days: [], feeFen: 0 }
  const steps = Math.ceil(minutes / rule.stepMinutes)
  const days: ParkingDayFee[] = []
  for (let i = 0; i < steps; i++) {
    const date = localDate(entryAt + i * rule.stepMinutes * MINUTE, zone)
    const last = days[days.length - 1]
    if (last && last.date === date) last.steps++
    else days.push({ date, steps: 1, stepsFen: 0, feeFen: 0, capped: false })
  }
  for (const d of days) {
    d.stepsFen = d.steps * rule.stepFen
    d.capped = rule.dailyCapFen !== null && d.stepsFen > rule.dailyCapFen
    d.feeFen = d.capped && rule.dailyCapFen !== null ? rule.dailyCapFen : d.stepsFen
  }
  return { minutes, free: false, days, feeFen: days.reduce((s, d) => s + d.feeFen, 0) }
}

/** Until when a stay settled at `paidAt` may leave without paying again. */
export function paidUntil(rule: Pick<ParkingFeeRule, 'graceMinutes'>, paidAt: number): number {
  return paidAt + rule.graceMinutes * MINUTE
}

/**
 * What is still owed on a stay at `at`: nothing while within the paid-until time; otherwise the stay's fee
 * so far less what earlier payments settled (a coupon's share counts as settled: it was the fee).
 */
export function parkingDue(
  rule: ParkingFeeRule,
  stay: { entryAt: number; settledFen: number; paidUntil: number | null },
  at: number,
  zone: MerchantZone
): { fee: ParkingFee; dueFen: number } {
  const fee = parkingFee(rule, stay.entryAt, at, zone)
  if (stay.paidUntil !== null && at <= stay.paidUntil) return { fee, dueFen: 0 }
  return { fee, dueFen: Math.max(0, fee.feeFen - stay.settledFen) }
}
