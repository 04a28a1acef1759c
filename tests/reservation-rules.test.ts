/**
 * Reservation rules (types/rules/reservation-rules.ts), issue #33 "Venue services": "time slots with
 * capacity ..., booking and cancelling within the rules, paid or free, reminders". The window opens N days
 * ahead and closes M minutes before; a cancel is allowed until K hours before; a per-buyer limit per item.
 */
import {
  bookRefusal,
  bookingStateAt,
  canCancel,
  cancelUntil,
  capacityProblem,
  planSlots,
  reminderAt,
  reservationItemProblem,
  slotBookState,
  visitorProblem
} from '../types/rules/reservation-rules'
import type { ReservationItemInput, ReservationRules } from '../types/api/reservation'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const START = Date.UTC(2026, 11, 10, 6) // 14:00 in Shanghai
const rules: ReservationRules = { opensDaysAhead: 7, closesMinutesBefore: 30, cancelHoursBefore: 24, perBuyerLimit: 2 }

describe('the booking window: opens N days ahead, closes M minutes before', () => {
  test('before it opens, while open, once closed', () => {
    expect(slotBookState({ start: START, left: 5 }, rules, START - 7 * DAY - 1)).toBe('NOT_OPEN')
    expect(slotBookState({ start: START, left: 5 }, rules, START - 7 * DAY)).toBe('OPEN')
    expect(slotBookState({ start: START, left: 5 }, rules, START - 30 * MINUTE - 1)).toBe('OPEN')
    expect(slotBookState({ start: START, left: 5 }, rules, START - 30 * MINUTE)).toBe('CLOSED')
    expect(slotBookState({ start: START, left: 5 }, rules, START + HOUR)).toBe('CLOSED')
  })
  test('an open slot with no place left is FULL', () => {
    expect(slotBookState({ start: START, left: 0 }, rules, START - DAY)).toBe('FULL')
  })
})

describe('bookRefusal: the window, then the per-buyer limit per item', () => {
  test('within the limit books; at the limit is refused; 0 means no limit', () => {
    expect(bookRefusal({ start: START, left: 3 }, rules, 1, START - DAY)).toBeUndefined()
    expect(bookRefusal({ start: START, left: 3 }, rules, 2, START - DAY)).toBe('BUYER_LIMIT')
    expect(bookRefusal({ start: START, left: 3 }, { ...rules, perBuyerLimit: 0 }, 50, START - DAY)).toBeUndefined()
  })
  test('the window comes first', () => {
    expect(bookRefusal({ start: START, left: 3 }, rules, 0, START - 8 * DAY)).toBe('NOT_OPEN')
    expect(bookRefusal({ start: START, left: 0 }, rules, 0, START - DAY)).toBe('FULL')
    expect(bookRefusal({ start: START, left: 3 }, rules, 0, START)).toBe('CLOSED')
  })
})

describe('cancelling: until K hours before; an unpaid hold always', () => {
  test('a booked place until the limit, not after', () => {
    expect(cancelUntil(START, rules)).toBe(START - DAY)
    expect(canCancel('BOOKED', START, rules, START - DAY)).toBe(true)
    expect(canCancel('BOOKED', START, rules, START - DAY + 1)).toBe(false)
    expect(canCancel('UNPAID', START, rules, START - HOUR)).toBe(true)
  })
  test('used, cancelled and expired bookings never', () => {
    for (const state of ['USED', 'CANCELLED', 'EXPIRED'] as const) expect(canCancel(state, START, rules, START - 3 * DAY)).toBe(false)
  })
})

test('an unpaid hold past its deadline reads as expired', () => {
  expect(bookingStateAt('UNPAID', START, START - 1)).toBe('UNPAID')
  expect(bookingStateAt('UNPAID', START, START)).toBe('EXPIRED')
  expect(bookingStateAt('BOOKED', START, START + 1)).toBe('BOOKED')
})

test('the reminder is due a day before, none when booked later than that', () => {
  expect(reminderAt(START, START - 3 * DAY)).toBe(START - DAY)
  expect(reminderAt(START, START - HOUR)).toBeNull()
})

describe('planSlots: a range of days × times', () => {
  test('every day at each time, in order', () => {
    const plan = planSlots({
      fromDate: '2026-12-01',
      toDate: '2026-12-03',
      weekdays: [],
      times: [
        { start: '14:00', end: '15:00' },
        { start: '10:00', end: '11:00' }
      ],
      capacity: 10
    })
    expect('slots' in plan && plan.slots.map((s) => `${s.date} ${s.start}`)).toEqual([
      '2026-12-01 10:00',
      '2026-12-01 14:00',
      '2026-12-02 10:00',
      '2026-12-02 14:00',
      '2026-12-03 10:00',
      '2026-12-03 14:00'
    ])
  })
  test('only the weekdays named (2026-12-05 is a Saturday)', () => {
    const plan = planSlots({
      fromDate: '2026-12-01',
      toDate: '2026-12-07',
      weekdays: [6, 0],
      times: [{ start: '10:00', end: '11:00' }],
      capacity: 5
    })
    expect('slots' in plan && plan.slots.map((s) => s.date)).toEqual(['2026-12-05', '2026-12-06'])
  })
  test('refused: reversed or impossible dates, an end before its start, a repeated time, no capacity, too many', () => {
    const base = { fromDate: '2026-12-01', toDate: '2026-12-02', weekdays: [], times: [{ start: '10:00', end: '11:00' }], capacity: 5 }
    expect(planSlots({ ...base, toDate: '2026-11-30' })).toEqual({ problem: 'dates' })
    expect(planSlots({ ...base, toDate: '2026-02-31' })).toEqual({ problem: 'dates' })
    expect(planSlots({ ...base, times: [{ start: '11:00', end: '10:00' }] })).toEqual({ problem: 'times' })
    expect(planSlots({ ...base, times: [{ start: '25:00', end: '26:00' }] })).toEqual({ problem: 'times' })
    expect(
      planSlots({
        ...base,
        times: [
          { start: '10:00', end: '11:00' },
          { start: '10:00', end: '12:00' }
        ]
      })
    ).toEqual({ problem: 'times' })
    expect(planSlots({ ...base, capacity: 0 })).toEqual({ problem: 'capacity' })
    const times = Array.from({ length: 10 }, (_, i) => ({
      start: `${String(8 + i).padStart(2, '0')}:00`,
      end: `${String(8 + i).padStart(2, '0')}:30`
    }))
    expect(planSlots({ ...base, toDate: '2027-01-31', times })).toEqual({ problem: 'tooMany' })
  })
})

test('a capacity change never goes below the places booked', () => {
  expect(capacityProblem(8, 8)).toBeUndefined()
  expect(capacityProblem(7, 8)).toBe('belowBooked')
  expect(capacityProblem(0, 0)).toBe('capacity')
})

test("a merchant's item: title, picture, price and rule bounds", () => {
  const item: ReservationItemInput = {
    title: '后台参观',
    description: '',
    venueName: '大剧院',
    pictureUrl: '',
    priceFen: 0,
    rules,
    onSale: true
  }
  expect(reservationItemProblem(item)).toBeUndefined()
  expect(reservationItemProblem({ ...item, title: ' ' })).toBe('title')
  expect(reservationItemProblem({ ...item, pictureUrl: 'javascript:alert(1)' })).toBe('pictureUrl')
  expect(reservationItemProblem({ ...item, priceFen: -1 })).toBe('price')
  expect(reservationItemProblem({ ...item, priceFen: 1.5 })).toBe('price')
  expect(reservationItemProblem({ ...item, rules: { ...rules, opensDaysAhead: 0 } })).toBe('rules')
  expect(reservationItemProblem({ ...item, rules: { ...rules, perBuyerLimit: 21 } })).toBe('rules')
})

test('the visitor: a name and a reachable phone', () => {
  expect(visitorProblem('张三', '13800000000')).toBeUndefined()
  expect(visitorProblem('Ana', '+853 6612 3456')).toBeUndefined()
  expect(visitorProblem(' ', '13800000000')).toBe('visitorName')
  expect(visitorProblem('张三', '12ab')).toBe('visitorPhone')
})
