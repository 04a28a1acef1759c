/**
 * The parking page's plain rules (src/subpackages/venue/parking-payment/parking-view.ts): product.md
 * "Parking (login)": the buyer's plates, the stay and its fee, paying, and "exit grace time after paying".
 */
import { couponParam, durationParts, shownPlate, stayPhase } from '../src/subpackages/venue/parking-payment/parking-view'
import type { ParkingQuote } from '../types/api/parking'

const plates = [
  { plate: '粤B12345', region: 'MAINLAND' as const, addedAt: 1 },
  { plate: 'MX-12-34', region: 'MACAO' as const, addedAt: 2 }
]
const stay = (over: Partial<NonNullable<ParkingQuote['stay']>>): ParkingQuote => ({
  plate: '粤B12345',
  stay: {
    stayId: 's',
    lot: { lotId: 'l', name: 'L', address: '', freeMinutes: 30, stepMinutes: 60, stepFen: 500, dailyCapFen: 3000, graceMinutes: 15 },
    entryTime: 0,
    quotedTime: 0,
    minutes: 0,
    free: true,
    days: [],
    feeFen: 0,
    settledFen: 0,
    dueFen: 0,
    couponFen: 0,
    payFen: 0,
    paidUntil: null,
    coupons: [],
    checkedCouponId: null,
    ...over
  }
})

test('the plate shown: the chosen one while saved, else the first', () => {
  expect(shownPlate(plates, 'MX-12-34')).toBe('MX-12-34')
  expect(shownPlate(plates, 'gone')).toBe('粤B12345')
  expect(shownPlate([], undefined)).toBeUndefined()
})

test('duration in hours and minutes', () => {
  expect(durationParts(0)).toEqual({ hours: 0, minutes: 0 })
  expect(durationParts(61)).toEqual({ hours: 1, minutes: 1 })
  expect(durationParts(14 * 60)).toEqual({ hours: 14, minutes: 0 })
})

test('the stay panel: not inside, within the grace after paying, nothing due, or pay', () => {
  expect(stayPhase({ plate: 'x', stay: null }, 0)).toBe('NOT_INSIDE')
  expect(stayPhase(stay({ dueFen: 500 }), 0)).toBe('PAY')
  expect(stayPhase(stay({ paidUntil: 1000 }), 1000)).toBe('PAID')
  expect(stayPhase(stay({ paidUntil: 1000 }), 1001)).toBe('NOTHING_DUE')
  expect(stayPhase(stay({}), 0)).toBe('NOTHING_DUE')
})

test('the coupon asked for: the best (undefined), none (empty) or the one picked', () => {
  expect(couponParam(undefined)).toBeUndefined()
  expect(couponParam(null)).toBe('')
  expect(couponParam('c1')).toBe('c1')
})
