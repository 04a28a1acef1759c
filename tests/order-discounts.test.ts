/**
 * Issue #18: "the discount in pre_order and create_order computed by the gateway (never trusted from the
 * app)"; Done when: "discounts never take an order below zero". product.md "Prime privilege": "会员N折";
 * "Best-coupon pick: usable exchange coupons first (first N); otherwise the usable non-exchange coupon";
 * section 5: "Points: the point price is the smaller of (order amount times the limit-proportion percent)
 * and (points owned divided by rate), both floored." The order of the steps is types/rules/order-discounts.ts's.
 */
import type { CartLine, CouponRule } from '../types/rules/coupon-rules'
import { orderDiscounts, type OrderDiscountInput, type OrderDiscounts } from '../types/rules/order-discounts'
import { memberPriceFen } from '../types/rules/member-rules'
import { channelUnitOffFen, type ChannelDiscount } from '../types/rules/promotion-rules'

const START = Date.UTC(2026, 10, 1)
const END = Date.UTC(2026, 11, 1)
const NOW = Date.UTC(2026, 10, 25)

const coupon = (couponId: string, over: Partial<CouponRule> = {}): CouponRule => ({
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
  expireTime: END,
  ...over
})
const exchange = (couponId: string) => coupon(couponId, { couponType: 'EXCHANGE' })
const everything = (couponId: string, amount: number) =>
  coupon(couponId, { amount, useCouponRule: 'ALL_PRODUCT', couponBizTypes: ['SHOW', 'ITEM'] })

// 2 × 380 + 1 × 180 yuan of tickets, 3 × 50 yuan of goods: 1,090 yuan; delivery 15 yuan.
const t1: CartLine = { lineId: 't1', bizType: 'SHOW', showId: 'S1', sessionId: 'S1a', tierId: 'T1', price: 38000, qty: 2 }
const t2: CartLine = { lineId: 't2', bizType: 'SHOW', showId: 'S1', sessionId: 'S1a', tierId: 'T2', price: 18000, qty: 1 }
const g1: CartLine = { lineId: 'g1', bizType: 'ITEM', itemId: 'G1', price: 5000, qty: 3 }
const base: OrderDiscountInput = { lines: [t1, t2, g1], deliveryFen: 1500, now: NOW }
const points = (owned: number, limitProportion: number, rate = 100) => ({ owned, setting: { rate, limitProportion } })

const steps = (r: OrderDiscounts) => ({
  member: r.memberDiscountFen,
  coupon: r.couponDiscountFen,
  points: r.pointPriceFen,
  pointsUsed: r.pointsUsed,
  pay: r.payFen
})

describe('orderDiscounts: member discount, then the coupon, then points, then the fees; each step reported', () => {
  test.each<[string, Partial<OrderDiscountInput>, ReturnType<typeof steps>]>([
    ['no discount: the lines and the delivery fee', {}, { member: 0, coupon: 0, points: 0, pointsUsed: 0, pay: 109000 + 1500 }],
    // 380 → 323 and 180 → 153 yuan a ticket: 2 × 57 + 27 = 141 yuan off; goods have no member discount here.
    [
      '会员8.5折 on the tickets, per unit',
      { memberDiscount: { SHOW: 85 } },
      { member: 14100, coupon: 0, points: 0, pointsUsed: 0, pay: 94900 + 1500 }
    ],
    [
      '会员9折 on the goods only',
      { memberDiscount: { ITEM: 90 } },
      { member: 1500, coupon: 0, points: 0, pointsUsed: 0, pay: 107500 + 1500 }
    ],
    // Hand-computed: member 949.00; coupon 20 → 929.00; points: 929.00 × 20% = 185.80 → 185 yuan, 5,250 ÷ 100 →
    // 52 yuan; 52 yuan paid by 5,200 points → 877.00; with delivery 892.00.
    [
      'all three, as computed by hand',
      { memberDiscount: { SHOW: 85 }, coupons: [coupon('c')], points: points(5250, 20) },
      { member: 14100, coupon: 2000, points: 5200, pointsUsed: 5200, pay: 87700 + 1500 }
    ],
    [
      "the points' limit proportion applies to what the coupon left",
      { coupons: [coupon('c')], points: points(1_000_000, 10) },
      { member: 0, coupon: 2000, points: 10700, pointsUsed: 10700, pay: 96300 + 1500 }
    ],
    // Two exchange coupons make the two 323-yuan member-priced tickets free.
    [
      'exchange coupons take units at the member price',
      { memberDiscount: { SHOW: 85 }, coupons: [exchange('x1'), exchange('x2')] },
      { member: 14100, coupon: 64600, points: 0, pointsUsed: 0, pay: 30300 + 1500 }
    ],
    [
      'a coupon worth more than the order: the lines reach 0, the delivery fee is still paid',
      { coupons: [everything('c', 10_000_000)], points: points(50_000, 100) },
      { member: 0, coupon: 109000, points: 0, pointsUsed: 0, pay: 1500 }
    ],
    [
      'points at 100% may pay all of the lines (whole yuan)',
      { coupons: [coupon('c')], points: points(10_000_000, 100) },
      { member: 0, coupon: 2000, points: 107000, pointsUsed: 107000, pay: 1500 }
    ],
    [
      'free tickets, no fees: a free order of 0, not 1 fen',
      { lines: [{ ...t1, price: 0 }], deliveryFen: 0, points: points(5000, 50) },
      { member: 0, coupon: 0, points: 0, pointsUsed: 0, pay: 0 }
    ],
    [
      'the payment service fee is added, never discounted',
      { serviceFeeFen: 600, coupons: [everything('c', 10_000_000)] },
      { member: 0, coupon: 109000, points: 0, pointsUsed: 0, pay: 1500 + 600 }
    ]
  ])('%s', (_name, over, expected) => {
    const r = orderDiscounts({ ...base, ...over })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(steps(r)).toEqual(expected)
    expect(r.originalFen - r.memberDiscountFen - r.couponDiscountFen - r.pointPriceFen + r.deliveryFen + r.serviceFeeFen).toBe(r.payFen)
  })

  test('the threshold is met by the member prices: 满800 is not reached by 799 yuan of member-priced tickets', () => {
    const full = coupon('full', { couponType: 'REDUCTION', limitationType: 'AMOUNT', limitation: 80000, amount: 10000 })
    expect(orderDiscounts({ ...base, coupons: [full] })).toMatchObject({ ok: true, couponDiscountFen: 10000 })
    expect(orderDiscounts({ ...base, memberDiscount: { SHOW: 85 }, coupons: [full] })).toEqual({
      ok: false,
      problem: 'COUPON_UNUSABLE',
      couponId: 'full',
      reason: 'THRESHOLD_NOT_MET'
    })
  })

  test("each line's member price and its shares of the coupon and the points, for pre_order, create_order and per-ticket refunds", () => {
    const r = orderDiscounts({ ...base, memberDiscount: { SHOW: 85 }, coupons: [coupon('c')], points: points(5250, 20) })
    // The 20-yuan coupon over the tickets by their member amounts 646 : 153 yuan (1616.0 and 382.9, the
    // odd fen to the larger remainder); the 52 yuan of points over every line by what the coupon left.
    expect(r.ok && r.lines).toEqual([
      {
        lineId: 't1',
        qty: 2,
        priceFen: 38000,
        memberPriceFen: 32300,
        promotedPriceFen: 32300,
        promotionFen: 0,
        couponFen: 1617,
        pointsFen: 3525,
        paidFen: 59458
      },
      {
        lineId: 't2',
        qty: 1,
        priceFen: 18000,
        memberPriceFen: 15300,
        promotedPriceFen: 15300,
        promotionFen: 0,
        couponFen: 383,
        pointsFen: 835,
        paidFen: 14082
      },
      {
        lineId: 'g1',
        qty: 3,
        priceFen: 5000,
        memberPriceFen: 5000,
        promotedPriceFen: 5000,
        promotionFen: 0,
        couponFen: 0,
        pointsFen: 840,
        paidFen: 14160
      }
    ])
    expect(r.ok && r.lines.reduce((s, l) => s + l.paidFen, 0) + r.deliveryFen).toBe(r.ok && r.payFen)
  })

  test("an exchange coupon's amount goes to the line of its unit", () => {
    const r = orderDiscounts({ ...base, coupons: [exchange('x1'), exchange('x2'), exchange('x3')] })
    expect(r.ok && r.lines.map((l) => [l.lineId, l.couponFen, l.paidFen])).toEqual([
      ['t1', 76000, 0],
      ['t2', 18000, 0],
      ['g1', 0, 15000]
    ])
  })
})

describe('orderDiscounts: coupons the order cannot take', () => {
  test.each<[string, Partial<OrderDiscountInput>, object]>([
    [
      'an expired coupon',
      { coupons: [coupon('old', { expireTime: NOW })] },
      { problem: 'COUPON_UNUSABLE', couponId: 'old', reason: 'EXPIRED' }
    ],
    [
      'a coupon used already (two orders, one coupon)',
      { coupons: [coupon('used', { couponStatus: 'USED' })] },
      { problem: 'COUPON_UNUSABLE', couponId: 'used', reason: 'NOT_AVAILABLE' }
    ],
    ['two non-exchange coupons', { coupons: [coupon('a'), coupon('b')] }, { problem: 'COUPON_COMBINATION' }],
    ['an exchange coupon beside a cash coupon', { coupons: [exchange('x'), coupon('a')] }, { problem: 'COUPON_COMBINATION' }],
    ['the same coupon twice', { coupons: [exchange('x'), exchange('x')] }, { problem: 'COUPON_COMBINATION' }],
    [
      'more exchange coupons than N',
      { coupons: [exchange('x1'), exchange('x2'), exchange('x3')], maxExchange: 2 },
      { problem: 'TOO_MANY_EXCHANGE' }
    ],
    [
      'more exchange coupons than units (three tickets)',
      { coupons: [exchange('x1'), exchange('x2'), exchange('x3'), exchange('x4')] },
      { problem: 'COUPON_UNUSABLE', couponId: 'x4', reason: 'NO_UNIT_LEFT' }
    ]
  ])('%s', (_name, over, expected) => {
    expect(orderDiscounts({ ...base, ...over })).toEqual({ ok: false, ...expected })
  })

  test.each<[string, Partial<OrderDiscountInput>]>([
    ['a negative delivery fee', { deliveryFen: -1 }],
    ['a negative service fee', { serviceFeeFen: -100 }],
    ['a negative price', { lines: [{ ...t1, price: -38000 }] }],
    ['a fractional qty', { lines: [{ ...t1, qty: 0.5 }] }],
    ['a member discount of 100', { memberDiscount: { SHOW: 100 } }],
    ['negative points', { points: points(-1, 20) }]
  ])('refused: %s (RangeError)', (_name, over) => {
    expect(() => orderDiscounts({ ...base, ...over })).toThrow(RangeError)
  })
})

test('"discounts never take an order below zero": every combination pays at least the fees, and the steps add up', () => {
  const members = [undefined, { SHOW: 1, ITEM: 1 }, { SHOW: 85 }, { SHOW: 99, ITEM: 50 }]
  const couponSets: CouponRule[][] = [
    [],
    [coupon('c', { amount: 1 })],
    [everything('c', 94_899)],
    [everything('c', 10_000_000)],
    [coupon('d', { couponType: 'DISCOUNT', limitationType: 'NONE_THRESHOLD_DEDUCT_DISCOUNT', discount: 1 })],
    [exchange('x1'), exchange('x2'), exchange('x3')]
  ]
  const pointSets = [undefined, points(0, 100), points(99, 100), points(1e9, 50), points(1e9, 100, 1)]
  const lineSets = [[t1, t2, g1], [{ ...t2, price: 1 }], [{ ...g1, qty: 0 }]]
  let cases = 0
  for (const memberDiscount of members)
    for (const coupons of couponSets)
      for (const p of pointSets)
        for (const lines of lineSets) {
          const r = orderDiscounts({ lines, deliveryFen: 800, serviceFeeFen: 200, memberDiscount, coupons, points: p, now: NOW })
          if (!r.ok) continue
          cases++
          expect(r.payFen).toBeGreaterThanOrEqual(1000)
          expect(r.couponDiscountFen + r.pointPriceFen).toBeLessThanOrEqual(r.originalFen - r.memberDiscountFen)
          expect(r.originalFen - r.memberDiscountFen - r.couponDiscountFen - r.pointPriceFen + 1000).toBe(r.payFen)
          expect(r.lines.reduce((s, l) => s + l.paidFen, 0) + 1000).toBe(r.payFen)
          for (const l of r.lines) expect(l.paidFen).toBeGreaterThanOrEqual(0)
        }
  expect(cases).toBeGreaterThan(150)
})

// Issue #18 "Promotions ... channel and outer discounts, ticket packages": the promotion is step 2, after
// the member discount and before the coupon (types/rules/order-discounts.ts "one fixed order of steps").
describe('orderDiscounts: the promotion step, between the member discount and the coupon', () => {
  const promoSteps = (r: OrderDiscounts) => ({
    member: r.memberDiscountFen,
    promotion: r.promotionDiscountFen,
    coupon: r.couponDiscountFen,
    pay: r.payFen
  })
  test.each<[string, Partial<OrderDiscountInput>, ReturnType<typeof promoSteps>]>([
    // 30 yuan off each t1 ticket: 2 × 30 = 60 yuan.
    [
      '30 yuan off each ticket of one line',
      { promotionUnitOffFen: { t1: 3000 } },
      { member: 0, promotion: 6000, coupon: 0, pay: 103000 + 1500 }
    ],
    // 会员8.5折: t1 380 → 323; then 30 off → 293 each: promotion 60, on the member price.
    [
      'on the member price',
      { memberDiscount: { SHOW: 85 }, promotionUnitOffFen: { t1: 3000 } },
      { member: 14100, promotion: 6000, coupon: 0, pay: 88900 + 1500 }
    ],
    // 1,000 yuan off a 180-yuan ticket: capped at its price, never below 0.
    ['capped at the unit price', { promotionUnitOffFen: { t2: 100000 } }, { member: 0, promotion: 18000, coupon: 0, pay: 91000 + 1500 }],
    // Coupon 20 yuan on what the promotion left (1,030 yuan): pay 1,010 yuan.
    [
      'the coupon after it',
      { promotionUnitOffFen: { t1: 3000 }, coupons: [coupon('c')] },
      { member: 0, promotion: 6000, coupon: 2000, pay: 101000 + 1500 }
    ]
  ])('%s', (_name, over, expected) => {
    const r = orderDiscounts({ ...base, ...over })
    if (!r.ok) throw new Error(r.problem)
    expect(promoSteps(r)).toEqual(expected)
    // The lines still add up to what is paid, and each line carries its promotion.
    expect(r.lines.reduce((s, l) => s + l.paidFen, 0) + 1500).toBe(r.payFen)
    expect(r.lines.reduce((s, l) => s + l.promotionFen, 0)).toBe(r.promotionDiscountFen)
  })

  // "The promotion's fen off each unit (computed on the member price by the promotion's rule)": a channel
  // percent is taken on what the member pays, so 会员9折 then 渠道8折 on 100.00 pays 72.00 (9折 × 8折), not 70.00.
  test.each<[string, number | undefined, ChannelDiscount, { member: number; promotion: number; pay: number }]>([
    ['会员9折 + 渠道8折 on 100.00: 72.00', 90, { kind: 'PERCENT', value: 80 }, { member: 1000, promotion: 1800, pay: 7200 }],
    ['渠道8折 without a member discount: 80.00', undefined, { kind: 'PERCENT', value: 80 }, { member: 0, promotion: 2000, pay: 8000 }],
    [
      '会员9折 + 渠道 30.00 off: 60.00 (an amount is the same on either price)',
      90,
      { kind: 'AMOUNT', value: 3000 },
      { member: 1000, promotion: 3000, pay: 6000 }
    ]
  ])('%s', (_name, percent, channel, expected) => {
    const unit = percent === undefined ? 10000 : memberPriceFen(10000, percent)
    const r = orderDiscounts({
      lines: [
        { lineId: 'x', bizType: 'SHOW', showId: 'sx', sessionId: 'ssx', tierId: 'x', venueId: 'v', tagIds: [], price: 10000, qty: 1 }
      ],
      ...(percent === undefined ? {} : { memberDiscount: { SHOW: percent } }),
      promotionUnitOffFen: { x: channelUnitOffFen(unit, channel) },
      now: NOW
    })
    if (!r.ok) throw new Error(r.problem)
    expect({ member: r.memberDiscountFen, promotion: r.promotionDiscountFen, pay: r.payFen }).toEqual(expected)
  })

  test('a coupon threshold is met by the promoted price: 满1000减100 no longer fits once the promotion takes 100 yuan off 1,090', () => {
    const threshold = coupon('t', {
      limitationType: 'AMOUNT',
      limitation: 100000,
      amount: 10000,
      useCouponRule: 'ALL_PRODUCT',
      couponBizTypes: ['SHOW', 'ITEM']
    })
    expect(orderDiscounts({ ...base, coupons: [threshold] }).ok).toBe(true)
    const r = orderDiscounts({ ...base, promotionUnitOffFen: { t1: 5000 }, coupons: [threshold] })
    expect(r).toMatchObject({ ok: false, problem: 'COUPON_UNUSABLE' })
  })
})
