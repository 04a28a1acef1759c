/**
 * Paid membership's rules (issue #18 "paid membership (member-confirm → pay through the same cashier →
 * member-pay-success)"; the lead's brief: "the buyer holds the level until an expiry (renewal extends from
 * the later of now and the current expiry). While paid membership is active, the buyer's level is
 * max(growth level, paid level); at expiry it falls back"; "the expiry/renewal date math with dayjs in the
 * merchant's time zone").
 */
import {
  durationText,
  heldPosition,
  planProblem,
  termActive,
  termEnd,
  termStart,
  type DurationUnit
} from '../types/rules/paid-member-rules'

const at = (iso: string) => new Date(iso)

describe('termStart: "renewal extends from the later of now and the current expiry"', () => {
  test.each<[string, string | undefined, string]>([
    ['2026-05-01T02:00:00Z', undefined, '2026-05-01T02:00:00Z'],
    ['2026-05-01T02:00:00Z', '2026-06-01T02:00:00Z', '2026-06-01T02:00:00Z'],
    ['2026-05-01T02:00:00Z', '2026-04-01T02:00:00Z', '2026-05-01T02:00:00Z'],
    ['2026-05-01T02:00:00Z', '2026-05-01T02:00:00Z', '2026-05-01T02:00:00Z']
  ])('now %s, current end %s → starts %s', (now, end, start) => {
    expect(termStart(at(now), end ? at(end) : undefined).toISOString()).toBe(at(start).toISOString())
  })
})

describe("termEnd: days and calendar months on the merchant's wall clock", () => {
  test.each<[string, DurationUnit, number, string, string]>([
    // Shanghai 10:00 on 31 January + 1 month → 10:00 on 28 February there (no 31 February).
    ['2026-01-31T02:00:00Z', 'MONTH', 1, 'Asia/Shanghai', '2026-02-28T02:00:00.000Z'],
    // A leap year's February.
    ['2028-01-31T02:00:00Z', 'MONTH', 1, 'Asia/Shanghai', '2028-02-29T02:00:00.000Z'],
    ['2026-03-15T02:00:00Z', 'MONTH', 12, 'Asia/Shanghai', '2027-03-15T02:00:00.000Z'],
    ['2026-03-15T02:00:00Z', 'DAY', 30, 'Asia/Shanghai', '2026-04-14T02:00:00.000Z'],
    // 23:30 on 31 March in Shanghai is 15:30 UTC the same day: its month ends on 30 April there, not 1 May.
    ['2026-03-31T15:30:00Z', 'MONTH', 1, 'Asia/Shanghai', '2026-04-30T15:30:00.000Z'],
    // New York across the spring DST change: the same wall-clock 09:00, an hour less in UTC.
    ['2026-03-01T14:00:00Z', 'DAY', 10, 'America/New_York', '2026-03-11T13:00:00.000Z'],
    ['2026-03-01T14:00:00Z', 'MONTH', 1, 'America/New_York', '2026-04-01T13:00:00.000Z']
  ])('%s + %s×%i in %s → %s', (start, unit, count, zone, end) => {
    expect(termEnd(at(start), unit, count, zone).toISOString()).toBe(end)
  })
})

describe('termActive: a term counts from its start until (not at) its end', () => {
  const term = { startsAt: at('2026-05-01T00:00:00Z'), endsAt: at('2026-06-01T00:00:00Z') }
  test.each<[string, boolean]>([
    ['2026-04-30T23:59:59Z', false],
    ['2026-05-01T00:00:00Z', true],
    ['2026-05-31T23:59:59Z', true],
    ['2026-06-01T00:00:00Z', false]
  ])('at %s → %p', (now, active) => expect(termActive(term, at(now))).toBe(active))
})

describe('heldPosition: "the buyer\'s level is max(growth level, paid level); at expiry it falls back"', () => {
  test.each<[number, number[], number, boolean]>([
    [0, [], 0, false],
    [0, [2], 2, true],
    [2, [1], 2, false],
    [1, [1], 1, false],
    [0, [1, 3, 2], 3, true]
  ])('growth level %i, paid %p → %i (paid %p)', (growth, paid, position, isPaid) => {
    expect(heldPosition(growth, paid)).toEqual({ position, paid: isPaid })
  })
})

describe("planProblem: the console's bounds", () => {
  test.each<[number, DurationUnit, number, string | undefined]>([
    [9900, 'MONTH', 1, undefined],
    [1, 'DAY', 1, undefined],
    [100_000_000, 'DAY', 3650, undefined],
    [0, 'DAY', 30, 'price'],
    [100_000_001, 'DAY', 30, 'price'],
    [99.5, 'DAY', 30, 'price'],
    [100, 'DAY', 0, 'duration'],
    [100, 'DAY', 3651, 'duration'],
    [100, 'MONTH', 121, 'duration'],
    [100, 'MONTH', 1.5, 'duration']
  ])('%p fen for %s×%p → %p', (priceFen, unit, count, problem) => {
    expect(planProblem({ priceFen, unit, count })).toBe(problem)
  })
})

describe('durationText: the term as buyers read it', () => {
  test.each<[DurationUnit, number, 'zh-CN' | 'zh-MO' | 'en-US', string]>([
    ['DAY', 30, 'zh-CN', '30天'],
    ['MONTH', 3, 'zh-CN', '3个月'],
    ['MONTH', 3, 'zh-MO', '3個月'],
    ['MONTH', 12, 'zh-CN', '1年'],
    ['MONTH', 24, 'en-US', '2 years'],
    ['MONTH', 12, 'en-US', '1 year'],
    ['MONTH', 1, 'en-US', '1 month'],
    ['DAY', 1, 'en-US', '1 day']
  ])('%s×%i in %s → %s', (unit, count, locale, text) => expect(durationText(unit, count, locale)).toBe(text))
})
