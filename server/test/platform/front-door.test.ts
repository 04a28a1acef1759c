/**
 * The front door (server/src/http/front-door.ts): kept browse replies and kept H5 pages answered before
 * Fastify must be the replies Fastify sent (DESIGN "How a request flows": a kept reply "replays the headers
 * of its first sending"), still "metered by the per-address budgets like any call" (docs/PERFORMANCE.md),
 * and never answer what the whole way answers differently: a preview, a spent budget, a stopping gateway.
 *
 * Real HTTP on a port, since app.inject calls Fastify's handler and never meets the front door. The door
 * reads no database, so one engine is enough.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type net from 'node:net'
import { seededApp, type TestApp } from '../helpers/helpers'
import { addressOf, FrontDoor } from '../../src/http/front-door'

const INDEX = `<!DOCTYPE html><html><head><title>Stagedoor</title><script>window.booted = true</script></head><body><div id="app"></div>${'<!-- x -->'.repeat(120)}</body></html>`
/** Headers that belong to one sending, not to the reply. */
const PER_SENDING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

interface Got {
  status: number
  headers: http.IncomingHttpHeaders
  /** Decoded. */
  text: string
}

function get(
  port: number,
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
  agent: http.Agent | false = false
): Promise<Got> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: url, method, headers, agent }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const wire = Buffer.concat(chunks)
        const encoding = response.headers['content-encoding']
        if (method === 'HEAD') return resolve({ status: response.statusCode ?? 0, headers: response.headers, text: '' })
        const text = encoding === 'br' ? zlib.brotliDecompressSync(wire) : encoding === 'gzip' ? zlib.gunzipSync(wire) : wire
        if (response.headers['content-length'] !== undefined) assert.equal(Number(response.headers['content-length']), wire.length)
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text: text.toString('utf8') })
      })
    })
    request.on('error', reject)
    request.end()
  })
}

function sameReply(door: Got, whole: Got): void {
  assert.equal(door.status, whole.status)
  assert.equal(door.text, whole.text)
  const named = (g: Got) => Object.fromEntries(Object.entries(g.headers).filter(([name]) => !PER_SENDING.has(name)))
  assert.deepEqual(named(door), named(whole))
}

describe('the front door: kept replies and pages answered before Fastify', () => {
  let t: TestApp
  let port: number
  let h5Dir: string
  const answered = () => t.app.frontDoor.answered

  before(async () => {
    h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-door-'))
    fs.writeFileSync(path.join(h5Dir, 'index.html'), INDEX)
    t = await seededApp('pglite', {
      h5Dir,
      trustProxy: true,
      rateLimits: { enabled: true, nameSpace: `front-door-${process.pid}:`, budgets: { calls: { max: 4, windowMs: 60_000 } } }
    })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as net.AddressInfo).port
  })
  after(async () => {
    await t.close()
    fs.rmSync(h5Dir, { recursive: true, force: true })
  })

  test('"replays the headers of its first sending": a kept reply from the door is the reply Fastify sent, brotli, plain and 304', async () => {
    const url = '/home/pub/v5/shop/configs?lang=zh'
    const from = { 'x-forwarded-for': '203.0.113.1' }
    const before = answered()
    const whole = await get(port, url, { ...from, 'accept-encoding': 'br' })
    assert.equal(whole.status, 200)
    assert.equal(answered(), before, 'the first request builds the reply the whole way')
    const door = await get(port, url, { ...from, 'accept-encoding': 'br' })
    assert.equal(answered(), before + 1, 'the second is answered by the door')
    sameReply(door, whole)
    assert.equal(door.headers['content-encoding'], 'br')
    assert.equal(JSON.parse(door.text).statusCode, 200)

    const plain = await get(port, url, from)
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.text, whole.text)
    const notModified = await get(port, url, { ...from, 'if-none-match': String(whole.headers.etag) })
    assert.equal(notModified.status, 304)
    assert.equal(answered(), before + 3)
  })

  test('"metered by the per-address budgets like any call": the door counts on the same budget, per forwarded address, and a spent budget is refused with the envelope', async () => {
    const url = '/show/pub/v1/backend_categories?lang=zh'
    const from = { 'x-forwarded-for': '203.0.113.2' }
    const codeOf = async (headers: Record<string, string>) =>
      (JSON.parse((await get(port, url, headers)).text) as { statusCode: number }).statusCode
    const codes: number[] = []
    const before = answered()
    for (let i = 0; i < 5; i++) codes.push(await codeOf(from))
    // RATE_LIMITED: statusCode 40100, mode limiting (server/src/http/app-error.ts).
    assert.deepEqual(codes, [200, 200, 200, 200, 40100], 'four calls in the budget of four, the whole way and at the door alike')
    assert.equal(answered(), before + 3, 'the first built the reply; the refusal went the whole way')
    const refused = await get(port, url, from)
    assert.equal(JSON.parse(refused.text).mode, 'limiting')
    assert.ok(refused.headers['retry-after'], 'Retry-After, as the whole way sends it')
    assert.equal(await codeOf({ 'x-forwarded-for': '203.0.113.3' }), 200, 'another address has its own budget')
  })

  test('a preview token goes the whole way (the draft is never answered from what is kept)', async () => {
    const url = '/home/pub/v5/shop/configs?lang=en'
    const from = { 'x-forwarded-for': '203.0.113.4' }
    await get(port, url, from)
    const before = answered()
    await get(port, url, { ...from, 'x-preview-token': 'not-a-token' })
    await get(port, `${url}&preview=not-a-token`, from)
    assert.equal(answered(), before)
  })

  test('a page from the door is the page Fastify sent: same document, script policy and security headers, GET and HEAD', async () => {
    const headers = { 'accept-encoding': 'br, gzip', 'accept-language': 'en-US,en;q=0.9' }
    const before = answered()
    // The first page served the whole way shows the door which security headers to replay.
    const whole = await get(port, '/content/front-door-show', headers)
    assert.equal(whole.status, 200)
    assert.match(whole.text, /first-page-data|application\/json/)
    assert.equal(answered(), before)
    const door = await get(port, '/content/front-door-show', headers)
    assert.equal(answered(), before + 1)
    sameReply(door, whole)
    assert.ok(door.headers['content-security-policy'])
    assert.ok(door.headers['x-content-type-options'], 'helmet’s headers, replayed')

    const head = await get(port, '/content/front-door-show', headers, 'HEAD')
    assert.equal(head.status, 200)
    assert.equal(head.headers['content-type'], 'text/html; charset=utf-8')
    assert.equal(answered(), before + 2)

    // Another language asked is another document: the whole way first.
    await get(port, '/content/front-door-show?lang=zh-CN', headers)
    assert.equal(answered(), before + 2)
  })

  test('a stopping gateway answers the whole way, where its replies close their connection', async () => {
    const url = '/home/pub/v5/shop/configs?lang=zh'
    await get(port, url, { 'x-forwarded-for': '203.0.113.5' })
    t.app.frontDoor.shut()
    const before = answered()
    assert.equal((await get(port, url, { 'x-forwarded-for': '203.0.113.5' })).status, 200)
    assert.equal(answered(), before)
  })
})

describe('the front door on its own', () => {
  const WHOLE_WAY = 418
  /** A server with the door in front of a stand-in for Fastify's handler, which answers 418. */
  async function serve(door: FrontDoor): Promise<{ port: number; close: () => Promise<void> }> {
    const server = door.serverFactory((_request, response) => {
      response.writeHead(WHOLE_WAY, { 'content-type': 'text/plain' })
      response.end('the whole way')
    }, {})
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return {
      port: (server.address() as net.AddressInfo).port,
      close: () => new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
  const answer = { status: 200, headers: { 'content-type': 'text/plain', 'content-length': '4' }, body: Buffer.from('kept') }

  test('"replies sent while stopping close their connection" (server/src/main.ts): also one the door answers after the gateway began to stop', async () => {
    const door = new FrontDoor(addressOf(false))
    // A desk still waiting (on the budget's Redis, say) when the gateway begins to stop.
    door.add(async () => {
      door.shut()
      return answer
    })
    const { port, close } = await serve(door)
    // A client that keeps its connections, as a balancer or a browser does.
    const agent = new http.Agent({ keepAlive: true })
    const got = await get(port, '/anything', {}, 'GET', agent)
    assert.equal(got.text, 'kept')
    assert.equal(got.headers.connection, 'close')
    agent.destroy()
    await close()
  })

  test('a desk that fails leaves the request to Fastify, a desk that declines lets the next one answer, and an answer that cannot be written drops only its connection', async () => {
    const door = new FrontDoor(addressOf(false))
    door.add((asked) =>
      asked.url === '/throws'
        ? (() => {
            throw new Error('desk failed')
          })()
        : undefined
    )
    door.add(async (asked) => (asked.url === '/rejects' ? Promise.reject(new Error('desk failed')) : undefined))
    door.add(async (asked) =>
      asked.url === '/unwritable' ? { ...answer, headers: { ...answer.headers, 'x-bad': 'caf\u0100' } } : undefined
    )
    door.add((asked) => (asked.url === '/kept' ? answer : undefined))
    const { port, close } = await serve(door)
    for (const url of ['/throws', '/rejects', '/other']) assert.equal((await get(port, url)).status, WHOLE_WAY, url)
    await assert.rejects(get(port, '/unwritable'), /socket hang up|ECONNRESET/)
    const kept = await get(port, '/kept')
    assert.deepEqual([kept.status, kept.text], [200, 'kept'], 'asked after two async desks that declined')
    await close()
  })
})
