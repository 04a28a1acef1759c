/**
 * Parking rules (types/rules/parking-fee.ts, types/rules/plate.ts), issue #33: "the fee for a plate now
 * (entry time, duration, the lot's fee rule with free minutes, steps and a daily cap) ... exit grace time
 * after paying"; "the mainland and Macao/Hong Kong formats validated".
 */
import { parkingDue, parkingFee, parkingRuleProblem, paidUntil, stayMinutes, type ParkingFeeRule } from '../types/rules/parking-fee'
import { readPlate } from '../types/rules/plate'

const ZONE = 'Asia/Shanghai'
const MIN = 60_000
// 2026-11-22 08:00 in Shanghai.
const ENTRY = Date.UTC(2026, 10, 22, 0)
const rule: ParkingFeeRule = { freeMinutes: 30, stepMinutes: 60, stepFen: 500, dailyCapFen: 3000, graceMinutes: 15 }

describe('parkingFee', () => {
  test.each([
    ['nothing at the entry', 0, 0],
    ['free minutes exactly: free', 30 * MIN, 0],
    ['one second over the free minutes: a minute over, charged from the entry (one step)', 30 * MIN + 1000, 500],
    ['one minute over', 31 * MIN, 500],
    ['a step exactly: one step', 60 * MIN, 500],
    ['one minute into the second step: two steps', 61 * MIN, 1000],
    ['six steps: 3000, the cap exactly, not capped', 6 * 60 * MIN, 3000],
    ['seven steps the same day: capped at 3000', 7 * 60 * MIN, 3000]
  ])('%s', (_name, stay, fen) => {
    expect(parkingFee(rule, ENTRY, ENTRY + stay, ZONE).feeFen).toBe(fen)
  })

  test('free minutes are whole minutes started', () => {
    expect(stayMinutes(ENTRY, ENTRY + 1)).toBe(1)
    expect(stayMinutes(ENTRY, ENTRY - MIN)).toBe(0)
    expect(parkingFee(rule, ENTRY, ENTRY + 30 * MIN, ZONE).free).toBe(true)
  })

  test('a stay over midnight is capped per merchant-local day', () => {
    // 20:00 local to 10:00 local the next day: 4 steps on the first day (2000), 10 on the second (capped 3000).
    const entry = Date.UTC(2026, 10, 22, 12)
    const fee = parkingFee(rule, entry, entry + 14 * 60 * MIN, ZONE)
    expect(fee.days.map((d) => [d.date, d.steps, d.feeFen, d.capped])).toEqual([
      ['2026-11-22', 4, 2000, false],
      ['2026-11-23', 10, 3000, true]
    ])
    expect(fee.feeFen).toBe(5000)
  })

  test('a step starting before midnight belongs to that day; the next one to the new day', () => {
    // 23:30 local, 45 minutes: one step, started on the 22nd.
    const entry = Date.UTC(2026, 10, 22, 15, 30)
    expect(parkingFee(rule, entry, entry + 45 * MIN, ZONE).days.map((d) => d.date)).toEqual(['2026-11-22'])
    expect(parkingFee(rule, entry, entry + 61 * MIN, ZONE).days.map((d) => [d.date, d.steps])).toEqual([
      ['2026-11-22', 1],
      ['2026-11-23', 1]
    ])
  })

  test('midnight is the merchant’s, not UTC’s: the same six hours capped twice in Shanghai, once in Lisbon', () => {
    // 22:00 to 04:00 in Shanghai (2 steps, then 4 capped at 1500); 14:00 to 20:00 in Lisbon (6 capped once).
    const entry = Date.UTC(2026, 10, 22, 14)
    const capped = { ...rule, dailyCapFen: 1500 }
    expect(parkingFee(capped, entry, entry + 6 * 60 * MIN, ZONE).feeFen).toBe(2500)
    expect(parkingFee(capped, entry, entry + 6 * 60 * MIN, 'Europe/Lisbon').feeFen).toBe(1500)
  })

  test('no cap: every step paid', () => {
    expect(parkingFee({ ...rule, dailyCapFen: null }, ENTRY, ENTRY + 10 * 60 * MIN, ZONE).feeFen).toBe(5000)
  })
})

describe('parkingDue and the exit grace', () => {
  test('within the grace after paying nothing is due; past it, the time since paying less what was settled', () => {
    const paidAt = ENTRY + 90 * MIN // 2 steps: 1000 settled
    const until = paidUntil(rule, paidAt)
    expect(until).toBe(paidAt + 15 * MIN)
    const stay = { entryAt: ENTRY, settledFen: 1000, paidUntil: until }
    expect(parkingDue(rule, stay, until, ZONE).dueFen).toBe(0)
    // 106 minutes: still two steps, all settled.
    expect(parkingDue(rule, stay, until + MIN, ZONE).dueFen).toBe(0)
    // 121 minutes: a third step.
    expect(parkingDue(rule, stay, ENTRY + 121 * MIN, ZONE).dueFen).toBe(500)
  })
  test('unpaid: the whole fee', () => {
    expect(parkingDue(rule, { entryAt: ENTRY, settledFen: 0, paidUntil: null }, ENTRY + 61 * MIN, ZONE).dueFen).toBe(1000)
  })
})

describe('parkingRuleProblem', () => {
  test('a sound rule passes; each bad field is named', () => {
    expect(parkingRuleProblem(rule)).toBeUndefined()
    expect(parkingRuleProblem({ ...rule, stepMinutes: 0 })).toBe('stepMinutes')
    expect(parkingRuleProblem({ ...rule, freeMinutes: -1 })).toBe('freeMinutes')
    expect(parkingRuleProblem({ ...rule, stepFen: 1.5 })).toBe('stepFen')
    expect(parkingRuleProblem({ ...rule, dailyCapFen: 0 })).toBe('dailyCapFen')
    expect(parkingRuleProblem({ ...rule, graceMinutes: 2000 })).toBe('graceMinutes')
  })
})

describe('readPlate', () => {
  test.each([
    ['粤B12345', 'MAINLAND', '粤B12345'],
    [' 粤b 123-45 ', 'MAINLAND', '粤B12345'],
    ['京A1234学', 'MAINLAND', '京A1234学'],
    ['粤BD12345', 'MAINLAND', '粤BD12345'],
    ['粤B12345F', 'MAINLAND', '粤B12345F'],
    ['MX 12-34', 'MACAO', 'MX-12-34'],
    ['mx-12-34', 'MACAO', 'MX-12-34'],
    ['12-34-56', 'MACAO', '12-34-56'],
    ['AB1234', 'HONG_KONG', 'AB1234'],
    ['MX1234', 'HONG_KONG', 'MX1234'],
    ['A1', 'HONG_KONG', 'A1']
  ])('%s reads as %s %s', (input, region, plate) => {
    expect(readPlate(input)).toEqual({ region, plate })
  })
  test.each([
    ['', 'empty'],
    ['粤B1234', 'mainland too short'],
    ['粤I12345', 'I is never used'],
    ['XX12345', 'no province'],
    ['粤BD123456', 'new-energy too long'],
    ['AB12345', 'Hong Kong has at most 4 digits'],
    ['IO123', 'Hong Kong letters exclude I and O'],
    ['MX 12-345', 'Macao pairs'],
    ['粤B12345678901234567', 'too long']
  ])('%s is refused (%s)', (input) => {
    expect(readPlate(input)).toBeNull()
  })
})
