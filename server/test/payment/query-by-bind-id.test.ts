/**
 * GET payments/query_by_bind_id (calls-errors-limits.md section 7; product.md data "bindId": the order's
 * payment binding), on every engine: the payments bound to an order's bindId and their state as pay-loading
 * polls them: UNPAID before any payment, PAYING while a started payment has no result, PAID once the
 * provider's notification settled it, CLOSED when the order closed unpaid; only the buyer's own.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { ORDER_REMINDER_PATHS as P, type BindPaymentsReply } from '../../../types/api/order-reminders'
import type { OrderDetail } from '../../../types/api/order'

for (const engine of ENGINES) {
  describe(`query_by_bind_id on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let calls: ReturnType<typeof paying>
    before(async () => {
      t = await seededApp(engine)
      buyer = await phoneLogin(t, '13200004101')
      calls = paying(t, buyer, `bind-${engine}`)
    })
    after(() => t.close())

    const read = (bindId: string, who: Login = buyer) =>
      t.get<BindPaymentsReply>(`${P.queryByBindId}?bindId=${encodeURIComponent(bindId)}&lang=en-US`, auth(who))

    test("an order's bindId (its detail's) reads UNPAID, then PAYING with the started payment, then PAID with it SUCCEEDED", async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const detail = await t.get<OrderDetail>(`/buyer/buyer/v5/orders/${o.orderId}`, auth(buyer))
      const bindId = detail.body.data.bindId
      assert.equal(bindId, o.unPaidTransactionIds[0], 'the binding is the transaction the order is paid by')

      const before = (await read(bindId)).body
      assert.equal(before.statusCode, 200, before.comments)
      assert.equal(before.data.orderId, o.orderId)
      assert.equal(before.data.payState, 'UNPAID')
      assert.deepEqual(before.data.transactions, [])
      assert.ok(before.data.payDeadline && before.data.payDeadline > NOON.getTime())

      const started = await calls.startPay(bindId)
      const paying = (await read(bindId)).body.data
      assert.equal(paying.payState, 'PAYING')
      assert.equal(paying.transactions.length, 1)
      assert.deepEqual(
        [
          paying.transactions[0].paymentId,
          paying.transactions[0].state,
          paying.transactions[0].amount,
          paying.transactions[0].paymentProduct
        ],
        [started.paymentId, 'CREATED', tr.price_fen, 'SANDBOX']
      )

      assert.equal((await calls.decide(started.cashierUrl, 'pay')).statusCode, 303)
      const paid = (await read(bindId)).body.data
      assert.equal(paid.payState, 'PAID')
      assert.equal(paid.payDeadline, null)
      assert.equal(paid.transactions[0].state, 'SUCCEEDED')
      assert.ok(paid.transactions[0].completedAt)
      // Still readable after: the detail keeps its bindId once paid (unPaidTransactionIds is then empty).
      const after = await t.get<OrderDetail>(`/buyer/buyer/v5/orders/${o.orderId}`, auth(buyer))
      assert.equal(after.body.data.bindId, bindId)
      assert.deepEqual(after.body.data.unPaidTransactionIds, [])
    })

    test('a cancelled cashier leaves the order UNPAID (the payment CANCELLED); past the deadline it reads CLOSED', async () => {
      const o = await calls.order(await freshTier(t), 1)
      const bindId = o.unPaidTransactionIds[0]
      const started = await calls.startPay(bindId)
      assert.equal((await calls.decide(started.cashierUrl, 'cancel')).statusCode, 303)
      const cancelled = (await read(bindId)).body.data
      assert.equal(cancelled.payState, 'UNPAID')
      assert.equal(cancelled.transactions[0].state, 'CANCELLED')
      const [{ reserve_deadline: deadline }] = await t.db.query<{ reserve_deadline: Date }>(
        'SELECT reserve_deadline FROM orders WHERE id = $1',
        [o.orderId]
      )
      t.setNow(new Date(deadline.getTime() + 1000))
      try {
        const closed = (await read(bindId)).body.data
        assert.equal(closed.payState, 'CLOSED', 'an unpaid order past its deadline is closed even before the sweeper runs')
        assert.equal(closed.payDeadline, null)
      } finally {
        t.setNow(NOON)
      }
    })

    test("another buyer's bindId, an unknown one, no login: refused without telling them apart", async () => {
      const o = await calls.order(await freshTier(t), 1)
      const stranger = await phoneLogin(t, '13200004102')
      const theirs = (await read(o.unPaidTransactionIds[0], stranger)).body
      assert.equal(theirs.statusCode, 41045)
      assert.equal(theirs.errorCode, 'PAYMENT_BINDING_NOT_FOUND')
      assert.ok(theirs.comments)
      assert.equal((await read('no-such-binding')).body.statusCode, 41045)
      assert.notEqual((await t.get(`${P.queryByBindId}?bindId=${o.unPaidTransactionIds[0]}`)).body.statusCode, 200)
      assert.equal((await t.get(`${P.queryByBindId}`, auth(buyer))).body.statusCode, 40000, 'bindId is required')
    })
  })
}
