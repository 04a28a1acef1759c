/**
 * product.md "Other states": "Best-coupon pick: usable exchange coupons first (first N); otherwise the
 * usable non-exchange coupon with the highest discountAmount, ties broken by earliest expireTime, then the
 * narrowest usage limits." Issue #18: "the best-coupon pick by the spec's rule as one pure module tested
 * against a table of cases". Narrowest is defined in types/rules/best-coupon.ts; the table below pins it.
 */
import { compareNarrowness, pickBestCoupons } from '../types/rules/best-coupon'
import type { CartLine, CouponRule } from '../types/rules/coupon-rules'

const START = Date.UTC(2026, 10, 1)
const NOW = Date.UTC(2026, 10, 25)
const DEC1 = Date.UTC(2026, 11, 1)
const DEC9 = Date.UTC(2026, 11, 9)

const cash = (couponId: string, over: Partial<CouponRule> = {}): CouponRule => ({
  couponId,
  couponType: 'CASH',
  limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
  limitation: 0,
  amount: 2000,
  discount: 0,
  useCouponRule: 'ALL_SHOW',
  couponUseLimitVO: {},
  couponBizTypes: ['SHOW'],
  useWay: 'ONLINE',
  couponStatus: 'AVAILABLE',
  startTime: START,
  expireTime: DEC1,
  ...over
})
const exchange = (couponId: string, over: Partial<CouponRule> = {}) => cash(couponId, { couponType: 'EXCHANGE', ...over })

const t1: CartLine = {
  lineId: 't1',
  bizType: 'SHOW',
  showId: 'S1',
  sessionId: 'S1a',
  tierId: 'T1',
  venueId: 'V1',
  showType: 'CONCERT',
  tagIds: ['hot'],
  price: 38000,
  qty: 2
}
const t2: CartLine = {
  lineId: 't2',
  bizType: 'SHOW',
  showId: 'S1',
  sessionId: 'S1a',
  tierId: 'T2',
  venueId: 'V1',
  showType: 'CONCERT',
  price: 18000,
  qty: 1
}
const g1: CartLine = { lineId: 'g1', bizType: 'ITEM', itemId: 'G1', categoryId: 'C1', price: 5000, qty: 3 }
const cart = [t1, t2, g1]

const venue = (ids: string[]): Partial<CouponRule> => ({ useCouponRule: 'LIMIATION_VENUE_USE', couponUseLimitVO: { venueIds: ids } })
const program = (vo: CouponRule['couponUseLimitVO']): Partial<CouponRule> => ({
  useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN',
  couponUseLimitVO: vo
})

describe('pickBestCoupons: "usable exchange coupons first (first N); otherwise ... the highest discountAmount, ties broken by earliest expireTime, then the narrowest usage limits"', () => {
  test.each<[string, CouponRule[], { maxExchange?: number }, string, string[], number]>([
    ['nothing held', [], {}, 'NONE', [], 0],
    [
      'nothing usable',
      [cash('used', { couponStatus: 'USED' }), cash('offline', { useWay: 'OFFLINE' }), cash('late', { startTime: DEC1 })],
      {},
      'NONE',
      [],
      0
    ],
    // 8.5折 of 940 yuan is 141 yuan off; 满940减100 is 100; the cash coupon 20.
    [
      'the highest discountAmount',
      [
        cash('cash'),
        cash('full', { couponType: 'REDUCTION', limitationType: 'AMOUNT', limitation: 94000, amount: 10000 }),
        cash('zhe', { couponType: 'DISCOUNT', limitationType: 'NONE_THRESHOLD_DEDUCT_DISCOUNT', discount: 85 })
      ],
      {},
      'SINGLE',
      ['zhe'],
      14100
    ],
    [
      'a bigger discount beats an earlier expiry',
      [cash('soon', { expireTime: NOW + 1 }), cash('big', { amount: 2001, expireTime: DEC9 })],
      {},
      'SINGLE',
      ['big'],
      2001
    ],
    [
      'a threshold not met does not count, however big',
      [cash('cash'), cash('far', { couponType: 'REDUCTION', limitationType: 'AMOUNT', limitation: 200000, amount: 50000 })],
      {},
      'SINGLE',
      ['cash'],
      2000
    ],
    [
      'tie: the earliest expireTime, whatever the list order',
      [cash('late', { expireTime: DEC9 }), cash('early', { expireTime: DEC1 })],
      {},
      'SINGLE',
      ['early'],
      2000
    ],
    [
      'tie on both: the narrowest usage limits (a venue before every show)',
      [cash('all'), cash('venue', venue(['V1']))],
      {},
      'SINGLE',
      ['venue'],
      2000
    ],
    ['tie on all three: the smaller couponId, whatever the list order', [cash('b'), cash('a')], {}, 'SINGLE', ['a'], 2000],
    [
      'an exchange coupon first, even when a non-exchange one gives more',
      [cash('big', { amount: 90000 }), exchange('ex', program({ seatPlanIds: ['T2'] }))],
      {},
      'EXCHANGE',
      ['ex'],
      18000
    ],
    [
      'first N: every usable exchange coupon while units are left, earliest expiry first, dearest unit first',
      [exchange('x9', { expireTime: DEC9 }), exchange('x1'), exchange('x2', { expireTime: DEC1 + 1 })],
      {},
      'EXCHANGE',
      ['x1', 'x2', 'x9'],
      38000 + 38000 + 18000
    ],
    [
      'first N with N = 2 (maxExchange)',
      [exchange('x9', { expireTime: DEC9 }), exchange('x1'), exchange('x2', { expireTime: DEC1 + 1 })],
      { maxExchange: 2 },
      'EXCHANGE',
      ['x1', 'x2'],
      76000
    ],
    [
      'more exchange coupons than units: one per unit',
      [exchange('a'), exchange('b'), exchange('c'), exchange('d')],
      {},
      'EXCHANGE',
      ['a', 'b', 'c'],
      94000
    ],
    ['N = 0: no exchange coupon, the best other one', [exchange('ex'), cash('cash')], { maxExchange: 0 }, 'SINGLE', ['cash'], 2000],
    [
      'exchange coupons that are not usable: the best other one',
      [exchange('ex', { couponStatus: 'EXPIRED' }), exchange('other', program({ seatPlanIds: ['T9'] })), cash('cash')],
      {},
      'SINGLE',
      ['cash'],
      2000
    ]
  ])('%s', (_name, coupons, options, kind, ids, total) => {
    const pick = pickBestCoupons(coupons, cart, NOW, options)
    expect([pick.kind, pick.coupons.map((c) => c.couponId), pick.discountAmount]).toEqual([kind, ids, total])
    expect(pick.discountAmount).toBeLessThanOrEqual(cart.reduce((s, l) => s + l.price * l.qty, 0))
  })

  test('first N uses as many as can be used: a wide coupon served first leaves the only T1 ticket to a T1-only one', () => {
    const pick = pickBestCoupons(
      [exchange('t1only', { expireTime: DEC9, ...program({ seatPlanIds: ['T1'] }) }), exchange('wide')],
      [{ ...t1, qty: 1 }, t2],
      NOW
    )
    expect(pick.coupons).toEqual([
      { couponId: 'wide', discountAmount: 18000, lineId: 't2' },
      { couponId: 't1only', discountAmount: 38000, lineId: 't1' }
    ])
    expect(pick.discountAmount).toBe(56000)
  })

  test('the same pick whichever order the coupons arrive in', () => {
    const coupons = [
      cash('all'),
      cash('venue2', venue(['V1', 'V2'])),
      cash('venue1', venue(['V1'])),
      cash('session', program({ showSessionIds: ['S1a'] }))
    ]
    for (const order of [coupons, [...coupons].reverse(), [coupons[2], coupons[0], coupons[3], coupons[1]]]) {
      expect(pickBestCoupons(order, cart, NOW).coupons[0].couponId).toBe('session')
    }
  })

  test('refused: a negative N', () => {
    expect(() => pickBestCoupons([], cart, NOW, { maxExchange: -1 })).toThrow(RangeError)
  })
})

describe('"the narrowest usage limits": scope level, then ids at that level, then biz types', () => {
  // Each row: the narrower coupon first.
  test.each<[string, Partial<CouponRule>, Partial<CouponRule>]>([
    ['seat plans before sessions', program({ showIds: ['S1'], seatPlanIds: ['T1', 'T2', 'T3'] }), program({ showSessionIds: ['S1a'] })],
    ['sessions before shows', program({ showSessionIds: ['S1a', 'S1b'] }), program({ showIds: ['S1'] })],
    ['shows before venues', program({ showIds: ['S1', 'S2'] }), venue(['V1'])],
    ['named goods before venues', { useCouponRule: 'LIMIATION_ITEM', couponUseLimitVO: { itemIds: ['G1'] } }, venue(['V1'])],
    [
      'venues before show types or tags',
      venue(['V1', 'V2']),
      { useCouponRule: 'LIMIATION_SHOW_TYPE_OR_TAG', couponUseLimitVO: { tagIds: ['hot'] } }
    ],
    [
      'goods categories before every show',
      { useCouponRule: 'LIMIATION_ITEM_CATEGORY', couponUseLimitVO: { categoryIds: ['C1', 'C2'] } },
      { useCouponRule: 'ALL_SHOW' }
    ],
    ['every show before every product', { useCouponRule: 'ALL_SHOW' }, { useCouponRule: 'ALL_PRODUCT' }],
    ['one venue before two', venue(['V1']), venue(['V1', 'V2'])],
    [
      'one tag before a type and a tag',
      { useCouponRule: 'LIMIATION_SHOW_TYPE_OR_TAG', couponUseLimitVO: { tagIds: ['hot'] } },
      { useCouponRule: 'LIMIATION_SHOW_TYPE_OR_TAG', couponUseLimitVO: { tagIds: ['hot'], showTypes: ['CONCERT'] } }
    ],
    [
      'one biz type before two',
      { useCouponRule: 'ALL_PRODUCT', couponBizTypes: ['SHOW'] },
      { useCouponRule: 'ALL_PRODUCT', couponBizTypes: ['SHOW', 'ITEM'] }
    ]
  ])('%s', (_name, narrow, wide) => {
    expect(compareNarrowness(cash('n', narrow), cash('w', wide))).toBeLessThan(0)
    expect(compareNarrowness(cash('w', wide), cash('n', narrow))).toBeGreaterThan(0)
  })

  test('equal limits compare equal', () => {
    expect(compareNarrowness(cash('a', venue(['V1'])), cash('b', venue(['V2'])))).toBe(0)
  })
})
