/**
 * The user area's last calls (issue #32), on every engine: the login page's countries, the captcha recorded
 * with its scope and checked on its own for a token sms_code takes (the old id-and-answer path kept), the
 * bsauth signed ticket and the Douyin web OAuth logins with their console channels, and the GET form of
 * student certification create.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { SignJWT } from 'jose'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { OPERATOR, OWNER, loggedIn, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { seededApp } from '../helpers/helpers'
import { auth, captcha, captchaAnswer, latestCode, phoneLogin } from '../helpers/account-helpers'
import { DouyinDouble } from '../doubles/douyin-double'
import { signBsauthTicket } from '../../src/login-channel/bsauth-ticket'
import {
  ADMIN_LOGIN_CHANNEL_PATHS,
  USER_CALL_PATHS,
  type AdminLoginChannelView,
  type CaptchaCheckReply,
  type CaptchaRecordReply,
  type CountriesReply,
  type DouyinAuthorizeReply
} from '../../../types/api/user-calls'
import type { LoginReply } from '../../../types/api/user'

const SECRET = 'bsauth-shared-secret-of-the-demo-merchant-0123456789'
const channelPath = (c: string) => ADMIN_LOGIN_CHANNEL_PATHS.one.replace(':channel', c)

async function recorded(t: TestApp, scope: string) {
  // With a field the app's request layer adds to every body: taken, not refused.
  const res = await t.call<CaptchaRecordReply>('POST', USER_CALL_PATHS.captchaRecord, { scope, merchantId: 'demo' })
  assert.equal(res.body.statusCode, 200, res.body.comments)
  return { ...res.body.data, answer: await captchaAnswer(t, res.body.data.captchaId) }
}

for (const engine of ENGINES) {
  describe(`user calls on ${engine}`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let operator: ConsoleClient
    const douyin = new DouyinDouble('dyclientkey01', 'dy-client-secret')
    before(async () => {
      await douyin.start()
      t = await seededApp(engine, { douyinApiBase: douyin.base })
      await withDemoStaff(t)
      owner = await loggedIn(t, OWNER)
      operator = await loggedIn(t, OPERATOR)
    })
    after(async () => {
      await t.close()
      await douyin.stop()
    })

    test("countries: the shop's areas in its order, names in the request's language and all three, each area's phone rule", async () => {
      const res = await t.get<CountriesReply>(`${USER_CALL_PATHS.countries}?lang=en-US`)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const areas = res.body.data.countries
      // The demo shop offers the standard areas: mainland, Macao, Hong Kong (shop-languages.ts).
      assert.deepEqual(
        areas.map((a) => a.code),
        ['86', '853', '852']
      )
      assert.equal(areas[1].name, 'Macao, China')
      assert.equal(areas[1].names['zh-MO'], '中國澳門')
      assert.ok(new RegExp(areas[0].pattern).test('13800138000') && !new RegExp(areas[0].pattern).test('23800138000'))
      const zh = await t.get<CountriesReply>(`${USER_CALL_PATHS.countries}?lang=zh-CN`)
      assert.equal(zh.body.data.countries[2].name, '中国香港')
      // The gateway enforces the same rule: a Macao number must be 8 digits from 6.
      const c = await captcha(t)
      const bad = await t.call('POST', '/user/pub/v1/sms_code?lang=en-US', { cellphone: '12345678', countryCode: '853', ...c })
      assert.equal(bad.body.statusCode, 40037, 'PHONE_INVALID')
    })

    test('captcha record + check: one try, a scoped token that sms_code takes once; a wrong answer or scope is refused', async () => {
      const wrong = await recorded(t, 'LOGIN')
      assert.ok(wrong.expireTime > NOON.getTime() && wrong.scope === 'LOGIN' && wrong.image.startsWith('data:image/svg+xml;base64,'))
      const miss = await t.call('POST', `${USER_CALL_PATHS.captchaCheck}?lang=en-US`, {
        captchaId: wrong.captchaId,
        captchaCode: 'ZZZZ',
        scope: 'LOGIN'
      })
      assert.equal(miss.body.statusCode, 40032, 'CAPTCHA_WRONG')
      // One try: the right answer after a wrong one is refused too.
      const again = await t.call('POST', USER_CALL_PATHS.captchaCheck, {
        captchaId: wrong.captchaId,
        captchaCode: wrong.answer,
        scope: 'LOGIN'
      })
      assert.equal(again.body.statusCode, 40032)
      // An image shown for BIND does not pass as a LOGIN one.
      const bind = await recorded(t, 'BIND')
      const crossed = await t.call('POST', USER_CALL_PATHS.captchaCheck, {
        captchaId: bind.captchaId,
        captchaCode: bind.answer,
        scope: 'LOGIN'
      })
      assert.equal(crossed.body.statusCode, 40032)

      const right = await recorded(t, 'LOGIN')
      const checked = await t.call<CaptchaCheckReply>('POST', USER_CALL_PATHS.captchaCheck, {
        captchaId: right.captchaId,
        captchaCode: right.answer.toLowerCase(),
        scope: 'LOGIN'
      })
      assert.equal(checked.body.statusCode, 200, checked.body.comments)
      const { captchaToken } = checked.body.data
      assert.equal(checked.body.data.expireTime, NOON.getTime() + 5 * 60 * 1000)
      const sent = await t.call('POST', '/user/pub/v1/sms_code', { cellphone: '13900000101', countryCode: '86', captchaToken })
      assert.equal(sent.body.statusCode, 200, sent.body.comments)
      const code = await latestCode(t, '+86 13900000101')
      const login = await t.call<LoginReply>('POST', '/user/pub/v1/login_or_register', {
        cellphone: '13900000101',
        countryCode: '86',
        verifyCode: code
      })
      assert.equal(login.body.statusCode, 200, login.body.comments)
      // Good once: the same token does not send another code.
      const reuse = await t.call('POST', '/user/pub/v1/sms_code?lang=en-US', { cellphone: '13900000102', countryCode: '86', captchaToken })
      assert.equal(reuse.body.statusCode, 41100, 'CAPTCHA_TOKEN_INVALID')
      // A LOGIN token does not send a BIND code.
      const other = await recorded(t, 'LOGIN')
      const token2 = (
        await t.call<CaptchaCheckReply>('POST', USER_CALL_PATHS.captchaCheck, {
          captchaId: other.captchaId,
          captchaCode: other.answer,
          scope: 'LOGIN'
        })
      ).body.data.captchaToken
      const asBind = await t.call('POST', '/user/pub/v1/sms_code', {
        cellphone: '13900000103',
        countryCode: '86',
        captchaToken: token2,
        purpose: 'BIND'
      })
      assert.equal(asBind.body.statusCode, 41100)
      // Neither a token nor an image answer: refused with its own message, never a 500.
      const none = await t.call('POST', '/user/pub/v1/sms_code?lang=en-US', { cellphone: '13900000104', countryCode: '86' })
      assert.equal(none.body.statusCode, 41101)
      assert.equal(none.body.comments, 'Please enter the image code first')
    })

    test('a send refused by its limits keeps the captcha token (spent with the code, in its transaction); it expires after 5 minutes', async () => {
      const first = await recorded(t, 'LOGIN')
      const tokenOf = async (c: { captchaId: string; answer: string }) =>
        (
          await t.call<CaptchaCheckReply>('POST', USER_CALL_PATHS.captchaCheck, {
            captchaId: c.captchaId,
            captchaCode: c.answer,
            scope: 'LOGIN'
          })
        ).body.data.captchaToken
      const a = await tokenOf(first)
      assert.equal(
        (await t.call('POST', '/user/pub/v1/sms_code', { cellphone: '13900000111', countryCode: '86', captchaToken: a })).body.statusCode,
        200
      )
      const b = await tokenOf(await recorded(t, 'LOGIN'))
      const soon = await t.call('POST', '/user/pub/v1/sms_code', { cellphone: '13900000111', countryCode: '86', captchaToken: b })
      assert.equal(soon.body.statusCode, 40033, 'CODE_TOO_SOON')
      t.setNow(new Date(NOON.getTime() + 61_000))
      try {
        const later = await t.call('POST', '/user/pub/v1/sms_code', { cellphone: '13900000111', countryCode: '86', captchaToken: b })
        assert.equal(later.body.statusCode, 200, 'the token refused with the early send is still good')
        const c = await tokenOf(await recorded(t, 'LOGIN'))
        t.setNow(new Date(NOON.getTime() + 61_000 + 5 * 60 * 1000 + 1))
        const stale = await t.call('POST', '/user/pub/v1/sms_code', { cellphone: '13900000112', countryCode: '86', captchaToken: c })
        assert.equal(stale.body.statusCode, 41100)
      } finally {
        t.setNow(NOON)
      }
    })

    test('the old path stays: GET captcha, then sms_code with its id and answer (for login and for binding a phone)', async () => {
      const res = await t.call('POST', '/user/pub/v1/sms_code', { cellphone: '13900000121', countryCode: '86', ...(await captcha(t)) })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const bind = await t.call('POST', '/user/pub/v1/sms_code', {
        cellphone: '13900000122',
        countryCode: '86',
        purpose: 'BIND',
        ...(await captcha(t))
      })
      assert.equal(bind.body.statusCode, 200, bind.body.comments)
    })

    test('bsauth: unavailable until the owner sets the secret; the operator may not; the audit keeps no secret', async () => {
      const ticket = await signBsauthTicket({ sub: 'crm-1001', jti: 'jti-before-setup' }, SECRET, 'demo', NOON)
      const before = await t.call('POST', `${USER_CALL_PATHS.bsauthLogin}?lang=en-US`, { ticket })
      assert.equal(before.body.statusCode, 41103, 'LOGIN_CHANNEL_UNAVAILABLE')
      const denied = await operator.call('PUT', channelPath('BSAUTH'), { enabled: true, secret: SECRET })
      assert.equal(denied.body.statusCode, 40116, denied.body.comments)
      const short = await owner.call('PUT', channelPath('BSAUTH'), { enabled: true, secret: 'short' })
      assert.equal(short.body.statusCode, 41107)
      const set = await owner.call<AdminLoginChannelView>('PUT', channelPath('BSAUTH'), { enabled: true, secret: SECRET })
      assert.equal(set.body.statusCode, 200, set.body.comments)
      assert.deepEqual(
        { ...set.body.data, updatedAt: 0 },
        { channel: 'BSAUTH', configured: true, enabled: true, clientKey: null, secretLength: SECRET.length, updatedAt: 0 }
      )
      const [stored] = await t.db.query<{ sealed_secret: string }>(
        "SELECT sealed_secret FROM login_channels WHERE merchant_id = 'demo' AND channel = 'BSAUTH'"
      )
      assert.ok(!stored.sealed_secret.includes(SECRET) && stored.sealed_secret.startsWith('v1.'), 'sealed, never in the clear')
      const audit = await t.db.query<{ after: unknown }>("SELECT after FROM audit_log WHERE action = 'login-channel.set'")
      assert.equal(audit.length, 1)
      assert.ok(!JSON.stringify(audit[0].after).includes(SECRET))
      const list = await owner.call<AdminLoginChannelView[]>('GET', ADMIN_LOGIN_CHANNEL_PATHS.list)
      assert.deepEqual(
        list.body.data.map((c) => [c.channel, c.configured]),
        [
          ['BSAUTH', true],
          ['DOUYIN', false]
        ]
      )
    })

    test("bsauth: a signed ticket logs the business system's buyer in, the same buyer every time; replayed, forged, expired or another merchant's refused", async () => {
      const ticket = await signBsauthTicket({ sub: 'crm-2001', name: '会员小王', jti: 'jti-0000000001' }, SECRET, 'demo', NOON)
      const first = await t.call<LoginReply>('POST', USER_CALL_PATHS.bsauthLogin, { ticket, merchantId: 'demo' })
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.equal(first.body.data.isNewUser, true)
      const me = await t.get<{ nickName: string; linkedProviders: string[] }>('/user/buyer/v1/user_info', auth(first.body.data as never))
      assert.equal(me.body.data.nickName, '会员小王')
      assert.deepEqual(me.body.data.linkedProviders, ['BSAUTH'])
      const replay = await t.call('POST', `${USER_CALL_PATHS.bsauthLogin}?lang=en-US`, { ticket })
      assert.equal(replay.body.statusCode, 41102, 'BSAUTH_TICKET_INVALID: once per jti')
      const second = await t.call<LoginReply>('POST', USER_CALL_PATHS.bsauthLogin, {
        ticket: await signBsauthTicket({ sub: 'crm-2001', jti: 'jti-0000000002' }, SECRET, 'demo', NOON)
      })
      assert.equal(second.body.data.userId, first.body.data.userId)
      assert.equal(second.body.data.isNewUser, false)

      const refusals: Array<[string, string]> = [
        ['forged (another secret)', await signBsauthTicket({ sub: 'crm-2001', jti: 'jti-forged-0001' }, `${SECRET}-not`, 'demo', NOON)],
        ['another merchant', await signBsauthTicket({ sub: 'crm-2001', jti: 'jti-other-0001' }, SECRET, 'other', NOON)],
        [
          'expired',
          await signBsauthTicket({ sub: 'crm-2001', jti: 'jti-old-000001' }, SECRET, 'demo', new Date(NOON.getTime() - 10 * 60 * 1000))
        ],
        ['living too long', await signBsauthTicket({ sub: 'crm-2001', jti: 'jti-long-00001' }, SECRET, 'demo', NOON, 3600)],
        [
          'unsigned (alg none)',
          `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'crm-2001', aud: 'demo', jti: 'jti-none-00001', iat: NOON.getTime() / 1000, exp: NOON.getTime() / 1000 + 60 })).toString('base64url')}.`
        ],
        [
          'without a jti',
          await new SignJWT({})
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject('crm-2001')
            .setAudience('demo')
            .setIssuedAt(NOON.getTime() / 1000)
            .setExpirationTime(NOON.getTime() / 1000 + 60)
            .sign(new TextEncoder().encode(SECRET))
        ],
        ['not a ticket', 'hello']
      ]
      for (const [why, bad] of refusals) {
        const res = await t.call('POST', `${USER_CALL_PATHS.bsauthLogin}?lang=en-US`, { ticket: bad })
        assert.equal(res.body.statusCode, 41102, why)
        assert.match(res.body.comments, /not valid or has expired/, why)
      }
      // Switched off in the console: the channel is unavailable, whatever the ticket.
      await owner.call('PUT', channelPath('BSAUTH'), { enabled: false })
      const off = await t.call('POST', USER_CALL_PATHS.bsauthLogin, {
        ticket: await signBsauthTicket({ sub: 'crm-2001', jti: 'jti-0000000003' }, SECRET, 'demo', NOON)
      })
      assert.equal(off.body.statusCode, 41103)
      await owner.call('PUT', channelPath('BSAUTH'), { enabled: true })
    })

    test("douyin_auth: Douyin's authorize URL with a signed state; the code exchanged with Douyin logs the buyer in; a state is good once", async () => {
      const redirectUri = 'https://shop.example.com/douyin_auth'
      const unavailable = await t.call('POST', USER_CALL_PATHS.douyinAuthorize, { redirectUri })
      assert.equal(unavailable.body.statusCode, 41103)
      const set = await owner.call<AdminLoginChannelView>('PUT', channelPath('DOUYIN'), {
        enabled: true,
        clientKey: douyin.clientKey,
        secret: douyin.clientSecret
      })
      assert.equal(set.body.statusCode, 200, set.body.comments)
      const funcs = await t.get<{ functions: Record<string, boolean>; douyinClientKey?: string }>(USER_CALL_PATHS.shopFunctions)
      assert.equal(funcs.body.data.functions.DOUYIN_LOGIN, true)
      assert.equal(funcs.body.data.douyinClientKey, douyin.clientKey)

      const elsewhere = await t.call('POST', USER_CALL_PATHS.douyinAuthorize, { redirectUri: 'https://evil.example.com/steal' })
      assert.equal(elsewhere.body.statusCode, 40000, 'only the douyin_auth page is a redirect target')
      const start = await t.call<DouyinAuthorizeReply>('POST', USER_CALL_PATHS.douyinAuthorize, { redirectUri })
      assert.equal(start.body.statusCode, 200, start.body.comments)
      const url = new URL(start.body.data.url)
      assert.equal(url.pathname, '/platform/oauth/connect/')
      assert.equal(url.searchParams.get('client_key'), douyin.clientKey)
      assert.equal(url.searchParams.get('response_type'), 'code')
      assert.equal(url.searchParams.get('redirect_uri'), redirectUri)
      assert.equal(url.searchParams.get('state'), start.body.data.state)

      const code = douyin.issueCode('dy_open_1', '抖音小李')
      const login = await t.call<LoginReply>('POST', USER_CALL_PATHS.douyinLogin, { code, state: start.body.data.state })
      assert.equal(login.body.statusCode, 200, login.body.comments)
      assert.equal(login.body.data.isNewUser, true)
      assert.deepEqual(douyin.exchanges.at(-1), {
        client_key: douyin.clientKey,
        client_secret: douyin.clientSecret,
        code,
        grant_type: 'authorization_code'
      })
      const me = await t.get<{ nickName: string }>('/user/buyer/v1/user_info', auth(login.body.data as never))
      assert.equal(me.body.data.nickName, '抖音小李')

      const replay = await t.call('POST', `${USER_CALL_PATHS.douyinLogin}?lang=en-US`, {
        code: douyin.issueCode('dy_open_1', 'x'),
        state: start.body.data.state
      })
      assert.equal(replay.body.statusCode, 41104, 'DOUYIN_STATE_INVALID: a state is good once')
      const next = await t.call<DouyinAuthorizeReply>('POST', USER_CALL_PATHS.douyinAuthorize, { redirectUri })
      const again = await t.call<LoginReply>('POST', USER_CALL_PATHS.douyinLogin, {
        code: douyin.issueCode('dy_open_1', 'x'),
        state: next.body.data.state
      })
      assert.equal(again.body.data.userId, login.body.data.userId, 'the same Douyin user is the same buyer')
      const refusedByDouyin = await t.call<DouyinAuthorizeReply>('POST', USER_CALL_PATHS.douyinAuthorize, { redirectUri })
      const bad = await t.call('POST', `${USER_CALL_PATHS.douyinLogin}?lang=en-US`, {
        code: 'never-issued',
        state: refusedByDouyin.body.data.state
      })
      assert.equal(bad.body.statusCode, 41105, 'DOUYIN_FAILED')
      const forged = await t.call('POST', USER_CALL_PATHS.douyinLogin, {
        code: douyin.issueCode('dy_open_2', 'y'),
        state: `${next.body.data.state}x`
      })
      assert.equal(forged.body.statusCode, 41104)
      t.setNow(new Date(NOON.getTime() + 11 * 60 * 1000))
      try {
        const late = await t.call<DouyinAuthorizeReply>('POST', USER_CALL_PATHS.douyinAuthorize, { redirectUri })
        t.setNow(new Date(NOON.getTime() + 22 * 60 * 1000))
        const stale = await t.call('POST', USER_CALL_PATHS.douyinLogin, {
          code: douyin.issueCode('dy_open_2', 'y'),
          state: late.body.data.state
        })
        assert.equal(stale.body.statusCode, 41104, 'a state older than 10 minutes')
      } finally {
        t.setNow(NOON)
      }
    })

    test('GET student certification create: the gate before Alipay (real-name first, the shop offers it), then what to ask Alipay for', async () => {
      const buyer = await phoneLogin(t, '13900000131')
      const path = '/buyer/buyer/v1/user_certification/student/create?authChannel=ALIPAY_STUDENT_TEAM&lang=en-US'
      const first = await t.get(path, auth(buyer))
      assert.equal(first.body.statusCode, 40063, first.body.comments)
      await t.db.query(
        "INSERT INTO certifications (user_id, auth_type, auth_status, real_name, id_no, modified_month, month_modify_times, updated_at) VALUES ($1, 'PERSON_CERT', 'AUTH_SUCCESS', '王小明', '110101200001011234', '2026-11', 1, $2)",
        [buyer.userId, NOON]
      )
      const ready = await t.get<{ authChannel: string; scopes: string; submitPath: string }>(path, auth(buyer))
      assert.equal(ready.body.statusCode, 200, ready.body.comments)
      assert.deepEqual(ready.body.data, {
        authChannel: 'ALIPAY_STUDENT_TEAM',
        platform: 'ALIPAY',
        scopes: 'auth_user',
        submitPath: '/buyer/buyer/v1/user_certification/student/create'
      })
      const done = await t.call(
        'POST',
        '/buyer/buyer/v1/user_certification/student/create',
        { authChannel: 'ALIPAY_STUDENT_TEAM', userAuthCode: 'sandbox-student-1' },
        auth(buyer)
      )
      assert.equal(done.body.statusCode, 200, done.body.comments)
      assert.equal((await t.get(path, auth(buyer))).body.statusCode, 40064, 'STUDENT_ALREADY')
      await t.db.query(`UPDATE merchants SET config = config || '{"functionsOff":["STUDENT_AUTH"]}'::jsonb WHERE id = 'demo'`)
      t.forgetCaches()
      try {
        const closed = await t.get(path, auth(buyer))
        assert.equal(closed.body.statusCode, 41108, 'STUDENT_AUTH_CLOSED')
      } finally {
        await t.db.query("UPDATE merchants SET config = config - 'functionsOff' WHERE id = 'demo'")
        t.forgetCaches()
      }
    })
  })
}
