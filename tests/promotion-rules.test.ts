/**
 * Issue #18 "Promotions: ... channel and outer discounts, ticket packages / combo activities (cross-show
 * sessions at a fixed amount) with their four pages and the combo price call"; product.md "Ticket package:
 * ... activityType (CROSS_SHOW_SESSION), promotionMethod (FIXED_AMOUNT)". The rules: types/rules/promotion-rules.ts.
 */
import {
  channelDiscountProblem,
  channelUnitOffFen,
  quotePackage,
  type ChannelDiscount,
  type PackageSlotPick
} from '../types/rules/promotion-rules'

describe('channelUnitOffFen: what a channel discount takes off one ticket', () => {
  test.each<[string, number, ChannelDiscount, number]>([
    ['8.5折 of 380 yuan: 323 paid, 57 off', 38000, { kind: 'PERCENT', value: 85 }, 5700],
    // 8.5折 of 9.99 yuan is 8.49 (floored in the buyer's favour): 1.50 off.
    ["8.5折 floors the price paid, in the buyer's favour", 999, { kind: 'PERCENT', value: 85 }, 150],
    ['30 yuan off', 18000, { kind: 'AMOUNT', value: 3000 }, 3000],
    ['an amount above the price makes it free, never negative', 2000, { kind: 'AMOUNT', value: 3000 }, 2000],
    ['a free ticket stays free', 0, { kind: 'PERCENT', value: 50 }, 0]
  ])('%s', (_name, unit, discount, off) => expect(channelUnitOffFen(unit, discount)).toBe(off))

  test.each<[ChannelDiscount, 'VALUE' | undefined]>([
    [{ kind: 'PERCENT', value: 85 }, undefined],
    [{ kind: 'PERCENT', value: 100 }, 'VALUE'],
    [{ kind: 'PERCENT', value: 0 }, 'VALUE'],
    [{ kind: 'PERCENT', value: 8.5 }, 'VALUE'],
    [{ kind: 'AMOUNT', value: 1 }, undefined],
    [{ kind: 'AMOUNT', value: 0 }, 'VALUE']
  ])("the console's value %j → %s", (d, problem) => expect(channelDiscountProblem(d)).toBe(problem))
})

describe('quotePackage: "cross-show sessions at a fixed amount", the combo price call', () => {
  const picks = (...prices: number[]): PackageSlotPick[] => prices.map((priceFen, slot) => ({ slot, priceFen }))
  test.each<
    [string, number, number, PackageSlotPick[], number, { payFen: number; originalFen: number; savingFen: number; shares: number[] }]
  >([
    // 380 + 180 = 560 yuan alone; the package is 450: the shares in proportion 380:180 → 305.36 / 144.64 yuan.
    [
      'two shows at 450 yuan',
      45000,
      2,
      picks(38000, 18000),
      1,
      { payFen: 45000, originalFen: 56000, savingFen: 11000, shares: [30536, 14464] }
    ],
    [
      'two sets: the fixed amount per set',
      45000,
      2,
      picks(38000, 18000),
      2,
      { payFen: 90000, originalFen: 112000, savingFen: 22000, shares: [61071, 28929] }
    ],
    // Three equal tiers of 100 yuan at 200: 66.67 + 66.67 + 66.66, the leftover fen to the first.
    [
      'three equal slots: the leftover fen to the earlier slots',
      20000,
      3,
      picks(10000, 10000, 10000),
      1,
      { payFen: 20000, originalFen: 30000, savingFen: 10000, shares: [6667, 6667, 6666] }
    ],
    [
      'never dearer than the tickets alone',
      60000,
      2,
      picks(20000, 10000),
      1,
      { payFen: 30000, originalFen: 30000, savingFen: 0, shares: [20000, 10000] }
    ]
  ])('%s', (_name, fixed, slots, chosen, sets, expected) => {
    const q = quotePackage(fixed, slots, chosen, sets)
    if ('problem' in q) throw new Error(q.problem)
    expect({ payFen: q.payFen, originalFen: q.originalFen, savingFen: q.savingFen, shares: q.shares }).toEqual(expected)
    // The children's totals add up to what the buyer pays.
    expect(q.shares.reduce((s, f) => s + f, 0)).toBe(q.payFen)
  })

  test.each<[string, PackageSlotPick[], number, 'SLOTS' | 'SETS']>([
    ['a slot left empty', picks(38000), 1, 'SLOTS'],
    [
      'a slot twice',
      [
        { slot: 0, priceFen: 1 },
        { slot: 0, priceFen: 1 }
      ],
      1,
      'SLOTS'
    ],
    [
      'a slot that does not exist',
      [
        { slot: 0, priceFen: 1 },
        { slot: 2, priceFen: 1 }
      ],
      1,
      'SLOTS'
    ],
    ['no sets', picks(1, 1), 0, 'SETS'],
    ['more sets than one purchase may take', picks(1, 1), 11, 'SETS']
  ])('refused: %s', (_name, chosen, sets, problem) => expect(quotePackage(45000, 2, chosen, sets)).toEqual({ problem }))
})
