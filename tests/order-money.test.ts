/**
 * Issue #17 leftovers: "the order detail reply and page must show what the buyer paid, what was refunded
 * (refunds and rebook differences) and the current ticket prices so the sums agree; do not rewrite history".
 */
import { moneyChanged, moneyLines } from '../src/subpackages/order/order-detail/order-facts'
import type { OrderMoneyToDate } from '../types/api/order'

const placed: OrderMoneyToDate = {
  paid: 15000,
  refunded: 0,
  refundPending: 0,
  ticketsNow: 15000,
  delivery: 0,
  serviceFee: 0,
  refundFees: 0
}

describe("the order page's money to date", () => {
  test.each([
    ['as placed: nothing to say beyond the totals', placed, 15000, false, ['money_paid', 'money_tickets_now']],
    [
      'a cheaper rebook on its way back',
      { ...placed, refundPending: 2000, ticketsNow: 13000 },
      15000,
      true,
      ['money_paid', 'money_refund_pending', 'money_tickets_now']
    ],
    [
      'a rebook settled and a refund with its fee',
      { ...placed, refunded: 6500, ticketsNow: 8000, refundFees: 500 },
      15000,
      true,
      ['money_paid', 'money_refunded', 'money_tickets_now', 'money_refund_fees']
    ],
    [
      'paper tickets: delivery kept shows',
      { ...placed, paid: 16500, delivery: 1500, refunded: 4500, ticketsNow: 10000, refundFees: 500 },
      15000,
      true,
      ['money_paid', 'money_refunded', 'money_tickets_now', 'money_delivery', 'money_refund_fees']
    ],
    [
      'tied goods: one of two refunded on the payment, the other kept as goods now',
      { ...placed, paid: 21000, refunded: 3000, goodsNow: 3000 },
      15000,
      true,
      ['money_paid', 'money_refunded', 'money_tickets_now', 'money_goods_now']
    ]
  ] as const)('%s', (_name, money, ticketAmount, changed, keys) => {
    expect(moneyChanged({ moneyToDate: money, ticketAmount })).toBe(changed)
    const lines = moneyLines(money)
    expect(lines.map((l) => l.key)).toEqual(keys)
    // The rows shown add up: paid less what went back is what the order holds (every row left out is 0).
    const fen = (k: string) => lines.find((l) => l.key === k)?.fen ?? 0
    expect(fen('money_paid') - fen('money_refunded') - fen('money_refund_pending')).toBe(
      fen('money_tickets_now') + fen('money_goods_now') + fen('money_delivery') + fen('money_service_fee') + fen('money_refund_fees')
    )
  })
})

describe('the money to date of a discounted order (issue #18)', () => {
  // The tickets stand for what was paid for them; the ticket amount is their public price, the lines the rest.
  const discounts = [
    { kind: 'MEMBER' as const, amount: 1500, label: '会员8.5折' },
    { kind: 'COUPON' as const, amount: 2000, label: '满100减20' }
  ]
  test('as placed: the tickets now are the ticket amount less the discounts, nothing to say', () => {
    expect(moneyChanged({ moneyToDate: { ...placed, paid: 6500, ticketsNow: 6500 }, ticketAmount: 10000, discounts })).toBe(false)
  })
  test('a refund still shows', () => {
    expect(moneyChanged({ moneyToDate: { ...placed, paid: 6500, refunded: 6500, ticketsNow: 0 }, ticketAmount: 10000, discounts })).toBe(
      true
    )
  })
})
