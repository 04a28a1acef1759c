/**
 * The membership pages' logic (issue #18 "member centre, my rights, rights list, compare ... points and
 * growth pages"; product.md "Other states": "Level-upgrade and birthday popups: on closing, a 'no longer
 * remind' call is made unless the server said it was already set").
 */
import { appendPage, compareRows, growthProgress } from '../src/subpackages/user/member-parts/member-model'
import { popupsToShow, remindCallOnClose } from '../src/components/member-popups/member-popups-model'
import type { LedgerEntry, MemberLevelView, MemberPopupReply } from '../types/api/member'

const level = (levelId: string, threshold: number, rights: string[] = []): MemberLevelView => ({
  levelId,
  primeLevelName: levelId,
  threshold,
  primeRights: rights.map((name) => ({ icon: '', primeRightTypeName: name, isDisplayToUser: true, isHighlight: false }))
})

describe("growthProgress: the bar from this level's threshold to the next", () => {
  test.each([
    ['at the threshold', 200, level('silver', 200), level('gold', 1000), 0],
    ['halfway', 600, level('silver', 200), level('gold', 1000), 50],
    ['one short, floored', 999, level('silver', 200), level('gold', 1000), 99],
    ['base level from 0', 50, level('base', 0), level('silver', 200), 25]
  ])('%s', (_n, growthValue, current, next, expected) => {
    expect(growthProgress({ growthValue, level: current, nextLevel: { level: next, growthNeeded: next.threshold - growthValue } })).toBe(
      expected
    )
  })
  test('the top level is full', () => {
    expect(growthProgress({ growthValue: 5000, level: level('gold', 1000) })).toBe(100)
  })
})

test('compareRows: one row per right name, in first-seen order, with the levels that show it', () => {
  const rows = compareRows([
    level('base', 0, ['生日礼']),
    level('silver', 200, ['生日礼', '优先购票']),
    level('gold', 1000, ['优先购票', '专属客服'])
  ])
  expect(rows.map((r) => [r.name, r.has])).toEqual([
    ['生日礼', [true, true, false]],
    ['优先购票', [false, true, true]],
    ['专属客服', [false, false, true]]
  ])
})

test('appendPage: pages append without repeats, done at the total or on an empty page', () => {
  const e = (id: string): LedgerEntry => ({ id, kind: 'EARN', amount: 1, createdAt: 0 })
  const first = appendPage([], { entries: [e('a'), e('b')], total: 3 })
  expect([first.entries.map((x) => x.id), first.done]).toEqual([['a', 'b'], false])
  const second = appendPage(first.entries, { entries: [e('b'), e('c')], total: 3 })
  expect([second.entries.map((x) => x.id), second.done]).toEqual([['a', 'b', 'c'], true])
  expect(appendPage(first.entries, { entries: [], total: 9 }).done).toBe(true)
})

describe("the mine page's popups", () => {
  const reply = (levelUp: boolean, birthday: boolean, set = false): MemberPopupReply => ({
    levelUp: { show: levelUp, primeLevelName: '银卡', primeRights: [], noLongerRemind: set },
    birthday: { show: birthday, gifts: [], noLongerRemind: set }
  })
  test('the level-up first, then the birthday; none when the gateway says neither shows', () => {
    expect(popupsToShow(reply(true, true))).toEqual(['levelUp', 'birthday'])
    expect(popupsToShow(reply(false, true))).toEqual(['birthday'])
    expect(popupsToShow(reply(false, false))).toEqual([])
  })
  test('"on closing, a \'no longer remind\' call is made unless the server said it was already set"', () => {
    expect(remindCallOnClose(reply(true, false), 'levelUp')).toBe(true)
    expect(remindCallOnClose(reply(true, false, true), 'levelUp')).toBe(false)
    expect(remindCallOnClose(reply(false, true), 'birthday')).toBe(true)
  })
})
