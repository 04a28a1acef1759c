/**
 * The console's level check before saving (issue #18 "Merchant console: levels and rights"; the rule
 * module's memberLevelsProblem: "thresholds whole, the first 0, strictly rising"; discount-percent.ts
 * "an integer 1-99"): the same answers the gateway gives, so the console names the problem at once.
 */
import { levelsProblem } from '../src/pages/membership/level-check'

const lv = (primeLevelName: string, threshold: number, discountPercent?: number) => ({
  primeLevelName,
  threshold,
  discountPercent,
  primeRights: []
})

describe('levelsProblem', () => {
  test.each([
    ['a valid ladder', [lv('普通', 0), lv('银卡', 200, 95), lv('金卡', 1000, 85)], undefined],
    ['no levels', [], 'empty'],
    ['first level above 0', [lv('普通', 10)], 'no_base'],
    ['a negative threshold', [lv('普通', 0), lv('银卡', -1)], 'threshold'],
    ['a fractional threshold', [lv('普通', 0), lv('银卡', 1.5)], 'threshold'],
    ['equal thresholds (strictly rising)', [lv('普通', 0), lv('银卡', 100), lv('金卡', 100)], 'order'],
    ['falling thresholds', [lv('普通', 0), lv('银卡', 300), lv('金卡', 200)], 'order'],
    ['discount 0', [lv('普通', 0, 0)], 'discount'],
    ['discount 100', [lv('普通', 0, 100)], 'discount'],
    ['discount 8.5 (a 折 number, not a percent)', [lv('普通', 0, 8.5)], 'discount'],
    ['discount 1 and 99 are the bounds', [lv('普通', 0, 1), lv('银卡', 10, 99)], undefined],
    ['a discount on goods of 100', [{ ...lv('普通', 0), itemDiscountPercent: 100 }], 'discount'],
    ['a discount on goods of 0', [{ ...lv('普通', 0), itemDiscountPercent: 0 }], 'discount'],
    ['a discount on goods without one on tickets', [{ ...lv('普通', 0), itemDiscountPercent: 90 }], undefined],
    ['a repeated name', [lv('普通', 0), lv(' 普通 ', 10)], 'name'],
    ['an empty name', [lv('普通', 0), lv('  ', 10)], 'name']
  ])('%s', (_name, levels, expected) => {
    expect(levelsProblem(levels)).toBe(expected)
  })
})
