/**
 * The mine page (issue #31 item 10: "Mine shows the masked phone twice, no avatar, no order-status
 * shortcuts"): the account line only when it says something the name does not, and shortcuts that open the
 * order list on their tab.
 */
import { accountLine, ORDER_SHORTCUTS } from '../src/pages/mine/mine-model'
import { tabOfQuery } from '../src/subpackages/order/order-list/order-list-tabs'
import { translate } from '../src/locales/i18n'

describe('accountLine', () => {
  test('"the masked phone twice": a name that is the masked phone is not followed by it again', () => {
    expect(accountLine({ nickName: '138****0001', cellphone: '138****0001', email: '' })).toBeUndefined()
  })
  test("a name of the buyer's own is followed by the account (phone, else e-mail)", () => {
    expect(accountLine({ nickName: 'Ann', cellphone: '138****0001', email: '' })).toBe('138****0001')
    expect(accountLine({ nickName: 'Ann', cellphone: '', email: 'a@b.c' })).toBe('a@b.c')
  })
})

describe('order shortcuts', () => {
  // Polish item 10 (rest): "Mine's order-status shortcuts must include 退款 (only 待付款/待观演 exist)".
  test('待付款, 待观演 and 退款 open the order list on their tab, in three languages', () => {
    expect(ORDER_SHORTCUTS.map((s) => tabOfQuery(s.tab))).toEqual(['UNPAID', 'PAID', 'REFUND'])
    expect(ORDER_SHORTCUTS.map((s) => translate('zh-CN', s.label))).toEqual(['待付款', '待观演', '退款'])
    expect(ORDER_SHORTCUTS.map((s) => translate('en-US', s.label))).toEqual(['To pay', 'To attend', 'Refunds'])
    expect(ORDER_SHORTCUTS.map((s) => translate('zh-MO', s.label))).toEqual(['待付款', '待觀演', '退款'])
  })
  test('an unknown or missing tab query opens 全部', () => {
    expect(tabOfQuery(undefined)).toBe('ALL')
    expect(tabOfQuery('NOPE')).toBe('ALL')
  })
})
