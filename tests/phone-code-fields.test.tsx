/**
 * The login's phone row and captcha (issue #31 item 1: "the phone field is 61 px wide (an 11-digit number
 * shows 8 digits)"; "the captcha field clears after the SMS code is sent"): one area code before the number
 * (the others in a sheet), and a captcha the buyer typed stays while the resend waits. The image is recorded
 * for the form's scope and its answer checked on its own (captcha record and check) for the token the code
 * is sent with.
 */
import React, { useEffect } from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { PhoneCodeFields, usePhoneCode, type PhoneCode } from '../src/subpackages/user/login/PhoneCodeFields'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import { shopConfigAtom } from '../src/shop-config/shop-config-atoms'
import { sendSmsCode } from '../src/services/user-api'
import { checkCaptcha, recordCaptcha } from '../src/services/user-calls-api'
import { RequestError } from '../src/services/request/request-error'

// The account calls (the transport boundary): the areas, a captcha recorded and checked, a code sent.
jest.mock('../src/services/user-api', () => ({
  sendSmsCode: jest.fn(async () => ({ resendAfterSeconds: 60 }))
}))
jest.mock('../src/services/user-calls-api', () => ({
  countries: jest.fn(() => new Promise(() => undefined)),
  recordCaptcha: jest.fn(async () => ({ captchaId: 'c1', image: 'data:image/png;base64,', scope: 'LOGIN' })),
  checkCaptcha: jest.fn(async () => ({ captchaToken: 't1', scope: 'LOGIN', expireTime: Date.now() + 300_000 }))
}))
jest.mock('../src/utils/toast', () => ({ toast: jest.fn() }))

createH5NativeComponentConfig(() => null, React, ReactDOM)

let form: PhoneCode
function Fields() {
  const f = usePhoneCode()
  useEffect(() => {
    form = f
  })
  return <PhoneCodeFields form={f} />
}
function Page() {
  return (
    <Provider store={store}>
      <Fields />
    </Provider>
  )
}

describe('PhoneCodeFields', () => {
  let utils: TestUtils
  const settle = () =>
    utils.act(async () => {
      for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 10))
    })
  /** The form mounted, a number and the captcha's answer typed, and a code asked for. */
  const askedWithAnswer = async (answer: string) => {
    await utils.mount(Page, {})
    await settle()
    await utils.act(async () => {
      form.setCellphone('13800138000')
      form.setAnswer(answer)
    })
    await utils.act(() => form.askCode())
    await settle()
  }
  beforeEach(() => {
    freshStore()
    store.set(localeAtom, 'zh-CN')
    store.set(shopConfigAtom, { ...store.get(shopConfigAtom), supportLoginAreas: [{ code: '+86' }, { code: '+852' }, { code: '+853' }] })
    jest.clearAllMocks()
    utils = new TestUtils()
  })
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test('"an 11-digit number shows 8 digits": the row holds one area code, not a chip per area', async () => {
    await utils.mount(Page, {})
    await settle()
    const picks = document.querySelectorAll('.login__area-pick')
    expect(picks).toHaveLength(1)
    expect(picks[0].textContent).toBe('+86')
    expect(document.querySelectorAll('.login__area')).toHaveLength(0)
  })

  test('"the captcha field clears after the SMS code is sent": it keeps the answer while the resend waits', async () => {
    await askedWithAnswer('AB12')
    expect(checkCaptcha).toHaveBeenCalledWith({ captchaId: 'c1', captchaCode: 'AB12', scope: 'LOGIN' })
    expect(sendSmsCode).toHaveBeenCalledTimes(1)
    expect((sendSmsCode as jest.Mock).mock.calls[0][0]).toMatchObject({ captchaToken: 't1' })
    expect(form.left).toBeGreaterThan(0)
    expect(form.answer).toBe('AB12')
    expect(recordCaptcha).toHaveBeenCalledTimes(1)
  })

  test('the spent captcha is replaced once the resend opens, ready for the next code (src/hooks/use-spent-captcha.ts)', async () => {
    ;(sendSmsCode as jest.Mock).mockResolvedValueOnce({ resendAfterSeconds: 1 })
    await askedWithAnswer('AB12')
    expect(form.answer).toBe('AB12')
    expect(recordCaptcha).toHaveBeenCalledTimes(1)
    // The countdown ticks once a second: past the one-second wait the resend is open.
    await utils.act(() => new Promise((r) => setTimeout(r, 2100)))
    await settle()
    expect(form.left).toBe(0)
    expect(recordCaptcha).toHaveBeenCalledTimes(2)
    expect(form.answer).toBe('')
  })

  test('a refused answer replaces the captcha at once (it is good for one try)', async () => {
    ;(checkCaptcha as jest.Mock).mockRejectedValueOnce(new RequestError({ message: 'refused', statusCode: 41101 }))
    await askedWithAnswer('AB12')
    expect(sendSmsCode).not.toHaveBeenCalled()
    expect(form.answer).toBe('')
    expect(recordCaptcha).toHaveBeenCalledTimes(2)
  })
})
