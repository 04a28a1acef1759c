/**
 * POST coupons exchange_check (calls-errors-limits.md "Coupons and users": "POST | coupons exchange_check"):
 * what an exchange code would give, answered before the code is spent, with the exchange's own refusals and
 * nothing written; and the exchange code's guessing budget covers it — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { OPERATOR, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { couponTemplate, makeCouponTemplate } from '../helpers/coupon-helpers'
import {
  ADMIN_COUPON_PATHS,
  COUPON_PATHS,
  type AdminCouponCodeBatch,
  type CouponView,
  type ExchangeCheckReply
} from '../../../types/api/coupon'

for (const engine of ENGINES) {
  describe(`exchange_check on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let a: Login
    let b: Login
    let tplId: string
    let codes: string[]
    before(async () => {
      ;({
        t,
        staff: [operator]
      } = await staffedApp(engine, OPERATOR))
      a = await phoneLogin(t, '13200009301')
      b = await phoneLogin(t, '13200009302')
      tplId = (await makeCouponTemplate(operator, couponTemplate({ title: '兑换券', quantity: 10, perBuyerLimit: 1 }))).id
      const batch = (
        await operator.call<AdminCouponCodeBatch>('POST', ADMIN_COUPON_PATHS.batches.replace(':id', tplId), { size: 3, label: 'check' })
      ).body.data
      codes = (
        await t.db.query<{ code: string }>('SELECT code FROM coupon_exchange_codes WHERE batch_id = $1 ORDER BY seq', [batch.id])
      ).map((r) => r.code)
    })
    after(async () => t.close())

    const check = (who: Login | undefined, exchangeCode: unknown) =>
      t.call<ExchangeCheckReply>('POST', `${COUPON_PATHS.exchangeCheck}?lang=en-US`, { exchangeCode }, who ? auth(who) : {})
    const exchange = (who: Login, exchangeCode: string) =>
      t.call<CouponView>('POST', `${COUPON_PATHS.exchange}?lang=en-US`, { exchangeCode }, auth(who))
    const written = async () =>
      (
        await t.db.query<{ holdings: number; redeemed: number; coupons: number }>(
          `SELECT (SELECT count(*)::int FROM coupon_holdings WHERE template_id = $1) AS holdings,
                  (SELECT count(*)::int FROM coupon_exchange_codes WHERE coupon_id IS NOT NULL AND code = ANY($2::text[])) AS redeemed,
                  (SELECT count(*)::int FROM coupons WHERE template_id = $1) AS coupons`,
          [tplId, codes]
        )
      )[0]

    test('a good code: the coupon it gives, typed as the buyer types it, and nothing spent', async () => {
      const before = await written()
      const typed = codes[0].toLowerCase().replace(/(.{4})(?=.)/g, '$1-')
      const res = await check(a, typed)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal(res.body.data.redeemed, false)
      assert.equal(res.body.data.couponTemplateId, tplId)
      assert.equal(res.body.data.redeemed === false && res.body.data.template.title, '兑换券')
      assert.deepEqual(await written(), before)
    })

    test("after the exchange: the same buyer is shown that coupon again; another buyer gets the exchange's own refusal", async () => {
      const got = await exchange(a, codes[0])
      assert.equal(got.body.statusCode, 200, got.body.comments)
      const again = await check(a, codes[0])
      assert.deepEqual(
        [again.body.data.redeemed, again.body.data.redeemed && again.body.data.coupon.couponId],
        [true, got.body.data.couponId]
      )
      const theirs = await check(b, codes[0])
      const theirExchange = await exchange(b, codes[0])
      assert.deepEqual([theirs.body.statusCode, theirs.body.errorCode], [40276, 'COUPON_CODE_INVALID'])
      assert.deepEqual([theirs.body.statusCode, theirs.body.comments], [theirExchange.body.statusCode, theirExchange.body.comments])
    })

    test('the per-buyer limit: the check refuses as the exchange does, before the code is spent', async () => {
      const res = await check(a, codes[1])
      assert.deepEqual([res.body.statusCode, res.body.errorCode], [40272, 'COUPON_LIMIT_REACHED'])
      const ex = await exchange(a, codes[1])
      assert.equal(ex.body.errorCode, 'COUPON_LIMIT_REACHED')
      // b may still take it.
      assert.equal((await check(b, codes[1])).body.statusCode, 200)
    })

    test('bad input answers the envelope, never a 500: unknown code, a number, no login', async () => {
      const unknown = await check(a, 'AAAA-BBBB-CCCC-DDDD-EEEE')
      assert.equal(unknown.body.errorCode, 'COUPON_CODE_INVALID')
      const wrongType = await check(a, 12345)
      assert.notEqual(wrongType.status, 500)
      assert.notEqual(wrongType.body.statusCode, 200)
      assert.ok(wrongType.body.comments)
      const anon = await check(undefined, codes[2])
      assert.notEqual(anon.body.statusCode, 200)
    })
  })
}

describe('exchange_check is on the exchange code budget', () => {
  test('checks and exchanges from one address share the login family budget ("an exchange code is a secret to guess")', async () => {
    const t = await seededApp('pglite', { rateLimits: { enabled: true, budgets: { login: { max: 3, windowMs: 60000 } } } })
    try {
      const answers: string[] = []
      for (const url of [COUPON_PATHS.exchangeCheck, COUPON_PATHS.exchange, COUPON_PATHS.exchangeCheck, COUPON_PATHS.exchangeCheck]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: '198.51.100.19',
          payload: { exchangeCode: 'AAAA-BBBB-CCCC-DDDD-EEEE' }
        })
        answers.push(res.json().errorCode)
      }
      assert.deepEqual(
        answers.map((c) => c === 'RATE_LIMITED'),
        [false, false, false, true]
      )
    } finally {
      await t.close()
    }
  })
})
