/**
 * The benefit card pages' logic (issue #18 "Benefit (privilege) cards: card list, detail, range, confirm
 * and purchase (cash, points, or both), redemption times per card, annual cards, booking with
 * userCardInstanceId/cardId ..., refund of a card"), each table quoting the spec line it checks.
 */
import {
  appendCards,
  bookingFromRange,
  cardActions,
  cardPrice,
  confirmStep,
  detailAction,
  detailParams,
  heldInstanceOf,
  itemButton,
  timesLeft,
  validityLine
} from '../src/subpackages/user/card-parts/card-model'
import { cardBookingParams, cardQuery } from '../src/utils/card-booking-params'
import { couponUseOrExchange, type CouponToCardDeps } from '../src/components/coupon-card/coupon-to-card'
import { cardPayState } from '../src/subpackages/order/pay-loading/card-pay-state'
import { cardPayLoadingPath } from '../types/rules/pay-return'
import type { BenefitCardMineView, BenefitCardView, CouponSupportReply } from '../types/api/benefit-card'
import { heldCard } from './helpers/benefit-card-fixtures'

const card = (over: Partial<BenefitCardView> = {}): BenefitCardView => ({
  cardId: 'c1',
  cardName: '演出畅享卡',
  cardUrl: '',
  description: '',
  promotionDesc: '',
  priceMode: 'CASH',
  cardPrice: 19900,
  pointPrice: 0,
  convertibleTimes: 3,
  redeemPrice: 0,
  perSessionLimit: 0,
  isAnnualCard: false,
  validityType: 'DAYS',
  validDays: 90,
  validUntil: null,
  needRealName: false,
  range: {
    useCouponRule: 'ALL_SHOW',
    couponUseLimitVO: {
      showIds: [],
      showSessionIds: [],
      seatPlanIds: [],
      venueIds: [],
      showTypes: [],
      tagIds: [],
      itemIds: [],
      categoryIds: []
    }
  },
  rangeDesc: '',
  stock: 10,
  perBuyerLimit: 1,
  onSale: true,
  ...over
})

const mine = (over: Partial<BenefitCardMineView> = {}): BenefitCardMineView => ({
  ...card(),
  userCardInstanceIds: [],
  canBuy: true,
  ...over
})

describe('"priceMode (CASH, POINT, CASH_POINT), cardPrice, pointPrice": the price as ¥, 积分 or ¥+积分', () => {
  test.each([
    ['CASH: money only', 'CASH', 19900, 500, { mode: 'CASH', cashFen: 19900 }],
    ['POINT: points only', 'POINT', 19900, 500, { mode: 'POINT', points: 500 }],
    ['CASH_POINT: both', 'CASH_POINT', 9900, 300, { mode: 'CASH_POINT', cashFen: 9900, points: 300 }]
  ] as const)('%s', (_n, priceMode, cardPriceFen, pointPrice, expected) => {
    expect(cardPrice({ priceMode, cardPrice: cardPriceFen, pointPrice })).toEqual(expected)
  })
})

describe('"convertibleTimes, redeemedTimes": times left, and what a held card offers', () => {
  test.each([
    ['unused', 3, 0, 3],
    ['one used', 3, 1, 2],
    ['all used', 3, 3, 0],
    ['never below zero', 2, 3, 0]
  ])('%s', (_n, convertibleTimes, redeemedTimes, left) => {
    expect(timesLeft({ convertibleTimes, redeemedTimes })).toBe(left)
  })
  test.each([
    ['an unused refundable card: book and refund', heldCard(), { book: true, refund: true }],
    [
      'one time used: book only ("refund" for unused cards)',
      heldCard({ redeemedTimes: 1, refundable: false }),
      { book: true, refund: false }
    ],
    [
      'the gateway says not refundable (a coupon exchange)',
      heldCard({ refundable: false, source: 'COUPON' }),
      { book: true, refund: false }
    ],
    [
      'USED (every time redeemed): neither',
      heldCard({ redeemedTimes: 3, enabled: false, cardStatus: 'USED', refundable: false }),
      { book: false, refund: false }
    ],
    ['EXPIRE: neither', heldCard({ enabled: false, cardStatus: 'EXPIRE', refundable: false }), { book: false, refund: false }],
    ['REFUNDING: neither', heldCard({ enabled: false, cardStatus: 'REFUNDING', refundable: false }), { book: false, refund: false }]
  ])('%s', (_n, item, expected) => {
    expect(cardActions(item)).toEqual(expected)
  })
})

describe('validity: "isAnnualCard, expirationTime" and the card\'s own validity', () => {
  test.each([
    ['an annual card', card({ isAnnualCard: true, validityType: 'ANNUAL', validDays: 365 }), undefined, { key: 'annual_validity' }],
    ['N days from purchase', card({ validityType: 'DAYS', validDays: 90 }), undefined, { key: 'valid_days', days: 90 }],
    [
      'until a date',
      card({ validityType: 'UNTIL', validDays: null, validUntil: 1_800_000_000_000 }),
      undefined,
      { key: 'valid_until', at: 1_800_000_000_000 }
    ],
    [
      'a held card: its own expiry',
      card({ isAnnualCard: true }),
      { expirationTime: 1_790_000_000_000 },
      { key: 'valid_until', at: 1_790_000_000_000 }
    ]
  ])('%s', (_n, c, h, expected) => {
    expect(validityLine(c, h)).toEqual(expected)
  })
})

describe('"Privilege card item: shows a view button if the user holds an instance, otherwise buy"', () => {
  test.each([
    ['a visitor: buy', card(), 'buy'],
    ['logged in, none held: buy', mine(), 'buy'],
    ['logged in, one held: view', mine({ userCardInstanceIds: ['u1'], canBuy: false }), 'view']
  ])('%s', (_n, c, expected) => {
    expect(itemButton(c)).toBe(expected)
  })
  test('"It opens card-detail with cardId and optional userCardInstanceId"', () => {
    expect(detailParams('c1', heldInstanceOf(mine({ userCardInstanceIds: ['u2', 'u1'] })))).toEqual({
      cardId: 'c1',
      userCardInstanceId: 'u2'
    })
    expect(detailParams('c1', heldInstanceOf(card()))).toEqual({ cardId: 'c1' })
  })
  test.each([
    ['on sale: buy', card(), { kind: 'buy' }],
    [
      'held and at the per-buyer limit: view',
      mine({ userCardInstanceIds: ['u1'], canBuy: false }),
      { kind: 'view', userCardInstanceId: 'u1' }
    ],
    ['held and may buy another: buy', mine({ userCardInstanceIds: ['u1'], canBuy: true }), { kind: 'buy' }],
    ['sold out', card({ stock: 0 }), { kind: 'off', reason: 'sold_out' }],
    ['switched off', card({ onSale: false }), { kind: 'off', reason: 'off_sale' }]
  ])('card-detail: %s', (_n, c, expected) => {
    expect(detailAction(c)).toEqual(expected)
  })
})

describe('"booking: /booking/:showId. It can also be opened with ... userCardInstanceId with cardId"', () => {
  test.each([
    ['both: carried', { userCardInstanceId: 'u1', cardId: 'c1', showId: 's' }, { userCardInstanceId: 'u1', cardId: 'c1' }],
    ['one without the other: dropped', { userCardInstanceId: 'u1', showId: 's' }, undefined],
    ['none', { showId: 's' }, undefined]
  ])('%s', (_n, params, expected) => {
    expect(cardBookingParams(params)).toEqual(expected)
    expect(cardQuery(cardBookingParams(params))).toEqual(expected ?? {})
  })
  test('a session of the range opens booking with the card, and the tier when the range names one', () => {
    expect(bookingFromRange('s1', 'ss1', 'p1', { cardId: 'c1', userCardInstanceId: 'u1' })).toEqual({
      showId: 's1',
      sessionId: 'ss1',
      seatPlanId: 'p1',
      cardId: 'c1',
      userCardInstanceId: 'u1'
    })
    expect(bookingFromRange('s1', 'ss1', undefined, { cardId: 'c1' })).toEqual({ showId: 's1', sessionId: 'ss1' })
  })
})

describe('card-confirm: buy, verify first, or the refusal', () => {
  test.each([
    ['may buy', { canBuy: true, needRealName: false }, { kind: 'buy' }],
    [
      'real-name card with a verified identity',
      { canBuy: true, needRealName: true, identity: { identityName: '张三', identityType: 'ID_CARD' as const, identityNo: '1****1' } },
      { kind: 'buy' }
    ],
    ['real-name card without one: verify', { canBuy: false, reason: 'NEEDS_REAL_NAME' as const, needRealName: true }, { kind: 'verify' }],
    ['points short', { canBuy: false, reason: 'POINTS_SHORT' as const, needRealName: false }, { kind: 'refused', reason: 'POINTS_SHORT' }],
    ['sold out', { canBuy: false, reason: 'SOLD_OUT' as const, needRealName: false }, { kind: 'refused', reason: 'SOLD_OUT' }]
  ])('%s', (_n, pre, expected) => {
    expect(confirmStep(pre)).toEqual(expected)
  })
})

test('card orders come back to pay-loading, which reads PAID as paid, UNPAID as waiting, CLOSED as closed', () => {
  expect(cardPayLoadingPath('co 1')).toBe('/pay-loading?cardOrderId=co%201')
  expect([cardPayState('PAID'), cardPayState('UNPAID'), cardPayState('CLOSED')]).toEqual(['SUCCEEDED', 'UNPAID', 'CLOSED'])
})

test('my cards append pages without repeats', () => {
  expect(
    appendCards(
      [heldCard({ userCardInstanceId: 'a' })],
      [heldCard({ userCardInstanceId: 'a' }), heldCard({ userCardInstanceId: 'b' })]
    ).map((c) => c.userCardInstanceId)
  ).toEqual(['a', 'b'])
})

describe('"Otherwise the product asks whether the coupon can be exchanged for a privilege card. With supportUse true, an exchange popup opens ... On failure or no support, the shows page for the coupon opens."', () => {
  const supported: CouponSupportReply = { supportUse: true, privilegeCardName: '演出畅享卡', privilegeCardTemplateId: 'c1', spuId: 'c1' }
  const deps = (over: Partial<CouponToCardDeps> = {}) => {
    const calls: unknown[] = []
    const d: CouponToCardDeps = {
      support: async () => supported,
      ask: async (offer) => (calls.push(['ask', offer]), true),
      exchange: async (body) => (calls.push(['exchange', body]), {}),
      ...over
    }
    return { d, calls }
  }
  const coupon = { couponId: 'k1', couponType: 'EXCHANGE' }
  test('supported and confirmed: the popup has the five fields, the exchange sends couponId, privilegeCardTemplateId, type', async () => {
    const { d, calls } = deps()
    await expect(couponUseOrExchange(coupon, d)).resolves.toBe('EXCHANGED')
    expect(calls).toEqual([
      ['ask', { couponId: 'k1', type: 'EXCHANGE', privilegeCardName: '演出畅享卡', privilegeCardTemplateId: 'c1', spuId: 'c1' }],
      ['exchange', { couponId: 'k1', privilegeCardTemplateId: 'c1', type: 'EXCHANGE' }]
    ])
  })
  test.each([
    ['no support: the shows', { support: async () => ({ ...supported, supportUse: false }) }, 'SHOWS'],
    ['the question failed: the shows', { support: async () => Promise.reject(new Error('net')) }, 'SHOWS'],
    ['the popup closed: stays', { ask: async () => false }, 'DECLINED'],
    ['the exchange refused: stays (the request layer said why)', { exchange: async () => Promise.reject(new Error('used')) }, 'FAILED']
  ])('%s', async (_n, over, expected) => {
    await expect(couponUseOrExchange(coupon, deps(over as Partial<CouponToCardDeps>).d)).resolves.toBe(expected)
  })
})
