/**
 * The reservation console's forms (admin/src/pages/reservations/reservation-form-values.ts): an item's
 * price typed in yuan is sent in fen; a calendar's times typed one a line become the SlotPlan the gateway
 * expands, and the preview counts its slots with the same rule (types/rules/reservation-rules.ts planSlots).
 */
import { parseTimes, planPreview, toItemFormValues, toItemInput, toSlotPlan } from '../src/pages/reservations/reservation-form-values'

test('a new item is free with the default rules; the price in yuan goes out in fen', () => {
  const v = toItemFormValues(null)
  expect(v.priceYuan).toBe(0)
  expect(toItemInput({ ...v, title: ' 后台参观 ', priceYuan: 49.9 })).toMatchObject({ title: '后台参观', priceFen: 4990, onSale: true })
})

test('times typed one a line or with commas, hours without a leading zero', () => {
  expect(parseTimes('10:00-11:00\n 9:30 - 10:15 ,14:00~15:00')).toEqual([
    { start: '10:00', end: '11:00' },
    { start: '09:30', end: '10:15' },
    { start: '14:00', end: '15:00' }
  ])
})

test('the preview counts the slots the gateway will make, or names the problem', () => {
  const plan = { fromDate: '2026-12-01', toDate: '2026-12-07', weekdays: [6, 0], times: '10:00-11:00\n14:00-15:00', capacity: 8 }
  expect(toSlotPlan(plan).times).toHaveLength(2)
  expect(planPreview(plan)).toEqual({ count: 4 })
  expect(planPreview({ ...plan, times: '11:00-10:00' })).toEqual({ problem: 'times' })
  expect(planPreview({ ...plan, capacity: 0 })).toEqual({ problem: 'capacity' })
})
