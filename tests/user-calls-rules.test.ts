/**
 * The user area's pure rules (issue #32): the phone areas' catalogue and rules (GET countries and every
 * phone check), the captcha token held per scope, the chat link's goods card, the Mine entries the merchant
 * hides, shop functions and what a coupon can be used for.
 */
import { offeredAreas, phoneArea, phoneFitsArea } from '../types/rules/countries'
import { isValidPhone } from '../types/rules/account-rules'
import { usableCaptchaToken } from '../src/subpackages/user/login/login-form'
import { chatUrlWithGoods } from '../src/components/customer-service/contact-lines'
import { withoutHidden } from '../src/pages/mine/mine-model'
import { shopFunctionsOf } from '../types/rules/shop-functions'
import { couponUses } from '../types/rules/coupon-support'

describe('phone areas (GET countries)', () => {
  test("each known area's number rule; an unknown area 5-15 digits; +, 00 and the bare code are one area", () => {
    expect(phoneFitsArea('13800138000', '+86')).toBe(true)
    expect(phoneFitsArea('23800138000', '86')).toBe(false)
    expect(phoneFitsArea('66123456', '853')).toBe(true)
    expect(phoneFitsArea('13800138', '853')).toBe(false)
    expect(phoneFitsArea('51234567', '00852')).toBe(true)
    expect(phoneFitsArea('31234567', '852')).toBe(false)
    expect(phoneFitsArea('12345', '999')).toBe(true)
    expect(phoneFitsArea('1234', '999')).toBe(false)
    // The account rule is the catalogue's: the gateway and the form refuse the same numbers.
    expect(isValidPhone('13800138', '853')).toBe(false)
    expect(isValidPhone('13800138000')).toBe(true)
  })

  test("the shop's areas in its order, once each; none configured is the mainland; unknown codes named by the code", () => {
    expect(offeredAreas([{ code: '853' }, { code: '+86' }, { code: '853' }]).map((a) => a.code)).toEqual(['853', '86'])
    expect(offeredAreas(undefined).map((a) => a.code)).toEqual(['86'])
    expect(phoneArea('999').names['en-US']).toBe('+999')
    expect(phoneArea('852').names['zh-CN']).toBe('中国香港')
  })
})

test('a captcha token is reused only in its scope and before its expiry claim (less 5 s to travel)', () => {
  const held = { token: 'tok', scope: 'LOGIN', expireTime: 100_000 }
  expect(usableCaptchaToken(held, 'LOGIN', 90_000)).toBe('tok')
  expect(usableCaptchaToken(held, 'BIND', 90_000)).toBeUndefined()
  expect(usableCaptchaToken(held, 'LOGIN', 96_000)).toBeUndefined()
  expect(usableCaptchaToken(undefined, 'LOGIN', 0)).toBeUndefined()
})

test("the chat link carries the goods card, keeping the link's own query and fragment", () => {
  const goods = { chatGoodsId: 'qy 1', title: '春日音乐会' }
  expect(chatUrlWithGoods('https://kf.test/chat', goods)).toBe(
    'https://kf.test/chat?goodsId=qy%201&goodsTitle=%E6%98%A5%E6%97%A5%E9%9F%B3%E4%B9%90%E4%BC%9A'
  )
  expect(chatUrlWithGoods('https://kf.test/chat?team=2#top', { chatGoodsId: 'a', title: 'b' })).toBe(
    'https://kf.test/chat?team=2&goodsId=a&goodsTitle=b#top'
  )
  expect(chatUrlWithGoods('https://kf.test/chat')).toBe('https://kf.test/chat')
})

test("Mine hides the entries of the merchant's hidden modules, and only those", () => {
  const items = ['orders', 'coupons', 'favourites', 'addresses', 'service'].map((key) => ({ key }))
  expect(withoutHidden(items, ['MINE_COUPONS', 'MINE_ADDRESSES', 'SOMETHING_NEW']).map((i) => i.key)).toEqual([
    'orders',
    'favourites',
    'service'
  ])
  expect(withoutHidden(items, [])).toHaveLength(5)
})

test('shop functions and coupon uses', () => {
  expect(shopFunctionsOf({ functionsOff: ['FACE_AUTH'], productCartConfig: { enable: true } })).toMatchObject({
    FACE_AUTH: false,
    CART: true,
    PARKING: true
  })
  expect(couponUses({ couponBizTypes: ['ITEM'], useWay: 'ONLINE' })).toEqual({
    shows: false,
    goods: true,
    parking: false,
    offline: false,
    forCard: false
  })
})
