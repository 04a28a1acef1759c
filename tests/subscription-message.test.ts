/**
 * When the app asks for subscription messages and what it posts (docs/subscription-messages.md;
 * types/rules/subscription-message.ts), and what a message carries.
 */
import {
  acceptedTemplateIds,
  askAt,
  birthdayToday,
  fitValue,
  inWechatBrowser,
  levelRaised,
  messageData,
  templatesToAsk
} from '../types/rules/subscription-message'
import type { RemindTemplate } from '../types/api/subscription-message'

const TEMPLATES: RemindTemplate[] = [
  { remindSubscribeType: 'COUPON_TEMPLATE_EXPIRE', templateId: 'coupon-1' },
  { remindSubscribeType: 'MEMBER_LEVEL_UPGRADE', templateId: 'level-1' },
  { remindSubscribeType: 'MEMBER_BIRTHDAY', templateId: 'birthday-1' }
]
const fresh = () => ({ asked: new Set<never>(), declined: new Set<never>() })

describe('when to ask', () => {
  test.each([
    ['weapp', ['coupon-1']],
    ['alipay', ['coupon-1']],
    // "H5 skips it quietly": a browser has no subscription dialog.
    ['h5', []],
    [undefined, []]
  ])('receiving a coupon on %s asks for %j', (env, ids) => {
    expect(askAt('COUPON_RECEIVED', env, TEMPLATES, fresh())).toEqual(ids)
  })

  test('closing a membership popup asks for the level-up and birthday templates, once a visit', () => {
    expect(askAt('MEMBER_POPUP_CLOSED', 'weapp', TEMPLATES, fresh())).toEqual(['level-1', 'birthday-1'])
    expect(askAt('MEMBER_POPUP_CLOSED', 'weapp', TEMPLATES, { asked: new Set(['MEMBER_POPUP_CLOSED']), declined: new Set() })).toEqual([])
  })

  test('a coupon asks at every receive until the buyer turns the dialog down in this visit', () => {
    expect(askAt('COUPON_RECEIVED', 'weapp', TEMPLATES, { asked: new Set(['COUPON_RECEIVED']), declined: new Set() })).toEqual(['coupon-1'])
    expect(
      askAt('COUPON_RECEIVED', 'weapp', TEMPLATES, { asked: new Set(['COUPON_RECEIVED']), declined: new Set(['COUPON_RECEIVED']) })
    ).toEqual([])
  })

  test('no template set by the merchant: nothing asked; at most three ids at once', () => {
    expect(askAt('COUPON_RECEIVED', 'weapp', [], fresh())).toEqual([])
    expect(
      templatesToAsk('weapp', TEMPLATES, ['COUPON_TEMPLATE_EXPIRE', 'MEMBER_LEVEL_UPGRADE', 'MEMBER_BIRTHDAY', 'MEMBER_BIRTHDAY'])
    ).toHaveLength(3)
  })
})

describe("the dialog's answer", () => {
  test("WeChat: only 'accept' counts (reject, ban, filter do not)", () => {
    const answer = { errMsg: 'requestSubscribeMessage:ok', a: 'accept', b: 'reject', c: 'ban', d: 'filter' }
    expect(acceptedTemplateIds(answer, ['a', 'b', 'c', 'd'])).toEqual(['a'])
  })
  test('Alipay: result.subscribeEntityIds, never an id that was not asked', () => {
    expect(acceptedTemplateIds({ behavior: 'subscribe', result: { subscribeEntityIds: ['x', 'other'] } }, ['x', 'y'])).toEqual(['x'])
    expect(acceptedTemplateIds(undefined, ['x'])).toEqual([])
  })
})

describe('what a message carries', () => {
  test("WeChat's key types bound the value: thing 20 characters, phrase 5; times as they are", () => {
    expect(fitValue('WEAPP', 'thing1', '一二三四五六七八九十一二三四五六七八九十多')).toBe('一二三四五六七八九十一二三四五六七八九…')
    expect(fitValue('WEAPP', 'phrase3', '已经即将过期')).toBe('已经即将…')
    expect(fitValue('WEAPP', 'time2', '2026-11-27 20:00')).toBe('2026-11-27 20:00')
  })
  test("each field under the merchant's key; an unmapped field left out", () => {
    expect(messageData('ALIPAY', { couponName: 'keyword1', tip: '' }, { couponName: '券', tip: '快用' })).toEqual({ keyword1: '券' })
  })
})

describe('when a membership message is due', () => {
  test('a level above the one held when asked', () => {
    expect(levelRaised(['base', 'silver', 'gold'], 'base', 'silver')).toBe(true)
    expect(levelRaised(['base', 'silver', 'gold'], 'silver', 'silver')).toBe(false)
    expect(levelRaised(['base', 'silver', 'gold'], 'gold', 'silver')).toBe(false)
  })
  test("on the birthday's month and day; 29 February on the 28th in other years", () => {
    expect(birthdayToday('1990-11-23', '2026-11-23')).toBe(true)
    expect(birthdayToday('1990-11-23', '2026-11-22')).toBe(false)
    expect(birthdayToday('2000-02-29', '2026-02-28')).toBe(true)
    expect(birthdayToday('2000-02-29', '2028-02-28')).toBe(false)
    expect(birthdayToday(undefined, '2026-11-23')).toBe(false)
  })
})

test("WeChat's browser, not the mini-program's web view", () => {
  expect(inWechatBrowser('Mozilla/5.0 (iPhone) MicroMessenger/8.0.47 NetType/WIFI')).toBe(true)
  expect(inWechatBrowser('Mozilla/5.0 (iPhone) MicroMessenger/8.0.47 miniProgram/wx123')).toBe(false)
  expect(inWechatBrowser('Mozilla/5.0 (iPhone) Safari/604.1')).toBe(false)
})
