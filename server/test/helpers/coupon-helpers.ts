/** Coupons as the tests make and receive them: a template saved in the console, one coupon of it received in the app. */
import assert from 'node:assert/strict'
import { NOON, type TestApp } from './helpers'
import type { ConsoleClient } from './admin-helpers'
import {
  ADMIN_COUPON_PATHS,
  COUPON_PATHS,
  type AdminCouponTemplate,
  type CouponTemplateInput,
  type CouponUseLimitVO,
  type CouponView,
  type ObtainType
} from '../../../types/api/coupon'

const DAY = 86_400_000

/** A scope that limits nothing. */
export const noScope = (): CouponUseLimitVO => ({
  showIds: [],
  showSessionIds: [],
  seatPlanIds: [],
  venueIds: [],
  showTypes: [],
  tagIds: [],
  itemIds: [],
  categoryIds: []
})

/** A valid template: 满100减20 on every show, online, usable from a day before NOON to 30 days after; 100 of them, 5 a buyer. */
export function couponTemplate(over: Partial<CouponTemplateInput> = {}): CouponTemplateInput {
  return {
    title: '满100减20',
    ruleComments: '',
    couponType: 'REDUCTION',
    couponBizTypes: ['SHOW'],
    amount: 2000,
    discount: 0,
    limitationType: 'AMOUNT',
    limitation: 10000,
    useCouponRule: 'ALL_SHOW',
    couponUseLimitVO: noScope(),
    expirationType: 'FIXED',
    startTime: NOON.getTime() - DAY,
    expireTime: NOON.getTime() + 30 * DAY,
    expirationUnit: null,
    length: null,
    quantity: 100,
    perBuyerLimit: 5,
    useWay: 'ONLINE',
    needRealName: false,
    needFaceAuth: false,
    showReceivable: true,
    ...over
  }
}

/** An exchange coupon for the benefit card `privilegeCardId`, received from a topic page (not listed on shows), one a buyer. */
export const cardExchangeTemplate = (privilegeCardId: string): CouponTemplateInput =>
  couponTemplate({
    title: '兑换权益卡',
    couponType: 'EXCHANGE',
    couponBizTypes: ['PRIVILEGE_CARD'],
    amount: 0,
    limitationType: 'QUANTITY',
    limitation: 1,
    // A card is not a show: the exchange coupon's scope is everything (the card it names decides).
    useCouponRule: 'ALL_PRODUCT',
    quantity: 10,
    perBuyerLimit: 1,
    showReceivable: false,
    privilegeCardId
  })

/** A template saved in the console by `staff`. */
export async function makeCouponTemplate(staff: ConsoleClient, input: CouponTemplateInput): Promise<AdminCouponTemplate> {
  const res = await staff.call<AdminCouponTemplate>('POST', ADMIN_COUPON_PATHS.create, input)
  assert.equal(res.body.statusCode, 200, res.body.comments)
  return res.body.data
}

/** One coupon of the template `couponCode` received by the buyer whose headers are given. */
export async function receiveCoupon(
  t: TestApp,
  couponCode: string,
  headers: Record<string, string>,
  obtainType: ObtainType = 'SHOW_OBTAIN'
): Promise<CouponView> {
  const res = await t.call<CouponView>('POST', `${COUPON_PATHS.obtain}?lang=en-US`, { couponCode, obtainType }, headers)
  assert.equal(res.body.statusCode, 200, res.body.comments)
  return res.body.data
}
