/**
 * The points row shared by confirm order and the goods confirm pages (goods-confirm, goods-cart-confirm:
 * goods are priced by the same quote, with the points row "exactly as confirm-order does"): the offer with
 * its switch while points can pay, else what the buyer owns; the numbers are the gateway's pre_order row.
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { PointsRow } from '../src/subpackages/order/confirm-order/PointsRow'
import { memberRows } from '../src/subpackages/order/confirm-order/order-summary'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import type { Locale } from '../src/locales/i18n'
import type { GoodsQuote } from '../types/api/goods-order'

createH5NativeComponentConfig(() => null, React, ReactDOM)

/** A goods pre_order reply with the points row: 2600 points pay 26 yuan. */
const goodsQuote = (points: GoodsQuote['points']): GoodsQuote => ({
  lines: [],
  goodsAmount: 13000,
  deliveryFee: 0,
  needsAddress: true,
  discounts: [],
  payAmount: 6300,
  coupons: [],
  checkedCouponIds: [],
  memberDiscount: 2600,
  ...(points ? { points, pointsDiscount: points.isChecked ? points.pointPrice : 0 } : {})
})

describe('PointsRow on a goods quote', () => {
  let utils: TestUtils
  const mount = async (quote: GoodsQuote, locale: Locale = 'zh-CN') => {
    freshStore()
    store.set(localeAtom, locale)
    utils = new TestUtils()
    await utils.mount(() => (
      <Provider store={store}>
        <PointsRow points={memberRows(quote).points} busy={false} onUse={() => undefined} />
      </Provider>
    ))
  }
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test.each([
    ['zh-CN', '可用2600积分抵'],
    ['zh-MO', '可用2600積分抵'],
    ['en-US', 'Use 2600 points for']
  ] as Array<[Locale, string]>)('%s: usable points offer the gateway’s amount with a switch', async (locale, offer) => {
    await mount(
      goodsQuote({ owned: 5000, rate: 100, limitProportion: 30, pointPrice: 2600, pointsUsed: 2600, usable: true, isChecked: false }),
      locale
    )
    const row = document.querySelector('.confirm-order__points') as HTMLElement
    expect(row.textContent).toContain(offer)
    expect(row.textContent).toContain('26')
    expect(document.querySelector('.confirm-order__points-switch')).not.toBeNull()
  })

  test('points that cannot pay on this order say how many the buyer owns, without a switch; none at all say none', async () => {
    await mount(goodsQuote({ owned: 40, rate: 100, limitProportion: 30, pointPrice: 0, pointsUsed: 0, usable: false, isChecked: false }))
    expect(document.body.textContent).toContain('共40积分，本单暂不可用')
    expect(document.querySelector('.confirm-order__points-switch')).toBeNull()
    utils.unmout()
    document.body.innerHTML = ''
    await mount(goodsQuote(undefined))
    expect(document.querySelector('.confirm-order__row--off')).not.toBeNull()
    expect(document.querySelector('.confirm-order__points-switch')).toBeNull()
  })

  test('the member rows read the goods quote as they read a ticket one', () => {
    const rows = memberRows(
      goodsQuote({ owned: 5000, rate: 100, limitProportion: 30, pointPrice: 2600, pointsUsed: 2600, usable: true, isChecked: true })
    )
    expect(rows.memberOffFen).toBe(2600)
    expect(rows.pointsOffFen).toBe(2600)
    expect(rows.points?.isChecked).toBe(true)
  })
})
