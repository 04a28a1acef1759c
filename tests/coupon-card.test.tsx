/**
 * The coupon card (issue #18; product.md "Other states", coupon card display): the value and threshold,
 * the stamp of an owned coupon's state, and 'receive' in receive mode, in the buyer's language.
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { CouponCard } from '../src/components/coupon-card/CouponCard'
import type { CouponCardData } from '../src/components/coupon-card/coupon-card-model'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import type { Locale } from '../src/locales/i18n'
import type { CouponTemplateView, CouponView } from '../types/api/coupon'

createH5NativeComponentConfig(() => null, React, ReactDOM)

const template: CouponTemplateView = {
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
  expirationType: 'DYNAMIC',
  expirationUnit: 'DAY',
  length: 7,
  startTime: null,
  expireTime: null,
  shareParts: 1,
  qty: 12,
  perBuyerLimit: 2,
  obtained: false,
  obtainLimited: false
}

const used: CouponView = {
  ...template,
  couponId: 'cpn_1',
  couponStatus: 'USED',
  usable: false,
  isNewArrival: false,
  startTime: 0,
  expireTime: 1,
  startTimeStr: '2026.11.22 00:00',
  expireTimeStr: '2026.12.22 00:00',
  obtainType: 'SHOW_OBTAIN',
  obtainTime: 0,
  shareCode: null
}

const text = (selector: string) => document.querySelector(selector)?.textContent ?? null

describe('CouponCard', () => {
  let utils: TestUtils
  const mount = async (card: CouponCardData, locale: Locale = 'zh-CN') => {
    freshStore()
    store.set(localeAtom, locale)
    utils = new TestUtils()
    await utils.mount(() => (
      <Provider store={store}>
        <CouponCard card={card} />
      </Provider>
    ))
  }
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test('receive mode: value, threshold, the window from receiving, what is left, and the receive button', async () => {
    await mount({ mode: 'RECEIVE', coupon: template })
    expect(text('.coupon-card__amount')).toBe('¥20')
    expect(text('.coupon-card__threshold')).toBe('满100元可用')
    expect(document.body.textContent).toContain('领取后7天内有效')
    expect(document.body.textContent).toContain('剩余12张 · 每人限领2张')
    expect(text('.coupon-card__action--receive')).toBe('领取')
    expect(document.querySelector('.coupon-card__stamp')).toBeNull()
  })

  test('received: the stamp and no button', async () => {
    await mount({ mode: 'RECEIVE', coupon: { ...template, obtained: true, obtainLimited: true } }, 'en-US')
    expect(text('.coupon-card__stamp--received')).toBe('Received')
    expect(document.querySelector('.coupon-card__action')).toBeNull()
  })

  test('an owned used coupon: its window and the used stamp (zh-MO)', async () => {
    await mount({ mode: 'OWNED', coupon: used }, 'zh-MO')
    expect(text('.coupon-card__stamp--used')).toBe('已使用')
    expect(document.body.textContent).toContain('2026.11.22 00:00 至 2026.12.22 00:00')
    expect(document.querySelector('.coupon-card__action')).toBeNull()
  })
})
