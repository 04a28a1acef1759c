/** The reserve-detail page's model (src/subpackages/venue/reserve-detail/reserve-days.ts): days × slots with places left. */
import { pickedSlot, shownDay, slotDays, slotsOn } from '../src/subpackages/venue/reserve-detail/reserve-days'
import type { ReservationSlotView } from '../types/api/reservation'

const slot = (slotId: string, date: string, state: ReservationSlotView['state'], left = 3): ReservationSlotView => ({
  slotId,
  date,
  start: 0,
  end: 0,
  capacity: 5,
  left,
  state
})

const slots = [
  slot('a', '2026-12-01', 'CLOSED'),
  slot('b', '2026-12-01', 'FULL', 0),
  slot('c', '2026-12-02', 'OPEN'),
  slot('d', '2026-12-02', 'OPEN'),
  slot('e', '2026-12-09', 'NOT_OPEN')
]

test('the days in order with their bookable slots counted', () => {
  expect(slotDays(slots)).toEqual([
    { date: '2026-12-01', open: 0 },
    { date: '2026-12-02', open: 2 },
    { date: '2026-12-09', open: 0 }
  ])
})

test('the first day with a bookable slot is shown, or the day picked while it has slots', () => {
  const days = slotDays(slots)
  expect(shownDay(days)).toBe('2026-12-02')
  expect(shownDay(days, '2026-12-09')).toBe('2026-12-09')
  expect(shownDay(days, '2026-12-31')).toBe('2026-12-02')
  expect(shownDay(slotDays([slot('x', '2026-12-03', 'FULL', 0)]))).toBe('2026-12-03')
  expect(shownDay([])).toBeUndefined()
})

test("a day's slots; a picked slot that filled or closed is unpicked", () => {
  expect(slotsOn(slots, '2026-12-02').map((s) => s.slotId)).toEqual(['c', 'd'])
  expect(pickedSlot(slots, 'c')?.slotId).toBe('c')
  expect(pickedSlot(slots, 'b')).toBeUndefined()
  expect(pickedSlot(slots, undefined)).toBeUndefined()
})
