/**
 * The on-sale rush through the real HTTP path: the gateway with its production
 * settings on PostgreSQL (RATE_LIMITS=off), BUYERS buyers logged in, each with the risk token check_right
 * gave them, the passId of the show's public data and an idempotency key, all asking create_order at
 * once for one ticket: first on a general-admission tier of CAPACITY, then on a seated tier (each seat
 * wanted by several buyers). A buyer told `limiting` retries after 3 s with the same key, up to 10 times,
 * as the app does; one whose connection failed (the kill mode) retries every 500 ms.
 *
 * Prints per scenario: decisions per second (every buyer answered: order, sold out or seat taken)
 * against a Fastify hello-world's req/s measured in the same run, latency percentiles, and the checks:
 * exactly the stock sold, available + held + sold = capacity, every acknowledged order in PostgreSQL.
 * Then create_order held at CONNECTIONS connections once the tier is empty, interleaved with hello-world.
 *
 *   npm run bench:rush
 *   KILL=1 npm run bench:rush            # SIGKILL the gateway mid-rush, restart it, check nothing is lost
 *   REDIS=1 npm run bench:rush           # the gateway with REDIS_URL (its rush gate shared in Redis)
 *   WAITS=1 npm run bench:rush           # also print what PostgreSQL's busy connections wait on
 *   BROWSE=1 npm run bench:rush          # also browse the show's page (its dynamic data) during each rush
 *
 * BROWSE=1 is the crowd refreshing the show page while the orders go in: BROWSE_CONNECTIONS connections
 * on show dynamic for the rush's first RUSH_BROWSE_SECONDS, its req/s and tail printed beside the rush.
 * Kept browse replies must keep answering from memory while orders are written (a stock move shows
 * within a second; it does not drop the kept replies).
 */
import pg from 'pg'
import { benchDatabase, startGateway, startHelloWorld, type ChildEnv, type Running } from './lib/processes'
import { hammer, interleaved, pct, row } from './lib/load'
import { openDatabase } from '../server/src/db/db'
import { SessionService } from '../server/src/account/session.service'
import { secretStore } from '../server/src/account/secret-store'

const BUYERS = Number(process.env.BUYERS ?? 2000)
const CAPACITY = Number(process.env.CAPACITY ?? 500)
const KILL = process.env.KILL === '1'
const WAITS = process.env.WAITS === '1'
const REDIS_URL = process.env.REDIS === '1' ? (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50)
const SECONDS = Number(process.env.SECONDS ?? 2)
const BROWSE = process.env.BROWSE === '1'
const BROWSE_CONNECTIONS = Number(process.env.BROWSE_CONNECTIONS ?? 20)
const RUSH_BROWSE_SECONDS = Number(process.env.RUSH_BROWSE_SECONDS ?? 2)
const RETRY_MS = 3000
const RETRIES = 10
const APP_QUERY = 'src=H5&ver=4.8.0&merchantId=demo&appId=h5&lang=zh&utcOffset=0&terminalSrc=H5'

interface Tier {
  id: string
  session_id: string
  show_id: string
  price_fen: number
  capacity: number
}

interface Buyer {
  userId: string
  accessToken: string
  riskToken: string
}

interface Envelope {
  statusCode: number
  mode?: string
  data?: { orderId?: string }
}

/** The gateway the buyers talk to; replaced when the kill mode restarts it. */
let gateway: Running

async function call(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Envelope> {
  const res = await fetch(`${gateway.base}${path}${path.includes('?') ? '&' : '?'}${APP_QUERY}`, init)
  return (await res.json()) as Envelope
}

async function pickTiers(client: pg.Client): Promise<{ general: Tier; seated: Tier }> {
  const base = `SELECT t.id, t.session_id, s.show_id, t.price_fen, t.capacity FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
                 WHERE sh.state = 'SCHEDULED' AND sh.sale_time <= now() AND s.starts_at > now() + interval '2 days' AND NOT sh.real_name AND t.price_fen > 0`
  const [general] = (await client.query<Tier>(`${base} AND NOT t.seated ORDER BY t.id LIMIT 1`)).rows
  const [seated] = (await client.query<Tier>(`${base} AND t.seated AND t.available > 0 ORDER BY t.available DESC, t.id LIMIT 1`)).rows
  if (!general || !seated) throw new Error('the demo data has no general-admission or seated tier on sale')
  await client.query('UPDATE price_tiers SET capacity = $2, available = $2, held = 0, sold = 0 WHERE id = $1', [general.id, CAPACITY])
  return { general: { ...general, capacity: CAPACITY }, seated }
}

/** BUYERS users with a login each (as the login call would start it) and check_right's risk token for the show. */
async function buyers(url: string, showIds: string[], tag: string): Promise<Map<string, Buyer[]>> {
  const db = await openDatabase({ url })
  const sessions = new SessionService(db, secretStore(db))
  const now = new Date()
  const ids = Array.from({ length: BUYERS }, (_, i) => `u_rush_${tag}_${i}`)
  await db.query(`INSERT INTO users (id, merchant_id, nick_name, created_at) SELECT x, 'demo', x, $2 FROM unnest($1::text[]) AS x`, [
    ids,
    now
  ])
  const tokens = await Promise.all(ids.map(async (id) => (await sessions.start(id, 'demo', now, false)).accessToken))
  await db.close()
  const byShow = new Map<string, Buyer[]>()
  for (const showId of showIds) {
    const list: Buyer[] = []
    for (let i = 0; i < ids.length; i += 100) {
      const chunk = ids.slice(i, i + 100)
      list.push(
        ...(await Promise.all(
          chunk.map(async (userId, j) => {
            const accessToken = tokens[i + j]
            const reply = await call(`/buyer/buyer/v1/risk_shows/${showId}/check_right`, { headers: { 'access-token': accessToken } })
            const riskToken = (reply.data as { token?: string } | undefined)?.token
            if (!riskToken) throw new Error(`check_right: ${JSON.stringify(reply)}`)
            return { userId, accessToken, riskToken }
          })
        ))
      )
    }
    byShow.set(showId, list)
  }
  return byShow
}

async function passIdOf(showId: string): Promise<string> {
  const reply = await call(`/show/pub/v5/show/${showId}/static`)
  const passId = (reply.data as { passId?: string } | undefined)?.passId
  if (!passId) throw new Error(`no passId: ${JSON.stringify(reply).slice(0, 200)}`)
  return passId
}

function orderBody(tier: Tier, key: string, seat?: string): string {
  return JSON.stringify({
    showId: tier.show_id,
    items: [{ showId: tier.show_id, bizShowSessionId: tier.session_id, seatPlanId: tier.id, qty: 1, ...(seat ? { seatIds: [seat] } : {}) }],
    paymentParam: { payAmount: tier.price_fen },
    idempotencyKey: key
  })
}

interface Outcome {
  won: string[]
  soldOut: number
  seatTaken: number
  limitingReplies: number
  networkRetries: number
  other: Map<string, number>
  /** A buyer who heard sold out (for the load once the tier is empty). */
  lost: number
  latencies: number[]
  seconds: number
}

/** Every buyer at once; each keeps its key through limiting retries and failed connections, as the app does. */
async function rush(
  tier: Tier,
  list: Buyer[],
  passId: string,
  keyTag: string,
  seatFor: (i: number) => string | undefined,
  onWin: (n: number) => void
): Promise<Outcome> {
  const out: Outcome = {
    won: [],
    soldOut: 0,
    seatTaken: 0,
    limitingReplies: 0,
    networkRetries: 0,
    other: new Map(),
    lost: -1,
    latencies: [],
    seconds: 0
  }
  const started = performance.now()
  await Promise.all(
    list.map(async (buyer, i) => {
      const t0 = performance.now()
      const body = orderBody(tier, `rush-${keyTag}-${i}`, seatFor(i))
      const headers = {
        'content-type': 'application/json',
        'access-token': buyer.accessToken,
        'risk-token': buyer.riskToken,
        'pass-id': passId
      }
      let limiting = 0
      const networkDeadline = Date.now() + 120_000
      for (;;) {
        let reply: Envelope
        try {
          reply = await call('/buyer/buyer/v5/create_order', { method: 'POST', headers, body })
        } catch {
          if (Date.now() > networkDeadline) throw new Error('the gateway did not come back')
          out.networkRetries++
          await new Promise((r) => setTimeout(r, 500))
          continue
        }
        if (reply.mode === 'limiting' && limiting < RETRIES) {
          limiting++
          out.limitingReplies++
          await new Promise((r) => setTimeout(r, RETRY_MS))
          continue
        }
        if (reply.statusCode === 200 && reply.data?.orderId) {
          out.won.push(reply.data.orderId)
          onWin(out.won.length)
        } else if (reply.statusCode === 40071) {
          out.soldOut++
          out.lost = i
        } else {
          const k = `${reply.statusCode} ${reply.mode ?? ''}`
          if (reply.statusCode === 40085) out.seatTaken++
          else out.other.set(k, (out.other.get(k) ?? 0) + 1)
        }
        break
      }
      out.latencies.push(performance.now() - t0)
    })
  )
  out.seconds = (performance.now() - started) / 1000
  out.latencies.sort((a, b) => a - b)
  return out
}

/** WAITS=1: what the database's busy connections wait on during a rush, sampled every 20 ms. */
function sampleWaits(url: string): { stop(): Promise<string> } {
  const client = new pg.Client({ connectionString: url })
  const seen = new Map<string, number>()
  let running = true
  const loop = (async () => {
    await client.connect()
    while (running) {
      const rows = (
        await client.query<{ w: string }>(
          "SELECT coalesce(wait_event_type || ':' || wait_event, 'on CPU') || '  ' || left(query, 60) AS w FROM pg_stat_activity WHERE datname = current_database() AND state <> 'idle' AND pid <> pg_backend_pid()"
        )
      ).rows
      for (const r of rows) seen.set(r.w, (seen.get(r.w) ?? 0) + 1)
      seen.set('(samples)', (seen.get('(samples)') ?? 0) + 1)
      await new Promise((r) => setTimeout(r, 20))
    }
    await client.end()
  })()
  return {
    async stop() {
      running = false
      await loop
      return [...seen]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([w, n]) => `    ${String(n).padStart(5)}  ${w.replace(/\s+/g, ' ')}`)
        .join('\n')
    }
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** The tier's counters and the tickets its live orders hold (the demo data sells some tickets without orders). */
async function stockOf(client: pg.Client, tierId: string) {
  const [stock] = (
    await client.query<{ capacity: number; available: number; held: number; sold: number }>(
      'SELECT capacity, available, held, sold FROM price_tiers WHERE id = $1',
      [tierId]
    )
  ).rows
  const [live] = (
    await client.query<{ n: number }>(
      "SELECT COALESCE(sum(i.qty), 0)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.tier_id = $1 AND o.state IN ('UNPAID', 'PAID')",
      [tierId]
    )
  ).rows
  return { ...stock, ordered: live.n, withoutOrders: stock.held + stock.sold - live.n }
}

async function check(client: pg.Client, tier: Tier, won: string[], before: Awaited<ReturnType<typeof stockOf>>): Promise<string[]> {
  const problems: string[] = []
  const stock = await stockOf(client, tier.id)
  if (stock.available + stock.held + stock.sold !== stock.capacity)
    problems.push(`available ${stock.available} + held ${stock.held} + sold ${stock.sold} ≠ capacity ${stock.capacity}`)
  if (stock.withoutOrders !== before.withoutOrders)
    problems.push(`orders hold ${stock.ordered} tickets, the tier says ${stock.held + stock.sold - before.withoutOrders}`)
  if (stock.ordered - before.ordered !== won.length)
    problems.push(`${won.length} orders acknowledged, ${stock.ordered - before.ordered} tickets taken`)
  if (stock.available !== 0 && won.length < BUYERS) problems.push(`${stock.available} tickets left unsold while buyers were refused`)
  const stored = (await client.query<{ id: string }>('SELECT id FROM orders WHERE id = ANY($1::text[])', [won])).rows.length
  if (stored !== won.length) problems.push(`${won.length - stored} acknowledged orders are missing`)
  if (new Set(won).size !== won.length) problems.push('an order was acknowledged twice')
  return problems.length
    ? problems
    : [
        `exactly the stock sold: available ${stock.available}, held ${stock.held}, sold ${stock.sold} of ${stock.capacity}; ${stored} of ${won.length} acknowledged orders stored`
      ]
}

async function main(): Promise<void> {
  const db = await benchDatabase('postgres')
  const env: ChildEnv = REDIS_URL ? { REDIS_URL } : {}
  gateway = await startGateway(db, env)
  const hello = await startHelloWorld()
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  try {
    const { general, seated } = await pickTiers(client)
    const seats = (
      await client.query<{ row_no: number; col_no: number }>(
        "SELECT row_no, col_no FROM seats WHERE session_id = $1 AND tier_id = $2 AND status = 'FREE' ORDER BY row_no, col_no",
        [seated.session_id, seated.id]
      )
    ).rows
    seated.capacity = (
      await client.query<{ capacity: number }>('SELECT capacity FROM price_tiers WHERE id = $1', [seated.id])
    ).rows[0].capacity
    // The gateway's reply cache and admission are cold; the tier edit above happened before they read it.
    const list = await buyers(db.url!, [general.show_id, seated.show_id], String(Date.now()))
    const pass = await passIdOf(general.show_id)
    const seatedPass = await passIdOf(seated.show_id)
    // Hello-world's req/s in this run, the reference the rush's decisions per second are compared with.
    const reference = await hammer(`${hello.base}/`, { connections: CONNECTIONS, seconds: SECONDS })
    console.log(
      `\n### create_order on PostgreSQL${REDIS_URL ? ' with Redis' : ''}: ${BUYERS} buyers at once${KILL ? ', gateway killed mid-rush and restarted' : ''}`
    )
    console.log(`hello-world in this run: ${reference.rps.toFixed(0)} req/s\n`)
    console.log('| scenario | decisions/s (ratio) | p50 / p95 / p99 | orders / sold out / seat taken | limiting heard | checks |')
    console.log('| --- | --- | --- | --- | --- | --- |')

    const scenarios: Array<[string, Tier, string, (i: number) => string | undefined]> = [
      [`tier of ${general.capacity}`, general, pass, () => undefined],
      [
        `seated tier of ${seats.length} seats`,
        seated,
        seatedPass,
        (i) => `${seats[i % seats.length].row_no}-${seats[i % seats.length].col_no}`
      ]
    ]
    let lateBuyer = -1
    for (const [name, tier, passId, seatFor] of scenarios) {
      let killed: Promise<void> | undefined
      const onWin = (n: number) => {
        if (!KILL || killed || n < Math.floor(tier.capacity / 3)) return
        killed = (async () => {
          await gateway.stop('SIGKILL')
          gateway = await startGateway(db, env)
        })()
      }
      const before = await stockOf(client, tier.id)
      const sampling = WAITS ? sampleWaits(db.url!) : undefined
      const browsing = BROWSE
        ? hammer(`${gateway.base}/show/pub/v5/show/${tier.show_id}/dynamic?${APP_QUERY}`, {
            connections: BROWSE_CONNECTIONS,
            seconds: RUSH_BROWSE_SECONDS
          })
        : undefined
      const outcome = await rush(tier, list.get(tier.show_id)!, passId, `${name.length}`, seatFor, onWin)
      const browsed = await browsing
      if (sampling) console.log(await sampling.stop())
      if (tier === general) lateBuyer = outcome.lost
      await killed
      const lat = outcome.latencies
      const decisions = BUYERS / outcome.seconds
      const others = [...outcome.other].map(([k, n]) => `${n}× ${k}`).join(', ')
      const problems = await check(client, tier, outcome.won, before)
      console.log(
        `| ${name} | ${decisions.toFixed(0)} (${pct(decisions, reference.rps)}) in ${outcome.seconds.toFixed(2)} s | ${percentile(lat, 50).toFixed(0)} / ${percentile(lat, 95).toFixed(0)} / ${percentile(lat, 99).toFixed(0)} ms | ${outcome.won.length} / ${outcome.soldOut} / ${outcome.seatTaken}${others ? ` / ${others}` : ''} | ${outcome.limitingReplies}${outcome.networkRetries ? `, ${outcome.networkRetries} reconnects` : ''} | ${problems.join('; ')} |`
      )
      if (browsed)
        console.log(
          `|   the show page during it (${BROWSE_CONNECTIONS} connections) | ${browsed.rps.toFixed(0)} req/s, p50 ${browsed.p50} ms, p99 ${browsed.p99} ms${browsed.errors + browsed.non2xx ? `, ${browsed.errors} errors, ${browsed.non2xx} non-2xx` : ''} | | | | |`
        )
    }

    // Once the tier is empty: create_order answered at CONNECTIONS connections, beside hello-world.
    const late = list.get(general.show_id)![Math.max(0, lateBuyer)]
    const held = await interleaved(
      () => hammer(`${hello.base}/`, { connections: CONNECTIONS, seconds: SECONDS }),
      () =>
        hammer(`${gateway.base}/buyer/buyer/v5/create_order?${APP_QUERY}`, {
          connections: CONNECTIONS,
          seconds: SECONDS,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'access-token': late.accessToken, 'risk-token': late.riskToken, 'pass-id': pass },
          body: orderBody(general, 'rush-late-buyer')
        })
    )
    console.log('\n| call | product | hello-world | ratio |')
    console.log('| --- | --- | --- | --- |')
    console.log(row(`create_order held at ${CONNECTIONS} connections (sold out)`, held))
  } finally {
    await client.end()
    await hello.stop()
    await gateway.stop()
    await db.drop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
