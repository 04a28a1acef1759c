/**
 * product.md entity "Privilege card item": "cardStatus (USED, EXPIRE, REFUND, REFUNDING), enabled,
 * isHistory, isAnnualCard, expirationTime"; "priceMode (CASH, POINT, CASH_POINT), cardPrice, pointPrice,
 * convertibleTimes, redeemedTimes". Issue #18: "purchase (cash, points, or both), redemption times per card,
 * annual cards, booking with userCardInstanceId/cardId ..., refund of a card". Table-driven.
 */
import {
  buyRefusal,
  cardAmounts,
  cardExpiry,
  cardOffSale,
  cardRuleProblem,
  checkCardBooking,
  heldCardStatus,
  timesLeft,
  type CardForBooking,
  type CardForSale,
  type CardRule,
  type HeldCard
} from '../types/rules/benefit-card-rules'
import type { CartLine } from '../types/rules/coupon-rules'

// 2026-11-25 14:00 in Shanghai (06:00 UTC).
const NOW = Date.UTC(2026, 10, 25, 6)
const DAY = 86_400_000

describe('cardExpiry: "annual card flag (valid 365 days from purchase) or fixed validity (days after purchase or until a date)"', () => {
  test.each<[string, Parameters<typeof cardExpiry>[0], number]>([
    // The end of the Shanghai day 365 days after 2026-11-25: 2027-11-26 00:00 +08:00 = 2027-11-25 16:00 UTC.
    [
      'annual: to the end of the local day a year on',
      { validityType: 'ANNUAL', validDays: null, validUntil: null },
      Date.UTC(2027, 10, 25, 16)
    ],
    ['30 days: to the end of the 30th local day', { validityType: 'DAYS', validDays: 30, validUntil: null }, Date.UTC(2026, 11, 25, 16)],
    ['1 day: through tomorrow', { validityType: 'DAYS', validDays: 1, validUntil: null }, Date.UTC(2026, 10, 26, 16)],
    ['until a date: that instant', { validityType: 'UNTIL', validDays: null, validUntil: NOW + 10 * DAY }, NOW + 10 * DAY]
  ])('%s', (_name, v, expected) => {
    expect(cardExpiry(v, NOW, 'Asia/Shanghai')).toBe(expected)
  })

  test('bought just before local midnight: the same day counts as day 0', () => {
    // 2026-11-25 23:59 Shanghai = 15:59 UTC; DAYS 1 ends at 2026-11-27 00:00 Shanghai.
    expect(cardExpiry({ validityType: 'DAYS', validDays: 1, validUntil: null }, Date.UTC(2026, 10, 25, 15, 59), 'Asia/Shanghai')).toBe(
      Date.UTC(2026, 10, 26, 16)
    )
  })

  test.each<[string, Parameters<typeof cardExpiry>[0]]>([
    ['DAYS without days', { validityType: 'DAYS', validDays: null, validUntil: null }],
    ['DAYS 0', { validityType: 'DAYS', validDays: 0, validUntil: null }],
    ['UNTIL without a date', { validityType: 'UNTIL', validDays: null, validUntil: null }]
  ])('refuses %s', (_name, v) => {
    expect(() => cardExpiry(v, NOW)).toThrow(RangeError)
  })
})

describe('cardAmounts: "priceMode (CASH, POINT, CASH_POINT), cardPrice, pointPrice"', () => {
  test.each<[string, Parameters<typeof cardAmounts>[0], { payAmount: number; pointAmount: number }]>([
    ['CASH pays the cash price only', { priceMode: 'CASH', cardPrice: 19900, pointPrice: 0 }, { payAmount: 19900, pointAmount: 0 }],
    [
      'POINT pays points only, nothing at the cashier',
      { priceMode: 'POINT', cardPrice: 0, pointPrice: 5000 },
      { payAmount: 0, pointAmount: 5000 }
    ],
    ['CASH_POINT pays both', { priceMode: 'CASH_POINT', cardPrice: 9900, pointPrice: 2000 }, { payAmount: 9900, pointAmount: 2000 }]
  ])('%s', (_name, p, expected) => {
    expect(cardAmounts(p)).toEqual(expected)
  })
})

const rule = (over: Partial<CardRule> = {}): CardRule => ({
  priceMode: 'CASH',
  cardPrice: 19900,
  pointPrice: 0,
  validityType: 'ANNUAL',
  validDays: null,
  validUntil: null,
  convertibleTimes: 3,
  redeemPrice: 0,
  perSessionLimit: 0,
  useCouponRule: 'ALL_SHOW',
  couponUseLimitVO: {},
  ...over
})

describe('cardRuleProblem: the console refuses a card that cannot be sold or booked as shown', () => {
  test.each<[string, Partial<CardRule>, ReturnType<typeof cardRuleProblem>]>([
    ['a cash annual card for all shows', {}, undefined],
    ['a points card', { priceMode: 'POINT', cardPrice: 0, pointPrice: 5000 }, undefined],
    ['cash and points', { priceMode: 'CASH_POINT', cardPrice: 100, pointPrice: 100 }, undefined],
    ['CASH with a points price too', { pointPrice: 10 }, 'POINT_PRICE'],
    ['CASH at 0', { cardPrice: 0 }, 'CASH_PRICE'],
    ['POINT with a cash price', { priceMode: 'POINT', cardPrice: 100, pointPrice: 100 }, 'CASH_PRICE'],
    ['CASH_POINT without points', { priceMode: 'CASH_POINT', cardPrice: 100, pointPrice: 0 }, 'POINT_PRICE'],
    ['fractional fen', { cardPrice: 99.5 }, 'CASH_PRICE'],
    ['no times', { convertibleTimes: 0 }, 'TIMES'],
    ['a negative redeem price', { redeemPrice: -1 }, 'REDEEM_PRICE'],
    ['a per-session limit above the times', { perSessionLimit: 4 }, 'SESSION_LIMIT'],
    ['DAYS without days', { validityType: 'DAYS' }, 'VALIDITY'],
    ['UNTIL in the past', { validityType: 'UNTIL', validUntil: NOW - 1 }, 'VALIDITY'],
    ['UNTIL ahead', { validityType: 'UNTIL', validUntil: NOW + DAY }, undefined],
    ['listed shows', { useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN', couponUseLimitVO: { showIds: ['s1'] } }, undefined],
    ['a listed range with nothing listed', { useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN', couponUseLimitVO: {} }, 'RANGE'],
    ['a goods scope', { useCouponRule: 'LIMIATION_ITEM', couponUseLimitVO: { itemIds: ['i'] } }, 'RANGE']
  ])('%s', (_name, over, expected) => {
    expect(cardRuleProblem(rule(over), NOW)).toBe(expected)
  })
})

describe('timesLeft: "convertibleTimes, redeemedTimes"', () => {
  test.each<[number, number, number]>([
    [3, 0, 3],
    [3, 2, 1],
    [3, 3, 0],
    [3, 4, 0]
  ])('%i times, %i redeemed → %i left', (times, redeemed, left) => {
    expect(timesLeft(times, redeemed)).toBe(left)
  })
})

describe('heldCardStatus: "cardStatus (USED, EXPIRE, REFUND, REFUNDING), enabled, isHistory"; refund "an unused card (redeemedTimes 0, not expired)"', () => {
  const held: HeldCard = { state: 'ACTIVE', convertibleTimes: 3, redeemedTimes: 0, expirationTime: NOW + DAY, bought: true }
  test.each<[string, Partial<HeldCard>, ReturnType<typeof heldCardStatus>]>([
    ['unused and valid: books, refundable', {}, { cardStatus: null, enabled: true, isHistory: false, refundable: true }],
    [
      'one time used: books, no longer refundable',
      { redeemedTimes: 1 },
      { cardStatus: null, enabled: true, isHistory: false, refundable: false }
    ],
    ['every time used: USED', { redeemedTimes: 3 }, { cardStatus: 'USED', enabled: false, isHistory: true, refundable: false }],
    ['past its expiry: EXPIRE', { expirationTime: NOW }, { cardStatus: 'EXPIRE', enabled: false, isHistory: true, refundable: false }],
    [
      'refund under way: REFUNDING',
      { state: 'REFUNDING' },
      { cardStatus: 'REFUNDING', enabled: false, isHistory: true, refundable: false }
    ],
    [
      'refunded, then expired: still REFUND',
      { state: 'REFUNDED', expirationTime: NOW - 1 },
      { cardStatus: 'REFUND', enabled: false, isHistory: true, refundable: false }
    ],
    ['from a coupon: nothing to refund', { bought: false }, { cardStatus: null, enabled: true, isHistory: false, refundable: false }]
  ])('%s', (_name, over, expected) => {
    expect(heldCardStatus({ ...held, ...over }, NOW)).toEqual(expected)
  })
})

describe('buyRefusal: stock, per-buyer limit, points and real name before a card order', () => {
  const sale: CardForSale = {
    enabled: true,
    remaining: 5,
    perBuyerLimit: 2,
    validityType: 'ANNUAL',
    validUntil: null,
    needRealName: false,
    pointAmount: 100
  }
  const buyer = { held: 0, pointsOwned: 100, verified: false }
  test.each<[string, Partial<CardForSale>, Partial<typeof buyer>, ReturnType<typeof buyRefusal>]>([
    ['on sale, enough points', {}, {}, undefined],
    ['switched off', { enabled: false }, {}, 'OFF_SALE'],
    ['an UNTIL card past its end', { validityType: 'UNTIL', validUntil: NOW }, {}, 'OFF_SALE'],
    ['none left', { remaining: 0 }, {}, 'SOLD_OUT'],
    ['at the per-buyer limit', {}, { held: 2 }, 'BUYER_LIMIT'],
    ['no per-buyer limit', { perBuyerLimit: 0 }, { held: 50 }, undefined],
    ['one point short', {}, { pointsOwned: 99 }, 'POINTS_SHORT'],
    ['real name needed, not verified', { needRealName: true }, {}, 'NEEDS_REAL_NAME'],
    ['real name needed, verified', { needRealName: true }, { verified: true }, undefined]
  ])('%s', (_name, over, who, expected) => {
    expect(buyRefusal({ ...sale, ...over }, { ...buyer, ...who }, NOW)).toBe(expected)
  })
})

describe('cardOffSale: no card given out, bought or exchanged for a coupon, once it is off or an UNTIL card ended', () => {
  // product.md: "With supportUse true, an exchange popup opens ..." — an ended card is not offered.
  test.each<[string, Pick<CardForSale, 'enabled' | 'validityType' | 'validUntil'>, boolean]>([
    ['on, annual', { enabled: true, validityType: 'ANNUAL', validUntil: null }, false],
    ['switched off', { enabled: false, validityType: 'ANNUAL', validUntil: null }, true],
    ['UNTIL, before its end', { enabled: true, validityType: 'UNTIL', validUntil: NOW + 1 }, false],
    ['UNTIL, at its end', { enabled: true, validityType: 'UNTIL', validUntil: NOW }, true],
    ['UNTIL, past its end', { enabled: true, validityType: 'UNTIL', validUntil: NOW - DAY }, true],
    ['UNTIL without an end', { enabled: true, validityType: 'UNTIL', validUntil: null }, true]
  ])('%s', (_name, c, expected) => {
    expect(cardOffSale(c, NOW)).toBe(expected)
  })
})

describe('checkCardBooking: "booking: ... userCardInstanceId with cardId" at the redemption price, within times and range', () => {
  const card: CardForBooking = {
    state: 'ACTIVE',
    convertibleTimes: 2,
    redeemedTimes: 0,
    expirationTime: NOW + DAY,
    bought: true,
    redeemPrice: 0,
    perSessionLimit: 0,
    useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN',
    couponUseLimitVO: { showIds: ['show1'] }
  }
  const line = (over: Partial<CartLine> = {}): CartLine => ({
    lineId: 't1',
    bizType: 'SHOW',
    showId: 'show1',
    sessionId: 'ss1',
    tierId: 't1',
    price: 28000,
    qty: 1,
    ...over
  })
  test.each<[string, Partial<CardForBooking>, CartLine[], Map<string, number>, ReturnType<typeof checkCardBooking>]>([
    [
      'one free ticket in range',
      {},
      [line()],
      new Map(),
      { ok: true, qty: 1, cardDiscount: 28000, lines: [{ lineId: 't1', unitPrice: 0 }] }
    ],
    [
      'two tickets, two times',
      {},
      [line({ qty: 2 })],
      new Map(),
      { ok: true, qty: 2, cardDiscount: 56000, lines: [{ lineId: 't1', unitPrice: 0 }] }
    ],
    ['three tickets, two times', {}, [line({ qty: 3 })], new Map(), { ok: false, reason: 'TIMES_SHORT' }],
    ['one time left of two', { redeemedTimes: 1 }, [line({ qty: 2 })], new Map(), { ok: false, reason: 'TIMES_SHORT' }],
    [
      'a fixed redemption price',
      { redeemPrice: 5000 },
      [line()],
      new Map(),
      { ok: true, qty: 1, cardDiscount: 23000, lines: [{ lineId: 't1', unitPrice: 5000 }] }
    ],
    [
      'a redemption price above the ticket: the ticket price',
      { redeemPrice: 50000 },
      [line()],
      new Map(),
      { ok: true, qty: 1, cardDiscount: 0, lines: [{ lineId: 't1', unitPrice: 28000 }] }
    ],
    ['another show', {}, [line({ showId: 'show2' })], new Map(), { ok: false, reason: 'OUT_OF_RANGE' }],
    [
      'one line out of range: the whole order is refused',
      {},
      [line(), line({ lineId: 't2', showId: 'show2' })],
      new Map(),
      { ok: false, reason: 'OUT_OF_RANGE' }
    ],
    ['expired', { expirationTime: NOW }, [line()], new Map(), { ok: false, reason: 'EXPIRED' }],
    ['refunding', { state: 'REFUNDING' }, [line()], new Map(), { ok: false, reason: 'NOT_ACTIVE' }],
    [
      'per-session limit 1, one already booked there',
      { perSessionLimit: 1 },
      [line()],
      new Map([['ss1', 1]]),
      { ok: false, reason: 'SESSION_LIMIT' }
    ],
    [
      'per-session limit 1, another session',
      { perSessionLimit: 1 },
      [line()],
      new Map([['ss9', 1]]),
      { ok: true, qty: 1, cardDiscount: 28000, lines: [{ lineId: 't1', unitPrice: 0 }] }
    ],
    [
      'all shows',
      { useCouponRule: 'ALL_SHOW', couponUseLimitVO: {} },
      [line({ showId: 'any' })],
      new Map(),
      { ok: true, qty: 1, cardDiscount: 28000, lines: [{ lineId: 't1', unitPrice: 0 }] }
    ],
    [
      'a goods line',
      { useCouponRule: 'ALL_SHOW', couponUseLimitVO: {} },
      [line({ bizType: 'ITEM' })],
      new Map(),
      { ok: false, reason: 'OUT_OF_RANGE' }
    ]
  ])('%s', (_name, over, lines, booked, expected) => {
    expect(checkCardBooking({ ...card, ...over }, lines, booked, NOW)).toEqual(expected)
  })
})
