/**
 * The sandbox as a platform (issue #17, the refund journey's "provider double"): it answers a refund
 * PROCESSING and, when the gateway runs with SANDBOX_REFUND_NOTIFY_MS (as `npm start` does), sends its
 * signed success notification by itself that long after, so a refund approved in the demo console ends
 * refunded without anyone calling the refund desk; without it, the refund waits for the desk.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { NOON, seededApp, type TestApp } from '../helpers/helpers'
import { FINANCE, loggedIn, withDemoStaff } from '../helpers/admin-helpers'
import { auth, phoneLogin } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { REFUND_API, type RefundRequestView } from '../../../types/api/refund'

describe('the sandbox notifies its refunds by itself', () => {
  let t: TestApp
  before(async () => {
    t = await seededApp('pglite', { sandboxRefundNotifyMs: 200 })
    await withDemoStaff(t)
  })
  after(async () => t.close())

  test('an approved refund reads PROCESSING, then SUCCEEDED once the sandbox has sent its notification', async () => {
    const buyer = await phoneLogin(t, '13200000491')
    const calls = paying(t, buyer, 'sandbox-notify')
    const tr = await freshTier(t, 800)
    await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [
      tr.show_id,
      JSON.stringify({ kind: 'BEFORE_DEADLINE', deadlineHours: 24, scope: 'PER_TICKET' })
    ])
    const orderId = await calls.paidOrder(tr, 1)
    const asked = await t.call<RefundRequestView>('POST', `${REFUND_API.requests(orderId)}?lang=zh`, { reason: 'OTHER' }, auth(buyer))
    assert.equal(asked.body.statusCode, 200, asked.body.comments)
    const finance = await loggedIn(t, FINANCE)
    assert.equal((await finance.call('POST', `/sales/refunds/${asked.body.data.requestId}/approve`)).body.statusCode, 200)
    await t.app.payments.refunds.run(NOON)
    const state = async () =>
      (
        await t.db.query<{ state: string }>("SELECT state FROM refunds WHERE purpose = 'AFTER_SALE' AND subject_id = $1", [
          asked.body.data.requestId
        ])
      )[0]?.state
    assert.equal(await state(), 'PROCESSING')
    // The platform's time moves on; the sandbox's notifier (every 200 ms here) sends the success.
    t.setNow(new Date(NOON.getTime() + 1000))
    for (let i = 0; i < 40 && (await state()) !== 'SUCCEEDED'; i++) await sleep(100)
    assert.equal(await state(), 'SUCCEEDED')
    const request = (await t.db.query<{ state: string }>('SELECT state FROM refund_requests WHERE id = $1', [asked.body.data.requestId]))[0]
    assert.equal(request.state, 'REFUNDED')
  })
})
