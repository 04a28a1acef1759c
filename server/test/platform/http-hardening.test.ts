/**
 * Issue 12, findings 8, 9 and 14: bad input is a 400-class envelope naming the field, never a 500;
 * every reply the gateway sends is the spec's envelope, Fastify's and Node's own refusals included;
 * browser security headers on every reply, /docs only when enabled, /healthz tells only ok.
 */
import { describe, test, after, before } from 'node:test'
import assert from 'node:assert/strict'
import net from 'node:net'
import Fastify from 'fastify'
import { ENGINES, openTestDb, seededApp, type TestApp } from '../helpers/helpers'
import { errorHandler } from '../../src/http/error-handler'
import { phoneLogin, auth } from '../helpers/account-helpers'
import { loadConfig } from '../../src/config'

/** An environment with only these settings. */
const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv

const ENVELOPE_KEYS = ['statusCode', 'mode', 'comments', 'subComments', 'actText', 'iconUrl', 'errorCode', 'data']

function assertEnvelope(body: string, what: string): Record<string, unknown> {
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(body)
  } catch {
    throw new Error(`${what}: the reply is not JSON: ${body.slice(0, 120)}`)
  }
  assert.deepEqual(Object.keys(parsed).sort(), [...ENVELOPE_KEYS].sort(), `${what}: the envelope's fields`)
  return parsed
}

for (const engine of ENGINES) {
  describe(`bad input (${engine})`, () => {
    let t: TestApp
    let user: Record<string, string>
    before(async () => {
      t = await seededApp(engine)
      user = auth(await phoneLogin(t, '13900001234'))
    })
    after(() => t.close())

    test('"500s on bad input": a NUL byte, a lone surrogate, 1e309, 0000-01-01 and multipart without a boundary each get a 400-class envelope naming the field, never statusCode 50000', async () => {
      const cases: Array<{
        method: 'GET' | 'POST' | 'PUT'
        url: string
        payload?: string | object
        headers?: Record<string, string>
        field: string
        says?: RegExp
      }> = [
        { method: 'GET', url: '/show/pub/v5/show/%00/static', field: 'showId' },
        { method: 'GET', url: '/show/pub/v5/show/%00/session/%00/seat_plans_static_data', field: 'showId' },
        { method: 'GET', url: '/home/pub/v3/show_list/search?keyword=a%00b', field: 'keyword' },
        {
          method: 'PUT',
          url: '/user/buyer/v1/user_info',
          payload: { nickName: 'a\u0000b' },
          headers: user,
          field: 'nickName',
          says: /NUL/
        },
        { method: 'POST', url: '/user/pub/v1/login', payload: { email: 'a\u0000@example.com', password: 'x' }, field: 'email' },
        { method: 'POST', url: '/buyer/buyer/v5/create_order', payload: { showId: '1\u0000', items: [] }, headers: user, field: 'showId' },
        // A lone surrogate is no character: JSON.stringify escapes it and jsonb refused the analytics batch.
        {
          method: 'POST',
          url: '/home/pub/v1/analytics/events',
          payload: { events: [{ event: 'click_component', label: 'a\ud800' }] },
          field: 'events/0/label'
        },
        {
          method: 'PUT',
          url: '/user/buyer/v1/user_info',
          payload: { nickName: '\udc00b' },
          headers: user,
          field: 'nickName',
          says: /surrogate/
        },
        // One walk checks both rules: the first field sent is the one named, in its own rule's words.
        {
          method: 'PUT',
          url: '/user/buyer/v1/user_info',
          payload: { nickName: 'a\ud800', signature: 'b\u0000' },
          headers: user,
          field: 'nickName',
          says: /surrogate/
        },
        { method: 'GET', url: '/home/pub/v3/show_list/search?length=1e309', field: 'length' },
        { method: 'GET', url: '/home/pub/v3/show_list/search?offset=-1e309', field: 'offset' },
        { method: 'GET', url: '/home/pub/v3/show_list/search?startDate=0000-01-01', field: 'startDate' },
        { method: 'GET', url: '/home/pub/v3/show_list/search?endDate=2026-02-30', field: 'endDate' },
        { method: 'PUT', url: '/user/buyer/v1/user_info', payload: { birthday: '0000-01-01' }, headers: user, field: 'birthday' },
        { method: 'PUT', url: '/user/buyer/v1/user_info', payload: { birthday: '2200-01-01' }, headers: user, field: 'birthday' },
        { method: 'POST', url: '/pub/v1/uploads', payload: 'abc', headers: { 'content-type': 'multipart/form-data' }, field: 'multipart' },
        {
          method: 'POST',
          url: '/pub/v1/uploads',
          payload: 'garbage',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
          field: 'multipart'
        }
      ]
      for (const c of cases) {
        const res = await t.app.inject({
          method: c.method,
          url: c.url,
          headers: c.headers,
          ...(c.payload !== undefined ? { payload: c.payload } : {})
        })
        const body = assertEnvelope(res.body, `${c.method} ${c.url}`)
        assert.ok(res.statusCode < 500, `${c.method} ${c.url}: HTTP ${res.statusCode}`)
        assert.equal(body.statusCode, 40000, `${c.method} ${c.url}: ${body.comments}`)
        assert.equal(body.errorCode, 'INVALID_PARAMETER')
        assert.match(String(body.comments), new RegExp(c.field), `${c.method} ${c.url} names ${c.field}`)
        if (c.says) assert.match(String(body.comments), c.says, `${c.method} ${c.url}: ${body.comments}`)
      }
      // A missing field is named once, by its path.
      const missing = (await t.call('POST', '/user/buyer/v3/user/addresses', {}, user)).body
      assert.equal(missing.errorCode, 'INVALID_PARAMETER')
      assert.match(missing.comments, /recipient is required$/)
      // Real dates in range still pass.
      const fine = await t.app.inject({
        method: 'PUT',
        url: '/user/buyer/v1/user_info',
        headers: user,
        payload: { birthday: '2000-02-29' }
      })
      assert.equal(fine.json().statusCode, 200, fine.json().comments)
    })

    test('"bad input gets a clear error naming the field": a JSON body is taken as typed (a wrong type is refused, not coerced and stored); path and query text is still coerced', async () => {
      const nickName = async () => (await t.get<{ nickName: string }>('/user/buyer/v1/user_info', user)).body.data.nickName
      const addresses = '/user/buyer/v3/user/addresses'
      const addressBook = async () => (await t.get(addresses, user)).body.data
      const [nickBefore, bookBefore] = [await nickName(), await addressBook()]
      const address = { recipient: '王五', cellphone: '13700000000', provinceCode: '310000', cityCode: '310100', districtCode: '310104' }
      const detail = '漕溪北路88号圣爱大厦12楼1203室'
      for (const [url, payload, field] of [
        ['/user/buyer/v1/user_info', { nickName: 12345 }, 'nickName'],
        ['/user/buyer/v1/user_info', { nickName: null }, 'nickName'],
        ['/user/buyer/v1/user_info', { gender: ['MAN'] }, 'gender'],
        [addresses, { ...address, detail, isDefault: 'true' }, 'isDefault'],
        [addresses, { ...address, detail, isDefault: 1 }, 'isDefault'],
        [addresses, { ...address, detail: 88 }, 'detail']
      ] as const) {
        const { body } = await t.call(url === addresses ? 'POST' : 'PUT', url, payload, user)
        assert.equal(body.errorCode, 'INVALID_PARAMETER', `${url} ${JSON.stringify(payload)}: ${body.comments}`)
        assert.match(body.comments, new RegExp(field), `${url} ${JSON.stringify(payload)}`)
      }
      assert.equal(await nickName(), nickBefore)
      assert.deepEqual(await addressBook(), bookBefore)
      // Text in a URL is still read as the number or boolean its schema asks for.
      const search = (await t.get('/home/pub/v3/show_list/search?length=2&offset=0')).body
      assert.equal(search.statusCode, 200, search.comments)
    })
  })
}

for (const engine of ENGINES) {
  test(`a date or number PostgreSQL refuses that slips past the schemas is INVALID_PARAMETER, not a 500 (${engine})`, async () => {
    const { db, drop } = await openTestDb(engine)
    const app = Fastify()
    app.setErrorHandler(errorHandler)
    app.get<{ Querystring: { sql: string; value: string } }>('/probe', async (r) => db.query(r.query.sql, [r.query.value]))
    try {
      const cases: Array<[string, string]> = [
        ['SELECT $1::bigint', 'Infinity'], // 22P02
        ['SELECT $1::date', '0000-01-01'], // 22008
        ['SELECT $1::date', 'not a date'], // 22007
        ['SELECT $1::int', '99999999999'], // 22003
        ['SELECT $1::text', 'a\u0000b'] // 22P05 / 22021 once a NUL reaches the database
      ]
      for (const [sql, value] of cases) {
        const res = await app.inject({ method: 'GET', url: '/probe', query: { sql, value } })
        const body = assertEnvelope(res.body, `${sql} ${value}`)
        assert.equal(body.errorCode, 'INVALID_PARAMETER', `${sql} with ${value}: ${body.comments}`)
      }
    } finally {
      await app.close()
      await drop()
    }
  })
}

describe('every reply is the envelope', () => {
  let t: TestApp
  before(async () => {
    t = await seededApp('pglite')
  })
  after(() => t.close())

  test('"Replies outside the envelope": Fastify\'s 404, 413, 415 and bad JSON come back as the envelope', async () => {
    const cases: Array<{
      method: 'GET' | 'POST'
      url: string
      payload?: string
      headers?: Record<string, string>
      code: string
      http: number
    }> = [
      { method: 'GET', url: '/show/pub/v9/nothing_here', code: 'NOT_FOUND', http: 404 },
      {
        method: 'POST',
        url: '/user/pub/v1/no_such_call',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
        code: 'NOT_FOUND',
        http: 404
      },
      {
        method: 'POST',
        url: '/user/pub/v1/login',
        payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
        headers: { 'content-type': 'application/json' },
        code: 'INVALID_PARAMETER',
        http: 200
      },
      {
        method: 'POST',
        url: '/user/pub/v1/login',
        payload: '<a/>',
        headers: { 'content-type': 'application/xml' },
        code: 'INVALID_PARAMETER',
        http: 200
      },
      {
        method: 'POST',
        url: '/user/pub/v1/login',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
        code: 'INVALID_PARAMETER',
        http: 200
      },
      { method: 'GET', url: '/show/pub/v5/show/%E0%A4%A/static', code: 'INVALID_PARAMETER', http: 200 }
    ]
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: c.headers,
        ...(c.payload !== undefined ? { payload: c.payload } : {})
      })
      const body = assertEnvelope(res.body, `${c.method} ${c.url.slice(0, 40)}`)
      assert.deepEqual([res.statusCode, body.errorCode], [c.http, c.code], `${c.method} ${c.url.slice(0, 40)}: ${body.comments}`)
    }
  })

  test('"431 for long URLs, header errors": requests Node refuses before Fastify are answered with the envelope too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as net.AddressInfo
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request))
        let data = ''
        socket.on('data', (chunk) => (data += chunk.toString('utf8')))
        socket.on('error', () => resolve(data))
        socket.on('close', () => resolve(data))
        socket.setTimeout(10000, () => reject(new Error('no answer')))
      })
    const cases = [
      { request: `GET /show/pub/v5/show/${'a'.repeat(100_000)}/static HTTP/1.1\r\nHost: x\r\n\r\n`, status: 431 },
      { request: `GET / HTTP/1.1\r\nHost: x\r\nX-Bad\u0001Name: 1\r\n\r\n`, status: 400 },
      { request: `NOT A REQUEST\r\n\r\n`, status: 400 }
    ]
    for (const c of cases) {
      const reply = await raw(c.request)
      const [head, body] = reply.split('\r\n\r\n')
      assert.match(head, new RegExp(`^HTTP/1.1 ${c.status} `), head)
      const envelope = assertEnvelope(body, `HTTP ${c.status}`)
      assert.equal(envelope.errorCode, 'INVALID_PARAMETER')
    }
  })
})

describe('production headers, /docs and /healthz', () => {
  let prod: TestApp
  before(async () => {
    prod = await seededApp('pglite', { production: true })
  })
  after(() => prod.close())

  test('"no HSTS, CSP, X-Content-Type-Options, X-Frame-Options or Referrer-Policy": pages in production carry them all (the cashier, a storefront path)', async () => {
    for (const url of ['/pub/v1/payments/sandbox/cashier?paymentId=x&token=y', '/nothing']) {
      const res = await prod.app.inject({ method: 'GET', url })
      assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/, url)
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url)
      assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', url)
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url)
      // Sign in with Apple's popup (H5 login-way) answers through window.opener, which same-origin would cut.
      assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin-allow-popups', url)
      const csp = String(res.headers['content-security-policy'])
      assert.match(csp, /default-src 'self'/, url)
      assert.match(csp, /script-src 'self'(;|$)/, `${url}: no inline scripts allowed`)
      assert.match(csp, /object-src 'none'/, url)
    }
  })

  test("a JSON call's reply carries the API set (OWASP REST Security Cheat Sheet): a policy allowing nothing, no framing, nosniff, HSTS; none of the page's", async () => {
    // backend_categories twice: the second reply is served from memory (http/reply-cache.ts) and replays the headers.
    for (const [method, url] of [
      ['GET', '/show/pub/v1/backend_categories'],
      ['GET', '/show/pub/v1/backend_categories'],
      ['POST', '/buyer/buyer/v5/create_order'],
      ['GET', '/show/pub/v1/no-such-call']
    ] as const) {
      const res = await prod.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })
      assert.match(res.headers['content-type'] as string, /^application\/json/, url)
      assert.equal(res.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'", url)
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url)
      assert.equal(res.headers['x-frame-options'], 'DENY', url)
      assert.equal(res.headers['cross-origin-resource-policy'], 'same-origin', url)
      assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/, url)
      assert.equal(res.headers['referrer-policy'], undefined, url)
      assert.equal(res.headers['cross-origin-opener-policy'], undefined, url)
    }
  })

  test("CLOCK_START (tests only) starts the gateway's clock at an instant and lets it run; production refuses it", () => {
    const clock = loadConfig(env({ CLOCK_START: '2026-11-25T02:00:00Z' })).clock
    const first = clock().getTime()
    assert.ok(first >= Date.parse('2026-11-25T02:00:00Z') && first < Date.parse('2026-11-25T02:00:05Z'))
    assert.ok(Math.abs(loadConfig(env({})).clock().getTime() - Date.now()) < 1000, 'unset: the wall clock')
    assert.throws(() => loadConfig(env({ NODE_ENV: 'production', CLOCK_START: '2026-11-25T02:00:00Z' })), /CLOCK_START/)
    assert.throws(() => loadConfig(env({ CLOCK_START: 'yesterday' })), /CLOCK_START/)
  })

  test('"/docs is public in production": served only when the setting enables it (DOCS, off in production by default)', async () => {
    assert.equal((await prod.app.inject({ method: 'GET', url: '/docs' })).statusCode, 404)
    assert.equal((await prod.app.inject({ method: 'GET', url: '/docs/json' })).statusCode, 404)
    // Production needs a SETTINGS_KEY to start at all (payment settings).
    const SETTINGS_KEY = Buffer.alloc(32, 7).toString('base64')
    assert.equal(loadConfig(env({ NODE_ENV: 'production', SETTINGS_KEY })).docs, false)
    assert.equal(loadConfig(env({ NODE_ENV: 'production', SETTINGS_KEY, DOCS: 'on' })).docs, true)
    assert.equal(loadConfig(env({})).docs, true)
    assert.equal(loadConfig(env({ DOCS: 'off' })).docs, false)
    const withDocs = await seededApp('pglite', { production: true, docs: true })
    try {
      const res = await withDocs.app.inject({ method: 'GET', url: '/docs/json' })
      assert.equal(res.statusCode, 200)
      assert.equal(res.json().info.title, 'Stagedoor gateway')
    } finally {
      await withDocs.close()
    }
  })

  test('"/healthz tells only ok"', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/healthz' })
    assert.deepEqual(res.json().data, { status: 'ok' })
    assert.doesNotMatch(res.body, /pglite|postgres/)
  })
})
