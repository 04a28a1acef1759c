/**
 * product.md section 3 "Coupon": "Value and type: amount, discount, discountAmount, ... couponType,
 * couponBizTypes"; "Validity: expireTime, startTime, ... expirationType (FIXED or DYNAMIC),
 * expirationUnit, length"; "Usage rules: ... limitation, limitationType, ... useCouponRule, ... useWay
 * (ONLINE or OFFLINE)"; "couponUseLimitVO: lists showIds, showSessionIds, seatPlanIds, venueIds,
 * showTypes, tagIds, itemIds, categoryIds"; "Discount rule texts: FULL, PER, DISCOUNT".
 * Issue #18: "discounts never take an order below zero". Table-driven.
 */
import {
  checkCoupon,
  claimExchangeUnits,
  couponRuleProblem,
  couponValidityWindow,
  discountDisplay,
  readCouponStatus,
  type CartLine,
  type CouponRule
} from '../types/rules/coupon-rules'

const START = Date.UTC(2026, 10, 1)
const END = Date.UTC(2026, 11, 1)
const NOW = Date.UTC(2026, 10, 25)

const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  couponId: 'c1',
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
  expireTime: END,
  ...over
})

// Two tiers of one session (2 × 380 yuan + 1 × 180 yuan = 940 yuan of tickets) and 3 goods at 50 yuan.
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

describe('checkCoupon: the discount a usable coupon gives (discountAmount), never more than its lines', () => {
  test.each<[string, Partial<CouponRule>, readonly CartLine[], object]>([
    [
      'CASH without threshold on every show: amount off',
      {},
      cart,
      { eligibleLineIds: ['t1', 't2'], eligibleFen: 94000, eligibleQty: 3, discountAmount: 2000 }
    ],
    [
      'REDUCTION 满940减100 (limitationType AMOUNT): usable at exactly the threshold',
      { couponType: 'REDUCTION', limitationType: 'AMOUNT', limitation: 94000, amount: 10000 },
      cart,
      { discountAmount: 10000 }
    ],
    [
      'QUANTITY 满3张: usable at exactly 3 tickets',
      { couponType: 'REDUCTION', limitationType: 'QUANTITY', limitation: 3, amount: 1500 },
      cart,
      { discountAmount: 1500 }
    ],
    // 940 yuan at 8.5折 is 799: 141 yuan off.
    [
      'DISCOUNT 85 = 8.5折 (NONE_THRESHOLD_DEDUCT_DISCOUNT)',
      { couponType: 'DISCOUNT', limitationType: 'NONE_THRESHOLD_DEDUCT_DISCOUNT', discount: 85 },
      cart,
      { discountAmount: 14100 }
    ],
    // 9.99 yuan at 8.5折 is 8.4915: the buyer pays 8.49, so 1.50 off (not 1.49).
    [
      "DISCOUNT rounds the price paid down to the fen, in the buyer's favour",
      { couponType: 'DISCOUNT', limitationType: 'NONE_THRESHOLD_DEDUCT_DISCOUNT', discount: 85 },
      [{ ...t2, price: 999 }],
      { discountAmount: 150 }
    ],
    [
      'FULL_DISCOUNT 满500享9折',
      { couponType: 'FULL_DISCOUNT', limitationType: 'AMOUNT', limitation: 50000, discount: 90 },
      cart,
      { discountAmount: 9400 }
    ],
    [
      'an amount larger than its lines gives only their amount (goods G1: 150 yuan)',
      { amount: 100000, useCouponRule: 'LIMIATION_ITEM', couponUseLimitVO: { itemIds: ['G1'] }, couponBizTypes: ['ITEM'] },
      cart,
      { eligibleLineIds: ['g1'], discountAmount: 15000 }
    ],
    ['EXCHANGE: the dearest eligible unit is free', { couponType: 'EXCHANGE' }, cart, { discountAmount: 38000 }],
    [
      'MULTI_USER_RANDOM_CASH, EXPIRY_COMPENSATION_CASH, MULTI_USER_FIXED_CASH take amount off like CASH',
      { couponType: 'EXPIRY_COMPENSATION_CASH', amount: 777 },
      cart,
      { discountAmount: 777 }
    ],
    [
      '"program" scope narrows: show S1 AND tier T2 is only the T2 line',
      { useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN', couponUseLimitVO: { showIds: ['S1'], seatPlanIds: ['T2'] } },
      cart,
      { eligibleLineIds: ['t2'], eligibleFen: 18000 }
    ],
    [
      '"program" scope by session',
      { useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN', couponUseLimitVO: { showSessionIds: ['S1a'] } },
      cart,
      { eligibleLineIds: ['t1', 't2'] }
    ],
    [
      '"category or tag": a tag alone is enough',
      { useCouponRule: 'LIMIATION_SHOW_TYPE_OR_TAG', couponUseLimitVO: { tagIds: ['hot'] } },
      cart,
      { eligibleLineIds: ['t1'] }
    ],
    [
      '"category or tag": the show type alone is enough',
      { useCouponRule: 'LIMIATION_SHOW_TYPE_OR_TAG', couponUseLimitVO: { showTypes: ['CONCERT'], tagIds: ['none'] } },
      cart,
      { eligibleLineIds: ['t1', 't2'] }
    ],
    [
      'venue scope',
      { useCouponRule: 'LIMIATION_VENUE_USE', couponUseLimitVO: { venueIds: ['V1'] } },
      cart,
      { eligibleLineIds: ['t1', 't2'] }
    ],
    [
      'goods category scope',
      { useCouponRule: 'LIMIATION_ITEM_CATEGORY', couponUseLimitVO: { categoryIds: ['C1'] }, couponBizTypes: ['ITEM'] },
      cart,
      { eligibleLineIds: ['g1'] }
    ],
    [
      'ALL_PRODUCT for shows and goods: every line',
      { useCouponRule: 'ALL_PRODUCT', couponBizTypes: ['SHOW', 'ITEM'] },
      cart,
      { eligibleFen: 109000, eligibleQty: 6 }
    ],
    ['ALL_PRODUCT for shows only: the tickets', { useCouponRule: 'ALL_PRODUCT', couponBizTypes: ['SHOW'] }, cart, { eligibleFen: 94000 }],
    [
      'a line of 0 units is not in the cart',
      { couponType: 'EXCHANGE' },
      [{ ...t1, qty: 0 }, t2],
      { eligibleLineIds: ['t2'], discountAmount: 18000 }
    ],
    // 10^11 fen × 10 = 10^12 fen at 8.5折: 1.5 × 10^11 off, exact in integers.
    [
      'huge amounts stay exact',
      { couponType: 'DISCOUNT', limitationType: 'NONE_THRESHOLD_DEDUCT_DISCOUNT', discount: 85 },
      [{ ...t2, price: 1e11, qty: 10 }],
      { discountAmount: 1.5e11 }
    ]
  ])('%s', (_name, over, lines, expected) => {
    const check = checkCoupon(coupon(over), lines, NOW)
    expect(check).toMatchObject({ usable: true, ...expected })
    if (check.usable) expect(check.discountAmount).toBeLessThanOrEqual(check.eligibleFen)
  })
})

describe('checkCoupon: when a coupon is not usable, the reason', () => {
  test.each<[string, Partial<CouponRule>, readonly CartLine[], number, object]>([
    [
      'threshold one fen short',
      { couponType: 'REDUCTION', limitationType: 'AMOUNT', limitation: 94001, amount: 100 },
      cart,
      NOW,
      { reason: 'THRESHOLD_NOT_MET', missing: 1 }
    ],
    [
      'the threshold counts only eligible lines (goods do not unlock a show coupon)',
      { couponType: 'REDUCTION', limitationType: 'AMOUNT', limitation: 100000, amount: 100 },
      cart,
      NOW,
      { reason: 'THRESHOLD_NOT_MET', missing: 6000 }
    ],
    [
      'QUANTITY one ticket short',
      { couponType: 'REDUCTION', limitationType: 'QUANTITY', limitation: 4, amount: 100 },
      cart,
      NOW,
      { reason: 'THRESHOLD_NOT_MET', missing: 1 }
    ],
    ['couponStatus USED', { couponStatus: 'USED' }, cart, NOW, { reason: 'NOT_AVAILABLE' }],
    ['couponStatus EXPIRED', { couponStatus: 'EXPIRED' }, cart, NOW, { reason: 'NOT_AVAILABLE' }],
    ['couponStatus REFUNDING (locked to an order being refunded)', { couponStatus: 'REFUNDING' }, cart, NOW, { reason: 'NOT_AVAILABLE' }],
    ['couponStatus PENDING', { couponStatus: 'PENDING' }, cart, NOW, { reason: 'NOT_AVAILABLE' }],
    ['couponStatus UN_AVAILABLE', { couponStatus: 'UN_AVAILABLE' }, cart, NOW, { reason: 'NOT_AVAILABLE' }],
    ['useWay OFFLINE: only with a verify code at the venue', { useWay: 'OFFLINE' }, cart, NOW, { reason: 'OFFLINE_ONLY' }],
    ['a millisecond before startTime', {}, cart, START - 1, { reason: 'NOT_STARTED' }],
    ['at expireTime (the window is half-open)', {}, cart, END, { reason: 'EXPIRED' }],
    ['couponBizTypes PARKING_FEE on a ticket order', { couponBizTypes: ['PARKING_FEE'] }, cart, NOW, { reason: 'WRONG_BIZ_TYPE' }],
    [
      'ITEM coupon on tickets only',
      { useCouponRule: 'ALL_PRODUCT', couponBizTypes: ['ITEM'] },
      [t1, t2],
      NOW,
      { reason: 'WRONG_BIZ_TYPE' }
    ],
    [
      'another venue',
      { useCouponRule: 'LIMIATION_VENUE_USE', couponUseLimitVO: { venueIds: ['V2'] } },
      cart,
      NOW,
      { reason: 'OUT_OF_SCOPE' }
    ],
    [
      '"program" scope: tier T2 of another show matches nothing',
      { useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN', couponUseLimitVO: { showIds: ['S2'], seatPlanIds: ['T2'] } },
      cart,
      NOW,
      { reason: 'OUT_OF_SCOPE' }
    ],
    ['ALL_SHOW on goods', { couponBizTypes: ['SHOW', 'ITEM'] }, [g1], NOW, { reason: 'OUT_OF_SCOPE' }],
    ['free tickets: nothing to take off', {}, [{ ...t2, price: 0 }], NOW, { reason: 'NOTHING_TO_DISCOUNT' }],
    ['couponType ALL is a list filter, not a coupon', { couponType: 'ALL' }, cart, NOW, { reason: 'INVALID_RULE' }],
    [
      'a stored rule with discount 100',
      { couponType: 'DISCOUNT', limitationType: 'NONE_THRESHOLD_DEDUCT_DISCOUNT', discount: 100 },
      cart,
      NOW,
      { reason: 'INVALID_RULE' }
    ],
    ['a stored rule with a negative amount', { amount: -500 }, cart, NOW, { reason: 'INVALID_RULE' }],
    [
      'a limited scope with no ids matches nothing, not everything',
      { useCouponRule: 'LIMIATION_VENUE_USE', couponUseLimitVO: {} },
      cart,
      NOW,
      { reason: 'INVALID_RULE' }
    ],
    ['an empty cart', {}, [], NOW, { reason: 'WRONG_BIZ_TYPE' }]
  ])('%s', (_name, over, lines, now, expected) => {
    expect(checkCoupon(coupon(over), lines, now)).toEqual({ usable: false, ...expected })
  })

  test.each([
    ['startTime', START, true],
    ['the last millisecond before expireTime', END - 1, true]
  ])('usable at %s', (_name, now, usable) => {
    expect(checkCoupon(coupon(), cart, now).usable).toBe(usable)
  })

  test.each([
    ['a negative price', [{ ...t1, price: -1 }]],
    ['a price in yuan with a fraction', [{ ...t1, price: 380.5 }]],
    ['a fractional qty', [{ ...t1, qty: 1.5 }]],
    ['a negative qty', [{ ...t1, qty: -1 }]]
  ])("refused: %s (RangeError, the caller's bug)", (_name, lines) => {
    expect(() => checkCoupon(coupon(), lines, NOW)).toThrow(RangeError)
  })
})

describe('couponRuleProblem: "limitationType values: AMOUNT, QUANTITY, NONE_THRESHOLD_DEDUCT_DISCOUNT, NONE_THRESHOLD_DEDUCT_AMOUNT"', () => {
  test.each<[Partial<CouponRule>, string | undefined]>([
    [{}, undefined],
    [{ couponType: 'REDUCTION', limitationType: 'AMOUNT', limitation: 10000 }, undefined],
    [{ couponType: 'FULL_DISCOUNT', limitationType: 'QUANTITY', limitation: 2, discount: 80 }, undefined],
    [{ couponType: 'EXCHANGE', limitationType: 'QUANTITY', limitation: 1 }, undefined],
    [{ couponType: 'ALL' }, 'couponType'],
    [{ couponType: 'REDUCTION' }, 'limitationType'],
    [{ couponType: 'FULL_DISCOUNT', limitationType: 'NONE_THRESHOLD_DEDUCT_DISCOUNT', discount: 80 }, 'limitationType'],
    [{ couponType: 'CASH', limitationType: 'NONE_THRESHOLD_DEDUCT_DISCOUNT' }, 'limitationType'],
    [{ couponType: 'DISCOUNT', limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT', discount: 80 }, 'limitationType'],
    [{ couponType: 'EXCHANGE', limitationType: 'NONE_THRESHOLD_DEDUCT_DISCOUNT' }, 'limitationType'],
    [{ couponType: 'EXCHANGE', limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT' }, undefined],
    [{ limitationType: 'AMOUNT', limitation: 0 }, 'limitation'],
    [{ limitationType: 'QUANTITY', limitation: 1.5 }, 'limitation'],
    [{ amount: 0 }, 'amount'],
    [{ amount: 19.9 }, 'amount'],
    [{ couponType: 'DISCOUNT', limitationType: 'NONE_THRESHOLD_DEDUCT_DISCOUNT', discount: 0 }, 'discount'],
    [{ couponType: 'DISCOUNT', limitationType: 'NONE_THRESHOLD_DEDUCT_DISCOUNT', discount: 8.5 }, 'discount'],
    [{ useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN', couponUseLimitVO: { showIds: [] } }, 'scope_empty'],
    [{ couponBizTypes: [] }, 'couponBizTypes'],
    [{ startTime: END, expireTime: END }, 'window']
  ])('%j → %s', (over, problem) => {
    expect(couponRuleProblem(coupon(over))).toBe(problem)
  })
})

describe('claimExchangeUnits: exchange coupons each make one unit free, never the same unit twice', () => {
  const ex = (couponId: string, over: Partial<CouponRule> = {}) => coupon({ couponId, couponType: 'EXCHANGE', ...over })
  test.each<[string, CouponRule[], Array<[string, string, number]>]>([
    [
      'dearest first: two T1 units, then the T2 unit, then nothing is left',
      [ex('a'), ex('b'), ex('c'), ex('d')],
      [
        ['a', 't1', 38000],
        ['b', 't1', 38000],
        ['c', 't2', 18000]
      ]
    ],
    [
      'a coupon for T2 only takes the T2 unit',
      [ex('a', { useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN', couponUseLimitVO: { seatPlanIds: ['T2'] } })],
      [['a', 't2', 18000]]
    ],
    ['an unusable one is skipped', [ex('a', { couponStatus: 'USED' }), ex('b')], [['b', 't1', 38000]]],
    ['other types are not exchange coupons', [coupon({ couponId: 'cash' })], []]
  ])('%s', (_name, coupons, claims) => {
    expect(claimExchangeUnits(coupons, cart, NOW).map((c) => [c.couponId, c.lineId, c.discountAmount])).toEqual(claims)
  })

  test('a wide coupon served first moves to another unit so a narrow one can be used too', () => {
    const oneEach = [{ ...t1, qty: 1 }, t2]
    const narrow = ex('narrow', { useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN', couponUseLimitVO: { seatPlanIds: ['T1'] } })
    expect(claimExchangeUnits([ex('wide'), narrow], oneEach, NOW).map((c) => [c.couponId, c.lineId, c.discountAmount])).toEqual([
      ['wide', 't2', 18000],
      ['narrow', 't1', 38000]
    ])
  })

  test('an earlier coupon is never pushed out by a later one', () => {
    const onlyT1 = (id: string) => ex(id, { useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN', couponUseLimitVO: { seatPlanIds: ['T1'] } })
    expect(
      claimExchangeUnits([onlyT1('first'), onlyT1('second'), onlyT1('third')], [{ ...t1, qty: 2 }, t2], NOW).map((c) => c.couponId)
    ).toEqual(['first', 'second'])
  })

  test('max: at most that many coupons', () => {
    expect(claimExchangeUnits([ex('a'), ex('b'), ex('c')], cart, NOW, 2).map((c) => c.couponId)).toEqual(['a', 'b'])
  })
})

describe('couponValidityWindow: "expirationType (FIXED or DYNAMIC), expirationUnit, length"', () => {
  const at = (iso: string) => Date.parse(iso)
  test.each<[string, Parameters<typeof couponValidityWindow>[0], string, string, string]>([
    [
      'DYNAMIC 7 DAY from receipt, to the same minute',
      { expirationType: 'DYNAMIC', expirationUnit: 'DAY', length: 7 },
      '2026-11-25T12:00:00Z',
      '2026-12-02T12:00:00Z',
      'Asia/Shanghai'
    ],
    [
      'DYNAMIC 2 WEEK',
      { expirationType: 'DYNAMIC', expirationUnit: 'WEEK', length: 2 },
      '2026-11-25T12:00:00Z',
      '2026-12-09T12:00:00Z',
      'Asia/Shanghai'
    ],
    [
      'DYNAMIC 1 MONTH from 31 January ends on the last day of February',
      { expirationType: 'DYNAMIC', expirationUnit: 'MONTH', length: 1 },
      '2027-01-31T02:00:00Z',
      '2027-02-28T02:00:00Z',
      'Asia/Shanghai'
    ],
    // 1 March 05:00 in Shanghai is still 28 February in UTC: counted in UTC the month would end on 29 March.
    [
      "DYNAMIC 1 MONTH counts on the merchant's calendar, not UTC's",
      { expirationType: 'DYNAMIC', expirationUnit: 'MONTH', length: 1 },
      '2027-02-28T21:00:00Z',
      '2027-03-31T21:00:00Z',
      'Asia/Shanghai'
    ],
    [
      'DYNAMIC 1 YEAR from 29 February',
      { expirationType: 'DYNAMIC', expirationUnit: 'YEAR', length: 1 },
      '2028-02-29T04:00:00Z',
      '2029-02-28T04:00:00Z',
      'Asia/Shanghai'
    ],
    // New York moves to summer time on 8 March 2026: noon to noon is 23 hours.
    [
      'DYNAMIC 1 DAY across a DST change keeps the wall clock',
      { expirationType: 'DYNAMIC', expirationUnit: 'DAY', length: 1 },
      '2026-03-07T17:00:00Z',
      '2026-03-08T16:00:00Z',
      'America/New_York'
    ],
    [
      "FIXED: the template's own window",
      { expirationType: 'FIXED', startTime: START, expireTime: END },
      '2026-11-25T12:00:00Z',
      new Date(END).toISOString(),
      'Asia/Shanghai'
    ]
  ])('%s', (_name, validity, received, expires, zone) => {
    const window = couponValidityWindow(validity, at(received), zone)
    expect(new Date(window.expireTime).toISOString()).toBe(new Date(expires).toISOString())
    expect(window.startTime).toBe(validity.expirationType === 'FIXED' ? START : at(received))
  })

  test.each<[string, Parameters<typeof couponValidityWindow>[0]]>([
    ['length 0', { expirationType: 'DYNAMIC', expirationUnit: 'DAY', length: 0 }],
    ['a negative length', { expirationType: 'DYNAMIC', expirationUnit: 'DAY', length: -3 }],
    ['a fractional length', { expirationType: 'DYNAMIC', expirationUnit: 'DAY', length: 1.5 }],
    ['an unknown unit', { expirationType: 'DYNAMIC', expirationUnit: 'FORTNIGHT' as 'DAY', length: 1 }],
    ['FIXED ending before it starts', { expirationType: 'FIXED', startTime: END, expireTime: START }]
  ])('refused: %s', (_name, validity) => {
    expect(() => couponValidityWindow(validity, NOW)).toThrow(RangeError)
  })
})

describe('discountDisplay: "Discount rule texts: FULL, PER, DISCOUNT"', () => {
  test.each<[string, Partial<CouponRule>, object | undefined]>([
    [
      '满100减20: FULL',
      { couponType: 'REDUCTION', limitationType: 'AMOUNT', limitation: 10000, amount: 2000 },
      { key: 'FULL', value: { kind: 'AMOUNT', fen: 2000 }, threshold: { unit: 'FEN', value: 10000 } }
    ],
    [
      '满2张享8.5折: FULL',
      { couponType: 'FULL_DISCOUNT', limitationType: 'QUANTITY', limitation: 2, discount: 85 },
      { key: 'FULL', value: { kind: 'PERCENT', discount: '8.5' }, threshold: { unit: 'QTY', value: 2 } }
    ],
    [
      '9折 without threshold: DISCOUNT',
      { couponType: 'DISCOUNT', limitationType: 'NONE_THRESHOLD_DEDUCT_DISCOUNT', discount: 90 },
      { key: 'DISCOUNT', value: { kind: 'PERCENT', discount: '9' } }
    ],
    ['立减5元: PER', { amount: 500 }, { key: 'PER', value: { kind: 'AMOUNT', fen: 500 } }],
    ['an exchange coupon without threshold: PER', { couponType: 'EXCHANGE' }, { key: 'PER', value: { kind: 'EXCHANGE' } }],
    ['ALL: nothing to show', { couponType: 'ALL' }, undefined]
  ])('%s', (_name, over, display) => {
    expect(discountDisplay(coupon(over))).toEqual(display)
  })
})

describe('readCouponStatus: "couponStatus values: AVAILABLE, ... In another reading, couponStatus.code is 1 (available), 3 (expired), other (used)"', () => {
  test.each<[unknown, string]>([
    ['AVAILABLE', 'AVAILABLE'],
    ['REFUNDING', 'REFUNDING'],
    [{ code: 1 }, 'AVAILABLE'],
    [{ code: 3 }, 'EXPIRED'],
    [{ code: 2 }, 'USED'],
    [1, 'AVAILABLE'],
    ['available', 'UN_AVAILABLE'],
    [{ code: '1' }, 'UN_AVAILABLE'],
    [null, 'UN_AVAILABLE'],
    [undefined, 'UN_AVAILABLE']
  ])('%j → %s', (value, status) => {
    expect(readCouponStatus(value)).toBe(status)
  })
})
