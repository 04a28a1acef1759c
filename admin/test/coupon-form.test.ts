/**
 * The console's coupon form (issue #18): yuan in the form, fen in the call; only the value box, the
 * threshold and the scope lists the kind and rule show are sent (a list left over from another rule would
 * be refused by the gateway as a wrong scope).
 */
import {
  scopeLists,
  thresholdBox,
  toFormValues,
  toTemplateInput,
  valueBox,
  valueText,
  type CouponFormValues
} from '../src/pages/coupons/coupon-form-values'
import type { CouponUseLimitVO } from '../../types/api/coupon'

const NOW = Date.UTC(2026, 10, 22, 4)
const base = (over: Partial<CouponFormValues> = {}): CouponFormValues => ({
  ...toFormValues(null, NOW),
  title: '满100减20',
  amountYuan: 20,
  threshold: 100,
  ...over
})

test.each([
  ['REDUCTION', 'amount'],
  ['CASH', 'amount'],
  ['MULTI_USER_RANDOM_CASH', 'amount'],
  ['EXPIRY_COMPENSATION_CASH', 'amount'],
  ['MULTI_USER_FIXED_CASH', 'amount'],
  ['DISCOUNT', 'discount'],
  ['FULL_DISCOUNT', 'discount'],
  ['EXCHANGE', 'none']
] as const)('couponType %s shows the %s box', (kind, box) => expect(valueBox(kind)).toBe(box))

test.each([
  ['AMOUNT', 'yuan'],
  ['QUANTITY', 'count'],
  ['NONE_THRESHOLD_DEDUCT_DISCOUNT', 'none'],
  ['NONE_THRESHOLD_DEDUCT_AMOUNT', 'none']
] as const)('limitationType %s reads its threshold in %s', (type, box) => expect(thresholdBox(type)).toBe(box))

test('"couponUseLimitVO: lists showIds, showSessionIds, seatPlanIds, …": each useCouponRule picks its lists', () => {
  expect(scopeLists('LIMIATION_SHOW_SESSION_SEATPLAN')).toEqual(['showIds', 'showSessionIds', 'seatPlanIds'])
  expect(scopeLists('LIMIATION_SHOW_TYPE_OR_TAG')).toEqual(['showTypes', 'tagIds'])
  expect(scopeLists('LIMIATION_VENUE_USE')).toEqual(['venueIds'])
  expect(scopeLists('LIMIATION_ITEM')).toEqual(['itemIds'])
  expect(scopeLists('LIMIATION_ITEM_CATEGORY')).toEqual(['categoryIds'])
  expect(scopeLists('ALL_SHOW')).toEqual([])
  expect(scopeLists('ALL_PRODUCT')).toEqual([])
})

test('满100减20 goes out in fen with the fixed window', () => {
  const input = toTemplateInput(base())
  expect([input.amount, input.discount, input.limitation, input.startTime, input.expireTime, input.expirationUnit, input.length]).toEqual([
    2000,
    0,
    10000,
    NOW,
    NOW + 30 * 86_400_000,
    null,
    null
  ])
})

test('a discount sends no money off; a quantity threshold is a count; DYNAMIC sends its length and no window', () => {
  const input = toTemplateInput(
    base({
      couponType: 'FULL_DISCOUNT',
      discount: 85,
      limitationType: 'QUANTITY',
      threshold: 2,
      expirationType: 'DYNAMIC',
      expirationUnit: 'WEEK',
      length: 2
    })
  )
  expect([input.amount, input.discount, input.limitation, input.startTime, input.expireTime, input.expirationUnit, input.length]).toEqual([
    0,
    85,
    2,
    null,
    null,
    'WEEK',
    2
  ])
})

test('lists of another rule are dropped, and a saved template reads back into the same values', () => {
  const scope: CouponUseLimitVO = {
    showIds: ['shw_1'],
    showSessionIds: [],
    seatPlanIds: [],
    venueIds: ['ven_1'],
    showTypes: [],
    tagIds: [],
    itemIds: [],
    categoryIds: []
  }
  const input = toTemplateInput(base({ useCouponRule: 'LIMIATION_VENUE_USE', couponUseLimitVO: scope }))
  expect(input.couponUseLimitVO.venueIds).toEqual(['ven_1'])
  expect(input.couponUseLimitVO.showIds).toEqual([])
  const saved = {
    ...input,
    id: 'ctp_1',
    couponCode: 'X',
    state: 'ACTIVE' as const,
    remaining: 100,
    issued: 0,
    used: 0,
    reserved: 0,
    createdAt: NOW,
    updatedAt: NOW
  }
  expect(toTemplateInput(toFormValues(saved, NOW))).toEqual(input)
})

test('the list shows ¥20, 8.5折 / 15% off', () => {
  expect(valueText({ couponType: 'REDUCTION', amount: 2000, discount: 0 }, true, '')).toBe('¥20')
  expect(valueText({ couponType: 'CASH', amount: 1250, discount: 0 }, true, '')).toBe('¥12.50')
  expect(valueText({ couponType: 'DISCOUNT', amount: 0, discount: 85 }, true, '')).toBe('8.5折')
  expect(valueText({ couponType: 'DISCOUNT', amount: 0, discount: 85 }, false, '')).toBe('15% off')
  expect(valueText({ couponType: 'EXCHANGE', amount: 0, discount: 0 }, true, '兑换券')).toBe('兑换券')
})
