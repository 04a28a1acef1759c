/**
 * The order lifecycle has one path each (issue #12, "One path per lifecycle"): expiry is one use case run
 * by one sweeper under an advisory lock, reading an order never writes, write paths wait bounded for
 * locks, migrations take turns, and a paid order going by post is Delivering_Express (7) — on every
 * engine, with two gateway processes on PostgreSQL where the rule is about processes.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { ENGINES, NOON, openTestDb, secondProcess, seededApp, type TestApp } from '../helpers/helpers'
import { expressTier, onSaleTier, tier, type Tier } from '../helpers/tier-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { OrderService } from '../../src/order/order.service'
import { closeOrder } from '../../src/lifecycle/order-closed'
import { orderStores } from '../../src/stores'
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate'
import { SandboxProvider } from '../../src/payment/payment-provider'
import { secretStore } from '../../src/account/secret-store'
import { shanghaiAddress } from '../helpers/address-helpers'

const DEADLINE = new Date(NOON.getTime() + 15 * 60000)
const AFTER_DEADLINE = new Date(DEADLINE.getTime() + 1000)

const body = (tr: Tier, qty: number, key: string, extra: Record<string, unknown> = {}) => ({
  showId: tr.show_id,
  items: [{ showId: tr.show_id, bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty }],
  paymentParam: { payAmount: tr.price_fen * qty },
  idempotencyKey: key,
  ...extra
})

/** A second gateway process on the same database: on PostgreSQL its own pool on the same database and schema; PGlite is one process. */

const row = async (t: TestApp, orderId: string) =>
  (await t.db.query<{ state: string; close_reason: string | null }>('SELECT state, close_reason FROM orders WHERE id = $1', [orderId]))[0]

for (const engine of ENGINES) {
  describe(`order lifecycle on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    before(async () => {
      t = await seededApp(engine)
      buyer = await phoneLogin(t, '13300000051')
    })
    after(async () => t.close())

    const create = async (tr: Tier, qty: number, key: string) => {
      const res = await t.call<{ orderId: string; unPaidTransactionIds: string[] }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        body(tr, qty, key),
        auth(buyer)
      )
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }

    test('"Order expiry happens four ways today": reading an order past its deadline shows it Closed (13) without writing; the list, pay and cancel agree', async () => {
      const tr = await onSaleTier(t, false)
      const o = await create(tr, 2, `life-read-${engine}`)
      t.setNow(AFTER_DEADLINE)
      try {
        const detail = await t.get<{
          orderState: string
          orderBrief: { orderState: { name: string; code: number } }
          reserveTime: number
          unPaidTransactionIds: string[]
          orderOperations: unknown[]
          closedAt: number
        }>(`/buyer/buyer/v5/orders/${o.orderId}`, auth(buyer))
        assert.deepEqual(detail.body.data.orderBrief.orderState, { name: 'CLOSED', code: 13 })
        // Nothing to pay; buying again is offered instead (issue #14: "offers 再次购买 leading back to the show").
        assert.deepEqual(
          [detail.body.data.reserveTime, detail.body.data.unPaidTransactionIds, detail.body.data.orderOperations],
          [0, [], [{ name: 'BUY_AGAIN' }]]
        )
        assert.equal(detail.body.data.closedAt, DEADLINE.getTime())
        assert.equal(
          (await t.get<{ time: number }>(`/buyer/buyer/order/v3/${o.unPaidTransactionIds[0]}/reserve_time`, auth(buyer))).body.data.time,
          0
        )
        const tab = async (state: string) =>
          (
            await t.get<{ list: Array<{ orderId: string; orderBrief: { orderState: { code: number } } }> }>(
              `/buyer/buyer/v5/orders?state=${state}`,
              auth(buyer)
            )
          ).body.data.list.find((x) => x.orderId === o.orderId)
        assert.equal((await tab('CLOSED'))?.orderBrief.orderState.code, 13)
        assert.equal(await tab('UNPAID'), undefined)
        assert.equal((await tab('ALL'))?.orderBrief.orderState.code, 13)
        // Not payable and not cancellable: it reads as closed.
        const pay = await t.call(
          'POST',
          '/trade/buyer/v3/payments/pay',
          { transactionIds: o.unPaidTransactionIds, paymentProduct: 'SANDBOX', platform: 'H5' },
          auth(buyer)
        )
        assert.equal(pay.body.errorCode, 'PAYMENT_NOT_ALLOWED')
        assert.equal(
          (await t.call('POST', `/buyer/buyer/v5/orders/${o.orderId}/cancel`, {}, auth(buyer))).body.errorCode,
          'ORDER_NOT_CANCELLABLE'
        )

        // None of those reads wrote: the order is still unpaid in the table and its stock still held, for the sweeper.
        assert.deepEqual(await row(t, o.orderId), { state: 'UNPAID', close_reason: null })
        const held = await tier(t, tr.id)
        assert.deepEqual([held.available, held.held], [tr.available - 2, tr.held + 2])
        assert.equal(await new OrderService(t.db, orderStores, closeOrder).closeExpiredOrders(AFTER_DEADLINE), 1)
        assert.deepEqual(await row(t, o.orderId), { state: 'CLOSED', close_reason: 'EXPIRED' })
        const back = await tier(t, tr.id)
        assert.deepEqual([back.available, back.held, back.sold], [tr.available, tr.held, tr.sold])
      } finally {
        t.setNow(NOON)
      }
    })

    test('"Order expiry happens four ways today": two sweepers racing close every expired order exactly once (CLOSED 13) and release its stock once', async () => {
      const tr = await onSaleTier(t, false, 30)
      const buyers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => phoneLogin(t, `1330000006${i}`)))
      const orders = await Promise.all(
        buyers.map(async (who, i) => {
          const res = await t.call<{ orderId: string }>(
            'POST',
            '/buyer/buyer/v5/create_order',
            body(tr, 2, `life-race-${engine}-${i}`),
            auth(who)
          )
          assert.equal(res.body.statusCode, 200, res.body.comments)
          return res.body.data.orderId
        })
      )
      const second = await secondProcess(engine, t.db)
      try {
        const sweeps = await Promise.all(
          [
            new OrderService(t.db, orderStores, closeOrder),
            new OrderService(second.db, orderStores, closeOrder),
            new OrderService(t.db, orderStores, closeOrder),
            new OrderService(second.db, orderStores, closeOrder)
          ].map((s) => s.closeExpiredOrders(AFTER_DEADLINE))
        )
        const [{ mine }] = await t.db.query<{ mine: number }>('SELECT count(*)::int AS mine FROM orders WHERE id = ANY($1::text[])', [
          orders
        ])
        assert.equal(mine, orders.length)
        // Every order of this test closed, each once (other tests' orders may be swept too).
        assert.ok(sweeps.reduce((a, b) => a + b, 0) >= orders.length)
        for (const id of orders) assert.deepEqual(await row(t, id), { state: 'CLOSED', close_reason: 'EXPIRED' })
        const after = await tier(t, tr.id)
        assert.deepEqual([after.available, after.held, after.sold], [tr.available, tr.held, tr.sold])
        assert.equal(after.available + after.held + after.sold, after.capacity)
        const [{ bad }] = await t.db.query<{ bad: number }>(
          'SELECT count(*)::int AS bad FROM price_tiers WHERE available + held + sold <> capacity OR held < 0'
        )
        assert.equal(bad, 0)
        assert.deepEqual(
          await Promise.all(
            [new OrderService(t.db, orderStores, closeOrder), new OrderService(second.db, orderStores, closeOrder)].map((s) =>
              s.closeExpiredOrders(AFTER_DEADLINE)
            )
          ),
          [0, 0],
          'nothing left to close'
        )
        const detail = await t.get<{ orderBrief: { orderState: { name: string; code: number } } }>(
          `/buyer/buyer/v5/orders/${orders[0]}`,
          auth(buyers[0])
        )
        assert.deepEqual(detail.body.data.orderBrief.orderState, { name: 'CLOSED', code: 13 })
      } finally {
        await second.close()
      }
    })

    test('"Order expiry happens four ways today": one process sweeps at a time — a sweeper that finds the lock held closes nothing', async () => {
      const tr = await onSaleTier(t, false)
      const o = await create(tr, 1, `life-lock-${engine}`)
      const second = await secondProcess(engine, t.db)
      try {
        let inside = 0
        // The first sweeper holds the lock while the second tries.
        const held = await t.db.exclusively('order-expiry', 'try', async () => {
          inside = await new OrderService(second.db, orderStores, closeOrder).closeExpiredOrders(AFTER_DEADLINE)
          return true
        })
        assert.equal(held, true)
        assert.equal(inside, 0)
        assert.deepEqual(await row(t, o.orderId), { state: 'UNPAID', close_reason: null })
        assert.equal(await new OrderService(second.db, orderStores, closeOrder).closeExpiredOrders(AFTER_DEADLINE), 1)
      } finally {
        await second.close()
      }
    })

    test('"a paid order going by post is state 7 (Delivering_Express)", awaiting shipment; an e-ticket order paid is Succeeded (9)', async () => {
      const { tier: tr, expressFeeFen } = await expressTier(t)
      const addressId = await shanghaiAddress(t, buyer)
      const payAndRead = async (key: string, extra: Record<string, unknown>, amount: number) => {
        const created = await t.call<{ orderId: string; unPaidTransactionIds: string[] }>(
          'POST',
          '/buyer/buyer/v5/create_order',
          body(tr, 1, key, { ...extra, paymentParam: { payAmount: amount } }),
          auth(buyer)
        )
        assert.equal(created.body.statusCode, 200, created.body.comments)
        const started = await t.call<{ paymentInfo: { paymentId: string } }>(
          'POST',
          '/trade/buyer/v3/payments/pay',
          { transactionIds: created.body.data.unPaidTransactionIds, paymentProduct: 'SANDBOX', platform: 'H5' },
          auth(buyer)
        )
        const signed = await new SandboxProvider(secretStore(t.db, 'sandbox_pay_secret')).signCallback(
          { paymentId: started.body.data.paymentInfo.paymentId, providerTxn: `sbx_${key}`, amountFen: amount, status: 'SUCCEEDED' },
          NOON.getTime()
        )
        const callback = await t.app.inject({
          method: 'POST',
          url: '/pub/v1/payments/SANDBOX/callback',
          payload: signed.body,
          headers: { 'x-payment-signature': signed.signature }
        })
        assert.equal(callback.json().data.outcome, 'PAID')
        return (
          await t.get<{
            orderState: string
            orderBrief: { orderState: { name: string; code: number } }
            orderStatusTitle: string
            orderOperations: Array<{ name: string }>
          }>(`/buyer/buyer/v5/orders/${created.body.data.orderId}`, auth(buyer))
        ).body.data
      }
      const posted = await payAndRead(`life-post-${engine}`, { deliverMethod: 'EXPRESS', addressId }, tr.price_fen + expressFeeFen)
      assert.deepEqual(posted.orderBrief.orderState, { name: 'DELIVERING_EXPRESS', code: 7 })
      assert.equal(posted.orderState, 'DELIVERING_EXPRESS')
      assert.equal(posted.orderStatusTitle, '待发货')
      // REFUND follows the show's refund rule (issue #17; refund-rules.test.ts): the state's own operations here.
      const own = (ops: Array<{ name: string }>) => ops.filter((o) => o.name !== 'REFUND')
      assert.deepEqual(own(posted.orderOperations), [])
      const eTicket = await payAndRead(`life-eticket-${engine}`, {}, tr.price_fen)
      assert.deepEqual(eTicket.orderBrief.orderState, { name: 'SUCCEEDED', code: 9 })
      assert.deepEqual(own(eTicket.orderOperations), [{ name: 'E_TICKET' }])
      // The paid-by-post tab is the paid tab.
      const paid = await t.get<{ list: Array<{ orderState: string }> }>('/buyer/buyer/v5/orders?state=PAID', auth(buyer))
      assert.ok(paid.body.data.list.some((x) => x.orderState === 'DELIVERING_EXPRESS'))
    })

    test('"One source per rule": create_order refuses remarks over the shared limit of 100 characters in the schema', async () => {
      const tr = await onSaleTier(t, false)
      const long = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        body(tr, 1, `life-remarks-${engine}`, { remarks: 'x'.repeat(101) }),
        auth(buyer)
      )
      assert.equal(long.body.errorCode, 'INVALID_PARAMETER')
      assert.equal((await tier(t, tr.id)).available, tr.available)
      const fine = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        body(tr, 1, `life-remarks-ok-${engine}`, { remarks: 'x'.repeat(100) }),
        auth(buyer)
      )
      assert.equal(fine.body.statusCode, 200, fine.body.comments)
      const fraction = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        body(tr, 1, `life-fen-${engine}`, { paymentParam: { payAmount: tr.price_fen + 0.5 } }),
        auth(buyer)
      )
      assert.equal(fraction.body.errorCode, 'INVALID_PARAMETER', 'payAmount is whole fen')
    })

    test(
      '"Locks wait bounded": while another transaction holds the tier row, create_order answers limiting (not a 500) and writes nothing',
      { skip: engine === 'pglite' && 'PGlite is one connection: nothing else can hold a row lock' },
      async () => {
        const tr = await onSaleTier(t, false)
        const key = `life-busy-${engine}`
        const reply = await t.db.transaction(async (tx) => {
          await tx.query('SELECT id FROM price_tiers WHERE id = $1 FOR UPDATE', [tr.id])
          return t.call('POST', '/buyer/buyer/v5/create_order', body(tr, 1, key), auth(buyer))
        })
        assert.equal(reply.status, 200)
        assert.equal(reply.body.mode, 'limiting')
        assert.equal(reply.body.errorCode, 'LIMITING')
        const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1', [key])
        assert.equal(n, 0)
        const after = await tier(t, tr.id)
        assert.deepEqual([after.available, after.held], [tr.available, tr.held])
        // Once the row is free the retry goes through.
        assert.equal((await t.call('POST', '/buyer/buyer/v5/create_order', body(tr, 1, key), auth(buyer))).body.statusCode, 200)
      }
    )
  })

  test(`"migrations run under an advisory lock so two processes starting together cannot race" on ${engine}`, async () => {
    const fresh = await openTestDb(engine)
    const second = await secondProcess(engine, fresh.db)
    try {
      const [a, b] = await Promise.all([migrate(fresh.db), migrate(second.db)])
      const files = fs
        .readdirSync(MIGRATIONS_DIR)
        .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
        .sort()
      assert.deepEqual([...a, ...b].sort(), files, 'each migration applied once, by one of the two')
      const [{ n }] = await fresh.db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations')
      assert.equal(n, files.length)
      assert.deepEqual(await migrate(second.db), [])
    } finally {
      await second.close()
      await fresh.drop()
    }
  })
}
