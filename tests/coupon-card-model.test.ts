/**
 * The coupon card's rules (product.md "Other states": coupon card display, using and receiving a coupon),
 * table-driven on the shapes the gateway answers (types/api/coupon.ts).
 */
import { actionOf, couponTarget, received, refusalOf, stampOf, type CouponCardData } from '../src/components/coupon-card/coupon-card-model'
import type { CouponTemplateView, CouponView } from '../types/api/coupon'
import type { CouponStatus, UseWay } from '../types/rules/coupon-rules'

const template = (over: Partial<CouponTemplateView> = {}): CouponTemplateView =>
  ({
    couponTemplateId: 'ctp_1',
    couponCode: 'CODE',
    merchantId: 'demo',
    title: '满100减20',
    ruleComments: '',
    useCouponRuleDesc: '全部演出可用',
    couponRestrictionLimitDesc: '满100元可用',
    couponType: 'REDUCTION',
    couponBizTypes: ['SHOW'],
    amount: 2000,
    discount: 0,
    discountDisplay: '¥20',
    limitationType: 'AMOUNT',
    limitation: 10000,
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
    },
    useWay: 'ONLINE',
    needFaceAuth: false,
    needRealName: false,
    expirationType: 'FIXED',
    expirationUnit: null,
    length: null,
    startTime: 0,
    expireTime: 1,
    shareParts: 1,
    qty: 10,
    perBuyerLimit: 1,
    obtained: false,
    obtainLimited: false,
    ...over
  }) as CouponTemplateView

const owned = (couponStatus: CouponStatus, useWay: UseWay = 'ONLINE'): CouponCardData => ({
  mode: 'OWNED',
  coupon: {
    ...template({ useWay }),
    couponId: 'cpn_1',
    couponStatus,
    usable: couponStatus === 'AVAILABLE',
    isNewArrival: false,
    startTime: 0,
    expireTime: 1,
    startTimeStr: '',
    expireTimeStr: '',
    obtainType: 'SHOW_OBTAIN',
    obtainTime: 0,
    shareCode: null
  } as CouponView
})

describe('"Stamps: used, expired, refunding, received." and "An owned and AVAILABLE coupon shows \'use\' (ONLINE) or \'view\' (otherwise)."', () => {
  test.each([
    ['AVAILABLE', 'ONLINE', null, 'use'],
    ['AVAILABLE', 'OFFLINE', null, 'view'],
    ['USED', 'ONLINE', 'used', null],
    ['EXPIRED', 'ONLINE', 'expired', null],
    ['REFUNDING', 'ONLINE', 'refunding', null],
    ['PENDING', 'ONLINE', null, null]
  ] as const)('owned %s %s → stamp %s, action %s', (status, way, stamp, action) => {
    expect(stampOf(owned(status, way))).toBe(stamp)
    expect(actionOf(owned(status, way))).toBe(action)
  })
})

describe('"In receive mode, a not-obtained coupon shows \'receive\' and becomes received after success."', () => {
  test.each([
    [{ obtained: false, obtainLimited: false }, null, 'receive'],
    [{ obtained: true, obtainLimited: true }, 'received', null],
    [{ obtained: false, obtainLimited: true }, null, null]
  ])('%j → stamp %s, action %s', (state, stamp, action) => {
    const card: CouponCardData = { mode: 'RECEIVE', coupon: template(state) }
    expect(stampOf(card)).toBe(stamp)
    expect(actionOf(card)).toBe(action)
  })

  test('after success the card is received, one fewer left, and no longer offers receive', () => {
    const [after, other] = received([template({ qty: 5 }), template({ couponTemplateId: 'ctp_2' })], 'ctp_1')
    expect([after.obtained, after.qty, actionOf({ mode: 'RECEIVE', coupon: after }), stampOf({ mode: 'RECEIVE', coupon: after })]).toEqual([
      true,
      4,
      null,
      'received'
    ])
    expect(other.obtained).toBe(false)
  })
})

test('"A parking-type coupon goes to parking payment"; "On failure or no support, the shows page for the coupon opens"', () => {
  expect(couponTarget({ couponBizTypes: ['PARKING_FEE'], couponTemplateId: 'ctp_1' })).toEqual({ route: 'parking_payment' })
  expect(couponTarget({ couponBizTypes: ['SHOW', 'PARKING_FEE'], couponTemplateId: 'ctp_1' })).toEqual({
    route: 'coupon-shows',
    params: { couponTemplateId: 'ctp_1' }
  })
})

test('"A coupon that needs real-name shows a dialog …": the gateway codes that need the page\'s own dialog', () => {
  expect(refusalOf({ statusCode: 40274 })).toBe('REAL_NAME')
  expect(refusalOf({ statusCode: 40275 })).toBe('FACE_AUTH')
  expect(refusalOf({ statusCode: 40271 })).toBeNull()
  expect(refusalOf(null)).toBeNull()
})
