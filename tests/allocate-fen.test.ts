/**
 * Issue #18: "discounts never take an order below zero" — a coupon or points split over an order's lines
 * (types/rules/allocate-fen.ts) never gives a line more than it costs, and the shares add up exactly.
 * DESIGN.md: "Money is integer fen everywhere".
 */
import { allocateFen } from '../types/rules/allocate-fen'

describe('allocateFen: proportional shares that add up, the odd fen to the largest remainders', () => {
  test.each<[string, number, number[], number[]]>([
    ['three equal parts: the odd fen to the first', 100, [100, 100, 100], [34, 33, 33]],
    ['two equal parts of an odd amount', 5, [300, 300], [3, 2]],
    ['exact proportions need no rounding', 150, [100, 200], [50, 100]],
    ['the odd fen to the largest remainder, not the first part', 10, [33, 33, 34], [3, 3, 4]],
    ['a part of weight 0 gets nothing', 10, [0, 10], [0, 10]],
    ['the whole amount: each part its weight', 7, [2, 2, 3], [2, 2, 3]],
    ['nothing to split', 0, [5, 5], [0, 0]],
    ['no parts, nothing to split', 0, [], []],
    ['huge: past a safe product, split exactly', 1e12, [1e12, 3e12], [2.5e11, 7.5e11]]
  ])('%s', (_name, amount, weights, expected) => {
    const shares = allocateFen(amount, weights)
    expect(shares).toEqual(expected)
    expect(shares.reduce((s, f) => s + f, 0)).toBe(amount)
    shares.forEach((f, i) => expect(f).toBeLessThanOrEqual(weights[i]))
  })

  test('the coupon of the hand-computed order: 20 yuan over 646 and 153 yuan of tickets', () => {
    expect(allocateFen(2000, [64600, 15300, 0])).toEqual([1617, 383, 0])
  })

  test.each<[string, number, number[]]>([
    ['more than the parts hold', 11, [5, 5]],
    ['something over no parts', 1, []],
    ['a negative amount', -1, [5]],
    ['a fractional amount', 1.5, [5]],
    ['a negative weight', 1, [5, -1]],
    ['a fractional weight', 1, [0.5, 1]]
  ])('refused: %s', (_name, amount, weights) => {
    expect(() => allocateFen(amount, weights)).toThrow(RangeError)
  })
})
