/**
 * The console's order drawer lists the order's discounts (issue #18; SalesOrderDetail.discounts): the
 * gateway's label and the amount taken off, negative, in the console's money format, in pricing order.
 */
import { discountRows } from '../src/pages/sales/discount-rows'
import { moneyText as money } from '../../types/rules/money'

const lines = [
  { kind: 'MEMBER' as const, amount: 3000, label: '会员8.5折' },
  { kind: 'POINTS' as const, amount: 305, label: '积分抵扣 (305积分)' }
]

test.each(['zh-CN', 'zh-MO', 'en-US'] as const)('in %s: each line its label and minus its amount, in the order given', (locale) => {
  const rows = discountRows(lines, locale)
  expect(rows.map((r) => [r.key, r.label])).toEqual([
    ['MEMBER', '会员8.5折'],
    ['POINTS', '积分抵扣 (305积分)']
  ])
  expect(rows.map((r) => r.amount)).toEqual([money(-3000, locale), money(-305, locale)])
  expect(rows[1].amount).toMatch(/^-.*3\.05$/)
})

test('an order without discounts has no rows', () => {
  expect(discountRows(undefined, 'zh-CN')).toEqual([])
})
