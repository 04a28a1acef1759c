/**
 * The refund-rule pages' table (issue #17: "the app's refund-rule pages (refund-rule-order,
 * refund-rule-privilege) show them ... a readable table (time before the show → fee)").
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { RefundRuleTable } from '../src/components/refund-rule/RefundRuleTable'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import type { RefundRule } from '../types/rules/refund-rule'

createH5NativeComponentConfig(() => null, React, ReactDOM)

const rows = () => Array.from(document.querySelectorAll('.refund-rule__row')).map((r) => Array.from(r.children).map((c) => c.textContent))
const notes = () => Array.from(document.querySelectorAll('.refund-rule__note')).map((n) => n.textContent)

describe('RefundRuleTable', () => {
  let utils: TestUtils
  const mount = async (rule: RefundRule) => {
    freshStore()
    store.set(localeAtom, 'zh-CN')
    utils = new TestUtils()
    await utils.mount(() => (
      <Provider store={store}>
        <RefundRuleTable rule={rule} />
      </Provider>
    ))
  }
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test('fee by time: a row per step from the furthest, then the row with no refund; the scope and the checked-in rule', async () => {
    await mount({
      kind: 'FEE_BY_TIME',
      steps: [
        { hoursBefore: 168, feePercent: 0 },
        { hoursBefore: 48, feePercent: 10 },
        { hoursBefore: 3, feePercent: 50 }
      ],
      scope: 'WHOLE_ORDER'
    })
    expect(rows()).toEqual([
      ['申请时间', '手续费'],
      ['开演前7天及以上', '免费'],
      ['开演前2天及以上', '票价的10%'],
      ['开演前3小时及以上', '票价的50%'],
      ['开演前不足3小时', '不可退']
    ])
    expect(notes()).toEqual(['仅支持整单退票。', '已检票的门票不可退。手续费按分向下取整。'])
  })

  test('before a deadline: free until it, none after, per ticket', async () => {
    await mount({ kind: 'BEFORE_DEADLINE', deadlineHours: 30, scope: 'PER_TICKET' })
    expect(rows().slice(1)).toEqual([
      ['开演前30小时及以上', '免费'],
      ['开演前不足30小时', '不可退']
    ])
    expect(notes()[0]).toBe('可按单张退票。')
  })
})
