/**
 * Offline coupons' verify codes (issue #18; product.md "An offline coupon fetches a verify code and shows
 * a popup"; calls "buyer/v5/coupons/verify/code (..., source ORDER_INFO when an order id is present, else
 * SINGLE_COUPON); reply is a list of verifyCode, statusImageUrl, verifyCodeExpireTime"). The rules the
 * gateway hands codes out and checks them with, and the popup's wait before it asks again.
 */
import { createHmac } from 'node:crypto'
import { hmacSha1 } from '../src/utils/hmac-sha1'
import {
  couponVerifyCode,
  readVerifyCode,
  refreshDelayMs,
  verifyCodeVerdict,
  verifySource,
  REFRESH_MAX_MS,
  REFRESH_MIN_MS
} from '../types/rules/coupon-verify-code'

const nodeHmac = (key: Uint8Array, message: Uint8Array) => new Uint8Array(createHmac('sha1', key).update(message).digest())
const KEY = new TextEncoder().encode('12345678901234567890')
const NUMBER = '6012345678901234'
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0) // a step boundary (a multiple of 30 s)
const same = (a: string, b: string) => a === b

describe('"source ORDER_INFO when an order id is present, else SINGLE_COUPON"', () => {
  test.each([
    ['ord_1', 'ORDER_INFO'],
    [null, 'SINGLE_COUPON'],
    [undefined, 'SINGLE_COUPON'],
    ['', 'SINGLE_COUPON']
  ] as const)('orderId %p → %s', (orderId, source) => expect(verifySource(orderId)).toBe(source))
})

describe('the code and its verifyCodeExpireTime', () => {
  test.each([
    ['at the start of a step', T0, T0 + 30_000],
    ['mid-step', T0 + 12_345, T0 + 30_000],
    ['the last ms of a step', T0 + 29_999, T0 + 30_000],
    ['the next step', T0 + 30_000, T0 + 60_000]
  ])('%s: expires at the end of its step', (_name, now, expiry) => {
    const c = couponVerifyCode(nodeHmac, KEY, NUMBER, now)
    expect(c.verifyCodeExpireTime).toBe(expiry)
    expect(c.verifyCode).toMatch(new RegExp(`^${NUMBER}\\.\\d+\\.\\d{8}$`))
  })

  test("the phone's pure-JS HMAC gives the gateway's code (one derivation, either side)", () => {
    expect(couponVerifyCode(hmacSha1, KEY, NUMBER, T0 + 5_000)).toEqual(couponVerifyCode(nodeHmac, KEY, NUMBER, T0 + 5_000))
  })

  test('the code changes every step, the number stays', () => {
    const a = couponVerifyCode(nodeHmac, KEY, NUMBER, T0).verifyCode
    const b = couponVerifyCode(nodeHmac, KEY, NUMBER, T0 + 30_000).verifyCode
    expect(a).not.toBe(b)
    expect(a.split('.')[0]).toBe(b.split('.')[0])
  })
})

describe("the console's verdict (the door's window: one step behind, one ahead)", () => {
  const code = couponVerifyCode(nodeHmac, KEY, NUMBER, T0).verifyCode
  const reading = readVerifyCode(code)
  const parts = reading.kind === 'CODE' ? reading.parts : { ticketNumber: '', step: 0, otp: '' }
  test.each([
    ['read at once', T0 + 1_000, 'OK'],
    ['read in the next step (shown just before it turned)', T0 + 45_000, 'OK'],
    ['two steps later (a screenshot)', T0 + 60_000, 'EXPIRED'],
    ['a phone 30 s fast: one step ahead', T0 - 15_000, 'OK'],
    ['two steps ahead', T0 - 45_000, 'EXPIRED']
  ])('%s → %s', (_name, now, verdict) => expect(verifyCodeVerdict(nodeHmac, KEY, parts, now, same)).toBe(verdict))

  test('another OTP or another key is INVALID, whenever it is read', () => {
    expect(verifyCodeVerdict(nodeHmac, KEY, { ...parts, otp: '00000000' === parts.otp ? '00000001' : '00000000' }, T0, same)).toBe(
      'INVALID'
    )
    expect(verifyCodeVerdict(nodeHmac, new TextEncoder().encode('another key 12345678'), parts, T0, same)).toBe('INVALID')
  })

  test.each(['', 'hello', '6012345678901234.1.123', '12.3.12345678', `${NUMBER}.x.12345678`])('%p is not a code', (text) =>
    expect(readVerifyCode(text).kind).toBe('MALFORMED')
  )
})

describe('"re-fetch before verifyCodeExpireTime": the popup\'s wait, on the gateway\'s clock', () => {
  test.each([
    ['20 s left', T0 + 30_000, T0 + 10_000, 0, 20_300],
    ['already expired: at least a second (no tight loop)', T0 + 30_000, T0 + 40_000, 0, REFRESH_MIN_MS],
    ['a phone 10 s slow, corrected by its offset', T0 + 30_000, T0, 10_000, 20_300],
    ['a wildly wrong phone clock: never longer than one step', T0 + 30_000, T0 - 3_600_000, 0, REFRESH_MAX_MS]
  ])('%s', (_name, expiry, phoneNow, offset, wait) => expect(refreshDelayMs(expiry, phoneNow, offset)).toBe(wait))
})
