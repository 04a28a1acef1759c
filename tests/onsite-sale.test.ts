/**
 * On-site (venue box-office) sale rules (types/rules/onsite-sale.ts) and site_purchase's choices
 * (site-purchase-model.ts): "today only", "opens N minutes before start, closes at the session's end",
 * and the best seats a seated session is sold on.
 */
import { bestSeats, onSiteWindow, onSiteWindowState, ONSITE_DEFAULT_LENGTH_MINUTES } from '../types/rules/onsite-sale'
import { canBuy, firstSession, firstTier, maxQuantity, quickQuantities } from '../src/subpackages/show/site-purchase/site-purchase-model'
import type { OnSiteOffer } from '../types/api/venue-purchase'

const MIN = 60_000
// 2026-11-22 20:00 in Shanghai.
const START = Date.parse('2026-11-22T12:00:00Z')
const ZONE = 'Asia/Shanghai'

describe('on-site window', () => {
  const session = { startsAt: START, endsAt: START + 150 * MIN }

  test('"opens N minutes before start, closes at the session\'s end"', () => {
    expect(onSiteWindow(session, 60)).toEqual({ opensAt: START - 60 * MIN, closesAt: START + 150 * MIN })
    expect(onSiteWindowState(session, 60, START - 61 * MIN, ZONE)).toBe('NOT_YET')
    expect(onSiteWindowState(session, 60, START - 60 * MIN, ZONE)).toBe('OPEN')
    expect(onSiteWindowState(session, 60, START + 149 * MIN, ZONE)).toBe('OPEN')
    expect(onSiteWindowState(session, 60, START + 150 * MIN, ZONE)).toBe('ENDED')
  })

  test('a session with no end time closes three hours after its start', () => {
    expect(onSiteWindow({ startsAt: START, endsAt: null }, 0).closesAt).toBe(START + ONSITE_DEFAULT_LENGTH_MINUTES * MIN)
  })

  test('"today only", in the merchant\'s zone: the evening before is another day even inside a 24-hour window', () => {
    // 23:30 the day before in Shanghai (15:30 UTC of the 21st), 1440 minutes of window.
    expect(onSiteWindowState(session, 1440, Date.parse('2026-11-21T15:30:00Z'), ZONE)).toBe('OTHER_DAY')
    // 00:10 the same day in Shanghai is today (16:10 UTC of the 21st).
    expect(onSiteWindowState(session, 1440, Date.parse('2026-11-21T16:10:00Z'), ZONE)).toBe('OPEN')
  })
})

describe('best seats', () => {
  const row = (r: number, cols: number[]) => cols.map((col) => ({ row: r, col }))

  test('the front-most row with enough seats side by side, nearest the centre', () => {
    const free = [...row(1, [1, 3, 9]), ...row(2, [2, 3, 4, 5, 6, 7, 8, 9])]
    expect(bestSeats(free, 2, 5)).toEqual(row(2, [4, 5]))
    expect(bestSeats(free, 1, 5)).toEqual(row(1, [3]))
  })

  test('no row with a run: front rows first, nearest the centre; fewer free than asked is null', () => {
    const free = [...row(1, [1, 9]), ...row(2, [5])]
    expect(bestSeats(free, 2, 5)).toEqual([
      { row: 1, col: 1 },
      { row: 1, col: 9 }
    ])
    expect(bestSeats(free, 4, 5)).toBeNull()
    expect(bestSeats([], 1)).toBeNull()
  })
})

describe('site_purchase choices', () => {
  const tier = (id: string, available: number) => ({ seatPlanId: id, name: id, price: 10000, available, seated: false })
  const offer: OnSiteOffer = {
    showId: 's',
    showName: 'S',
    venueName: 'V',
    venueAddress: 'A',
    posterColor: '#000',
    onSiteSale: true,
    limitPerOrder: 6,
    today: '2026-11-22',
    sessions: [
      { bizShowSessionId: 'a', sessionName: 'a', startsAt: 1, opensAt: 0, closesAt: 2, window: 'ENDED', tiers: [tier('a1', 5)] },
      {
        bizShowSessionId: 'b',
        sessionName: 'b',
        startsAt: 3,
        opensAt: 2,
        closesAt: 4,
        window: 'OPEN',
        tiers: [tier('b1', 0), tier('b2', 3)]
      }
    ]
  }

  test('the session on sale now and its first tier with tickets left start chosen; the quantity is bounded by what is left', () => {
    const session = firstSession(offer)
    expect(session?.bizShowSessionId).toBe('b')
    const first = firstTier(session)
    expect(first?.seatPlanId).toBe('b2')
    expect(maxQuantity(offer, first)).toBe(3)
    expect(quickQuantities(3)).toEqual([1, 2, 3])
    expect(canBuy(session, first, 3)).toBe(true)
    expect(canBuy(session, first, 4)).toBe(false)
    expect(canBuy(offer.sessions[0], offer.sessions[0].tiers[0], 1)).toBe(false)
  })
})
