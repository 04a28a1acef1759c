/** Accounts (issue #5): phone and email login, tokens and their business codes, profile — on every engine. */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ANCHOR, ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { auth, captcha, captchaAnswer, latestCode, phoneLogin, sendCode, type Login } from '../helpers/account-helpers'

const MIN = 60000

for (const engine of ENGINES) {
  describe(`accounts on ${engine}`, () => {
    let t: TestApp
    let clock: number
    const advance = (ms: number) => {
      clock += ms
      t.setNow(new Date(clock))
    }
    before(async () => {
      t = await seededApp(engine)
      clock = ANCHOR.getTime() + 12 * 3600000
    })
    after(async () => t.close())

    test('"An image captcha is required for phone login": a wrong or reused captcha sends no code', async () => {
      const { captchaId, captchaCode } = await captcha(t)
      assert.equal(captchaCode.length, 4)
      const wrong = await t.call('POST', '/user/pub/v1/sms_code', { cellphone: '13800000001', captchaId, captchaCode: 'ZZZZ' })
      assert.equal(wrong.body.errorCode, 'CAPTCHA_WRONG')
      // One guess per image: the right answer after a wrong one is refused too.
      const again = await t.call('POST', '/user/pub/v1/sms_code', { cellphone: '13800000001', captchaId, captchaCode })
      assert.equal(again.body.errorCode, 'CAPTCHA_WRONG')
      const outbox = await t.get<unknown[]>('/dev/outbox?recipient=%2B86%2013800000001')
      assert.equal(outbox.body.data.length, 0)
    })

    test('"Phone: 11 digits starting with 1": other numbers are refused in the request language', async () => {
      const res = await t.call('POST', '/user/pub/v1/sms_code?lang=en', { cellphone: '2380000000', ...(await captcha(t)) })
      assert.equal(res.body.errorCode, 'PHONE_INVALID')
      assert.equal(res.body.comments, 'Incorrect mobile number')
      const area = await t.call('POST', '/user/pub/v1/sms_code', { cellphone: '4155550100', countryCode: '1', ...(await captcha(t)) })
      assert.equal(area.body.statusCode, 22046007, 'an area outside supportLoginAreas')
    })

    test('a 6-digit code goes to the outbox; "resend 60 s" is enforced by the gateway', async () => {
      const first = await sendCode(t, '13800000002')
      assert.equal(first.body.statusCode, 200)
      assert.equal(first.body.data.resendAfterSeconds, 60)
      assert.match(await latestCode(t, '+86 13800000002'), /^\d{6}$/)
      advance(20000)
      const soon = await sendCode(t, '13800000002')
      assert.equal(soon.body.errorCode, 'CODE_TOO_SOON')
      assert.match(soon.body.comments, /40秒/)
      advance(41000)
      assert.equal((await sendCode(t, '13800000002')).body.statusCode, 200)
    })

    test('login_or_register: a new phone becomes an account, the same phone logs into it again', async () => {
      const first = await phoneLogin(t, '13800000003')
      assert.equal(first.isNewUser, true)
      assert.ok(first.accessToken && first.refreshToken && first.userId)
      advance(61000)
      const second = await phoneLogin(t, '13800000003')
      assert.equal(second.isNewUser, false)
      assert.equal(second.userId, first.userId)
      const me = await t.get<{ cellphone: string; nickName: string }>('/user/buyer/v1/user_info', auth(second))
      assert.equal(me.body.data.cellphone, '138****0003')
    })

    test('a wrong code is refused, five wrong guesses kill it, and an expired code is refused', async () => {
      advance(61000)
      await sendCode(t, '13800000004')
      const code = await latestCode(t, '+86 13800000004')
      const wrong = code === '000000' ? '111111' : '000000'
      const login = (verifyCode: string) =>
        t.call('POST', '/user/pub/v1/login_or_register', { cellphone: '13800000004', countryCode: '86', verifyCode })
      for (let i = 0; i < 4; i++) assert.equal((await login(wrong)).body.errorCode, 'CODE_WRONG')
      assert.equal((await login(wrong)).body.errorCode, 'CODE_EXPIRED')
      assert.equal((await login(code)).body.errorCode, 'CODE_EXPIRED', 'the right code no longer works')

      advance(61000)
      await sendCode(t, '13800000004')
      const fresh = await latestCode(t, '+86 13800000004')
      advance(5 * MIN + 1000)
      assert.equal((await login(fresh)).body.errorCode, 'CODE_EXPIRED')
    })

    test('"needs an access token unless the path contains a pub segment": no token → 15012007 not logged in', async () => {
      const res = await t.get('/user/buyer/v1/user_info')
      assert.equal(res.body.statusCode, 15012007)
      assert.equal(res.body.mode, 'login')
      const forged = await t.get('/user/buyer/v1/user_info', { 'access-token': 'abc.def.ghi' })
      assert.equal(forged.body.statusCode, 15012008, 'token exception')
    })

    test('token expired (15012010) after 2 h; refresh rotates; a replayed refresh token ends the login', async () => {
      advance(61000)
      const login = await phoneLogin(t, '13800000005')
      // Used once while good, so its checked signature is kept (session.service.ts); expiry still counts.
      assert.equal((await t.get('/user/buyer/v1/user_info', auth(login))).body.statusCode, 200)
      advance(2 * 3600 * 1000 + 1000)
      const expired = await t.get('/user/buyer/v1/user_info', auth(login))
      assert.equal(expired.body.statusCode, 15012010)
      const refreshed = await t.call<Login>('POST', '/user/pub/v1/refresh_token', { refreshToken: login.refreshToken })
      assert.equal(refreshed.body.statusCode, 200)
      assert.notEqual(refreshed.body.data.refreshToken, login.refreshToken)
      assert.equal((await t.get('/user/buyer/v1/user_info', auth(refreshed.body.data))).body.statusCode, 200)
      // The old refresh token again: someone else holds it, so the login ends for everyone.
      const replay = await t.call('POST', '/user/pub/v1/refresh_token', { refreshToken: login.refreshToken })
      assert.equal(replay.body.statusCode, 15012002)
      assert.equal((await t.get('/user/buyer/v1/user_info', auth(refreshed.body.data))).body.statusCode, 15012008)
      const stored = await t.db.query<{ refresh_hash: string }>('SELECT refresh_hash FROM user_sessions')
      assert.ok(
        stored.every((s) => s.refresh_hash !== login.refreshToken && /^[0-9a-f]{64}$/.test(s.refresh_hash)),
        'refresh tokens are stored hashed'
      )
    })

    test('logout: the token then answers 10002008 logged out', async () => {
      advance(61000)
      const login = await phoneLogin(t, '13800000006')
      assert.equal((await t.call('POST', '/user/buyer/v1/logout', {}, auth(login))).body.statusCode, 200)
      const after = await t.get('/user/buyer/v1/user_info', auth(login))
      assert.equal(after.body.statusCode, 10002008)
      assert.equal((await t.call('POST', '/user/pub/v1/refresh_token', { refreshToken: login.refreshToken })).body.statusCode, 10002008)
    })

    test('a merchant that allows one device: the older login answers 15012009 logged in on another device', async () => {
      await t.db.query(`UPDATE merchants SET config = jsonb_set(config, '{singleDeviceLogin}', 'true') WHERE id = 'demo'`)
      t.forgetCaches()
      try {
        advance(61000)
        const phone = await phoneLogin(t, '13800000007')
        advance(61000)
        const laptop = await phoneLogin(t, '13800000007')
        const old = await t.get('/user/buyer/v1/user_info', auth(phone))
        assert.equal(old.body.statusCode, 15012009)
        assert.equal(old.body.mode, 'alert')
        assert.equal((await t.get('/user/buyer/v1/user_info', auth(laptop))).body.statusCode, 200)
      } finally {
        await t.db.query(`UPDATE merchants SET config = jsonb_set(config, '{singleDeviceLogin}', 'false') WHERE id = 'demo'`)
        t.forgetCaches()
      }
    })

    test('email: the password rule, activation by mailed code, login, forgot and set password', async () => {
      const email = 'fan@example.com'
      const weak = await t.call('POST', '/user/pub/v1/email/create_account', { email, password: 'abcdefgh1' })
      assert.equal(weak.body.errorCode, 'PASSWORD_RULE', 'two classes only')
      assert.equal(
        (await t.call('POST', '/user/pub/v1/email/create_account', { email: 'not-an-email', password: 'Abcdefg1' })).body.errorCode,
        'EMAIL_INVALID'
      )
      assert.equal((await t.call('POST', '/user/pub/v1/email/create_account', { email, password: 'Abcdefg1' })).body.statusCode, 200)
      const [row] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email])
      assert.match(row.password_hash, /^scrypt\$/)
      assert.equal((await t.call('POST', '/user/pub/v1/login', { email, password: 'Abcdefg1' })).body.errorCode, 'EMAIL_NOT_ACTIVATED')
      const activated = await t.call<Login>('POST', '/user/pub/v1/email/activate', { email, verifyCode: await latestCode(t, email) })
      assert.equal(activated.body.statusCode, 200)
      assert.equal((await t.call('POST', '/user/pub/v1/login', { email, password: 'Wrong-pass1' })).body.errorCode, 'LOGIN_FAILED')
      assert.equal((await t.call('POST', '/user/pub/v1/login', { email: 'FAN@example.com', password: 'Abcdefg1' })).body.statusCode, 200)
      advance(61000)
      assert.equal((await t.call('POST', '/user/pub/v1/email/forgot_password', { email })).body.statusCode, 200)
      const code = await latestCode(t, email)
      assert.equal(
        (await t.call('POST', '/user/pub/v1/email/set_password', { email, verifyCode: code, password: 'New-pass-2' })).body.statusCode,
        200
      )
      assert.equal(
        (await t.get('/user/buyer/v1/user_info', auth(activated.body.data))).body.statusCode,
        10002008,
        'old logins end with the old password'
      )
      assert.equal((await t.call('POST', '/user/pub/v1/login', { email, password: 'New-pass-2' })).body.statusCode, 200)
    })

    test('profile: nickname 1-20 characters, "birthday is editable once"', async () => {
      advance(61000)
      const login = await phoneLogin(t, '13800000008')
      const nick = await t.call<{ nickName: string }>('PUT', '/user/buyer/v1/user_info', { nickName: '  星河粉丝  ' }, auth(login))
      assert.equal(nick.body.data.nickName, '星河粉丝')
      assert.equal(
        (await t.call('PUT', '/user/buyer/v1/user_info', { nickName: 'x'.repeat(21) }, auth(login))).body.errorCode,
        'NICKNAME_INVALID'
      )
      const first = await t.call<{ birthday: string; birthdayEditable: boolean }>(
        'PUT',
        '/user/buyer/v1/user_info',
        { birthday: '1995-06-01' },
        auth(login)
      )
      assert.deepEqual([first.body.data.birthday, first.body.data.birthdayEditable], ['1995-06-01', false])
      assert.equal(
        (await t.call('PUT', '/user/buyer/v1/user_info', { birthday: '1996-06-01' }, auth(login))).body.errorCode,
        'BIRTHDAY_ONCE'
      )
    })

    test('pre-login and phone binding answer "h5 not support" on H5', async () => {
      const res = await t.call('POST', '/user/pub/v1/pre_login', {}, { 'terminal-src': 'H5' })
      assert.equal(res.body.comments, 'h5 not support')
    })

    test('the captcha image is an SVG; its four-character answer is readable only at /dev/captcha outside production', async () => {
      const res = await t.get<{ captchaId: string; image: string }>('/user/pub/v1/captcha')
      assert.match(res.body.data.image, /^data:image\/svg\+xml;base64,/)
      assert.match(await captchaAnswer(t, res.body.data.captchaId), /^[A-Z2-9]{4}$/)
    })
  })
}
