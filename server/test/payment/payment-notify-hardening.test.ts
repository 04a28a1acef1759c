/**
 * The platforms' notify routes after the hostile review of issue #15, on every engine: they "are not
 * rate-limited and store unverified raw bodies". Now each address has a budget (answered 429, which the
 * platforms take as "send again", never an HTTP 200 they would take as handled), a body is read to 16 KiB
 * at most, and a notification that is not trusted leaves only a bounded summary (time, merchant, reason,
 * size), never its body. (Refused signatures on a real provider: alipay.test.ts and wechat-pay.test.ts.)
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { BUDGETS } from '../../src/http/rate-limits'
import { NOTICE_BODY_LIMIT, REFUSED_NOTICE_KEEP_MS, payNotifyPath, refundNotifyPath } from '../../src/payment/notify-path'
import { PaymentRepository } from '../../src/payment/payment.repository'

interface Summary {
  provider: string
  merchant_id: string | null
  reason: string
  body_bytes: number
  received_at: Date | string
}

const form = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }

for (const engine of ENGINES) {
  describe(`payment notify routes on ${engine}`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine, { rateLimits: { enabled: true, budgets: { paymentNotices: { max: 3, windowMs: 60_000 } } } })
    })
    after(async () => t.close())

    const summaries = (marker: string) =>
      t.db.query<Summary>(
        'SELECT provider, merchant_id, reason, body_bytes, received_at FROM payment_notice_rejections WHERE merchant_id = $1 ORDER BY id',
        [marker]
      )
    const stored = async (marker: string) => {
      const rows = await t.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM payment_events WHERE raw_body LIKE $1)::int
              + (SELECT count(*) FROM payment_notice_rejections WHERE reason LIKE $1 OR provider LIKE $1)::int AS n`,
        [`%${marker}%`]
      )
      return rows[0].n
    }

    test('"not rate-limited" no longer: past its budget one address gets a 429 with Retry-After on both notify paths; another address is still served', async () => {
      const post = (url: string, ip: string) => t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: form, payload: 'a=b' })
      const codes: number[] = []
      for (let i = 0; i < 3; i++) codes.push((await post(payNotifyPath('ALIPAY_WAP', 'rl-demo'), '203.0.113.50')).statusCode)
      assert.deepEqual(codes, [404, 404, 404], 'within the budget the route itself answers (no provider for this made-up merchant)')
      const limited = await post(refundNotifyPath('WECHAT_H5', 'rl-demo'), '203.0.113.50')
      assert.equal(limited.statusCode, 429, 'never a 200: a platform would take it as handled and never send it again')
      assert.equal(limited.json().errorCode, 'PAYMENT_NOTICE_LIMITED')
      assert.ok(Number(limited.headers['retry-after']) > 0)
      assert.equal(
        (await post(payNotifyPath('ALIPAY_WAP', 'rl-demo'), '198.51.100.50')).statusCode,
        404,
        'another address has its own budget'
      )
    })

    test("the budget lets a platform's server send at least 20 notifications a second", () => {
      assert.ok((BUDGETS.paymentNotices.max / BUDGETS.paymentNotices.windowMs) * 1000 >= 20)
    })

    test('"store unverified raw bodies" no longer: a refused notification leaves a summary (time, merchant, reason, size), never its body', async () => {
      const marker = 'SECRET-PAYLOAD-MARKER'
      const body = `out_trade_no=${marker}&total_amount=1.00&${'x'.repeat(900)}`
      const res = await t.app.inject({
        method: 'POST',
        url: payNotifyPath('ALIPAY_WAP', 'sum-demo'),
        remoteAddress: '192.0.2.60',
        headers: form,
        payload: body
      })
      assert.equal(res.statusCode, 404)
      const rows = await summaries('sum-demo')
      assert.equal(rows.length, 1)
      assert.deepEqual(
        [rows[0].reason, rows[0].body_bytes, new Date(rows[0].received_at).getTime()],
        ['no provider of this product for this merchant', Buffer.byteLength(body), NOON.getTime()]
      )
      assert.equal(await stored(marker), 0, 'the body is nowhere in the database')
      // The path's merchant and product are cut, so a summary stays small whatever the path (the router takes 100 characters a part).
      const long = 'm'.repeat(100)
      await t.app.inject({
        method: 'POST',
        url: payNotifyPath('P'.repeat(100), long),
        remoteAddress: '192.0.2.61',
        headers: form,
        payload: 'a=b'
      })
      const [cut] = await t.db.query<Summary>('SELECT provider, merchant_id FROM payment_notice_rejections WHERE merchant_id LIKE $1', [
        'mmmm%'
      ])
      assert.deepEqual([cut.provider.length, cut.merchant_id?.length], [64, 64])
    })

    test("refused summaries are kept 30 days (REFUSED_NOTICE_KEEP_MS), then the sweeper's prune removes them and nothing newer", async () => {
      const insert = (at: Date, merchant: string) =>
        t.db.query(
          'INSERT INTO payment_notice_rejections (received_at, provider, merchant_id, reason, body_bytes) VALUES ($1, $2, $3, $4, 1)',
          [at, 'X', merchant, 'test']
        )
      await insert(new Date(NOON.getTime() - REFUSED_NOTICE_KEEP_MS - 1000), 'prune-old')
      await insert(new Date(NOON.getTime() - REFUSED_NOTICE_KEEP_MS + 1000), 'prune-kept')
      const removed = await new PaymentRepository(t.db).pruneRejectionsBefore(new Date(NOON.getTime() - REFUSED_NOTICE_KEEP_MS))
      assert.ok(removed >= 1)
      assert.deepEqual([(await summaries('prune-old')).length, (await summaries('prune-kept')).length], [0, 1])
    })

    test('"bound the body size": a body over 16 KiB is refused with a 413, read no further, and summarised', async () => {
      const over = await t.app.inject({
        method: 'POST',
        url: payNotifyPath('ALIPAY_WAP', 'big-demo'),
        remoteAddress: '192.0.2.62',
        headers: form,
        payload: 'a='.padEnd(NOTICE_BODY_LIMIT + 1, 'x')
      })
      assert.deepEqual([over.statusCode, over.body], [413, 'fail'], 'not an HTTP 200, which WeChat would read as handled')
      const rows = await summaries('big-demo')
      assert.deepEqual(
        rows.map((r) => [r.reason, r.body_bytes]),
        [[`body over ${NOTICE_BODY_LIMIT} bytes`, NOTICE_BODY_LIMIT + 1]]
      )
      // At the limit it is read (and here refused for want of a provider, as any other).
      const at = await t.app.inject({
        method: 'POST',
        url: payNotifyPath('ALIPAY_WAP', 'big-demo'),
        remoteAddress: '192.0.2.63',
        headers: form,
        payload: 'a='.padEnd(NOTICE_BODY_LIMIT, 'x')
      })
      assert.equal(at.statusCode, 404)
      assert.ok(NOTICE_BODY_LIMIT <= 16 * 1024)
    })
  })
}
