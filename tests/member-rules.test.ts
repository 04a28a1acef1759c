/**
 * product.md section 3 "Prime privilege and membership": "couponPackageDiscountPrivilegeVo with
 * formatDiscount, shown as 会员N折"; "Level detail: primeLevelName, primeRights (icon, primeRightTypeName,
 * badgeDesc, isDisplayToUser, isHighlight)". Section 2: "Level-upgrade popup: Message: congratulations,
 * upgraded to {level name}, with a list of highlighted user-visible rights". "Other states":
 * "Level-upgrade and birthday popups: on closing, a 'no longer remind' call is made unless the server said
 * it was already set." Issue #18: "Member levels ..., growth value from paid orders".
 */
import {
  callNoLongerRemindOnClose,
  levelOf,
  levelUpRights,
  memberDiscountLabel,
  memberLevelsProblem,
  memberPriceFen,
  nextLevel,
  showBirthdayPopup,
  showLevelUpPopup,
  type MemberLevel
} from '../types/rules/member-rules'

const levels: MemberLevel[] = [
  { levelId: 'base', primeLevelName: '普通会员', threshold: 0 },
  { levelId: 'silver', primeLevelName: '白银会员', threshold: 1000 },
  { levelId: 'gold', primeLevelName: '黄金会员', threshold: 5000 },
  { levelId: 'diamond', primeLevelName: '钻石会员', threshold: 20000 }
]

describe('levelOf / nextLevel: the level a growth value reaches (at its threshold)', () => {
  test.each<[number, string, string | undefined, number | undefined]>([
    [0, 'base', 'silver', 1000],
    [999, 'base', 'silver', 1],
    [1000, 'silver', 'gold', 4000],
    [4999, 'silver', 'gold', 1],
    [5000, 'gold', 'diamond', 15000],
    [20000, 'diamond', undefined, undefined],
    [1e12, 'diamond', undefined, undefined]
  ])('growth %p → %s, next %s in %p', (growth, level, next, needed) => {
    expect(levelOf(growth, levels).levelId).toBe(level)
    const n = nextLevel(growth, levels)
    expect([n?.level.levelId, n?.growthNeeded]).toEqual([next, needed])
  })

  test.each([-1, 1.5, NaN])('refused: growth %p', (growth) => {
    expect(() => levelOf(growth, levels)).toThrow(RangeError)
    expect(() => nextLevel(growth, levels)).toThrow(RangeError)
  })
})

describe("memberLevelsProblem: the merchant's levels, checked before they are saved", () => {
  const l = (...thresholds: number[]) => thresholds.map((threshold, i) => ({ levelId: `l${i}`, primeLevelName: `L${i}`, threshold }))
  test.each<[MemberLevel[], string | undefined]>([
    [levels, undefined],
    [l(0), undefined],
    [[], 'empty'],
    [l(100, 1000), 'no_base'],
    [l(0, 1000, 1000), 'order'],
    [l(0, 5000, 1000), 'order'],
    [l(0, -5), 'threshold'],
    [l(0, 10.5), 'threshold']
  ])('%j → %s', (list, problem) => {
    expect(memberLevelsProblem(list)).toBe(problem)
  })

  test('levels with a problem are refused where they are used', () => {
    expect(() => levelOf(10, l(0, 5000, 1000))).toThrow(RangeError)
  })
})

describe('memberPriceFen: "会员N折" on a unit price, floored in the buyer\'s favour', () => {
  test.each([
    [38000, 85, 32300],
    [18000, 90, 16200],
    // 9.99 at 8.5折 is 8.4915: 8.49.
    [999, 85, 849],
    // 0.01 at 9.9折 is 0.0099: the buyer pays 0, never a negative price.
    [1, 99, 0],
    [0, 85, 0],
    [1e13, 85, 8.5e12]
  ])('%p fen at %p → %p fen', (price, percent, member) => {
    expect(memberPriceFen(price, percent)).toBe(member)
  })

  test.each([
    [38000, 100],
    [38000, 0],
    [38000, 8.5],
    [-1, 85],
    [380.5, 85]
  ])('refused: %p fen at %p', (price, percent) => {
    expect(() => memberPriceFen(price, percent)).toThrow(RangeError)
  })
})

test.each([
  [85, 'zh-CN', '会员8.5折'],
  [85, 'zh-MO', '會員8.5折'],
  [85, 'en-US', 'Members 15% off'],
  [90, 'zh-CN', '会员9折'],
  [90, 'en-US', 'Members 10% off'],
  [5, 'zh-CN', '会员0.5折']
] as const)('memberDiscountLabel(%p, %s) = %s', (percent, locale, label) => {
  expect(memberDiscountLabel(percent, locale)).toBe(label)
})

test('levelUpRights: "a list of highlighted user-visible rights"', () => {
  const right = (name: string, isDisplayToUser: boolean, isHighlight: boolean) => ({
    icon: `${name}.svg`,
    primeRightTypeName: name,
    isDisplayToUser,
    isHighlight
  })
  const rights = [right('discount', true, true), right('hidden', false, true), right('plain', true, false), right('birthday', true, true)]
  expect(levelUpRights(rights).map((r) => r.primeRightTypeName)).toEqual(['discount', 'birthday'])
})

describe('showLevelUpPopup: "congratulations, upgraded to {level name}"', () => {
  test.each<[string, { levelId: string; acknowledgedLevelId?: string; noLongerRemind: boolean }, boolean]>([
    ['a level above the one last acknowledged', { levelId: 'gold', acknowledgedLevelId: 'silver', noLongerRemind: false }, true],
    ['two levels at once', { levelId: 'gold', acknowledgedLevelId: 'base', noLongerRemind: false }, true],
    ['the first level-up, nothing acknowledged yet', { levelId: 'silver', noLongerRemind: false }, true],
    ['still at the base level', { levelId: 'base', noLongerRemind: false }, false],
    ['the level already acknowledged', { levelId: 'gold', acknowledgedLevelId: 'gold', noLongerRemind: false }, false],
    [
      'a level down (growth expired) is no congratulation',
      { levelId: 'silver', acknowledgedLevelId: 'gold', noLongerRemind: false },
      false
    ],
    ['"no longer remind" set by the server', { levelId: 'gold', acknowledgedLevelId: 'silver', noLongerRemind: true }, false]
  ])('%s → %p', (_name, state, show) => {
    expect(showLevelUpPopup(state, levels)).toBe(show)
  })
})

describe('showBirthdayPopup: "birthday gift pack, with a list of gifts", in the birthday\'s month', () => {
  test.each<[string, { birthday?: string; today: string; noLongerRemind: boolean; giftCount: number }, boolean]>([
    ['on the birthday', { birthday: '1990-11-25', today: '2026-11-25', noLongerRemind: false, giftCount: 2 }, true],
    ['the first day of the birthday month', { birthday: '1990-11-25', today: '2026-11-01', noLongerRemind: false, giftCount: 2 }, true],
    ['the last day of it', { birthday: '1990-11-25', today: '2026-11-30', noLongerRemind: false, giftCount: 2 }, true],
    ['the day after the month', { birthday: '1990-11-25', today: '2026-12-01', noLongerRemind: false, giftCount: 2 }, false],
    ['a birthday given as MM-DD', { birthday: '11-25', today: '2026-11-10', noLongerRemind: false, giftCount: 1 }, true],
    ['29 February in a year without one', { birthday: '2000-02-29', today: '2027-02-28', noLongerRemind: false, giftCount: 1 }, true],
    ['"no longer remind" set', { birthday: '1990-11-25', today: '2026-11-25', noLongerRemind: true, giftCount: 2 }, false],
    ['no gifts to show', { birthday: '1990-11-25', today: '2026-11-25', noLongerRemind: false, giftCount: 0 }, false],
    ['no birthday in the profile', { today: '2026-11-25', noLongerRemind: false, giftCount: 2 }, false],
    ['an unreadable birthday', { birthday: '25/11/1990', today: '2026-11-25', noLongerRemind: false, giftCount: 2 }, false]
  ])('%s → %p', (_name, state, show) => {
    expect(showBirthdayPopup(state)).toBe(show)
  })
})

test.each([
  [false, true],
  [true, false]
])(
  '"on closing, a \'no longer remind\' call is made unless the server said it was already set": already set %p → call %p',
  (alreadySet, call) => {
    expect(callNoLongerRemindOnClose(alreadySet)).toBe(call)
  }
)
