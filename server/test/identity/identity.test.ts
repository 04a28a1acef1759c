/**
 * Third-party logins and binding (issue #5; product.md section 6 "Login methods"; calls section 8 code
 * 15012020): Google and Apple tokens checked against locally generated keys, the partner channel's signed
 * auth code, the mini-program code exchange, and binding — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ANCHOR, ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { auth, captcha, latestCode, phoneLogin, type Login } from '../helpers/account-helpers'
import { ISSUERS } from '../../src/identity/identity-providers'
import { signPartnerCode } from '../../src/identity/partner-auth-code'
import { DEMO_PARTNER_CHANNEL } from '../../src/seed/seed'
import { APPLE_CLIENT, GOOGLE_CLIENT, TEST_IDENTITY, b64, es256, rs256, stranger } from '../helpers/identity-helpers'

for (const engine of ENGINES) {
  describe(`third-party login on ${engine}`, () => {
    let t: TestApp
    let nowS: number
    // Each token is a new sign-in (its own jti): a token is good once.
    let minted = 0
    const google = (claims: object) => ({
      iss: ISSUERS.GOOGLE[0],
      aud: GOOGLE_CLIENT,
      exp: nowS + 3600,
      email_verified: true,
      jti: `jti-${++minted}`,
      ...claims
    })

    before(async () => {
      t = await seededApp(engine, { identity: TEST_IDENTITY })
      // seededApp's clock stands at noon of the anchor day.
      nowS = Math.floor((ANCHOR.getTime() + 12 * 3600000) / 1000)
    })
    after(async () => t.close())

    test('Google: a token signed by the configured key logs in, creates the buyer once, and then finds them', async () => {
      const ada = () => rs256(google({ sub: 'g-100', email: 'ada@example.com', name: 'Ada' }))
      const first = await t.call<Login>('POST', '/user/pub/v1/oauth/google_login', { credential: ada() })
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.equal(first.body.data.isNewUser, true)
      const again = await t.call<Login>('POST', '/user/pub/v1/oauth/google_login', { credential: ada() })
      assert.equal(again.body.data.userId, first.body.data.userId)
      assert.equal(again.body.data.isNewUser, false)
      const me = await t.get<{ email: string; nickName: string; linkedProviders: string[] }>(
        '/user/buyer/v1/user_info',
        auth(again.body.data)
      )
      assert.deepEqual([me.body.data.email, me.body.data.nickName, me.body.data.linkedProviders], ['ada@example.com', 'Ada', ['GOOGLE']])
    })

    test('Google: a forged signature, another issuer or audience, an expired token and an unknown key are refused', async () => {
      const claims = google({ sub: 'g-evil', email: 'evil@example.com' })
      const forged = rs256(claims, stranger.privateKey)
      const otherIss = rs256({ ...claims, iss: 'https://evil.example' })
      const otherAud = rs256({ ...claims, aud: 'someone-else' })
      const expired = rs256({ ...claims, exp: nowS - 120 })
      const unknownKid = rs256(claims, undefined, 'nope')
      const tampered = (() => {
        const [h, , s] = rs256(claims).split('.')
        return `${h}.${b64({ ...claims, sub: 'g-100' })}.${s}`
      })()
      for (const credential of [forged, otherIss, otherAud, expired, unknownKid, tampered, 'not-a-jwt']) {
        const res = await t.call('POST', '/user/pub/v1/oauth/google_login', { credential })
        assert.equal(res.body.errorCode, 'THIRD_PARTY_FAILED', credential.slice(0, 30))
      }
    })

    test('Google: the g_csrf_token cookie must match the body (double submit)', async () => {
      const credential = rs256(google({ sub: 'g-csrf', email: 'csrf@example.com' }))
      const bad = await t.call(
        'POST',
        '/user/pub/v1/oauth/google_login',
        { credential, googleCsrfToken: 'a' },
        { cookie: 'g_csrf_token=b' }
      )
      assert.equal(bad.body.errorCode, 'THIRD_PARTY_FAILED')
      const good = await t.call(
        'POST',
        '/user/pub/v1/oauth/google_login',
        { credential, googleCsrfToken: 'b' },
        { cookie: 'g_csrf_token=b' }
      )
      assert.equal(good.body.statusCode, 200)
    })

    test('"Third-party authorization failure shows: registration failed, authorize to obtain email"', async () => {
      const res = await t.call('POST', '/user/pub/v1/oauth/google_login?lang=en', { credential: rs256(google({ sub: 'g-no-mail' })) })
      assert.equal(res.body.errorCode, 'THIRD_PARTY_NO_EMAIL')
      assert.equal(res.body.comments, 'Registration failed, authorize to obtain email')
    })

    test('Apple: an ES256 identity token logs in; Apple is "not available" on a gateway without its keys', async () => {
      const identityToken = es256({
        iss: ISSUERS.APPLE[0],
        aud: APPLE_CLIENT,
        exp: nowS + 600,
        sub: 'apple-1',
        email: 'x@privaterelay.appleid.com',
        email_verified: 'true'
      })
      const res = await t.call<Login>('POST', '/user/pub/v1/oauth/apple_login', { identityToken })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const bare = await seededApp(engine)
      try {
        const off = await bare.call('POST', '/user/pub/v1/oauth/apple_login', { identityToken })
        assert.equal(off.body.errorCode, 'LOGIN_METHOD_UNAVAILABLE')
      } finally {
        await bare.close()
      }
    })

    test('15012020 "account needs binding": a Google email that has an account binds after the password proves it', async () => {
      const email = 'bea@example.com'
      await t.call('POST', '/user/pub/v1/email/create_account', { email, password: 'Passw0rd!' })
      const code = await latestCode(t, email)
      const activated = await t.call<Login>('POST', '/user/pub/v1/email/activate', { email, verifyCode: code })
      assert.equal(activated.body.statusCode, 200)
      const bea = () => rs256(google({ sub: 'g-bea', email }))
      const res = await t.call<{ bindToken: string; bindTypes: string[] }>('POST', '/user/pub/v1/oauth/google_login', { credential: bea() })
      assert.equal(res.body.statusCode, 15012020)
      assert.equal(res.body.mode, 'alert')
      assert.deepEqual(res.body.data.bindTypes, ['EMAIL'])
      const { bindToken } = res.body.data
      const wrong = await t.call('POST', '/user/pub/v1/bind', {
        bindType: 'EMAIL',
        bindToken,
        emailBindParam: { email, password: 'Wrong0000!' }
      })
      assert.equal(wrong.body.errorCode, 'LOGIN_FAILED')
      const bound = await t.call<Login>('POST', '/user/pub/v1/bind', {
        bindType: 'EMAIL',
        bindToken,
        emailBindParam: { email, password: 'Passw0rd!' }
      })
      assert.equal(bound.body.data.userId, activated.body.data.userId)
      // The token is spent; from now on Google logs straight into that account.
      const replay = await t.call('POST', '/user/pub/v1/bind', {
        bindType: 'EMAIL',
        bindToken,
        emailBindParam: { email, password: 'Passw0rd!' }
      })
      assert.equal(replay.body.errorCode, 'BIND_EXPIRED')
      const next = await t.call<Login>('POST', '/user/pub/v1/oauth/google_login', { credential: bea() })
      assert.equal(next.body.data.userId, activated.body.data.userId)
    })

    test('partner channel: a code signed with the channel secret logs in once; forged, replayed or expired codes fail', async () => {
      const [{ secret }] = await t.db.query<{ secret: string }>('SELECT secret FROM partner_channels WHERE channel_code = $1', [
        DEMO_PARTNER_CHANNEL
      ])
      const authCode = signPartnerCode({ uid: 'p-7', nickName: 'Partner Pat', exp: nowS + 120 }, secret)
      const res = await t.call<Login>('POST', '/user/pub/v1/partner/oauth_and_login', { authCode, channelCode: DEMO_PARTNER_CHANNEL })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const replay = await t.call('POST', '/user/pub/v1/partner/oauth_and_login', { authCode, channelCode: DEMO_PARTNER_CHANNEL })
      assert.equal(replay.body.errorCode, 'THIRD_PARTY_FAILED')
      const again = await t.call<Login>('POST', '/user/pub/v1/partner/oauth_and_login', {
        authCode: signPartnerCode({ uid: 'p-7', exp: nowS + 100 }, secret),
        channelCode: DEMO_PARTNER_CHANNEL
      })
      assert.equal(again.body.data.userId, res.body.data.userId, 'the same partner user is the same buyer')
      for (const bad of [
        signPartnerCode({ uid: 'p-8', exp: nowS + 120 }, 'not-the-secret'),
        signPartnerCode({ uid: 'p-8', exp: nowS - 1 }, secret),
        signPartnerCode({ uid: 'p-8', exp: nowS + 3600 }, secret)
      ]) {
        const r = await t.call('POST', '/user/pub/v1/partner/oauth_and_login', { authCode: bad, channelCode: DEMO_PARTNER_CHANNEL })
        assert.equal(r.body.errorCode, 'THIRD_PARTY_FAILED')
      }
      const unknown = await t.call('POST', '/user/pub/v1/partner/oauth_and_login', { authCode, channelCode: 'NOPE' })
      assert.equal(unknown.body.errorCode, 'LOGIN_METHOD_UNAVAILABLE')
    })

    test('mini-program: the sandbox exchange maps a code to one buyer per platform; user_logout ends the session', async () => {
      const first = await t.call<Login>('POST', '/user/pub/v1/mini/login', { code: 'sandbox-ming', platform: 'WEAPP' })
      assert.equal(first.body.statusCode, 200)
      const same = await t.call<Login>('POST', '/user/pub/v1/mini/login', { code: 'sandbox-ming', platform: 'WEAPP' })
      assert.equal(same.body.data.userId, first.body.data.userId)
      const alipay = await t.call<Login>('POST', '/user/pub/v1/mini/login', { code: 'sandbox-ming', platform: 'ALIPAY' })
      assert.notEqual(alipay.body.data.userId, first.body.data.userId)
      const bad = await t.call('POST', '/user/pub/v1/mini/login', { code: 'x', platform: 'WEAPP' })
      assert.equal(bad.body.errorCode, 'THIRD_PARTY_FAILED')
      await t.call('POST', '/user/buyer/v1/mini/user_logout', {}, auth(first.body.data))
      const after = await t.get('/user/buyer/v1/user_info', auth(first.body.data))
      assert.equal(after.body.statusCode, 10002008)
    })

    test('account-bind: a logged-in buyer adds a phone with an SMS code; a phone of another account is refused', async () => {
      const mini = (await t.call<Login>('POST', '/user/pub/v1/mini/login', { code: 'sandbox-binder', platform: 'WEAPP' })).body.data
      await phoneLogin(t, '13600000001')
      const sent = await t.call('POST', '/user/pub/v1/sms_code', { cellphone: '13600000001', purpose: 'BIND', ...(await captcha(t)) })
      assert.equal(sent.body.statusCode, 200)
      const taken = await t.call(
        'POST',
        '/user/buyer/v1/bind',
        { bindType: 'CELLPHONE', cellphoneBindParam: { cellphone: '13600000001', verifyCode: await latestCode(t, '+86 13600000001') } },
        auth(mini)
      )
      assert.equal(taken.body.errorCode, 'ALREADY_BOUND')
      await t.call('POST', '/user/pub/v1/sms_code', { cellphone: '13600000002', purpose: 'BIND', ...(await captcha(t)) })
      // A login code does not bind: the purpose is part of the code.
      const bound = await t.call(
        'POST',
        '/user/buyer/v1/bind',
        { bindType: 'CELLPHONE', cellphoneBindParam: { cellphone: '13600000002', verifyCode: await latestCode(t, '+86 13600000002') } },
        auth(mini)
      )
      assert.equal(bound.body.statusCode, 200, bound.body.comments)
      const me = await t.get<{ cellphone: string; linkedProviders: string[] }>('/user/buyer/v1/user_info', auth(mini))
      assert.deepEqual([me.body.data.cellphone, me.body.data.linkedProviders], ['136****0002', ['WEAPP']])
      const loginCodeBind = await t.call(
        'POST',
        '/user/buyer/v1/bind',
        { bindType: 'CELLPHONE', cellphoneBindParam: { cellphone: '13600000003', verifyCode: '123456' } },
        auth(mini)
      )
      assert.notEqual(loginCodeBind.body.statusCode, 200)
    })

    test('account-bind: an email is added with a mailed code and a password that then logs in', async () => {
      const mini = (await t.call<Login>('POST', '/user/pub/v1/mini/login', { code: 'sandbox-mailer', platform: 'ALIPAY' })).body.data
      const email = 'mailer@example.com'
      const sent = await t.call('POST', '/user/buyer/v1/email/bind_code', { email }, auth(mini))
      assert.equal(sent.body.statusCode, 200)
      const weak = await t.call(
        'POST',
        '/user/buyer/v1/bind',
        { bindType: 'EMAIL', emailBindParam: { email, verifyCode: await latestCode(t, email), password: 'short' } },
        auth(mini)
      )
      assert.equal(weak.body.errorCode, 'PASSWORD_RULE')
      const ok = await t.call(
        'POST',
        '/user/buyer/v1/bind',
        { bindType: 'EMAIL', emailBindParam: { email, verifyCode: await latestCode(t, email), password: 'Mailer#2026' } },
        auth(mini)
      )
      assert.equal(ok.body.statusCode, 200, ok.body.comments)
      const login = await t.call<Login>('POST', '/user/pub/v1/login', { email, password: 'Mailer#2026' })
      assert.equal(login.body.data.userId, mini.userId)
    })
  })
}

for (const engine of ENGINES) {
  describe(`login methods per language on ${engine}`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine)
    })
    after(async () => t.close())

    test("a login method the language does not offer answers 22046007 (the app's login-status popup)", async () => {
      // Demo: zh-MO offers the phone only.
      const res = await t.call('POST', '/user/pub/v1/login?lang=zh-MO', { email: 'x@example.com', password: 'Abcdefg1!' })
      assert.equal(res.body.statusCode, 22046007)
      assert.equal(res.body.comments, '當前語言不支持該登錄方式')
      const signUp = await t.call('POST', '/user/pub/v1/email/create_account?lang=zh-MO', { email: 'x@example.com', password: 'Abcdefg1!' })
      assert.equal(signUp.body.errorCode, 'LOGIN_METHOD_UNSUPPORTED')
      const ok = await t.call('POST', '/user/pub/v1/email/create_account?lang=en', { email: 'x@example.com', password: 'Abcdefg1!' })
      assert.equal(ok.body.statusCode, 200)
    })
  })
}
