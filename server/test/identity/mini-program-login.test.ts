/**
 * Mini-program login through the merchant's settings (issue #15: "WeChat jscode2session ... exchanges
 * (openid / user id, unionid where given), keyed by the merchant's app id and secret from settings; the
 * spec's preLogin and bindPhone for the mini-programs (WeChat's phone-number code ...), H5 still
 * answering 'h5 not support'. Inside WeChat's browser, the wxauth OAuth page to obtain the openid that
 * JSAPI pay needs"). A small WeChat API double (node:http) answers as api.weixin.qq.com documents:
 * errcode on refusal, single-use codes, an access token that expires.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { IdentityRepository } from '../../src/identity/identity.repository'
import { maskPhone } from '../../../types/rules/account-rules'

const MINI = { appId: 'wxmini0000000001', secret: 'mini-app-secret-1' }
const OFFICIAL = { appId: 'wxofficial000001', secret: 'official-secret-1' }

/** The WeChat API endpoints a login uses, as documented, with what they were asked. */
class WechatDouble {
  readonly asked: Array<{ path: string; query: Record<string, string>; body?: unknown }> = []
  /** js_code -> openid (single use). */
  readonly loginCodes = new Map<string, string>()
  /** phone-button code -> pure phone number (single use). */
  readonly phoneCodes = new Map<string, string>()
  /** OAuth code -> official-account openid (single use). */
  readonly oauthCodes = new Map<string, string>()
  tokensIssued = 0
  liveToken = ''
  private server?: http.Server

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve))
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://double')
    const query = Object.fromEntries(url.searchParams)
    let raw = ''
    for await (const chunk of req) raw += chunk
    const body = raw ? (JSON.parse(raw) as Record<string, string>) : undefined
    this.asked.push({ path: url.pathname, query, body })
    // WeChat labels its JSON text/plain on these endpoints.
    const send = (reply: object): void => {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(JSON.stringify(reply))
    }
    const app =
      query.appid === MINI.appId && query.secret === MINI.secret
        ? 'mini'
        : query.appid === OFFICIAL.appId && query.secret === OFFICIAL.secret
          ? 'official'
          : undefined
    if (url.pathname === '/sns/jscode2session' && req.method === 'GET') {
      if (app !== 'mini' || query.grant_type !== 'authorization_code') return send({ errcode: 40013, errmsg: 'invalid appid' })
      const openid = this.loginCodes.get(query.js_code)
      this.loginCodes.delete(query.js_code)
      return send(
        openid ? { openid, session_key: 'c2Vzc2lvbl9rZXk=', unionid: `union_${openid}` } : { errcode: 40029, errmsg: 'invalid code' }
      )
    }
    if (url.pathname === '/cgi-bin/token' && req.method === 'GET') {
      if (app !== 'mini' || query.grant_type !== 'client_credential') return send({ errcode: 40013, errmsg: 'invalid appid' })
      this.tokensIssued++
      this.liveToken = `token_${this.tokensIssued}`
      return send({ access_token: this.liveToken, expires_in: 7200 })
    }
    if (url.pathname === '/wxa/business/getuserphonenumber' && req.method === 'POST') {
      if (query.access_token !== this.liveToken)
        return send({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' })
      const phone = this.phoneCodes.get(body?.code ?? '')
      this.phoneCodes.delete(body?.code ?? '')
      if (!phone) return send({ errcode: 40029, errmsg: 'invalid code' })
      return send({
        errcode: 0,
        errmsg: 'ok',
        phone_info: { phoneNumber: phone, purePhoneNumber: phone, countryCode: '86', watermark: { timestamp: 1, appid: MINI.appId } }
      })
    }
    if (url.pathname === '/sns/oauth2/access_token' && req.method === 'GET') {
      if (app !== 'official' || query.grant_type !== 'authorization_code') return send({ errcode: 40013, errmsg: 'invalid appid' })
      const openid = this.oauthCodes.get(query.code)
      this.oauthCodes.delete(query.code)
      return send(
        openid
          ? { access_token: 'oauth_token', expires_in: 7200, refresh_token: 'r', openid, scope: 'snsapi_base' }
          : { errcode: 40163, errmsg: 'code been used' }
      )
    }
    res.writeHead(404).end()
  }
}

for (const engine of ENGINES) {
  describe(`mini-program login through the merchant's settings on ${engine}`, () => {
    let t: TestApp
    const wechat = new WechatDouble()
    let apiBaseUrl = ''
    let n = 0
    const code = (map: Map<string, string>, value: string) => {
      const c = `code_${engine}_${n++}`
      map.set(c, value)
      return c
    }
    const miniLogin = (c: string) =>
      t.call<Login & { isNewUser: boolean }>('POST', '/user/pub/v1/mini/login', { platform: 'WEAPP', code: c })
    const setWechat = (fields: object) => t.app.payments.settings?.write('demo', 'WECHAT', { apiBaseUrl, ...fields }, NOON) as Promise<void>

    before(async () => {
      apiBaseUrl = await wechat.start()
      t = await seededApp(engine)
    })
    after(async () => {
      await t.close()
      await wechat.stop()
    })

    test("without the merchant's WeChat settings the sandbox exchange stands in (outside production); with them, jscode2session with its app id and secret", async () => {
      const sandbox = await miniLogin('sandbox-before-settings')
      assert.equal(sandbox.body.statusCode, 200, sandbox.body.comments)
      assert.equal(wechat.asked.length, 0)
      await setWechat({ miniAppId: MINI.appId, miniAppSecret: MINI.secret })
      const first = await miniLogin(code(wechat.loginCodes, `o_${engine}_alice`))
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.equal(first.body.data.isNewUser, true)
      const asked = wechat.asked.at(-1)
      assert.equal(asked?.path, '/sns/jscode2session')
      assert.deepEqual(
        { ...asked?.query, js_code: '' },
        { appid: MINI.appId, secret: MINI.secret, js_code: '', grant_type: 'authorization_code' }
      )
      const again = await miniLogin(code(wechat.loginCodes, `o_${engine}_alice`))
      assert.equal(again.body.data.isNewUser, false, 'the same openid is the same buyer')
      const [{ subject }] = await t.db.query<{ subject: string }>(
        "SELECT subject FROM user_identities WHERE provider = 'WEAPP' AND subject = $1",
        [`o_${engine}_alice`]
      )
      assert.equal(subject, `o_${engine}_alice`)
      // errcode (a used or made-up code) is a refusal, and the sandbox no longer answers for this merchant.
      assert.equal((await miniLogin('never-issued-code')).body.errorCode, 'THIRD_PARTY_FAILED')
      assert.equal((await miniLogin('sandbox-after-settings')).body.errorCode, 'THIRD_PARTY_FAILED')
    })

    test('a WeChat that cannot be reached is THIRD_PARTY_FAILED, not a 500', async () => {
      await t.app.payments.settings?.write(
        'demo',
        'WECHAT',
        { miniAppId: MINI.appId, miniAppSecret: MINI.secret, apiBaseUrl: 'http://127.0.0.1:9' },
        NOON
      )
      const res = await miniLogin('any-code-at-all')
      assert.equal(res.status, 200)
      assert.equal(res.body.errorCode, 'THIRD_PARTY_FAILED')
      await setWechat({ miniAppId: MINI.appId, miniAppSecret: MINI.secret })
    })

    test('"Pre-login ... not supported on H5 (rejected with \'h5 not support\')"; in the mini-program it answers the open id and whether an account has it', async () => {
      const web = await t.call('POST', '/user/pub/v1/pre_login', { platform: 'WEAPP', code: 'x' }, { 'terminal-src': 'H5' })
      assert.equal(web.body.comments, 'h5 not support')
      assert.equal((await t.call('POST', '/user/pub/v1/pre_login', { code: 'x' })).body.comments, 'h5 not support')
      const fresh = await t.call<{ openId: string; unionId?: string; registered: boolean }>('POST', '/user/pub/v1/pre_login', {
        platform: 'WEAPP',
        code: code(wechat.loginCodes, `o_${engine}_bob`)
      })
      assert.deepEqual(fresh.body.data, { openId: `o_${engine}_bob`, unionId: `union_o_${engine}_bob`, registered: false })
      assert.equal(
        JSON.stringify(fresh.body).includes('session_key') || JSON.stringify(fresh.body).includes('c2Vzc2lvbl9rZXk'),
        false,
        'the session key never leaves the server'
      )
      const known = await t.call<{ registered: boolean }>('POST', '/user/pub/v1/pre_login', {
        platform: 'WEAPP',
        code: code(wechat.loginCodes, `o_${engine}_alice`)
      })
      assert.equal(known.body.data.registered, true)
    })

    test("bindPhone: the phone-number code gives the buyer's phone (access token kept until it expires, renewed when WeChat says it is stale); H5 is refused; another account's phone is ALREADY_BOUND", async () => {
      const buyer = (await miniLogin(code(wechat.loginCodes, `o_${engine}_carol`))).body.data
      const web = await t.call(
        'POST',
        '/user/buyer/v1/mini/bind_phone',
        { platform: 'WEAPP', phoneCode: 'x' },
        { ...auth(buyer), 'terminal-src': 'WX_H5' }
      )
      assert.equal(web.body.comments, 'h5 not support')
      const phone = engine === 'pglite' ? '13911110001' : '13911110002'
      const phoneCode = code(wechat.phoneCodes, phone)
      const res = await t.call<{ cellphone: string; countryCode: string }>(
        'POST',
        '/user/buyer/v1/mini/bind_phone',
        { platform: 'WEAPP', phoneCode },
        auth(buyer)
      )
      assert.deepEqual(res.body.data, { cellphone: maskPhone(phone), countryCode: '86' })
      const info = await t.get<{ cellphone: string }>('/user/buyer/v1/user_info', auth(buyer))
      assert.match(JSON.stringify(info.body.data), new RegExp(phone.slice(-4)))
      const post = wechat.asked.filter((a) => a.path === '/wxa/business/getuserphonenumber').at(-1)
      assert.deepEqual(post?.body, { code: phoneCode })
      assert.equal(post?.query.access_token, wechat.liveToken)
      // The same phone again is fine; a second phone call reuses the kept token.
      const again = await t.call(
        'POST',
        '/user/buyer/v1/mini/bind_phone',
        { platform: 'WEAPP', phoneCode: code(wechat.phoneCodes, phone) },
        auth(buyer)
      )
      assert.equal(again.body.statusCode, 200, again.body.comments)
      assert.equal(wechat.tokensIssued, 1)
      // WeChat says the token is stale (another process renewed it): renewed once, and the call goes through.
      wechat.liveToken = 'rotated-elsewhere'
      const other = (await miniLogin(code(wechat.loginCodes, `o_${engine}_dave`))).body.data
      const taken = await t.call(
        'POST',
        '/user/buyer/v1/mini/bind_phone',
        { platform: 'WEAPP', phoneCode: code(wechat.phoneCodes, phone) },
        auth(other)
      )
      assert.equal(taken.body.errorCode, 'ALREADY_BOUND', "the phone is carol's")
      assert.equal(wechat.tokensIssued, 2, 'renewed once')
      assert.equal(
        (await t.call('POST', '/user/buyer/v1/mini/bind_phone', { platform: 'WEAPP', phoneCode: 'made-up' }, auth(other))).body.errorCode,
        'THIRD_PARTY_FAILED'
      )
      // No Alipay phone authorisation is set up here.
      assert.equal(
        (await t.call('POST', '/user/buyer/v1/mini/bind_phone', { platform: 'ALIPAY', phoneCode: 'x' }, auth(other))).body.errorCode,
        'LOGIN_METHOD_UNAVAILABLE'
      )
    })

    test("wxauth: the official account's OAuth code gives the buyer's openid there, kept for JSAPI pay", async () => {
      const buyer = await phoneLogin(t, engine === 'pglite' ? '13200000171' : '13200000172')
      const unavailable = await t.call('POST', '/user/buyer/v1/wechat/oauth_openid', { code: 'x' }, auth(buyer))
      assert.equal(unavailable.body.errorCode, 'LOGIN_METHOD_UNAVAILABLE', 'no official account in the settings')
      await setWechat({
        miniAppId: MINI.appId,
        miniAppSecret: MINI.secret,
        officialAppId: OFFICIAL.appId,
        officialAppSecret: OFFICIAL.secret
      })
      const res = await t.call<{ openId: string; linked: boolean }>(
        'POST',
        '/user/buyer/v1/wechat/oauth_openid',
        { code: code(wechat.oauthCodes, `oa_${engine}_erin`) },
        auth(buyer)
      )
      assert.deepEqual(res.body.data, { openId: `oa_${engine}_erin`, linked: true })
      const asked = wechat.asked.at(-1)
      assert.equal(asked?.path, '/sns/oauth2/access_token')
      assert.equal(asked?.query.appid, OFFICIAL.appId)
      const [{ id }] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE cellphone = $1', [
        engine === 'pglite' ? '13200000171' : '13200000172'
      ])
      assert.equal(await new IdentityRepository(t.db).subjectOf(id, 'demo', 'WX_OFFICIAL'), `oa_${engine}_erin`)
      assert.equal(
        (await t.call('POST', '/user/buyer/v1/wechat/oauth_openid', { code: 'used-or-made-up' }, auth(buyer))).body.errorCode,
        'THIRD_PARTY_FAILED'
      )
      assert.equal((await t.call('POST', '/user/buyer/v1/wechat/oauth_openid', { code: 'x' })).body.errorCode, 'NOT_LOGGED_IN')
    })
  })

  describe(`production on ${engine}: the merchant's WeChat login, never the sandbox`, () => {
    let t: TestApp
    const wechat = new WechatDouble()
    const realFetch = globalThis.fetch
    before(async () => {
      const apiBaseUrl = await wechat.start()
      // Production reads no stand-in host from the settings: it calls WeChat's own, which the double answers here.
      globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input)
        return realFetch(url.startsWith('https://api.weixin.qq.com/') ? url.replace('https://api.weixin.qq.com', apiBaseUrl) : input, init)
      }
      t = await seededApp(engine, { production: true, settingsKey: randomBytes(32) })
      // Nothing set up yet: no exchange at all, and a sandbox code is refused as unavailable.
      assert.equal(
        (await t.call('POST', '/user/pub/v1/mini/login', { platform: 'WEAPP', code: 'sandbox-prod' })).body.errorCode,
        'LOGIN_METHOD_UNAVAILABLE'
      )
      await t.app.payments.settings?.write('demo', 'WECHAT', { miniAppId: MINI.appId, miniAppSecret: MINI.secret }, NOON)
    })
    after(async () => {
      globalThis.fetch = realFetch
      await t.close()
      await wechat.stop()
    })

    test('with the settings the mini-program logs in through jscode2session; a sandbox code is just a bad code', async () => {
      wechat.loginCodes.set('prod-code-1', `o_${engine}_prod`)
      const res = await t.call<Login>('POST', '/user/pub/v1/mini/login', { platform: 'WEAPP', code: 'prod-code-1' })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal(
        (await t.call('POST', '/user/pub/v1/mini/login', { platform: 'WEAPP', code: 'sandbox-prod' })).body.errorCode,
        'THIRD_PARTY_FAILED'
      )
      assert.equal(
        (await t.call('POST', '/user/pub/v1/mini/login', { platform: 'ALIPAY', code: 'sandbox-prod' })).body.errorCode,
        'LOGIN_METHOD_UNAVAILABLE'
      )
    })
  })
}
