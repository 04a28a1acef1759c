/**
 * A fleet of gateways (issue #30 item 1), as real processes: two `node server/src/main.ts` on different
 * ports, on one PostgreSQL database and one Redis (a redis-server of the test's own, so no key is shared
 * with another suite). "Tests: two gateway processes on one Redis run one waiting room (2,000 buyers:
 * places are one permutation, no one admitted twice or skipped, whichever process answers); a publish on
 * one process is seen by the other within a second; a logout on one is refused by the other."
 * Needs TEST_DATABASE_URL (the embedded database belongs to one process) and redis-server.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync, type ChildProcess } from 'node:child_process'
import Redis from 'ioredis'
import { ANCHOR } from '../helpers/helpers'
import { ADMIN_API, CSRF_HEADER } from '../../../types/api/staff'
import { DEMO_STAFF_PASSWORD } from '../../src/seed/demo-staff'
import { DEFAULT_WAITING_ROOM } from '../../src/order/waiting-room'
import { BUSINESS_CODES } from '../../../types/rules/business-codes'
import { seededPostgres } from '../helpers/seeded-template'
import { directBuyers } from '../helpers/account-helpers'
import { freePort } from '../helpers/free-port'
import { fleetRedisPrefix } from '../../src/config'
import { startGateway, startRedis, stopProcess, until, type Gateway } from '../helpers/processes'

const APP_QUERY = 'src=H5&ver=4.8.0&merchantId=demo&appId=h5&lang=zh&utcOffset=0&terminalSrc=H5'
const BUYERS = 2000
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
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

/** Runs work over items with at most `width` at once (a crowd the two cores can answer without timeouts). */
async function crowd<T, R>(items: T[], width: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await work(items[i], i)
      }
    })
  )
  return out
}

/** A console login kept as a browser keeps it (its cookies and CSRF token), whichever process it calls. */
function consoleLogin() {
  const cookies = new Map<string, string>()
  let csrf = ''
  const client = {
    async call<T>(gateway: Gateway, method: string, path: string, body?: unknown) {
      const res = await fetch(`${gateway.base}${ADMIN_API}${path}`, {
        method,
        headers: {
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(method === 'GET' || !csrf ? {} : { [CSRF_HEADER]: csrf }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' })
        },
        body: body === undefined ? undefined : JSON.stringify(body)
      })
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const eq = pair.indexOf('=')
        if (pair.slice(eq + 1) === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(pair.slice(0, eq))
        else cookies.set(pair.slice(0, eq), pair.slice(eq + 1))
      }
      return (await res.json()) as Envelope<T>
    },
    async start(gateway: Gateway, email: string) {
      csrf = (await client.call<{ token: string }>(gateway, 'GET', '/csrf')).data!.token
      const r = await client.call(gateway, 'POST', '/session', { email, password: DEMO_STAFF_PASSWORD, merchantId: 'demo' })
      assert.equal(r.statusCode, 200, JSON.stringify(r))
      return client
    }
  }
  return client
}

describe('two gateway processes on one Redis and one PostgreSQL', { skip, timeout: 600_000 }, () => {
  let database: Awaited<ReturnType<typeof seededPostgres>>
  let redisServer: ChildProcess
  let redis: Redis
  let gateways: Gateway[] = []

  before(async () => {
    database = await seededPostgres(ANCHOR)
    const redisPort = await freePort()
    redisServer = await startRedis(redisPort)
    redis = new Redis({ port: redisPort })
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      // The crowd comes from one address.
      RATE_LIMITS: 'off',
      // 8 creations at once for the fleet: each gateway's pool stays small beside the other suites'.
      ORDER_GATE: '8'
    }
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

  test('one waiting room for the fleet: 2,000 buyers asking the two processes in turn get one permutation of places, the same whichever answers; each let in once, none skipped', async () => {
    // A general-admission tier on sale with stock for everyone; its show is marked hot below, once the buyers hold their proofs.
    const [tier] = await database.db.query<{ id: string; session_id: string; show_id: string; price_fen: number }>(
      `SELECT t.id, t.session_id, s.show_id, t.price_fen FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
        WHERE sh.merchant_id = 'demo' AND sh.state = 'SCHEDULED' AND sh.sale_time <= now() AND s.starts_at > now() + interval '2 days'
          AND NOT sh.real_name AND sh.min_age IS NULL AND NOT t.seated AND NOT t.closed AND t.price_fen > 0
        ORDER BY t.id LIMIT 1`
    )
    assert.ok(tier, 'a general-admission tier on sale')
    await database.db.query('UPDATE price_tiers SET capacity = $2, available = $2, held = 0, sold = 0 WHERE id = $1', [
      tier.id,
      BUYERS + 100
    ])
    const ids = Array.from({ length: BUYERS }, (_, i) => `u_fleet_${i}`)
    const logins = await directBuyers(database, ids, '166', 0, new Date())
    // The buying proofs order creation asks for: the show's passId, each buyer's risk token (from either process).
    const passId = (await call<{ passId?: string }>(gateways[0], 'GET', `/show/pub/v5/show/${tier.show_id}/static`)).data?.passId
    assert.ok(passId, 'the show data carries a passId')
    const headers = await crowd(logins, 50, async (login, i) => {
      const risk = await call<{ token?: string }>(gateways[i % 2], 'GET', `/buyer/buyer/v1/risk_shows/${tier.show_id}/check_right`, login)
      assert.ok(risk.data?.token, JSON.stringify(risk))
      return { ...login, 'risk-token': risk.data.token, 'pass-id': passId }
    })
    const body = (i: number) => ({
      showId: tier.show_id,
      items: [{ showId: tier.show_id, bizShowSessionId: tier.session_id, seatPlanId: tier.id, qty: 1 }],
      paymentParam: { payAmount: tier.price_fen },
      idempotencyKey: `fleet-room-${i}`
    })

    // The sale opens now: every buyer's first call joins the draw, made once for the fleet 10 s on (DRAW_WINDOW).
    const [{ opens }] = await database.db.query<{ opens: Date }>(
      "UPDATE shows SET waiting_room = true, sale_time = now() - interval '1 second' WHERE id = $1 RETURNING sale_time AS opens",
      [tier.show_id]
    )
    // Each process reads a show's mark at most once a second.
    await sleep(1100)
    const drawAt = new Date(opens).getTime() + DEFAULT_WAITING_ROOM.drawWindowMs

    const heard = new Map<number, number>()
    const admittedIn = new Map<number, number>()
    // The round the room let a buyer through: the order made, or the rush gate's limiting behind the room.
    const passedRoomIn = new Map<number, number>()
    const answeredBy = [0, 0]
    let asked = 0
    let sameWhicheverAnswers = 0
    let gateLimited = 0
    let rounds = 0
    for (let round = 0; admittedIn.size < BUYERS; round++) {
      assert.ok(round < 200, `everyone let in within 200 rounds (${admittedIn.size} of ${BUYERS})`)
      const waiting = ids.map((_, i) => i).filter((i) => !admittedIn.has(i))
      await crowd(waiting, 100, async (i) => {
        // Each call goes to the other process than the buyer's call before; one that hears its place asks
        // the other process again at once (a retry that lands elsewhere, as behind a balancer).
        for (const by of [(i + round) % 2, (i + round + 1) % 2]) {
          answeredBy[by]++
          asked++
          const reply = await call<{ orderId?: string; place?: number | null; waitSeconds?: number }>(
            gateways[by],
            'POST',
            '/buyer/buyer/v5/create_order',
            headers[i],
            body(i)
          )
          if (reply.statusCode === 200) {
            assert.ok(reply.data?.orderId, 'let in: the order is made')
            assert.ok(!admittedIn.has(i), 'let in once')
            admittedIn.set(i, round)
            if (!passedRoomIn.has(i)) passedRoomIn.set(i, round)
            return
          }
          assert.equal(reply.mode, 'limiting', JSON.stringify(reply))
          const place = reply.data?.place
          // The rush gate's own limiting carries no place: the buyer asks again next round, as the app does.
          if (place === undefined) {
            if (!passedRoomIn.has(i)) passedRoomIn.set(i, round)
            return void gateLimited++
          }
          if (place === null) return assert.ok(!heard.has(i), 'no place before the draw, none taken back after it')
          if (heard.has(i)) {
            assert.equal(place, heard.get(i), `buyer ${i} keeps the place whichever process answers`)
            sameWhicheverAnswers++
          }
          heard.set(i, place)
        }
      })
      rounds = round + 1
      // Before the draw every buyer waits for it (no place yet); after it, retries every 300 ms.
      await sleep(Math.max(300, drawAt - Date.now()))
    }
    const tally = `${rounds} rounds, ${asked} calls, ${heard.size} buyers heard a place, ${gateLimited} limited by the rush gate`

    // The places the fleet's one room gave (those let in at the draw never heard theirs in a reply).
    const [placesKey] = await redis.keys(`${fleetRedisPrefix(database.url)}:room:demo:{${tier.show_id}:*}:places`)
    assert.ok(placesKey, 'the room lives in Redis')
    const stored = await redis.hgetall(placesKey)
    const place = (i: number) => Number(stored[ids[i]])
    assert.deepEqual(
      ids.map((_, i) => place(i)).sort((a, b) => a - b),
      Array.from({ length: BUYERS }, (_, k) => k + 1),
      'places are one permutation of 1..2,000 for both processes'
    )
    for (const [i, p] of heard) assert.equal(p, place(i), 'every place heard is the room’s')
    // Orders are written here at about the room's rate (100 a second), so most buyers are let in at their
    // first call after the draw; those still waiting heard their place, and the other process said the same.
    assert.ok(heard.size >= 50, `buyers told their place (${tally})`)
    assert.ok(sameWhicheverAnswers >= 50, `retries answered by the other process kept the place (${sameWhicheverAnswers}; ${tally})`)
    assert.ok(answeredBy[0] > 0 && answeredBy[1] > 0, `both processes answered (${answeredBy.join(' / ')} of ${asked})`)
    // Nobody skipped: the room lets a lower place through no later than a higher one. Within a round the
    // calls go at once while the count let in grows, so a lower place asked a moment earlier may wait one
    // round more. Behind the room the rush gate may still answer limiting (it bounds the writes at once,
    // not the order of places): that buyer was let through by the room and makes the order on a retry.
    const byPlace = ids.map((_, i) => i).sort((a, b) => place(a) - place(b))
    let latest = 0
    for (const i of byPlace) {
      const passed = passedRoomIn.get(i)!
      assert.ok(passed >= latest - 1, `no place below ${place(i)} let through the room more than a round after it`)
      latest = Math.max(latest, passed)
    }
    // Let in once: one order each, and no more stock taken than orders.
    const orders = await database.db.query<{ user_id: string; n: number }>(
      'SELECT o.user_id, count(*)::int AS n FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.tier_id = $1 GROUP BY o.user_id',
      [tier.id]
    )
    assert.equal(orders.length, BUYERS, 'every buyer has an order')
    assert.ok(
      orders.every((o) => o.n === 1),
      'one order each'
    )
    const [stock] = await database.db.query<{ capacity: number; available: number; held: number; sold: number }>(
      'SELECT capacity, available, held, sold FROM price_tiers WHERE id = $1',
      [tier.id]
    )
    assert.equal(stock.available + stock.held + stock.sold, stock.capacity)
    assert.equal(stock.held + stock.sold, BUYERS, 'exactly one ticket per buyer taken')
  })

  test('a publish on one process is seen by the other at once (pub/sub), not when its kept reply expires', async () => {
    const [a, b] = gateways
    const reserveOn = async (g: Gateway) =>
      (await call<{ orderReserveMinutes?: number }>(g, 'GET', '/home/pub/v5/shop/configs')).data?.orderReserveMinutes
    for (const minutes of [7, 11]) {
      // B keeps its reply (and its shop settings) fresh, just read.
      await reserveOn(b)
      const before = await reserveOn(b)
      assert.notEqual(before, minutes)
      const published = await call(a, 'POST', '/dev/shop_config', {}, { orderReserveMinutes: minutes })
      assert.equal(published.statusCode, 200, JSON.stringify(published))
      const at = Date.now()
      await until('B shows what A published', async () => ((await reserveOn(b)) === minutes ? true : undefined), 1000)
      // A kept reply lives REPLY_TTL_MS (1 s): well before it, so B heard the clear.
      assert.ok(Date.now() - at < 500, `seen by B ${Date.now() - at} ms after A answered`)
    }
  })

  test('a logout on one process: the same access token is refused by the other within the second (SESSION_READ_TTL_MS)', async () => {
    const [a, b] = gateways
    const [headers] = await directBuyers(database, ['u_fleet_logout'], '167', 0, new Date())
    const me = () => call(b, 'GET', '/user/buyer/v1/user_info', headers)
    assert.equal((await me()).statusCode, 200, 'B lets the login in (and keeps it for a second)')
    const out = await call(a, 'POST', '/user/buyer/v1/logout', headers)
    assert.equal(out.statusCode, 200, JSON.stringify(out))
    const at = Date.now()
    const refused = await until(
      'B refuses the logged-out token',
      async () => {
        const r = await me()
        return r.statusCode === 200 ? undefined : r
      },
      1500
    )
    assert.equal(refused.statusCode, BUSINESS_CODES.loggedOut, JSON.stringify(refused))
    assert.ok(Date.now() - at <= 1200, `refused by B within the second (${Date.now() - at} ms)`)
    assert.notEqual((await call(a, 'GET', '/user/buyer/v1/user_info', headers)).statusCode, 200, 'and by A at once')
  })

  test('a staff member disabled on one process is refused by the other at once (staff sessions are read on every call)', async () => {
    const [a, b] = gateways
    const owner = await consoleLogin().start(a, 'owner@demo.stagedoor.test')
    const operator = await consoleLogin().start(b, 'operator@demo.stagedoor.test')
    const me = () => operator.call(b, 'GET', '/me')
    assert.equal((await me()).statusCode, 200, 'B lets the operator in')
    const disabled = await owner.call(a, 'PATCH', '/staff/stf-demo-operator', { disabled: true })
    assert.equal(disabled.statusCode, 200, JSON.stringify(disabled))
    const refused = await me()
    assert.notEqual(refused.statusCode, 200, `B refuses the disabled member on the next call: ${JSON.stringify(refused)}`)
  })
})
