/**
 * types/rules/order-discount-lines.ts: the member percent read back from a line's unit price and its
 * member discount per unit (order_items.member_fen; memberPriceFen floors), exact from 1.00 up; the
 * lines' sum.
 */
import { discountsFen, memberPercentOf } from '../types/rules/order-discount-lines'
import { memberPriceFen } from '../types/rules/member-rules'

describe('memberPercentOf', () => {
  test.each([
    ['会员8.5折 of 200.00', 20000, 3000, 85],
    ['会员9折 of 50.00', 5000, 500, 90],
    ['会员8.5折 of 9.99 (8.49 paid, floored)', 999, 150, 85],
    ['no discount', 10000, 0, undefined],
    ['more off than the price', 100, 101, undefined],
    ['0.50: several percents give the same price', 50, 5, undefined]
  ] as const)('%s', (_name, unit, off, percent) => {
    expect(memberPercentOf(unit, off)).toBe(percent)
  })

  test('every percent is read back from every price of 1.00 up to 20.00', () => {
    for (let unit = 100; unit <= 2000; unit += 61) {
      for (let percent = 1; percent <= 99; percent++) expect(memberPercentOf(unit, unit - memberPriceFen(unit, percent))).toBe(percent)
    }
  })
})

test('discountsFen adds the lines; none is 0', () => {
  expect(discountsFen([{ amount: 3000 }, { amount: 2000 }, { amount: 305 }])).toBe(5305)
  expect(discountsFen(undefined)).toBe(0)
})
