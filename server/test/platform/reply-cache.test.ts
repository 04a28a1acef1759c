/**
 * Browse replies kept in memory (issue #8, goal 1; DESIGN "How a request flows"): "a change is visible
 * within 1 s for stock and at once for content", with ETag/304 and Cache-Control; on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { onSaleTier, type Tier } from '../helpers/tier-helpers'
import { auth, phoneLogin } from '../helpers/account-helpers'
import zlib from 'node:zlib'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { acceptedEncoding, ReplyCache, REPLY_TTL_MS } from '../../src/http/reply-cache'

interface PlanStock {
  seatPlanId: string
  canBuyCount: number
}

for (const engine of ENGINES) {
  describe(`kept browse replies on ${engine}`, () => {
    let t: TestApp
    let tr: Tier
    const stockUrl = () => `/show/pub/v5/show/${tr.show_id}/session/${tr.session_id}/seat_plans_dynamic_data?lang=zh`
    const stockOf = async () => (await t.get<PlanStock[]>(stockUrl())).body.data.find((p) => p.seatPlanId === tr.id)?.canBuyCount
    before(async () => {
      t = await seededApp(engine)
      tr = await onSaleTier(t, false)
    })
    after(async () => t.close())

    test('"a stock move is visible within 1 s": a move made elsewhere is served from memory until the reply is a second old', async () => {
      t.setNow(NOON)
      const before = await stockOf()
      // Another gateway process sold two (this process saw no write).
      await t.db.query('UPDATE price_tiers SET available = available - 2, sold = sold + 2 WHERE id = $1', [tr.id])
      t.setNow(new Date(NOON.getTime() + REPLY_TTL_MS - 1))
      assert.equal(await stockOf(), before, 'still the kept reply')
      t.setNow(new Date(NOON.getTime() + REPLY_TTL_MS))
      assert.equal(await stockOf(), (before as number) - 2, 'a second later, read again')
    })

    test('a preview parameter on a browse call that answers no draft is served from memory like any call (it cannot bypass the cache)', async () => {
      t.setNow(new Date(NOON.getTime() + 10 * REPLY_TTL_MS))
      const url = `${stockUrl()}&preview=anything`
      const before = (await t.get<PlanStock[]>(url)).body.data.find((p) => p.seatPlanId === tr.id)?.canBuyCount
      await t.db.query('UPDATE price_tiers SET available = available - 1, sold = sold + 1 WHERE id = $1', [tr.id])
      const kept = (await t.get<PlanStock[]>(url, { 'x-preview-token': 'anything' })).body.data.find(
        (p) => p.seatPlanId === tr.id
      )?.canBuyCount
      assert.equal(kept, before, 'the kept reply, not a database read')
    })

    test('"within 1 s for stock": an order this process answers moves stock without dropping the kept replies (a rush keeps its browse replies)', async () => {
      t.setNow(NOON)
      const before = await stockOf()
      const buyer = await phoneLogin(t, '13300000901')
      const res = await t.call<{ orderId: string }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId: tr.show_id,
          items: [{ showId: tr.show_id, bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }],
          paymentParam: { payAmount: tr.price_fen },
          idempotencyKey: 'cache-order-0001'
        },
        auth(buyer)
      )
      assert.equal(res.body.statusCode, 200)
      assert.equal(await stockOf(), before, 'the kept reply, still under a second old')
      t.setNow(new Date(NOON.getTime() + REPLY_TTL_MS))
      assert.equal(await stockOf(), (before as number) - 1, 'a second later the sale shows')
    })

    test('"at once for content": a publish this process answers (a shop config change) shows on the next read', async () => {
      t.setNow(NOON)
      const configOf = async () =>
        (await t.get<{ orderReserveMinutes?: number }>('/home/pub/v5/shop/configs?lang=zh')).body.data.orderReserveMinutes
      const kept = await configOf()
      const changed = kept === 7 ? 8 : 7
      const res = await t.call('POST', '/dev/shop_config', { orderReserveMinutes: changed })
      assert.equal(res.body.statusCode, 200)
      assert.equal(await configOf(), changed, 'the same instant: no kept reply survives a publish')
      await t.call('POST', '/dev/shop_config', { orderReserveMinutes: kept ?? 15 })
    })

    test('each kept reply carries an ETag and Cache-Control; If-None-Match with it answers 304 with no body', async () => {
      const first = await t.app.inject({ method: 'GET', url: stockUrl() })
      const etag = first.headers.etag as string
      assert.match(etag, /^W\/".+"$/)
      assert.equal(first.headers['cache-control'], 'public, max-age=1')
      const kept = await t.app.inject({ method: 'GET', url: stockUrl() })
      assert.equal(kept.headers.etag, etag)
      assert.equal(kept.body, first.body)
      const revalidated = await t.app.inject({ method: 'GET', url: stockUrl(), headers: { 'if-none-match': etag } })
      assert.equal(revalidated.statusCode, 304)
      assert.equal(revalidated.body, '')
      // The security headers are on kept replies too.
      assert.ok(kept.headers['content-security-policy'])
    })

    test('replies are compressed for clients that accept it: brotli, else gzip, kept ones and built ones alike', async () => {
      const url = '/home/pub/v3/show_list/search?length=20&lang=zh'
      const plain = await t.app.inject({ method: 'GET', url })
      assert.equal(plain.headers['content-encoding'], undefined)
      assert.ok(plain.body.length > 1024)
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
      assert.equal(br.headers['content-encoding'], 'br')
      assert.equal(br.headers.vary, 'accept-encoding')
      assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), plain.body)
      assert.ok(br.rawPayload.length < plain.body.length / 3, `${br.rawPayload.length} of ${plain.body.length} bytes`)
      const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } })
      assert.equal(gzip.headers['content-encoding'], 'gzip')
      assert.equal(zlib.gunzipSync(gzip.rawPayload).toString(), plain.body)
      // A reply the cache does not keep (here the OpenAPI description) is compressed by the plugin.
      const docs = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'br' } })
      assert.equal(docs.statusCode, 200)
      assert.equal(docs.headers['content-encoding'], 'br')
      assert.ok(JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString()).openapi)
    })

    test('per merchant and language: another language is its own reply; a refusal is never kept', async () => {
      const zh = await t.get<{ showName: string }>(`/show/pub/v5/show/${tr.show_id}/static?lang=zh`)
      const en = await t.get<{ showName: string }>(`/show/pub/v5/show/${tr.show_id}/static?lang=en`)
      assert.notEqual(zh.body.data.showName, en.body.data.showName)
      const unknown = await t.app.inject({ method: 'GET', url: '/show/pub/v5/show/NOPE/static' })
      assert.notEqual(unknown.json().statusCode, 200)
      assert.equal(unknown.headers.etag, undefined)
      const otherMerchant = await t.app.inject({
        method: 'GET',
        url: `/show/pub/v5/show/${tr.show_id}/static?lang=zh`,
        headers: { 'merchant-id': 'nobody' }
      })
      assert.notEqual(otherMerchant.json().statusCode, 200, "another merchant never gets the demo's kept reply")
    })

    test('callers of one URL while it is rebuilt wait for that one rebuild (one database read for the crowd)', async () => {
      t.setNow(new Date(NOON.getTime() + 60_000))
      let reads = 0
      const query = t.db.query.bind(t.db)
      t.db.query = ((...args: Parameters<typeof query>) => {
        reads++
        return query(...args)
      }) as typeof query
      try {
        await t.get(`/show/pub/v5/show/${tr.show_id}/static?lang=zh`)
        const one = reads
        assert.ok(one > 0, 'the wrapper sees the reads')
        t.setNow(new Date(NOON.getTime() + 120_000))
        reads = 0
        const replies = await Promise.all(Array.from({ length: 20 }, () => t.get(`/show/pub/v5/show/${tr.show_id}/static?lang=zh`)))
        assert.ok(replies.every((r) => r.body.statusCode === 200))
        assert.equal(reads, one, '20 callers, the reads of one')
      } finally {
        t.db.query = query
      }
    })
  })
}

describe('the H5 files', () => {
  let t: TestApp
  let h5Dir: string
  const js = 'console.log("stagedoor");\n'.repeat(100)
  before(async () => {
    h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-'))
    fs.mkdirSync(path.join(h5Dir, 'js'))
    fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><div id="app"></div>')
    fs.writeFileSync(path.join(h5Dir, 'js', 'app.0123abcd.js'), js)
    fs.writeFileSync(path.join(h5Dir, 'js', 'app.0123abcd.js.br'), zlib.brotliCompressSync(js))
    t = await seededApp('pglite', { h5Dir })
  })
  after(async () => {
    await t.close()
    fs.rmSync(h5Dir, { recursive: true, force: true })
  })

  test('are served as the brotli copy the build wrote when the browser accepts it, cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/js/app.0123abcd.js', headers: { 'accept-encoding': 'gzip, br' } })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-encoding'], 'br')
    assert.match(String(res.headers['content-type']), /javascript/)
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(zlib.brotliDecompressSync(res.rawPayload).toString(), js)
    const plain = await t.app.inject({ method: 'GET', url: '/js/app.0123abcd.js' })
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.body, js)
  })
})

describe('ReplyCache', () => {
  test('acceptedEncoding: br before gzip, q=0 refuses, nothing accepted sends the body as it is', () => {
    assert.equal(acceptedEncoding('gzip, deflate, br'), 'br')
    assert.equal(acceptedEncoding('gzip, br;q=0'), 'gzip')
    assert.equal(acceptedEncoding('deflate'), undefined)
    assert.equal(acceptedEncoding(undefined), undefined)
  })

  test('acceptedEncoding chooses as the compress plugin does (the kept pages too): the higher q, then br; * and x-gzip are gzip', () => {
    assert.equal(acceptedEncoding('br;q=0.5, gzip;q=0.8'), 'gzip')
    assert.equal(acceptedEncoding('gzip;q=0.5, br'), 'br')
    assert.equal(acceptedEncoding('GZIP, BR'), 'br')
    assert.equal(acceptedEncoding('*'), 'gzip')
    assert.equal(acceptedEncoding('x-gzip'), 'gzip')
    assert.equal(acceptedEncoding('br;q=0, *;q=0.1'), 'gzip')
    assert.equal(acceptedEncoding('identity'), undefined)
    assert.equal(acceptedEncoding('br; q = 0'), undefined)
  })

  test('an entry is fresh for REPLY_TTL_MS of its clock; a clock moved back makes it stale', () => {
    let now = 1000
    const cache = new ReplyCache(() => now)
    const claim = cache.claim('k')
    assert.ok('own' in claim)
    cache.settle('k', claim.own, cache.entry('{"statusCode":200}', { 'content-type': 'application/json' }))
    now += REPLY_TTL_MS - 1
    assert.ok(cache.fresh('k'))
    now += 1
    assert.equal(cache.fresh('k'), undefined)
    const again = cache.claim('k')
    assert.ok('own' in again)
    cache.settle('k', again.own, cache.entry('x', {}))
    now -= 5
    assert.equal(cache.fresh('k'), undefined)
  })

  test('one claim per key: the others wait for its result', async () => {
    const cache = new ReplyCache(() => 0)
    const first = cache.claim('k')
    assert.ok('own' in first)
    const waiting = cache.claim('k')
    assert.ok('wait' in waiting)
    const entry = cache.entry('body', {})
    cache.settle('k', first.own, entry)
    assert.equal(await waiting.wait, entry)
    assert.ok('own' in cache.claim('k'), 'settled: the next rebuild may be claimed')
  })

  test('a rebuild that never ends is taken over after the wait bound; its late end does not end the new one', async () => {
    let wall = 0
    const cache = new ReplyCache(
      () => 0,
      () => wall
    )
    const stuck = cache.claim('k')
    assert.ok('own' in stuck)
    wall = 1999
    assert.ok('wait' in cache.claim('k'))
    wall = 2000
    const next = cache.claim('k')
    assert.ok('own' in next, 'taken over')
    cache.settle('k', stuck.own, undefined)
    assert.ok('wait' in cache.claim('k'), 'the new rebuild still runs')
    cache.settle('k', next.own, cache.entry('b', {}))
    assert.ok(cache.fresh('k'))
  })

  test('the oldest replies go past the size allowed', () => {
    const cache = new ReplyCache(() => 0)
    const big = 'x'.repeat(12 * 1024 * 1024)
    for (const key of ['a', 'b', 'c']) {
      const claim = cache.claim(key)
      assert.ok('own' in claim)
      cache.settle(key, claim.own, cache.entry(big, {}))
    }
    assert.equal(cache.fresh('a'), undefined, '36 MiB > 32 MiB: the first went')
    assert.ok(cache.fresh('b') && cache.fresh('c'))
  })
})
