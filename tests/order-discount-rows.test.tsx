/**
 * Order detail's discount lines (issue #18; OrderDetail.discounts): each line as the gateway names it on
 * the left and "-¥X" on the right, in the order given (the pricing order), between the fee rows and the
 * amount due; none for an order without discounts.
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { DiscountRows } from '../src/subpackages/order/order-detail/DiscountRows'
import type { OrderDiscountLine } from '../types/api/order'

createH5NativeComponentConfig(() => null, React, ReactDOM)

const rows = () =>
  Array.from(document.querySelectorAll('[data-testid^="order-discount-"]')).map((r) => [
    r.children[0]?.textContent,
    r.children[1]?.textContent
  ])

describe('order detail discount rows', () => {
  let utils: TestUtils
  const mount = async (discounts: OrderDiscountLine[] | undefined) => {
    utils = new TestUtils()
    await utils.mount(() => <DiscountRows discounts={discounts} />)
  }
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test('each line: its label, then what it took off as -¥, cents only when there are any', async () => {
    await mount([
      { kind: 'MEMBER', amount: 3000, label: '会员8.5折' },
      { kind: 'COUPON', amount: 2000, label: '满100减20' },
      { kind: 'POINTS', amount: 305, label: '积分抵扣 (305积分)' }
    ])
    expect(rows()).toEqual([
      ['会员8.5折', '-¥30'],
      ['满100减20', '-¥20'],
      ['积分抵扣 (305积分)', '-¥3.05']
    ])
  })

  test('no discounts, no rows', async () => {
    await mount(undefined)
    expect(rows()).toEqual([])
  })
})
