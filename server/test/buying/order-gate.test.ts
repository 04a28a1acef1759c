/**
 * The rush gate (DESIGN.md "The heart": "answer with the spec's limiting mode when it is full, never time
 * out"): no more creations at once than its places, a short wait for a place, then limiting; with Redis
 * the places are shared by every gateway process. Through HTTP a full gate answers mode limiting, never
 * a 500, and holds nothing.
 */
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import Redis from 'ioredis'
import { LocalOrderGate, RedisOrderGate, type OrderGate } from '../../src/order/order-gate'
import { ENGINES, seededApp } from '../helpers/helpers'
import { onSaleTier } from '../helpers/tier-helpers'
import { auth, phoneLogin } from '../helpers/account-helpers'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Runs n slow works through the gates (round robin) at once; answers the most that ran together and the outcomes. */
async function crowd(gates: OrderGate[], n: number, workMs: number) {
  let running = 0
  let most = 0
  const outcomes = await Promise.allSettled(
    Array.from({ length: n }, (_, i) =>
      gates[i % gates.length].run(async () => {
        running++
        most = Math.max(most, running)
        await sleep(workMs)
        running--
        return i
      })
    )
  )
  const limited = outcomes.filter((o) => o.status === 'rejected' && (o.reason as { code?: string }).code === 'LIMITING').length
  return {
    most,
    done: outcomes.filter((o) => o.status === 'fulfilled').length,
    limited,
    other: n - limited - outcomes.filter((o) => o.status === 'fulfilled').length
  }
}

describe('the rush gate', () => {
  test('in one process: no more than its places at once; a full queue answers limiting at once, a long wait answers limiting', async () => {
    const gate = new LocalOrderGate({ capacity: 2, queueLimit: 3, maxWaitMs: 1000 })
    const r = await crowd([gate], 10, 50)
    assert.equal(r.most, 2)
    assert.deepEqual([r.done, r.limited, r.other], [5, 5, 0], '2 run, 3 wait and run, 5 hear limiting')
    const slow = new LocalOrderGate({ capacity: 1, queueLimit: 10, maxWaitMs: 30 })
    const s = await crowd([slow], 3, 100)
    assert.deepEqual([s.done, s.limited], [1, 2], 'waiting longer than the gate allows is limiting')
  })

  const redisUrl = process.env.REDIS_URL
  test(
    "with Redis: places shared by two gateway processes; a dead process's lease expires",
    { skip: !redisUrl && 'REDIS_URL is not set' },
    async () => {
      const a = new Redis(redisUrl as string)
      const b = new Redis(redisUrl as string)
      const key = `stagedoor:test-gate:${process.pid}:${Date.now()}`
      try {
        const options = { capacity: 3, queueLimit: 100, maxWaitMs: 2000 }
        const r = await crowd([new RedisOrderGate(a, options, key), new RedisOrderGate(b, options, key)], 12, 40)
        assert.equal(r.most, 3)
        assert.equal(r.done, 12, 'all get a place within the wait')
        // A lease left by a crashed process (older than the lease time) no longer holds a place.
        await a.zadd(key, Date.now() - 60000, 'dead-1', Date.now() - 60000, 'dead-2', Date.now() - 60000, 'dead-3')
        const after = await crowd([new RedisOrderGate(a, { capacity: 3, queueLimit: 100, maxWaitMs: 200 }, key)], 3, 10)
        assert.equal(after.done, 3)
        // Fresh leases do hold: a full gate answers limiting.
        await a.zadd(key, Date.now(), 'live-1', Date.now(), 'live-2', Date.now(), 'live-3')
        const full = await crowd([new RedisOrderGate(a, { capacity: 3, queueLimit: 100, maxWaitMs: 100 }, key)], 2, 10)
        assert.equal(full.limited, 2)
      } finally {
        await a.del(key)
        a.disconnect()
        b.disconnect()
      }
    }
  )

  test(
    'with Redis: callers waiting for a place take it in arrival order, and only the first asks Redis meanwhile',
    { skip: !redisUrl && 'REDIS_URL is not set' },
    async () => {
      const redis = new Redis(redisUrl as string)
      const key = `stagedoor:test-gate:${process.pid}:${Date.now()}:order`
      let scripts = 0
      const counted = Object.assign(Object.create(redis) as Redis, {
        eval: (...args: Parameters<Redis['eval']>) => {
          scripts++
          return redis.eval(...args)
        }
      })
      try {
        const gate = new RedisOrderGate(counted, { capacity: 1, queueLimit: 100, maxWaitMs: 5000 }, key)
        const started: number[] = []
        const holder = gate.run(() => sleep(400))
        await sleep(20)
        const waiting: Array<Promise<void>> = []
        for (let i = 0; i < 10; i++) {
          waiting.push(gate.run(async () => void started.push(i)))
          await sleep(5)
        }
        const before = scripts
        await sleep(200)
        // Asking every 25-50 ms each, the ten would have run the script about 50 times; the first of the queue about 8.
        assert.ok(scripts - before <= 15, `${scripts - before} scripts in 200 ms for ten waiting callers`)
        await holder
        await Promise.all(waiting)
        assert.deepEqual(started, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'served in arrival order')
      } finally {
        await redis.del(key)
        redis.disconnect()
      }
    }
  )
})

for (const engine of ENGINES) {
  describe(`create_order behind a full gate on ${engine}`, () => {
    test('while the gate is full every buyer hears mode limiting (never a 500) and nothing is held; once a place frees, orders go through', async () => {
      const gate = new LocalOrderGate({ capacity: 1, queueLimit: 0, maxWaitMs: 1 })
      const t = await seededApp(engine, { orderGate: gate })
      after(() => t.close())
      const tr = await onSaleTier(t, false)
      const buyers = await Promise.all(Array.from({ length: 4 }, (_, i) => phoneLogin(t, `1360000000${i}`)))
      const create = (i: number) =>
        t.call<{ orderId: string }>(
          'POST',
          '/buyer/buyer/v5/create_order',
          {
            showId: tr.show_id,
            items: [{ showId: tr.show_id, bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }],
            paymentParam: { payAmount: tr.price_fen },
            idempotencyKey: `gate-key-${i}`
          },
          auth(buyers[i])
        )
      // Another creation holds the only place.
      let release = () => undefined as void
      const holding = gate.run(() => new Promise<void>((resolve) => (release = resolve)))
      const limited = await Promise.all(buyers.map((_, i) => create(i)))
      assert.ok(
        limited.every((r) => r.status === 200 && r.body.mode === 'limiting' && r.body.statusCode === 42900),
        JSON.stringify(limited.map((r) => r.body.mode))
      )
      assert.equal(limited[0].body.comments, '当前购票人数较多，正在为你排队')
      const [{ held }] = await t.db.query<{ held: number }>('SELECT held FROM price_tiers WHERE id = $1', [tr.id])
      assert.equal(held, tr.held, 'nothing held')
      release()
      await holding
      // The app retries the same body with the same key (every 3 s); now each goes through.
      const retried = []
      for (let i = 0; i < buyers.length; i++) retried.push(await create(i))
      assert.ok(
        retried.every((r) => r.body.statusCode === 200),
        JSON.stringify(retried.map((r) => r.body.errorCode))
      )
      const [{ bad }] = await t.db.query<{ bad: number }>(
        'SELECT count(*)::int AS bad FROM price_tiers WHERE available + held + sold <> capacity'
      )
      assert.equal(bad, 0)
    })
  })
}
