/**
 * Concurrent refunds on one show (issue "Sales core", defect 3): with auto-approval on, every request
 * returns its tickets' stock in the same transaction, so many at once queue on the tier's row. The spec
 * promises "stock and seats return to sale exactly once" and no call answers a server error; a busy moment
 * is at worst `limiting` (the app asks again), never a 500. Run on PostgreSQL (TEST_DATABASE_URL), where
 * the row locks are real; on PGlite (one connection) it checks the same outcome.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { FINANCE, loggedIn, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { directBuyers, type Login } from '../helpers/account-helpers'
import { freshTier, paying, stock } from '../helpers/payment-helpers'
import { REFUND_API, type RefundRequestView } from '../../../types/api/refund'
import type { RefundRule } from '../../../types/rules/refund-rule'
import Fastify from 'fastify'
import { errorHandler } from '../../src/http/error-handler'
import { boundedWrite } from '../../src/db/bounded-write'
import type { Db } from '../../src/db/db'

test('a deadlock (40P01) or serialization failure (40001) is a busy moment: limiting, which the app retries, never a 500', async () => {
  const app = Fastify()
  app.setErrorHandler(errorHandler)
  const failing = (code: string) => Object.assign(new Error(`the database ended the transaction (${code})`), { code })
  // Escaping a plain transaction: the one error handler answers limiting.
  app.get<{ Querystring: { code: string } }>('/plain', async (r) => {
    throw failing(r.query.code)
  })
  // Inside a bounded write: boundedWrite answers limiting itself.
  const db = { transaction: async () => Promise.reject(failing('40P01')) } as unknown as Db
  app.get('/bounded', async () => boundedWrite(db, async () => 'never'))
  try {
    for (const url of ['/plain?code=40P01', '/plain?code=40001', '/plain?code=55P03', '/bounded']) {
      const res = await app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 200, url)
      assert.equal(res.json().errorCode, 'LIMITING', url)
      assert.equal(res.json().mode, 'limiting', url)
    }
  } finally {
    await app.close()
  }
})

const PER_TICKET_10: RefundRule = { kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 24, feePercent: 10 }], scope: 'PER_TICKET' }
const RUSH = 24

for (const engine of ENGINES) {
  describe(`concurrent refunds on ${engine}`, () => {
    let t: TestApp
    let finance: ConsoleClient
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      finance = await loggedIn(t, FINANCE)
    })
    after(async () => t.close())

    test(`${RUSH} auto-approved refund requests at once on one show: none answers 500, each is approved once and its stock comes back once`, async () => {
      const tr = await freshTier(t, 500)
      await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [tr.show_id, JSON.stringify(PER_TICKET_10)])
      const ids = Array.from({ length: RUSH }, (_, i) => `u_refund_rush_${engine}_${i}`)
      const headers = await directBuyers(t, ids, '1390', 0)
      // Each buyer pays an order of one ticket of the same tier: every request returns stock to one tier row.
      const orders: Array<{ orderId: string; header: Record<string, string> }> = []
      for (const [i, header] of headers.entries()) {
        const login: Login = { accessToken: header['access-token'], refreshToken: '', userId: ids[i], isNewUser: false }
        orders.push({ orderId: await paying(t, login, `refund-rush-${engine}-${i}`).paidOrder(tr, 1), header })
      }
      const before = await stock(t, tr.id)
      assert.deepEqual((await finance.call('PUT', '/sales/refund-settings', { autoApprove: true })).body.data, { autoApprove: true })
      try {
        const replies = await Promise.all(
          orders.map((o) => t.call<RefundRequestView>('POST', `${REFUND_API.requests(o.orderId)}?lang=zh`, { reason: 'OTHER' }, o.header))
        )
        assert.deepEqual(
          replies.filter((r) => r.status >= 500 || r.body.statusCode >= 50000).map((r) => r.body.comments),
          [],
          'no request answers a server error'
        )
        // A busy moment may answer limiting (the app asks again); asking again then succeeds.
        for (const [i, r] of replies.entries()) {
          let reply = r
          for (let attempt = 0; reply.body.errorCode === 'LIMITING' && attempt < 5; attempt++) {
            reply = await t.call<RefundRequestView>(
              'POST',
              `${REFUND_API.requests(orders[i].orderId)}?lang=zh`,
              { reason: 'OTHER' },
              orders[i].header
            )
          }
          assert.equal(reply.body.statusCode, 200, reply.body.comments)
          assert.equal(reply.body.data.state, 'REFUNDING', 'auto-approved at once')
        }
        // "stock and seats return to sale exactly once", and sold + held + available = capacity.
        const after = await stock(t, tr.id)
        assert.equal(after.available, before.available + RUSH)
        assert.equal(after.sold, before.sold - RUSH)
        const [{ balanced }] = await t.db.query<{ balanced: boolean }>(
          'SELECT available + held + sold = capacity AS balanced FROM price_tiers WHERE id = $1',
          [tr.id]
        )
        assert.equal(balanced, true)
      } finally {
        await finance.call('PUT', '/sales/refund-settings', { autoApprove: false })
      }
    })
  })
}
