/** Issue #17: "the app's refund-rule pages show them" — a readable table of time before the show → fee. */
import { refundRows } from '../src/components/refund-rule/refund-rule-rows'

test('fee by time: each step, then the row from which nothing is refunded; whole days as days', () => {
  const rows = refundRows({
    kind: 'FEE_BY_TIME',
    steps: [
      { hoursBefore: 168, feePercent: 0 },
      { hoursBefore: 48, feePercent: 10 },
      { hoursBefore: 3, feePercent: 50 }
    ],
    scope: 'PER_TICKET'
  })
  expect(rows).toEqual([
    { when: { key: 'refund.at_least_days', values: { days: 7 } }, fee: { key: 'refund.fee_free' } },
    { when: { key: 'refund.at_least_days', values: { days: 2 } }, fee: { key: 'refund.fee_percent', values: { fee: 10 } } },
    { when: { key: 'refund.at_least_hours', values: { hours: 3 } }, fee: { key: 'refund.fee_percent', values: { fee: 50 } } },
    { when: { key: 'refund.less_than_hours', values: { hours: 3 } }, fee: { key: 'refund.no_refund' } }
  ])
})

test('a deadline of 0 hours: free until the show starts, none after; no refunds: no rows', () => {
  expect(refundRows({ kind: 'BEFORE_DEADLINE', deadlineHours: 0, scope: 'WHOLE_ORDER' })).toEqual([
    { when: { key: 'refund.until_start' }, fee: { key: 'refund.fee_free' } },
    { when: { key: 'refund.after_start' }, fee: { key: 'refund.no_refund' } }
  ])
  expect(refundRows({ kind: 'NONE' })).toEqual([])
})
