/**
 * Multi-user coupon packs (issue #18: "multi-user kinds MULTI_USER_RANDOM_CASH / MULTI_USER_FIXED_CASH
 * split a pack among N receivers — random amounts must sum exactly to the pack").
 */
import { isPackKind, packProblem, splitPack, SHARE_PARTS_MAX } from '../types/rules/coupon-pack-split'
// A seeded generator (mulberry32): the same draws every run.
import { prng as seeded } from '../server/src/random/seeded-random'

describe('FIXED: equal parts, the remainder one fen each to the first parts', () => {
  test.each([
    [1000, 4, [250, 250, 250, 250]],
    [1001, 4, [251, 250, 250, 250]],
    [1003, 4, [251, 251, 251, 250]],
    [2, 2, [1, 1]]
  ])('%i fen in %i parts → %p', (total, parts, expected) =>
    expect(splitPack(total, parts, 'MULTI_USER_FIXED_CASH', Math.random)).toEqual(expected)
  )
})

describe('RANDOM: every part at least 1 fen, the parts add up to the pack exactly', () => {
  test.each([
    [2, 2],
    [5, 5],
    [10, 3],
    [100, 99],
    [1000, 4],
    [8888, 10],
    [1_000_000, SHARE_PARTS_MAX]
  ])('%i fen in %i parts, 500 seeded draws', (total, parts) => {
    for (let seed = 1; seed <= 500; seed++) {
      const split = splitPack(total, parts, 'MULTI_USER_RANDOM_CASH', seeded(seed))
      expect(split).toHaveLength(parts)
      expect(split.reduce((s, x) => s + x, 0)).toBe(total)
      expect(Math.min(...split)).toBeGreaterThanOrEqual(1)
      for (const x of split) expect(Number.isInteger(x)).toBe(true)
    }
  })

  test('the amounts differ between packs (it is random), and a pack of n fen in n parts is all ones', () => {
    const a = splitPack(10_000, 5, 'MULTI_USER_RANDOM_CASH', seeded(1))
    const b = splitPack(10_000, 5, 'MULTI_USER_RANDOM_CASH', seeded(2))
    expect(a).not.toEqual(b)
    expect(splitPack(7, 7, 'MULTI_USER_RANDOM_CASH', seeded(3))).toEqual([1, 1, 1, 1, 1, 1, 1])
  })

  test('a random generator at its edges (0 and just under 1) still splits exactly', () => {
    for (const r of [() => 0, () => 0.9999999999]) {
      const split = splitPack(50, 4, 'MULTI_USER_RANDOM_CASH', r)
      expect(split.reduce((s, x) => s + x, 0)).toBe(50)
      expect(Math.min(...split)).toBeGreaterThanOrEqual(1)
    }
  })
})

test.each([
  [1000, 1, 'parts'],
  [1000, SHARE_PARTS_MAX + 1, 'parts'],
  [1000, 2.5, 'parts'],
  [3, 4, 'total'],
  [1000, 4, null]
] as const)('packProblem(%p fen, %p parts) → %p', (total, parts, problem) => expect(packProblem(total, parts)).toBe(problem))

test.each([
  ['MULTI_USER_RANDOM_CASH', true],
  ['MULTI_USER_FIXED_CASH', true],
  ['CASH', false]
])('%s is a pack kind: %p', (kind, yes) => expect(isPackKind(kind)).toBe(yes))
