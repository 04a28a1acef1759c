/**
 * The member-right page's reading (product.md "User area": "rights-list, member-center, member-right"): one
 * right, the levels that carry it, whether the buyer holds it (prime_privilege) and the growth still needed.
 */
import { rightDetail } from '../src/subpackages/user/member-parts/member-model'
import type { MemberLevelView } from '../types/api/member'

const level = (levelId: string, threshold: number, rights: string[] = []): MemberLevelView => ({
  levelId,
  primeLevelName: levelId,
  threshold,
  primeRights: rights.map((name) => ({ icon: '', primeRightTypeName: name, isDisplayToUser: true, isHighlight: false }))
})
const LADDER = [level('base', 0), level('silver', 200, ['优先购票']), level('gold', 1000, ['优先购票', '生日礼'])]

describe('rightDetail: one right of the ladder', () => {
  test('the levels that carry it, in ladder order; unknown right: none', () => {
    expect(rightDetail('优先购票', LADDER)?.levels.map((l) => l.levelId)).toEqual(['silver', 'gold'])
    expect(rightDetail('生日礼', LADDER)?.levels.map((l) => l.levelId)).toEqual(['gold'])
    expect(rightDetail('不存在', LADDER)).toBeUndefined()
  })

  test('not logged in: neither held nor a growth target', () => {
    const d = rightDetail('优先购票', LADDER)
    expect(d?.held).toBeUndefined()
    expect(d?.reach).toBeUndefined()
  })

  test('held when prime_privilege lists it, with no target', () => {
    const d = rightDetail('优先购票', LADDER, { primeRights: LADDER[1].primeRights, growthValue: 250 })
    expect([d?.held, d?.reach]).toEqual([true, undefined])
  })

  test('not held: the first level with it above the growth, and the growth still needed', () => {
    expect(rightDetail('优先购票', LADDER, { primeRights: [], growthValue: 150 })?.reach).toEqual({
      primeLevelName: 'silver',
      growthNeeded: 50
    })
    expect(rightDetail('生日礼', LADDER, { primeRights: LADDER[1].primeRights, growthValue: 250 })?.reach).toEqual({
      primeLevelName: 'gold',
      growthNeeded: 750
    })
  })

  test('not held although the growth passed every carrying level (a level taken back): no target to show', () => {
    const d = rightDetail('优先购票', LADDER, { primeRights: [], growthValue: 5000 })
    expect([d?.held, d?.reach]).toEqual([false, undefined])
  })
})
