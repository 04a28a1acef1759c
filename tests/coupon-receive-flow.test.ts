/**
 * Receiving a coupon that needs a real name or a face check (product.md "Other states", receiving a
 * coupon): the steps after the gateway's refusal, for every platform this product builds.
 */
import {
  afterFaceAuth,
  faceAuthSupported,
  facePlatformOf,
  refusalOfCode,
  refusalStep,
  RECEIVE_REFUSAL_CODES
} from '../types/rules/coupon-receive-flow'

describe('the step after a refused receive', () => {
  test.each([
    // "A coupon that needs real-name shows a dialog 实名认证, 仅限实名认证用户领取, buttons 去认证 and 取消."
    ['REAL_NAME', 'h5', 'REAL_NAME_DIALOG'],
    ['REAL_NAME', 'weapp', 'REAL_NAME_DIALOG'],
    // "If the app lacks face-auth support: toast 'the current app does not support face authentication'."
    ['FACE_AUTH', 'h5', 'FACE_UNSUPPORTED_TOAST'],
    ['FACE_AUTH', undefined, 'FACE_UNSUPPORTED_TOAST'],
    // "If face authentication is needed, not passed, and the merchant requires it, a confirm modal appears."
    ['FACE_AUTH', 'weapp', 'FACE_CONFIRM'],
    ['FACE_AUTH', 'alipay', 'FACE_CONFIRM'],
    // Any other refusal (none left, limit reached): the request layer's toast said it.
    [null, 'h5', 'NONE']
  ] as const)('%p on %p → %s', (refusal, platform, step) => expect(refusalStep(refusal, platform)).toBe(step))

  test('the mini-programs run a face check through their platform; H5 has no face API', () => {
    expect(['h5', 'weapp', 'alipay'].map(faceAuthSupported)).toEqual([false, true, true])
    expect(['h5', 'weapp', 'alipay', undefined].map(facePlatformOf)).toEqual(['H5', 'WEAPP', 'ALIPAY', 'H5'])
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
