/**
 * Stock admission shared by a fleet through Redis (issue "Scale-out": "admission in Redis (a Lua script
 * holding the tier's count) when several processes share a tier"; "sold-out answered before any database
 * work"). Two StockAdmission instances stand for two gateway processes on one real Redis; the database is a
 * stand-in whose reads are counted and can be made to fail, so "no database work" is checked, not assumed.
 * Needs REDIS_URL (skipped without it).
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import Redis from 'ioredis'
import { StockAdmission, type TierStockSource } from '../../src/inventory/stock-admission'
import { RedisTierCount, type TierCountOptions } from '../../src/order/redis-tier-count'

const redisUrl = process.env.REDIS_URL
const ADMISSION = { staleMs: 60_000, maxWaitMs: 1000 }
const LONG_SEED: TierCountOptions = { staleMs: 60_000, leaseMs: 30_000 }

/** A tier `tier-a` of `available` tickets as PostgreSQL would report it; `down` makes every read fail. */
function database(available: number) {
  const state = { available, reads: 0, down: false }
  const source: TierStockSource = {
    stock: async (id) => {
      if (state.down) throw new Error('PostgreSQL must not be asked on this path')
      state.reads++
      return id === 'tier-a' ? { merchantId: 'demo', available: state.available } : undefined
    },
    winners: async () => {
      if (state.down) throw new Error('PostgreSQL must not be asked on this path')
      return []
    }
  }
  return { state, source }
}

const verdict = (p: Promise<{ settle(outcome: 'took' | 'replayed' | 'refused' | 'failed'): void }>, outcome?: 'took' | 'failed') =>
  p.then(
    (pass) => {
      if (outcome) pass.settle(outcome)
      return 'admitted'
    },
    (e: { code?: string }) => e.code ?? String(e)
  )
const line = (qty = 1) => [{ tierId: 'tier-a', qty }]
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Waits until `check` holds (the give-backs and re-seeds run after the answer). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 2000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within 2 s: ${what}`)
    await sleep(10)
  }
}

describe('stock admission shared in Redis', { skip: !redisUrl && 'REDIS_URL is not set' }, () => {
  let redis: Redis
  let prefix: string
  before(() => {
    redis = new Redis(redisUrl as string)
  })
  after(async () => {
    const keys = await redis.keys('test:shared-stock:*')
    if (keys.length) await redis.del(...keys)
    await redis.quit()
  })
  const twoProcesses = (source: TierStockSource, options: TierCountOptions = LONG_SEED, clock?: () => number) => {
    prefix = `test:shared-stock:${randomUUID()}`
    const count = () => new RedisTierCount(redis, prefix, options, clock)
    return [new StockAdmission(source, ADMISSION, undefined, count()), new StockAdmission(source, ADMISSION, undefined, count())]
  }
  const countOf = async () => Number(await redis.hget(`${prefix}:{tier-a}:count`, 'count'))

  test('two processes on a tier of 5, 40 buyers at once: exactly 5 admitted; once Redis says 0, sold out without PostgreSQL', async () => {
    const { state, source } = database(5)
    const [a, b] = twoProcesses(source)
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => verdict((i % 2 ? a : b).admit('demo', `u${i}`, `k${i}`, line()), 'took'))
    )
    assert.equal(answers.filter((v) => v === 'admitted').length, 5, JSON.stringify(answers))
    assert.equal(answers.filter((v) => v === 'SOLD_OUT').length, 35)
    assert.equal(await countOf(), 0)
    // Each process read the tier once when it first saw it (its merchant, the winners) and seeded the count at most once.
    assert.ok(state.reads <= 4, `reads: ${state.reads}`)

    // "Sold-out answered before any database work": PostgreSQL stopped for this path, both processes answer.
    state.down = true
    const late = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verdict((i % 2 ? a : b).admit('demo', `late${i}`, `l${i}`, line())))
    )
    assert.deepEqual(new Set(late), new Set(['SOLD_OUT']))
  })

  test('an admitted attempt whose PostgreSQL write failed gives its ticket back: a buyer on the other process gets it', async () => {
    const { source } = database(1)
    const [a, b] = twoProcesses(source)
    const first = await a.admit('demo', 'u1', 'k1', line())
    // The one ticket is held by an attempt in flight: the buyer waits for it (limiting past the bound), not sold out.
    const second = verdict(b.admit('demo', 'u2', 'k2', line()), 'took')
    await sleep(150)
    first.settle('failed')
    assert.equal(await second, 'admitted')
    assert.equal(await countOf(), 0)
    assert.equal(await verdict(b.admit('demo', 'u3', 'k3', line())), 'SOLD_OUT', 'none left, none in flight')
  })

  test('a refused write (the count was above PostgreSQL) seeds the count again from PostgreSQL', async () => {
    const { state, source } = database(2)
    const [a] = twoProcesses(source)
    const first = await a.admit('demo', 'u1', 'k1', line())
    state.available = 0 // a console edit took the stock meanwhile: the conditional write refuses
    first.settle('refused')
    await until(async () => (await countOf()) === 0, 'seeded from PostgreSQL')
    assert.equal(await verdict(a.admit('demo', 'u2', 'k2', line())), 'SOLD_OUT')
  })

  test('an order closed or refunded on one process makes its seat sellable through Redis on the other at once', async () => {
    const { state, source } = database(1)
    const [a, b] = twoProcesses(source)
    assert.equal(await verdict(a.admit('demo', 'u1', 'k1', line()), 'took'), 'admitted')
    state.available = 0
    assert.equal(await verdict(b.admit('demo', 'u2', 'k2', line())), 'SOLD_OUT')
    state.available = 1 // the order closed (or was refunded) on process b: its close tells admission
    b.forget(['tier-a'])
    await until(async () => (await countOf()) === 1, 'seeded again after the close')
    assert.equal(await verdict(a.admit('demo', 'u2', 'k2', line())), 'admitted')
  })

  test('a count left too low sells again once its seed is older than the bound; within it, sold out without PostgreSQL', async () => {
    const { state, source } = database(3)
    let now = 1_000_000
    const [a, b] = twoProcesses(source, { staleMs: 1000, leaseMs: 30_000 }, () => now)
    await new RedisTierCount(redis, prefix, LONG_SEED, () => now).seed('tier-a', 0) // wrongly low (a lease of a crashed process, say)
    assert.equal(await verdict(a.admit('demo', 'u1', 'k1', line())), 'SOLD_OUT')
    const reads = state.reads
    assert.equal(await verdict(b.admit('demo', 'u2', 'k2', line())), 'SOLD_OUT')
    assert.equal(state.reads, reads + 1, 'b read the tier once when it first saw it, never for the sold-out answer')
    now += 1500
    assert.equal(await verdict(b.admit('demo', 'u2', 'k2', line())), 'admitted')
    assert.equal(await countOf(), 2)
  })

  test('a lease of a process that died mid-attempt is dropped by the next seed: its tickets are sellable again', async () => {
    const { source } = database(2)
    let now = 1_000_000
    const [a] = twoProcesses(source, { staleMs: 1000, leaseMs: 5000 }, () => now)
    await a.admit('demo', 'u1', 'k1', line(2)) // never settled: its process died
    now += 2000
    assert.equal(await verdict(a.admit('demo', 'u2', 'k2', line())), 'LIMITING', 'the lease still counts as in flight')
    now += 4000
    assert.equal(await verdict(a.admit('demo', 'u3', 'k3', line())), 'admitted')
  })

  test('buyers waiting on the attempts in flight of the fleet are served in arrival order, and only the first asks the count meanwhile', async () => {
    const { source } = database(1)
    prefix = `test:shared-stock:${randomUUID()}`
    let takes = 0
    const count = new RedisTierCount(redis, prefix, LONG_SEED)
    const counted = Object.assign(Object.create(count) as RedisTierCount, {
      take: (tierId: string, qty: number, claimId: string) => {
        takes++
        return count.take(tierId, qty, claimId)
      }
    })
    const a = new StockAdmission(source, { staleMs: 60_000, maxWaitMs: 5000 }, undefined, counted)
    const first = await a.admit('demo', 'u1', 'k1', line())
    // Ten buyers arrive one after another while the one ticket is held by the attempt in flight.
    const waiting: Array<Promise<string>> = []
    for (let i = 0; i < 10; i++) {
      waiting.push(verdict(a.admit('demo', `w${i}`, `kw${i}`, line()), 'took'))
      await sleep(20)
    }
    const before = takes
    await sleep(350)
    // Asking every 100 ms each, the ten would have asked about 35 times; the first of the queue asks about 3.
    assert.ok(takes - before <= 6, `the count was asked ${takes - before} times in 350 ms by ten waiting buyers`)
    first.settle('failed')
    const answers = await Promise.all(waiting)
    assert.deepEqual(answers, ['admitted', ...Array(9).fill('SOLD_OUT')], 'the first to wait gets the ticket given back; then none is left')
    assert.equal(await countOf(), 0)
  })

  test('Redis down: each process admits by its own count, as without Redis', async () => {
    const { source } = database(2)
    const gone = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 })
    gone.on('error', () => undefined)
    const admission = new StockAdmission(source, ADMISSION, undefined, new RedisTierCount(gone, 'test:shared-stock:gone'))
    assert.equal(await verdict(admission.admit('demo', 'u1', 'k1', line()), 'took'), 'admitted')
    assert.equal(await verdict(admission.admit('demo', 'u2', 'k2', line()), 'took'), 'admitted')
    gone.disconnect()
  })
})
