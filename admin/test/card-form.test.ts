/**
 * The console's benefit card form (issue #18 "Merchant console: ... cards and their prices"; product.md
 * "priceMode (CASH, POINT, CASH_POINT), cardPrice, pointPrice, convertibleTimes"): yuan in the form, fen in
 * the call; only the price boxes the price mode shows, the validity box its type shows and the range lists
 * its rule reads are sent (the gateway refuses a CASH card with a points price, benefit-card-rules.ts).
 */
import { priceBoxes, priceText, toCardFormValues, toCardInput, type CardFormValues } from '../src/pages/cards/card-form-values'
import { givesCard } from '../src/pages/coupons/coupon-form-values'
import { cardRuleProblem } from '../../types/rules/benefit-card-rules'

const NOW = Date.UTC(2026, 10, 22, 4)
const base = (over: Partial<CardFormValues> = {}): CardFormValues => ({ ...toCardFormValues(null), cardName: ' 观演年卡 ', ...over })

test.each([
  ['CASH', { cash: true, points: false }],
  ['POINT', { cash: false, points: true }],
  ['CASH_POINT', { cash: true, points: true }]
] as const)('priceMode %s shows %j', (mode, boxes) => expect(priceBoxes(mode)).toEqual(boxes))

test.each<[string, Partial<CardFormValues>, Partial<ReturnType<typeof toCardInput>>]>([
  [
    'a cash card: yuan to fen, points left out',
    { priceMode: 'CASH', cardPriceYuan: 199.9, pointPrice: 50 },
    { cardPrice: 19990, pointPrice: 0 }
  ],
  ['a points card: no cash price sent', { priceMode: 'POINT', cardPriceYuan: 199, pointPrice: 2000 }, { cardPrice: 0, pointPrice: 2000 }],
  ['both', { priceMode: 'CASH_POINT', cardPriceYuan: 99, pointPrice: 300 }, { cardPrice: 9900, pointPrice: 300 }],
  ['annual: no days, no date', { validityType: 'ANNUAL', validDays: 30, validUntil: NOW }, { validDays: null, validUntil: null }],
  ['days: the days only', { validityType: 'DAYS', validDays: 90, validUntil: NOW }, { validDays: 90, validUntil: null }],
  [
    'until a date: the date only',
    { validityType: 'UNTIL', validDays: 90, validUntil: NOW + 86_400_000 },
    { validDays: null, validUntil: NOW + 86_400_000 }
  ],
  ['a fixed ticket price in fen', { redeemPriceYuan: 50.5 }, { redeemPrice: 5050 }],
  ['the name trimmed', {}, { cardName: '观演年卡' }]
])('%s', (_name, over, expected) => {
  expect(toCardInput(base(over))).toMatchObject(expected)
})

test('the range: every show sends no lists; selected shows send only the show, session and tier lists', () => {
  const lists = { showIds: ['s1'], showSessionIds: ['ss1'], seatPlanIds: ['t1'], venueIds: ['v1'] }
  expect(toCardInput(base({ useCouponRule: 'ALL_SHOW', couponUseLimitVO: lists })).range.couponUseLimitVO.showIds).toEqual([])
  const limited = toCardInput(base({ useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN', couponUseLimitVO: lists })).range.couponUseLimitVO
  expect([limited.showIds, limited.showSessionIds, limited.seatPlanIds, limited.venueIds]).toEqual([['s1'], ['ss1'], ['t1'], []])
})

test('a new card as the form starts it passes the rule module', () => {
  const c = toCardInput(base())
  expect(cardRuleProblem({ ...c, useCouponRule: c.range.useCouponRule, couponUseLimitVO: c.range.couponUseLimitVO }, NOW)).toBeUndefined()
})

test('an edited card reads back as it was sent', () => {
  const sent = toCardInput(base({ priceMode: 'CASH_POINT', cardPriceYuan: 88.8, pointPrice: 100, validityType: 'DAYS', validDays: 60 }))
  const again = toCardInput(toCardFormValues({ ...sent, id: 'card_1', remaining: 1, sold: 0, active: 0, createdAt: NOW, updatedAt: NOW }))
  expect(again).toEqual(sent)
})

test.each([
  ['CASH', 19900, 0, '¥199'],
  ['POINT', 0, 2000, '2000 积分'],
  ['CASH_POINT', 9950, 300, '¥99.50 + 300 积分']
] as const)('the list says a %s price', (priceMode, cardPrice, pointPrice, text) => {
  expect(priceText({ priceMode, cardPrice, pointPrice }, '积分')).toBe(text)
})

test('the coupon form shows the card select only for an exchange coupon usable for benefit cards', () => {
  expect(givesCard('EXCHANGE', ['PRIVILEGE_CARD'])).toBe(true)
  expect(givesCard('EXCHANGE', ['SHOW'])).toBe(false)
  expect(givesCard('CASH', ['PRIVILEGE_CARD'])).toBe(false)
})
