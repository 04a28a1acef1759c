/**
 * Stock admission (issue #8 goal 2: "a sold-out tier answered from memory before any database work";
 * DESIGN.md "The heart": never sell a seat twice): the rules in memory, with a stand-in for the
 * database, then through HTTP with real orders on both engines.
 */
import { describe, test, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { StockAdmission, type TierStockSource } from '../../src/inventory/stock-admission'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { onSaleTier } from '../helpers/tier-helpers'
import { auth, phoneLogin } from '../helpers/account-helpers'

/** A tier of `available` tickets as the database would report it, counting its reads. */
function tierSource(available: number) {
  const state = { available, reads: 0, winners: [] as Array<{ userId: string; key: string; createdAt: Date }> }
  const source: TierStockSource = {
    stock: async (id) => {
      state.reads++
      return id === 'tier-a' ? { merchantId: 'demo', available: state.available } : undefined
    },
    winners: async () => state.winners
  }
  return { state, source }
}

const code = (p: Promise<unknown>) =>
  p.then(
    () => 'admitted',
    (e: { code?: string }) => e.code ?? String(e)
  )

describe('stock admission, in memory', () => {
  test('no more attempts in flight than tickets; the rest wait in order and hear sold out once the attempts ahead won', async () => {
    const { state, source } = tierSource(2)
    const admission = new StockAdmission(source, { staleMs: 60_000, maxWaitMs: 5_000 })
    const a = await admission.admit('demo', 'u1', 'k1', [{ tierId: 'tier-a', qty: 1 }])
    const b = await admission.admit('demo', 'u2', 'k2', [{ tierId: 'tier-a', qty: 1 }])
    const order: string[] = []
    const c = admission.admit('demo', 'u3', 'k3', [{ tierId: 'tier-a', qty: 1 }]).then((p) => (order.push('c'), p))
    const d = code(admission.admit('demo', 'u4', 'k4', [{ tierId: 'tier-a', qty: 1 }])).then((r) => (order.push(`d ${r}`), r))
    await new Promise((r) => setTimeout(r, 20))
    assert.deepEqual(order, [], 'both wait while two attempts are in flight')
    a.settle('failed') // the first attempt failed for its own reason (say, a changed price): its ticket is free again
    ;(await c).settle('took')
    b.settle('took')
    state.available = 0
    assert.equal(await d, 'SOLD_OUT')
    assert.deepEqual(order, ['c', 'd SOLD_OUT'], 'first come, first served among those waiting')
    assert.equal(state.reads, 1, 'one read of the database for the whole rush')
  })

  test('sold out is answered from memory; after the stale bound it looks again, so released stock sells (visible within 1 s)', async () => {
    const { state, source } = tierSource(1)
    let clock = 0
    const admission = new StockAdmission(source, { staleMs: 1000, maxWaitMs: 1000 }, () => clock)
    ;(await admission.admit('demo', 'u1', 'k1', [{ tierId: 'tier-a', qty: 1 }])).settle('took')
    state.available = 0
    assert.equal(await code(admission.admit('demo', 'u2', 'k2', [{ tierId: 'tier-a', qty: 1 }])), 'SOLD_OUT')
    assert.equal(await code(admission.admit('demo', 'u2', 'k2', [{ tierId: 'tier-a', qty: 1 }])), 'SOLD_OUT')
    assert.equal(state.reads, 1, 'answered twice without the database')
    state.available = 1 // an unpaid order expired in another process
    clock = 1500
    assert.equal(await code(admission.admit('demo', 'u2', 'k2', [{ tierId: 'tier-a', qty: 1 }])), 'admitted')
    assert.equal(state.reads, 2)
  })

  test('an idempotency key that won is never told sold out (its retry replays its order); unknown tiers pass to the order path', async () => {
    const { state, source } = tierSource(1)
    state.winners = [{ userId: 'u9', key: 'won-before-restart', createdAt: new Date() }]
    const admission = new StockAdmission(source, { staleMs: 60_000, maxWaitMs: 100 })
    ;(await admission.admit('demo', 'u1', 'k1', [{ tierId: 'tier-a', qty: 1 }])).settle('took')
    assert.equal(await code(admission.admit('demo', 'u1', 'k1', [{ tierId: 'tier-a', qty: 1 }])), 'admitted', 'this process saw it win')
    assert.equal(
      await code(admission.admit('demo', 'u9', 'won-before-restart', [{ tierId: 'tier-a', qty: 1 }])),
      'admitted',
      'read from the database'
    )
    assert.equal(await code(admission.admit('demo', 'u2', 'k2', [{ tierId: 'tier-a', qty: 1 }])), 'SOLD_OUT')
    assert.equal(
      await code(admission.admit('other', 'u2', 'k2', [{ tierId: 'tier-a', qty: 1 }])),
      'admitted',
      "another merchant's call is the order path's to refuse"
    )
    assert.equal(await code(admission.admit('demo', 'u2', 'k2', [{ tierId: 'nope', qty: 1 }])), 'admitted')
  })

  test('a waiter past the wait bound hears limiting (the app retries with its key); a refused attempt makes it read again', async () => {
    const { state, source } = tierSource(1)
    const admission = new StockAdmission(source, { staleMs: 60_000, maxWaitMs: 50 })
    const first = await admission.admit('demo', 'u1', 'k1', [{ tierId: 'tier-a', qty: 1 }])
    assert.equal(await code(admission.admit('demo', 'u2', 'k2', [{ tierId: 'tier-a', qty: 1 }])), 'LIMITING')
    state.available = 0 // another gateway process sold it: the database refused the attempt
    first.settle('refused')
    assert.equal(await code(admission.admit('demo', 'u2', 'k2', [{ tierId: 'tier-a', qty: 1 }])), 'SOLD_OUT')
    assert.equal(state.reads, 2)
  })
})

for (const engine of ENGINES) {
  describe(`stock admission through create_order (${engine})`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine)
    })
    after(async () => t.close())

    test('30 buyers at once on a tier of 5: exactly 5 orders, 25 sold out, the counters balance; a cancel makes a ticket buyable again at once', async () => {
      const tr = await onSaleTier(t, false)
      await t.db.query('UPDATE price_tiers SET capacity = 5, available = 5, held = 0, sold = 0 WHERE id = $1', [tr.id])
      const buyers = await Promise.all(Array.from({ length: 30 }, (_, i) => phoneLogin(t, `1390000${String(i).padStart(4, '0')}`)))
      const body = (key: string) => ({
        showId: tr.show_id,
        items: [{ showId: tr.show_id, bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }],
        paymentParam: { payAmount: tr.price_fen },
        idempotencyKey: key
      })
      const replies = await Promise.all(
        buyers.map((b, i) => t.call<{ orderId: string }>('POST', '/buyer/buyer/v5/create_order', body(`rush-key-${i}`), auth(b)))
      )
      const won = replies.filter((r) => r.body.statusCode === 200)
      assert.equal(won.length, 5)
      assert.equal(replies.filter((r) => r.body.errorCode === 'SOLD_OUT').length, 25, JSON.stringify(replies.map((r) => r.body.errorCode)))
      const [stock] = await t.db.query<{ available: number; held: number; sold: number }>(
        'SELECT available, held, sold FROM price_tiers WHERE id = $1',
        [tr.id]
      )
      assert.deepEqual({ ...stock }, { available: 0, held: 5, sold: 0 })

      // A winner's retry with its key replays its order, never sold out.
      const winner = replies.findIndex((r) => r.body.statusCode === 200)
      const again = await t.call<{ orderId: string }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        body(`rush-key-${winner}`),
        auth(buyers[winner])
      )
      assert.equal(again.body.data.orderId, replies[winner].body.data.orderId)

      // The winner cancels: a loser buys the ticket at once, without waiting for the stale bound.
      assert.equal(
        (await t.call('POST', `/buyer/buyer/v5/orders/${replies[winner].body.data.orderId}/cancel`, {}, auth(buyers[winner]))).body
          .statusCode,
        200
      )
      const loser = replies.findIndex((r) => r.body.errorCode === 'SOLD_OUT')
      const late = await t.call('POST', '/buyer/buyer/v5/create_order', body('rush-key-late'), auth(buyers[loser]))
      assert.equal(late.body.statusCode, 200, late.body.comments)
    })
  })
}
