/**
 * One face check for a face-auth coupon (product.md "Other states": "If confirmed, receiving is pending and
 * face authentication starts. On return the certificate status is re-read and receiving proceeds, or a
 * toast says 'face authentication failed'"): the gateway's start, the platform's face screen, the
 * gateway's confirm. Mocked only at the calls.
 */
// The default calls reach the request layer and Taro: every test here passes its own.
jest.mock('../src/services/buyer-api', () => ({ startFaceCheck: jest.fn(), confirmFaceCheck: jest.fn() }))
jest.mock('../src/platform/face-check', () => ({ runFaceCheck: jest.fn() }))

import { passFaceCheck, type FaceCheckCalls } from '../src/components/coupon-card/face-check-flow'
import { RequestError } from '../src/services/request/request-error'
import { ERROR_CODES } from '../types/api/errors'
import type { FaceCheckConfirm } from '../types/api/user'

function calls(over: Partial<FaceCheckCalls> = {}): FaceCheckCalls & { confirmed: FaceCheckConfirm[] } {
  const confirmed: FaceCheckConfirm[] = []
  return {
    confirmed,
    start: async (platform) =>
      platform === 'WEAPP'
        ? { platform, name: '李雷', idCardNumber: '11010119900307001X' }
        : { platform: 'ALIPAY', certifyId: 'c1', url: 'u' },
    run: async (start) => (start.platform === 'WEAPP' ? 'verify-1' : start.certifyId),
    confirm: async (body) => {
      confirmed.push(body)
      return { authType: 'FACE_CERT', authStatus: 'AUTH_SUCCESS' }
    },
    ...over
  }
}

test("WeChat: the face screen's verifyResult goes to the gateway, whose stored certificate says passed", async () => {
  const c = calls()
  expect(await passFaceCheck('WEAPP', c)).toBe(true)
  expect(c.confirmed).toEqual([{ platform: 'WEAPP', verifyResult: 'verify-1' }])
})

test('Alipay: the certifyId goes back to be confirmed', async () => {
  const c = calls()
  expect(await passFaceCheck('ALIPAY', c)).toBe(true)
  expect(c.confirmed).toEqual([{ platform: 'ALIPAY', certifyId: 'c1' }])
})

test("a screen that did not finish is not passed, and nothing is confirmed → 'face authentication failed'", async () => {
  const c = calls({ run: async () => undefined })
  expect(await passFaceCheck('WEAPP', c)).toBe(false)
  expect(c.confirmed).toEqual([])
})

test('the gateway saying not passed (FACE_AUTH_FAILED) is not passed', async () => {
  const c = calls({
    confirm: async () => {
      throw new RequestError({ message: '人脸认证失败', statusCode: ERROR_CODES.FACE_AUTH_FAILED, mode: 'none' })
    }
  })
  expect(await passFaceCheck('WEAPP', c)).toBe(false)
})

test("another refusal (the merchant offers no face check) is thrown: the request layer's toast said it", async () => {
  const refusal = new RequestError({ message: '当前应用不支持人脸认证', statusCode: 40396, mode: 'toast' })
  await expect(
    passFaceCheck(
      'WEAPP',
      calls({
        start: async () => {
          throw refusal
        }
      })
    )
  ).rejects.toBe(refusal)
})
