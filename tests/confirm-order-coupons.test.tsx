/**
 * Coupons on confirm order (issue #18; product.md "On the confirm-order page, usable coupons can be toggled
 * checked. Unusable ones show 'this coupon is not applicable currently'."): the toggle rule, and the list
 * in the three languages.
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { toggleCoupon } from '../src/subpackages/order/confirm-order/confirm-order-model'
import { CouponSheet } from '../src/subpackages/order/confirm-order/CouponSheet'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import type { Locale } from '../src/locales/i18n'
import type { OrderCouponOption } from '../types/api/order'

createH5NativeComponentConfig(() => null, React, ReactDOM)

const coupon = (couponId: string, over: Partial<OrderCouponOption> = {}): OrderCouponOption => ({
  couponId,
  couponTemplateId: `ctp_${couponId}`,
  title: `满100减20 ${couponId}`,
  couponType: 'REDUCTION',
  discountAmount: 2000,
  usable: true,
  isChecked: false,
  expireTime: Date.UTC(2026, 11, 22, 4),
  ...over
})

describe('toggleCoupon', () => {
  const all = [
    coupon('a'),
    coupon('b', { couponType: 'CASH' }),
    coupon('x1', { couponType: 'EXCHANGE' }),
    coupon('x2', { couponType: 'EXCHANGE' }),
    coupon('u', { usable: false })
  ]
  const [a, b, x1, x2, u] = all
  // Each row: what was checked, the coupon tapped, what is checked after.
  const cases: Array<[string, string[], OrderCouponOption, string[]]> = [
    ['a usable coupon is checked', [], a, ['a']],
    ['a checked one is unchecked', ['a'], a, []],
    ['another non-exchange coupon replaces it (one per order)', ['a'], b, ['b']],
    ['exchange coupons add up (one ticket each)', ['x1'], x2, ['x1', 'x2']],
    ['an exchange coupon replaces a non-exchange one', ['a'], x1, ['x1']],
    ['a non-exchange coupon replaces the exchange ones', ['x1', 'x2'], a, ['a']],
    ["'this coupon is not applicable currently': an unusable one cannot be checked", ['a'], u, ['a']]
  ]
  test.each(cases)('%s', (_name, checked, tapped, expected) => expect(toggleCoupon(checked, tapped, all)).toEqual(expected))
})

describe('CouponSheet', () => {
  let utils: TestUtils
  const mount = async (coupons: OrderCouponOption[], checked: string[], onDone: (ids: string[]) => void, locale: Locale = 'zh-CN') => {
    freshStore()
    store.set(localeAtom, locale)
    utils = new TestUtils()
    await utils.mount(() => (
      <Provider store={store}>
        <CouponSheet coupons={coupons} checked={checked} onDone={onDone} onClose={() => undefined} />
      </Provider>
    ))
  }
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })
  const rowOf = (id: string) => document.querySelector(`[data-coupon-id="${id}"]`) as HTMLElement

  test.each([
    ['zh-CN', '该优惠券当前不可用'],
    ['zh-MO', '該優惠券當前不可用'],
    ['en-US', 'This coupon is not applicable currently']
  ] as Array<[Locale, string]>)('%s: usable coupons with their discount, unusable ones say so', async (locale, why) => {
    await mount([coupon('a'), coupon('u', { usable: false, discountAmount: 0, reason: 'OUT_OF_SCOPE' })], ['a'], () => undefined, locale)
    expect(rowOf('a').getAttribute('aria-checked')).toBe('true')
    expect(rowOf('a').textContent).toContain('20')
    expect(rowOf('a').textContent).not.toContain(why)
    expect(rowOf('u').textContent).toContain(why)
  })

  test('toggling and done hand the checked ids back (the page re-prices through pre_order)', async () => {
    const done = jest.fn()
    await mount([coupon('a'), coupon('b', { couponType: 'CASH', discountAmount: 500 }), coupon('u', { usable: false })], ['a'], done)
    const tap = async (el: HTMLElement) => {
      utils.fireEvent.click(el)
      await utils.act(async () => {
        await new Promise((r) => setTimeout(r, 20))
      })
    }
    await tap(rowOf('b'))
    expect(rowOf('b').getAttribute('aria-checked')).toBe('true')
    expect(rowOf('a').getAttribute('aria-checked')).toBe('false')
    await tap(rowOf('u'))
    expect(rowOf('u').getAttribute('aria-checked')).toBe('false')
    await tap(document.querySelector('.coupon-sheet__done') as HTMLElement)
    expect(done).toHaveBeenCalledWith(['b'])
  })
})
