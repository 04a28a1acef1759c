/**
 * Receiving a coupon that needs a real name or a face check (product.md "Other states", receiving a
 * coupon): the steps after the gateway's refusal, for every platform this product builds.
 */
import { afterFaceAuth, faceAuthSupported, refusalOfCode, refusalStep, RECEIVE_REFUSAL_CODES } from '../types/rules/coupon-receive-flow'

describe('the step after a refused receive', () => {
  test.each([
    // "A coupon that needs real-name shows a dialog 实名认证, 仅限实名认证用户领取, buttons 去认证 and 取消."
    ['REAL_NAME', 'h5', 'REAL_NAME_DIALOG'],
    ['REAL_NAME', 'weapp', 'REAL_NAME_DIALOG'],
    // "If the app lacks face-auth support: toast 'the current app does not support face authentication'."
    ['FACE_AUTH', 'h5', 'FACE_UNSUPPORTED_TOAST'],
    ['FACE_AUTH', 'weapp', 'FACE_UNSUPPORTED_TOAST'],
    ['FACE_AUTH', 'alipay', 'FACE_UNSUPPORTED_TOAST'],
    ['FACE_AUTH', undefined, 'FACE_UNSUPPORTED_TOAST'],
    // Any other refusal (none left, limit reached): the request layer's toast said it.
    [null, 'h5', 'NONE']
  ] as const)('%p on %p → %s', (refusal, platform, step) => expect(refusalStep(refusal, platform)).toBe(step))

  test('no build of this product can run a face check (H5 has no face API; the mini-programs need a licence)', () => {
    for (const platform of ['h5', 'weapp', 'alipay']) expect(faceAuthSupported(platform)).toBe(false)
  })
})

test.each([
  // "On return the certificate status is re-read and receiving proceeds, or a toast says 'face authentication failed'."
  [true, 'RECEIVE_AGAIN'],
  [false, 'FACE_FAILED_TOAST']
] as const)('after a face check, certificate passed %p → %s', (passed, step) => expect(afterFaceAuth(passed)).toBe(step))

test.each([
  [RECEIVE_REFUSAL_CODES.REAL_NAME, 'REAL_NAME'],
  [RECEIVE_REFUSAL_CODES.FACE_AUTH, 'FACE_AUTH'],
  [40271, null],
  [undefined, null]
] as const)('gateway code %p → refusal %p', (code, refusal) => expect(refusalOfCode(code)).toBe(refusal))
