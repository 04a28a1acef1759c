/**
 * product.md section 5 "Validation rules": "Points: the point price is the smaller of (order amount times
 * the limit-proportion percent) and (points owned divided by rate), both floored. Points used equal that
 * price times rate." Issue #18: "Points: earned from paid orders by the merchant's rate ... (smaller of
 * amount × limit proportion and owned ÷ rate, floored; points used = price × rate) ... checked against a
 * hand-computed case". Rate is points per yuan; the floors are to the whole yuan (points-rules.ts).
 */
import { growthEarned, pointPrice, pointsEarned } from '../types/rules/points-rules'

describe('pointPrice: "the smaller of (order amount times the limit-proportion percent) and (points owned divided by rate), both floored"', () => {
  test.each<[string, number, number, number, number, number, number]>([
    // orderFen, pointsOwned, rate, limitProportion → pointPriceFen, pointsUsed
    // Hand-computed: 358.00 × 20% = 71.60 → 71 yuan; 5,250 ÷ 100 = 52.5 → 52 yuan; min = 52 yuan = 5,200 fen;
    // points used = 52 × 100 = 5,200; the buyer pays 358.00 − 52.00 = 306.00.
    ['the hand-computed case: the points owned bind', 35800, 5250, 100, 20, 5200, 5200],
    // 199.90 × 30% = 59.97 → 59 yuan; 12,345 ÷ 100 = 123.45 → 123; min = 59 yuan; 59 × 100 = 5,900 points.
    ['the limit proportion binds', 19990, 12345, 100, 30, 5900, 5900],
    ['exactly enough points for the limit', 35800, 7100, 100, 20, 7100, 7100],
    ['one point short of a yuan more', 35800, 5299, 100, 20, 5200, 5200],
    ['fewer points than the rate: none used', 35800, 99, 100, 20, 0, 0],
    ['no points', 35800, 0, 100, 20, 0, 0],
    ['an order of 0', 0, 5000, 100, 20, 0, 0],
    ['an order under 1 yuan of limit: nothing (0.99 yuan floors to 0)', 499, 5000, 100, 20, 0, 0],
    ['limit proportion 0: points not allowed', 35800, 5000, 100, 0, 0, 0],
    ['limit proportion 100: the whole order, floored to the yuan', 35850, 1_000_000, 100, 100, 35800, 35800],
    ['rate 1: a point a yuan', 35800, 40, 1, 50, 4000, 40],
    ['rate 1000', 35800, 12_999, 1000, 50, 1200, 12_000],
    ['huge: 10 billion yuan at 50% with a mountain of points', 1e12, 1e15, 1, 50, 5e11, 5e9]
  ])('%s', (_name, orderFen, owned, rate, limitProportion, priceFen, used) => {
    const p = pointPrice(orderFen, owned, { rate, limitProportion })
    expect(p).toEqual({ pointPriceFen: priceFen, pointsUsed: used })
    // "Points used equal that price times rate", never more than owned, never more than the order.
    expect(p.pointsUsed).toBe((p.pointPriceFen / 100) * rate)
    expect(p.pointsUsed).toBeLessThanOrEqual(owned)
    expect(p.pointPriceFen).toBeLessThanOrEqual(orderFen)
  })

  test.each<[string, number, number, number, number]>([
    ['a negative order amount', -100, 5000, 100, 20],
    ['an amount in yuan with a fraction', 358.5, 5000, 100, 20],
    ['negative points', 35800, -1, 100, 20],
    ['fractional points', 35800, 10.5, 100, 20],
    ['rate 0 (division by zero)', 35800, 5000, 0, 20],
    ['a fractional rate', 35800, 5000, 0.5, 20],
    ['limit proportion over 100', 35800, 5000, 100, 101],
    ['a negative limit proportion', 35800, 5000, 100, -1]
  ])('refused: %s', (_name, orderFen, owned, rate, limitProportion) => {
    expect(() => pointPrice(orderFen, owned, { rate, limitProportion })).toThrow(RangeError)
  })
})

describe('pointsEarned / growthEarned: "earned from paid orders by the merchant\'s rate", floored to the whole point', () => {
  test.each<[string, number, number, number, number]>([
    // paidFen, points, perYuan → earned
    ['1 point a yuan on 306.00', 30600, 1, 1, 306],
    ['1 point a yuan on 9.99: 9', 999, 1, 1, 9],
    ['1 point per 10 yuan on 306.00: 30', 30600, 1, 10, 30],
    ['2 points a yuan', 30600, 2, 1, 612],
    ['exactly at a whole 10 yuan', 1000, 1, 10, 1],
    ['a fen under it', 999, 1, 10, 0],
    ['a free order earns nothing', 0, 1, 1, 0],
    ['a rate of 0 points earns nothing', 30600, 0, 1, 0],
    ['huge', 1e12, 3, 1, 3e10]
  ])('%s', (_name, paidFen, points, perYuan, expected) => {
    expect(pointsEarned(paidFen, { points, perYuan })).toBe(expected)
    expect(growthEarned(paidFen, { points, perYuan })).toBe(expected)
  })

  test.each<[string, number, number, number]>([
    ['a negative paid amount', -1, 1, 1],
    ['perYuan 0', 100, 1, 0],
    ['negative points in the rate', 100, -1, 1],
    ['a fractional fen', 100.5, 1, 1]
  ])('refused: %s', (_name, paidFen, points, perYuan) => {
    expect(() => pointsEarned(paidFen, { points, perYuan })).toThrow(RangeError)
  })
})
