/**
 * A tier sold by two gateway processes sharing its count in Redis (issue "Scale-out": "admission in Redis (a
 * Lua script holding the tier's count) when several processes share a tier"), as real processes on one
 * PostgreSQL database and a redis-server of the test's own: exactly the tier's tickets sold, never more; the
 * count in Redis reaches 0 and stays the fleet's one count; an admitted attempt that fails gives its ticket
 * back; a cancelled order's ticket sells again at once through the other process. That a sold-out answer
 * does no database work is checked with the database stopped for that path (buying/shared-stock-admission.test.ts).
 * Needs TEST_DATABASE_URL and redis-server.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync, type ChildProcess } from 'node:child_process'
import Redis from 'ioredis'
import { ANCHOR } from '../helpers/helpers'
import { seededPostgres } from '../helpers/seeded-template'
import { directBuyers } from '../helpers/account-helpers'
import { freePort } from '../helpers/free-port'
import { fleetRedisPrefix } from '../../src/config'
import { startGateway, startRedis, stopProcess, until, type Gateway } from '../helpers/processes'

const APP_QUERY = 'src=H5&ver=4.8.0&merchantId=demo&appId=h5&lang=zh&utcOffset=0&terminalSrc=H5'
const BUYERS = 200
const TICKETS = 20
const skip = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set (a fleet needs PostgreSQL)'
  : spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0 && 'redis-server is not installed'

interface Envelope<T = unknown> {
  statusCode: number
  mode?: string
  errorCode?: string
  data?: T
}

async function call<T>(gateway: Gateway, method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await fetch(`${gateway.base}${path}${path.includes('?') ? '&' : '?'}${APP_QUERY}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  return (await res.json()) as Envelope<T>
}

describe('two gateway processes selling one tier through its count in Redis', { skip, timeout: 600_000 }, () => {
  let database: Awaited<ReturnType<typeof seededPostgres>>
  let redisServer: ChildProcess
  let redis: Redis
  let gateways: Gateway[] = []

  before(async () => {
    database = await seededPostgres(ANCHOR)
    const redisPort = await freePort()
    redisServer = await startRedis(redisPort)
    redis = new Redis({ port: redisPort })
    const env = { DATABASE_URL: database.url, REDIS_URL: `redis://127.0.0.1:${redisPort}`, RATE_LIMITS: 'off', ORDER_GATE: '8' }
    // One at a time: the first migrates (the database is already seeded).
    gateways.push(await startGateway(env))
    gateways.push(await startGateway(env))
  })

  after(async () => {
    for (const g of gateways) await stopProcess(g.child, 'SIGTERM')
    gateways = []
    redis?.disconnect()
    if (redisServer) await stopProcess(redisServer)
    await database?.drop()
  })

  test(`${BUYERS} buyers on both processes at once for a tier of ${TICKETS}: exactly ${TICKETS} sold; a failed attempt gives its ticket back; a cancel sells again through the other process`, async () => {
    const [tier] = await database.db.query<{ id: string; session_id: string; show_id: string; price_fen: number }>(
      `SELECT t.id, t.session_id, s.show_id, t.price_fen FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
        WHERE sh.merchant_id = 'demo' AND sh.state = 'SCHEDULED' AND sh.sale_time <= now() AND s.starts_at > now() + interval '2 days'
          AND NOT sh.real_name AND sh.min_age IS NULL AND NOT sh.waiting_room AND NOT t.seated AND NOT t.closed AND t.price_fen > 0
        ORDER BY t.id LIMIT 1`
    )
    assert.ok(tier, 'a general-admission tier on sale')
    await database.db.query('UPDATE price_tiers SET capacity = $2, available = $2, held = 0, sold = 0 WHERE id = $1', [tier.id, TICKETS])
    const ids = Array.from({ length: BUYERS }, (_, i) => `u_stock_${i}`)
    const logins = await directBuyers(database, ids, '168', 0, new Date())
    const passId = (await call<{ passId?: string }>(gateways[0], 'GET', `/show/pub/v5/show/${tier.show_id}/static`)).data?.passId
    assert.ok(passId, 'the show data carries a passId')
    const headers = await Promise.all(
      logins.map(async (login, i) => {
        const risk = await call<{ token?: string }>(gateways[i % 2], 'GET', `/buyer/buyer/v1/risk_shows/${tier.show_id}/check_right`, login)
        assert.ok(risk.data?.token, JSON.stringify(risk))
        return { ...login, 'risk-token': risk.data.token, 'pass-id': passId }
      })
    )
    const body = (key: string, payAmount = tier.price_fen) => ({
      showId: tier.show_id,
      items: [{ showId: tier.show_id, bizShowSessionId: tier.session_id, seatPlanId: tier.id, qty: 1 }],
      paymentParam: { payAmount },
      idempotencyKey: key
    })
    const buy = (i: number, by: number, key = `fleet-stock-${i}`, payAmount?: number) =>
      call<{ orderId?: string }>(gateways[by], 'POST', '/buyer/buyer/v5/create_order', headers[i], body(key, payAmount))

    // Everyone at once, half on each process; a buyer told limiting (the rush gate full) asks again, as the app does.
    const replies = await Promise.all(
      ids.map(async (_, i) => {
        for (let attempt = 0; ; attempt++) {
          const reply = await buy(i, i % 2)
          if (reply.mode !== 'limiting' || attempt >= 10) return reply
          await new Promise((r) => setTimeout(r, 300))
        }
      })
    )
    const won = replies.map((r, i) => (r.statusCode === 200 ? i : -1)).filter((i) => i >= 0)
    const soldOut = replies.filter((r) => r.errorCode === 'SOLD_OUT').length
    assert.equal(
      won.length,
      TICKETS,
      `exactly the tier's tickets sold (${JSON.stringify(replies.filter((r) => r.statusCode !== 200).slice(0, 3))})`
    )
    const others = replies.filter((r) => r.statusCode !== 200 && r.errorCode !== 'SOLD_OUT')
    assert.equal(soldOut, BUYERS - TICKETS, `every other buyer heard sold out (others: ${JSON.stringify(others.slice(0, 3))})`)
    const stock = async () =>
      (
        await database.db.query<{ capacity: number; available: number; held: number; sold: number }>(
          'SELECT capacity, available, held, sold FROM price_tiers WHERE id = $1',
          [tier.id]
        )
      )[0]
    const after = await stock()
    assert.deepEqual({ ...after }, { capacity: TICKETS, available: 0, held: TICKETS, sold: 0 }, 'no oversell; the counters balance')
    const countKey = `${fleetRedisPrefix(database.url)}:stock:{${tier.id}}:count`
    assert.equal(await redis.hget(countKey, 'count'), '0', "the fleet's count in Redis is spent")

    // A winner cancels on process 0: the count is seeded again from PostgreSQL for the whole fleet.
    const winner = won[0]
    const orderId = replies[winner].data!.orderId!
    const cancelled = await call(gateways[0], 'POST', `/buyer/buyer/v5/orders/${orderId}/cancel`, headers[winner], {})
    assert.equal(cancelled.statusCode, 200, JSON.stringify(cancelled))
    await until(
      'the cancelled ticket back in the count',
      async () => ((await redis.hget(countKey, 'count')) === '1' ? true : undefined),
      3000
    )

    // An admitted buyer on process 1 whose attempt fails (a stale price: refused before the write) gives it back.
    const losers = replies.map((r, i) => (r.errorCode === 'SOLD_OUT' ? i : -1)).filter((i) => i >= 0)
    const stalePrice = await buy(losers[0], 1, 'stale-price', tier.price_fen + 1)
    assert.equal(stalePrice.errorCode, 'PRICE_CHANGED', JSON.stringify(stalePrice))
    await until(
      'the failed attempt gives its ticket back',
      async () => ((await redis.hget(countKey, 'count')) === '1' ? true : undefined),
      3000
    )

    // So the ticket sells, through process 1, to a buyer who heard sold out in the rush.
    const late = await buy(losers[1], 1, 'late-buyer-key')
    assert.equal(late.statusCode, 200, JSON.stringify(late))
    assert.equal((await buy(losers[2], 0, 'later-buyer-key')).errorCode, 'SOLD_OUT', 'and then it is sold out again on both')
    const end = await stock()
    assert.equal(end.available + end.held + end.sold, end.capacity)
    assert.equal(end.held, TICKETS)
  })
})
