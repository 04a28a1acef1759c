/**
 * Issue #12, findings 3 and 6: outside logins that cannot be made up or replayed. Production has no
 * sandbox mini-program exchange; partner auth codes and Google/Apple identity tokens are good once,
 * however they are re-spelled, and identity tokens are bound to the app's nonce and their time claims.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, createHmac } from 'node:crypto'
import { ANCHOR, ENGINES, NOON, openTestDb, seededApp, type Engine, type Envelope, type TestApp } from '../helpers/helpers'
import type { Login } from '../helpers/account-helpers'
import { migrate } from '../../src/db/migrate'
import { seedDemo } from '../../src/seed/seed'
import { buildApp } from '../../src/app'
import { identityProvidersFor, identityProvidersFromEnv, sandboxMiniProgramAuth, ISSUERS } from '../../src/identity/identity-providers'
import { APPLE_CLIENT, GOOGLE_CLIENT, TEST_IDENTITY, es256, rs256 } from '../helpers/identity-helpers'
import { signPartnerCode } from '../../src/identity/partner-auth-code'
import { DEMO_PARTNER_CHANNEL } from '../../src/seed/seed'

const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex')

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** The same bytes spelled another way: the last character's spare bits flipped (Node decodes both alike). */
function flipSpareBits(part: string): string {
  const last = part[part.length - 1]
  return part.slice(0, -1) + ALPHABET[ALPHABET.indexOf(last) ^ 1]
}

/** The five re-spellings of a signature that Node's lenient base64url decoder reads as the same bytes. */
function respellings(code: string): Record<string, string> {
  const dot = code.lastIndexOf('.')
  const [head, sig] = [code.slice(0, dot), code.slice(dot + 1)]
  const classic = sig.replace(/-/g, '+').replace(/_/g, '/')
  assert.notEqual(classic, sig, 'the signature has a character that differs between the alphabets')
  return {
    'last character changed': `${head}.${flipSpareBits(sig)}`,
    'one = added': `${head}.${sig}=`,
    'two = added': `${head}.${sig}==`,
    '+/ alphabet': `${head}.${classic}`,
    '+/ alphabet, last character changed and =': `${head}.${flipSpareBits(classic)}=`
  }
}

/** A gateway as `NODE_ENV=production` starts it, with no platform credentials configured. */
async function productionApp(engine: Engine) {
  const { db, drop } = await openTestDb(engine)
  await migrate(db)
  await seedDemo(db, ANCHOR)
  const app = await buildApp({ db, logLevel: 'silent', now: () => NOON, production: true, sweepOrders: false })
  return {
    db,
    app,
    async close() {
      await app.close()
      await drop()
    }
  }
}

for (const engine of ENGINES) {
  describe(`outside logins cannot be made up or replayed on ${engine}`, () => {
    let t: TestApp
    let secret: string
    const nowS = Math.floor(NOON.getTime() / 1000)
    let minted = 0
    const google = (claims: object) => ({
      iss: ISSUERS.GOOGLE[0],
      aud: GOOGLE_CLIENT,
      exp: nowS + 3600,
      iat: nowS,
      email_verified: true,
      ...claims
    })
    const apple = (claims: object) => ({
      iss: ISSUERS.APPLE[0],
      aud: APPLE_CLIENT,
      exp: nowS + 600,
      iat: nowS,
      email_verified: 'true',
      ...claims
    })
    const googleLogin = (body: object) => t.call<Login>('POST', '/user/pub/v1/oauth/google_login', body)
    const appleLogin = (body: object) => t.call<Login>('POST', '/user/pub/v1/oauth/apple_login', body)
    const sessions = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM user_sessions'))[0].n)

    before(async () => {
      t = await seededApp(engine, { identity: TEST_IDENTITY })
      ;[{ secret }] = await t.db.query<{ secret: string }>('SELECT secret FROM partner_channels WHERE channel_code = $1', [
        DEMO_PARTNER_CHANNEL
      ])
    })
    after(async () => t.close())

    test('"Production accepts made-up mini-program login codes": in production 20 invented WeChat and Alipay codes make 0 accounts and are refused', async () => {
      const prod = await productionApp(engine)
      try {
        const count = async () => Number((await prod.db.query<{ n: string }>('SELECT count(*) AS n FROM users'))[0].n)
        const before = await count()
        const codes = Array.from({ length: 20 }, (_, i) => ({
          code: `invented-code-${i}-${'x'.repeat(8)}`,
          platform: i % 2 ? 'ALIPAY' : 'WEAPP'
        }))
        const replies = await Promise.all(
          codes.map(
            async (payload) =>
              (await prod.app.inject({ method: 'POST', url: '/user/pub/v1/mini/login?lang=en', payload })).json() as Envelope<unknown>
          )
        )
        for (const reply of replies) {
          assert.equal(reply.errorCode, 'LOGIN_METHOD_UNAVAILABLE')
          assert.equal(reply.comments, 'This login method is not available in this shop')
          assert.equal(reply.mode, 'toast')
        }
        assert.equal(await count(), before, 'no account was made')
      } finally {
        await prod.close()
      }
    })

    test('"In production the sandbox exchange must not exist; without configured platform credentials the call refuses"', () => {
      assert.deepEqual(identityProvidersFromEnv({}, true).mini, {}, 'production without credentials: no exchange at all')
      assert.equal(identityProvidersFromEnv({}, false).mini.ALIPAY, sandboxMiniProgramAuth, 'outside production the sandbox stays')
      assert.throws(() => identityProvidersFor({ oauth: {}, mini: { ALIPAY: sandboxMiniProgramAuth } }, true), /sandbox/)
      // Credentials name the real exchange (#10); set without one, the start stops and says why.
      // WeChat's real exchange (jscode2session) is built from the environment; it is no sandbox.
      assert.equal(identityProvidersFromEnv({ WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' }, true).mini.WEAPP?.sandbox, undefined)
      assert.ok(identityProvidersFromEnv({ WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' }, true).mini.WEAPP)
      assert.throws(
        () => identityProvidersFromEnv({ ALIPAY_APP_ID: '2021' }, true),
        /ALIPAY_APP_ID and ALIPAY_PRIVATE_KEY_FILE must be set together/
      )
      assert.throws(
        () => identityProvidersFromEnv({ ALIPAY_APP_ID: '2021', ALIPAY_PRIVATE_KEY_FILE: '/k.pem' }, true),
        /no ALIPAY code exchange from the environment/
      )
    })

    test('"Partner auth codes replay by re-encoding the signature": all five re-spellings are refused after the first use', async () => {
      // A signature with a character that differs between the base64url and the +/ alphabets.
      let authCode = ''
      for (let i = 0; !/[-_]/.test(authCode.split('.')[1] ?? ''); i++)
        authCode = signPartnerCode({ uid: 'p-respell', exp: nowS + 120, nonce: `respell-nonce-${i}` }, secret)
      const login = (code: string) =>
        t.call<Login>('POST', '/user/pub/v1/partner/oauth_and_login', { authCode: code, channelCode: DEMO_PARTNER_CHANNEL })
      const first = await login(authCode)
      assert.equal(first.body.statusCode, 200, first.body.comments)
      const before = await sessions()
      for (const [how, code] of Object.entries(respellings(authCode))) {
        const replay = await login(code)
        assert.equal(replay.body.errorCode, 'THIRD_PARTY_FAILED', how)
      }
      assert.equal((await login(authCode)).body.errorCode, 'THIRD_PARTY_FAILED', 'the code as it was')
      assert.equal(await sessions(), before, 'no login was started by a replay')
    })

    test('partner codes: a re-spelled code is refused even on its first use, the nonce is what is spent, and a code needs one', async () => {
      const login = (code: string) =>
        t.call<Login>('POST', '/user/pub/v1/partner/oauth_and_login', { authCode: code, channelCode: DEMO_PARTNER_CHANNEL })
      const fresh = signPartnerCode({ uid: 'p-strict', exp: nowS + 120, nonce: 'strict-nonce-1' }, secret)
      assert.equal((await login(`${fresh}=`)).body.errorCode, 'THIRD_PARTY_FAILED', 'only the canonical spelling is read')
      assert.equal((await login(fresh)).body.statusCode, 200)
      const sameNonce = signPartnerCode({ uid: 'p-strict', nickName: 'Other', exp: nowS + 100, nonce: 'strict-nonce-1' }, secret)
      assert.equal((await login(sameNonce)).body.errorCode, 'THIRD_PARTY_FAILED', 'a second code with a spent nonce')
      const payload = Buffer.from(JSON.stringify({ uid: 'p-strict', exp: nowS + 120 })).toString('base64url')
      const noNonce = `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`
      assert.equal((await login(noNonce)).body.errorCode, 'THIRD_PARTY_FAILED', 'a code without a nonce')
    })

    test('the dev partner_code route signs a fresh nonce into every code', async () => {
      const codes = await Promise.all(
        [1, 2].map(
          async () =>
            (await t.get<{ authCode: string }>(`/dev/partner_code?channelCode=${DEMO_PARTNER_CHANNEL}&uid=pat-dev`)).body.data.authCode
        )
      )
      const nonces = codes.map(
        (code) => (JSON.parse(Buffer.from(code.split('.')[0], 'base64url').toString('utf8')) as { nonce: string }).nonce
      )
      assert.ok(nonces.every((n) => /^[\w-]{8,}$/.test(n)) && nonces[0] !== nonces[1], nonces.join(' '))
      for (const authCode of codes) {
        const res = await t.call<Login>('POST', '/user/pub/v1/partner/oauth_and_login', { authCode, channelCode: DEMO_PARTNER_CHANNEL })
        assert.equal(res.body.statusCode, 200, res.body.comments)
      }
    })

    test('"Google/Apple identity tokens can be replayed too": a token logs in once, re-spelled or not, with or without jti', async () => {
      const withJti = rs256(google({ sub: 'g-replay', email: 'replay@example.com', jti: `j-${++minted}` }))
      const bare = rs256(google({ sub: 'g-replay', email: 'replay@example.com', iat: nowS - 5 }))
      for (const credential of [withJti, bare]) {
        assert.equal((await googleLogin({ credential })).body.statusCode, 200)
        const before = await sessions()
        assert.equal((await googleLogin({ credential })).body.errorCode, 'THIRD_PARTY_FAILED', 'the same token again')
        for (const [how, respelled] of Object.entries(respellings(credential))) {
          assert.equal((await googleLogin({ credential: respelled })).body.errorCode, 'THIRD_PARTY_FAILED', how)
        }
        assert.equal(await sessions(), before, 'no login was started by a replay')
      }
    })

    test('identity tokens: of 10 parallel uses of one token exactly one logs in', async () => {
      const credential = rs256(google({ sub: 'g-crowd', email: 'crowd@example.com', jti: `j-${++minted}` }))
      const replies = await Promise.all(Array.from({ length: 10 }, () => googleLogin({ credential })))
      assert.equal(replies.filter((r) => r.body.statusCode === 200).length, 1)
      assert.ok(replies.every((r) => r.body.statusCode === 200 || r.body.errorCode === 'THIRD_PARTY_FAILED'))
    })

    test('"check nonce": a token carrying sha256(nonce) logs in only with that nonce, once; nonce on one side only is refused', async () => {
      const nonce = 'app-made-nonce-0123456789abcdef'
      const identityToken = es256(apple({ sub: 'apple-nonce', email: 'n@privaterelay.appleid.com', nonce: sha256hex(nonce) }))
      // Refusals before the right nonce do not spend the token.
      assert.equal((await appleLogin({ identityToken })).body.errorCode, 'THIRD_PARTY_FAILED', 'request without the nonce')
      assert.equal(
        (await appleLogin({ identityToken, nonce: 'someone-elses-nonce-000' })).body.errorCode,
        'THIRD_PARTY_FAILED',
        'another nonce'
      )
      assert.equal(
        (await appleLogin({ identityToken, nonce: sha256hex(nonce) })).body.errorCode,
        'THIRD_PARTY_FAILED',
        'the hash itself is not the nonce'
      )
      const ok = await appleLogin({ identityToken, nonce })
      assert.equal(ok.body.statusCode, 200, ok.body.comments)
      assert.equal((await appleLogin({ identityToken, nonce })).body.errorCode, 'THIRD_PARTY_FAILED', 'used once')
      // A nonce the token does not carry.
      const noNonce = es256(apple({ sub: 'apple-nonce', email: 'n@privaterelay.appleid.com' }))
      assert.equal((await appleLogin({ identityToken: noNonce, nonce })).body.errorCode, 'THIRD_PARTY_FAILED', 'token without a nonce')
      assert.equal((await appleLogin({ identityToken: noNonce })).body.statusCode, 200, 'neither side has one: a flow without nonce')
      // Google follows the same rule.
      const g = rs256(google({ sub: 'g-nonce', email: 'gn@example.com', nonce: sha256hex(nonce) }))
      assert.equal((await googleLogin({ credential: g, nonce })).body.statusCode, 200)
    })

    test('"check nbf/iat": a token not valid yet or issued in the future (beyond a minute of skew) is refused', async () => {
      const claims = { sub: 'g-time', email: 'time@example.com' }
      const refused = [
        rs256(google({ ...claims, nbf: nowS + 120, jti: `j-${++minted}` })),
        rs256(google({ ...claims, iat: nowS + 120, jti: `j-${++minted}` }))
      ]
      for (const credential of refused) assert.equal((await googleLogin({ credential })).body.errorCode, 'THIRD_PARTY_FAILED')
      const withinSkew = rs256(google({ ...claims, nbf: nowS + 30, iat: nowS + 30, jti: `j-${++minted}` }))
      assert.equal((await googleLogin({ credential: withinSkew })).body.statusCode, 200)
    })
  })
}
