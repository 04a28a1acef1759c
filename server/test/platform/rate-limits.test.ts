/**
 * Issue 12, finding 4 (per-address part): "no rate limit per client ... 100 logins from one IP were all
 * served". Per-route budgets per address, answered in the spec's envelope (mode limiting), counted in
 * Redis when there is one so every gateway process shares them; RATE_LIMITS=off turns them off.
 */
import { describe, test, after, before } from 'node:test'
import assert from 'node:assert/strict'
import Redis from 'ioredis'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { BUDGETS } from '../../src/http/rate-limits'
import { loadConfig } from '../../src/config'

/** An environment with only these settings. */
const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv

const login = (t: TestApp, ip: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/user/pub/v1/login',
    remoteAddress: ip,
    payload: { email: `nobody${i}@example.com`, password: 'wrong-password-1' }
  })

for (const engine of ENGINES) {
  describe(`per-address budgets (${engine})`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine, { rateLimits: { enabled: true } })
    })
    after(() => t.close())

    test('"100 logins from one IP were all served" no longer: past the login budget (under 100) one address is refused in the envelope, mode limiting; another address is still served', async () => {
      assert.ok(BUDGETS.login.max < 100, '100 logins from one address can no longer all be served')
      const served = await Promise.all(Array.from({ length: BUDGETS.login.max }, (_, i) => login(t, '203.0.113.7', i)))
      for (const res of served) assert.equal(res.json().errorCode, 'LOGIN_FAILED', 'within the budget the login itself answers')
      const refused = await login(t, '203.0.113.7', BUDGETS.login.max + 1)
      assert.equal(refused.statusCode, 200, 'HTTP 200, so the app reads the envelope (section 8: non-200 has no envelope)')
      const body = refused.json()
      assert.deepEqual([body.statusCode, body.mode, body.errorCode], [40100, 'limiting', 'RATE_LIMITED'])
      assert.ok(body.comments, 'a message to show')
      assert.ok(Number(refused.headers['retry-after']) > 0, 'Retry-After says when to come back')
      assert.equal((await login(t, '198.51.100.9', 1)).json().errorCode, 'LOGIN_FAILED', 'another address has its own budget')
      // Another login route counts against the same login budget.
      const otherRoute = await t.app.inject({
        method: 'POST',
        url: '/user/pub/v1/login_or_register',
        remoteAddress: '203.0.113.7',
        payload: { cellphone: '13800000000', verifyCode: '000000' }
      })
      assert.equal(otherRoute.json().errorCode, 'RATE_LIMITED')
      // Public reads from that address have their own, generous budget.
      const read = await t.app.inject({ method: 'GET', url: '/show/pub/v1/backend_categories', remoteAddress: '203.0.113.7' })
      assert.equal(read.json().statusCode, 200)
    })

    test('each family has its own budget: search, captcha, code sends and order creation are refused past theirs; health checks and payment callbacks are never metered', async () => {
      const small = await seededApp(engine, {
        rateLimits: {
          enabled: true,
          budgets: {
            search: { max: 3, windowMs: 60000 },
            captcha: { max: 2, windowMs: 60000 },
            codeSends: { max: 2, windowMs: 60000 },
            orderCreation: { max: 2, windowMs: 60000 },
            calls: { max: 5, windowMs: 60000 }
          }
        }
      })
      try {
        const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
          small.app.inject({ method, url, remoteAddress: '192.0.2.1', ...(payload ? { payload } : {}) })
        const codes = async (n: number, method: 'GET' | 'POST', url: string, payload?: object) => {
          const out: string[] = []
          for (let i = 0; i < n; i++) out.push((await call(method, url, payload)).json().errorCode)
          return out
        }
        const search = await codes(4, 'GET', '/home/pub/v3/show_list/search?keyword=x')
        assert.deepEqual(
          search.map((c) => c === 'RATE_LIMITED'),
          [false, false, false, true],
          'search: 3 then refused'
        )
        assert.deepEqual(
          (await codes(3, 'GET', '/user/pub/v1/captcha')).map((c) => c === 'RATE_LIMITED'),
          [false, false, true],
          'captcha: 2 then refused'
        )
        const sms = await codes(3, 'POST', '/user/pub/v1/sms_code', { cellphone: '13800000001', captchaId: 'x', captchaCode: 'x' })
        assert.deepEqual(
          sms.map((c) => c === 'RATE_LIMITED'),
          [false, false, true],
          'code sends: 2 then refused'
        )
        const orders = await codes(3, 'POST', '/buyer/buyer/v5/create_order', {})
        assert.deepEqual(
          orders.map((c) => c === 'RATE_LIMITED'),
          [false, false, true],
          'order creation: 2 then refused'
        )
        const reads = await codes(6, 'GET', '/show/pub/v1/backend_categories')
        assert.deepEqual(
          reads.map((c) => c === 'RATE_LIMITED'),
          [false, false, false, false, false, true],
          'other calls: 5 then refused'
        )
        for (let i = 0; i < 10; i++) assert.equal((await call('GET', '/healthz')).json().statusCode, 200)
        const callback = await call('POST', '/pub/v1/payments/SANDBOX/callback', {})
        assert.notEqual(callback.json().errorCode, 'RATE_LIMITED')
      } finally {
        await small.close()
      }
    })

    test('RATE_LIMITS=off turns the per-address limits off (benchmarks and load tests)', async () => {
      assert.equal(loadConfig(env({ RATE_LIMITS: 'off' })).rateLimits, false)
      assert.equal(loadConfig(env({})).rateLimits, true)
      assert.throws(() => loadConfig(env({ RATE_LIMITS: 'no' })), /RATE_LIMITS must be on or off/)
      const off = await seededApp(engine, { rateLimits: { enabled: false, budgets: { calls: { max: 1, windowMs: 60000 } } } })
      try {
        for (let i = 0; i < 5; i++)
          assert.equal((await off.app.inject({ method: 'GET', url: '/show/pub/v1/backend_categories' })).json().statusCode, 200)
      } finally {
        await off.close()
      }
    })
  })
}

const redisUrl = process.env.REDIS_URL
test('with Redis, two gateway processes share one budget per address', { skip: !redisUrl && 'REDIS_URL is not set' }, async () => {
  const clients = [new Redis(redisUrl as string), new Redis(redisUrl as string)]
  const nameSpace = `stagedoor:test-rate:${process.pid}:${Date.now()}:`
  const apps = await Promise.all(clients.map((redis) => seededApp('pglite', { rateLimits: { enabled: true, redis, nameSpace } })))
  try {
    // The login budget, spent half on each process.
    for (let i = 0; i < BUDGETS.login.max; i++) assert.equal((await login(apps[i % 2], '203.0.113.50', i)).json().errorCode, 'LOGIN_FAILED')
    assert.equal((await login(apps[0], '203.0.113.50', 0)).json().errorCode, 'RATE_LIMITED')
    assert.equal((await login(apps[1], '203.0.113.50', 1)).json().errorCode, 'RATE_LIMITED')
    assert.equal((await login(apps[1], '203.0.113.51', 1)).json().errorCode, 'LOGIN_FAILED')
  } finally {
    await Promise.all(apps.map((a) => a.close()))
    const keys = await clients[0].keys(`${nameSpace}*`)
    if (keys.length) await clients[0].del(...keys)
    await Promise.all(clients.map((c) => c.quit()))
  }
})
