/**
 * The paid membership pages' model (issue #18 "member-confirm → pay through the same cashier →
 * member-pay-success"; calls-errors-limits.md "/member-pay-success, with query orderId and channelId"):
 * what member-pay-success shows for each state of a member order, and the member centre's join or renew.
 */
import { paidAction, paySuccessView, POLL_MS, POLL_ROUNDS, rightsEmptyDetail } from '../src/subpackages/user/member-parts/paid-member-model'
import { MEMBER_TEXT } from '../src/locales/sections/member/member-text'
import { memberPayReturnPath } from '../types/rules/pay-return'
import type { MemberOrderState } from '../types/api/paid-member'

describe('paySuccessView: the page waits for the notification, then shows the level or why not', () => {
  test.each<[MemberOrderState, string]>([
    ['PENDING', 'waiting'],
    ['PAID', 'paid'],
    ['REFUNDED', 'refunded'],
    ['EXPIRED', 'ended'],
    ['CANCELLED', 'ended']
  ])('%s → %s', (state, view) => expect(paySuccessView({ state })).toBe(view))

  test('it asks again for about a minute before handing the retry to the buyer', () => {
    expect(POLL_MS * POLL_ROUNDS).toBe(60_000)
  })
})

describe('paidAction: renew while a paid term runs, else join', () => {
  test.each<[boolean, string]>([
    [false, 'open_paid'],
    [true, 'renew_paid']
  ])('paid term %p → %s', (paid, action) =>
    expect(paidAction(paid ? { paid: { levelId: 'g', primeLevelName: '金卡', endsAt: 1 } } : {}, 1)).toBe(action)
  )

  test('"开通 paid membership leads to 暂未提供" (issue #31 item 7): no plan on sale, no join or renew to offer', () => {
    expect(paidAction({}, 0)).toBeUndefined()
    expect(paidAction({ paid: { levelId: 'g', primeLevelName: '金卡', endsAt: 1 } }, 0)).toBeUndefined()
  })
})

describe('rightsEmptyDetail: "已是最高等级" never next to "提升等级可解锁…" (issue #31 item 7)', () => {
  test('below the top a higher level unlocks more; at the top the line does not promise one', () => {
    expect(rightsEmptyDetail({ nextLevel: undefined })).toBe('rights_empty_top_detail')
    expect(MEMBER_TEXT['zh-CN'].rights_empty_top_detail).not.toMatch(/提升等级/)
    for (const locale of ['zh-CN', 'zh-MO', 'en-US'] as const) expect(MEMBER_TEXT[locale].rights_empty_top_detail).toBeTruthy()
  })
})

describe('memberPayReturnPath: "/member-pay-success, with query orderId and channelId"', () => {
  test.each<[string, string]>([
    ['mbo_1', '/member-pay-success?orderId=mbo_1&channelId=MEMBER'],
    ['a&b', '/member-pay-success?orderId=a%26b&channelId=MEMBER']
  ])('%s → %s', (id, path) => expect(memberPayReturnPath(id)).toBe(path))
})
