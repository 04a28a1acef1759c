/**
 * Issue #14 "The buyer's experience", the rules behind the pages: what confirm order says is bought, the
 * attendees kept and added when the list is read again, and what show detail hands to booking.
 */
import { sessionNameBeyondTime, summaryAmounts, summaryLines, ticketCount } from '../src/subpackages/order/confirm-order/order-summary'
import { chosenAfterReload } from '../src/subpackages/order/confirm-order/confirm-order-model'
import { bookingParams, initialQty, sessionToOpen, tierToPreselect } from '../src/subpackages/show/booking/booking-model'
import { initialSession } from '../src/subpackages/show/show-detail/show-detail-model'
import { showTimeText } from '../src/utils/show-time'

const plans = [
  { seatPlanId: 'P1', seatPlanName: 'VIP', originalPrice: 58000 },
  { seatPlanId: 'P2', seatPlanName: '看台', originalPrice: 28000 }
]

describe('confirm order summary: "Confirm order never says what is bought"', () => {
  test('"each tier with unit price × quantity": a general-admission item is one line with the tier name and unit price', () => {
    const lines = summaryLines([{ bizShowSessionId: 'S1', seatPlanId: 'P1', qty: 2 }], plans)
    expect(lines).toEqual([{ seatPlanId: 'P1', name: 'VIP', unitFen: 58000, qty: 2, seats: [] }])
    expect(ticketCount([{ qty: 2 }])).toBe(2)
  })

  test('"(where seats) the seats": seats picked in two tiers give two lines, each with its seats', () => {
    const lines = summaryLines(
      [
        { bizShowSessionId: 'S1', seatPlanId: 'P1', qty: 2, seatIds: ['3-12', '3-13'] },
        { bizShowSessionId: 'S1', seatPlanId: 'P2', qty: 1, seatIds: ['9-1'] }
      ],
      plans
    )
    expect(lines.map((l) => [l.name, l.unitFen, l.qty, l.seats.map((s) => `${s.row}-${s.col}`)])).toEqual([
      ['VIP', 58000, 2, ['3-12', '3-13']],
      ['看台', 28000, 1, ['9-1']]
    ])
  })

  test('a tier repeated in the items is one line; a tier the session no longer lists keeps its quantity without a name or price', () => {
    const lines = summaryLines(
      [
        { bizShowSessionId: 'S1', seatPlanId: 'P1', qty: 1 },
        { bizShowSessionId: 'S1', seatPlanId: 'P1', qty: 2 },
        { bizShowSessionId: 'S1', seatPlanId: 'GONE', qty: 1 }
      ],
      plans
    )
    expect(lines).toEqual([
      { seatPlanId: 'P1', name: 'VIP', unitFen: 58000, qty: 3, seats: [] },
      { seatPlanId: 'GONE', name: '', unitFen: undefined, qty: 1, seats: [] }
    ])
  })

  test('"fees (delivery) and the total clearly separated": the amounts are the preview\'s, none before it', () => {
    expect(summaryAmounts(undefined)).toBeUndefined()
    expect(summaryAmounts({ ticketAmount: 112000, deliveryFee: 0, paymentServiceFee: 0, payAmount: 112000 })).toEqual({
      ticketFen: 112000,
      deliveryFen: 0,
      serviceFen: 0,
      totalFen: 112000
    })
    expect(summaryAmounts({ ticketAmount: 56000, deliveryFee: 1500, paymentServiceFee: 100, payAmount: 57600 })?.totalFen).toBe(57600)
  })

  test('"the session\'s date and time ... in the merchant\'s zone": the start in the zone, the session name only when it says more', () => {
    // 2026-12-31 11:30 UTC is 19:30 in Shanghai and 06:30 in New York.
    const start = Date.UTC(2026, 11, 31, 11, 30)
    expect(showTimeText(start, 'Asia/Shanghai')).toBe('2026.12.31 19:30')
    expect(showTimeText(start, 'America/New_York')).toBe('2026.12.31 06:30')
    expect(sessionNameBeyondTime({ sessionName: '2026-12-31 19:30' }, '2026.12.31 19:30')).toBe('')
    expect(sessionNameBeyondTime({ sessionName: '首演' }, '2026.12.31 19:30')).toBe('首演')
    expect(sessionNameBeyondTime(undefined, '')).toBe('')
  })
})

describe('attendees read again: "An attendee added from confirm order is not listed on return"', () => {
  const people = (ids: string[], unselectable: string[] = []) => ids.map((id) => ({ id, selectable: !unselectable.includes(id) }))

  test('"keep already-selected attendees selected, and auto-select the newly added one if still within the needed count"', () => {
    expect(chosenAfterReload(['a'], ['a', 'b'], people(['a', 'b', 'c']), 2)).toEqual(['a', 'c'])
    // All tickets already have their attendee: the new one is listed, not chosen.
    expect(chosenAfterReload(['a', 'b'], ['a', 'b'], people(['a', 'b', 'c']), 2)).toEqual(['a', 'b'])
  })

  test('a new attendee the age limit rules out is not chosen; one deleted elsewhere is no longer chosen', () => {
    expect(chosenAfterReload(['a'], ['a'], people(['a', 'c'], ['c']), 2)).toEqual(['a'])
    expect(chosenAfterReload(['a', 'b'], ['a', 'b'], people(['b']), 2)).toEqual(['b'])
  })

  test('the first reading chooses no one by itself (only the pre-fill does)', () => {
    expect(chosenAfterReload([], undefined, people(['a', 'b']), 2)).toEqual([])
  })
})

describe('show detail to booking: "The session picked on show detail is dropped at booking"', () => {
  const sessions = [
    { bizShowSessionId: 'S1', canBuy: true },
    { bizShowSessionId: 'S2', canBuy: true }
  ]
  const fallback = (list: typeof sessions) => initialSession(list.map((s) => ({ ...s, sessionName: '', showTime: 0 })))

  test('"Carry the chosen session (and tier if one was tapped) ... through the route\'s query"', () => {
    expect(bookingParams('X1', 'S2', 'P1')).toEqual({ showId: 'X1', sessionId: 'S2', seatPlanId: 'P1' })
    expect(bookingParams('X1', 'S2', undefined)).toEqual({ showId: 'X1', sessionId: 'S2' })
    expect(bookingParams('X1', undefined, 'P1')).toEqual({ showId: 'X1' })
  })

  test('"preselect them there": booking opens on the session asked for, else the usual first one', () => {
    expect(sessionToOpen(sessions, 'S2', fallback)).toBe('S2')
    expect(sessionToOpen(sessions, 'NOPE', fallback)).toBe('S1')
    expect(sessionToOpen(sessions, undefined, fallback)).toBe('S1')
  })

  test('the tier asked for is chosen only while it can be bought', () => {
    const list = [
      { seatPlanId: 'P1', canBuyCount: 5, soldOut: false },
      { seatPlanId: 'P2', canBuyCount: 0, soldOut: true },
      { seatPlanId: 'P3' }
    ]
    expect(tierToPreselect(list, 'P1')?.seatPlanId).toBe('P1')
    expect(tierToPreselect(list, 'P2')).toBeUndefined()
    expect(tierToPreselect(list, 'P3')?.seatPlanId).toBe('P3')
    expect(tierToPreselect(list, undefined)).toBeUndefined()
  })

  test('"booking\'s quantity starts at 1 when a buyable tier is selected (within the tier\'s limits)"', () => {
    expect(initialQty({ canBuyCount: 5, limitPerOrder: 4 })).toBe(1)
    expect(initialQty({ canBuyCount: 0, limitPerOrder: 4 })).toBe(0)
    expect(initialQty(undefined)).toBe(0)
  })
})
