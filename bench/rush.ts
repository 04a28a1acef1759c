/**
 * The on-sale rush through the real HTTP path: the gateway with its production
 * settings on PostgreSQL (RATE_LIMITS=off), BUYERS buyers logged in, each with the risk token check_right
 * gave them, the passId of the show's public data and an idempotency key, all asking create_order at
 * once for one ticket: first on a general-admission tier of CAPACITY, then on a seated tier (each seat
 * wanted by several buyers). A buyer told `limiting` retries after 3 s with the same key, up to 10 times,
 * as the app does; one whose connection failed (the kill mode) retries every 500 ms.
 *
 * Prints per scenario: decisions per second (every buyer answered: order, sold out or seat taken)
 * against two references measured in the same run: the same burst (the same buyers, bodies and headers,
 * one keep-alive socket each, all at once) posted to a Fastify hello-world that answers at once, run just
 * before the scenario, and the hello-world's req/s at CONNECTIONS connections; latency percentiles, and
 * the checks: exactly the stock sold, available + held + sold = capacity, every acknowledged order in
 * PostgreSQL. Then create_order held at CONNECTIONS connections once the tier is empty, interleaved with
 * hello-world and with the same POST to the hello-world (the ceiling of a Fastify route for it). Goals (issue #30): decisions/s ≥ 50% of the same burst, p99 ≤ 250 ms; sold out ≥ 50%.
 *
 *   npm run bench:rush
 *   KILL=1 npm run bench:rush            # SIGKILL the gateway mid-rush, restart it, check nothing is lost
 *   REDIS=1 npm run bench:rush           # the gateway with REDIS_URL (its rush gate shared in Redis)
 *   WAITS=1 npm run bench:rush           # also print what PostgreSQL's busy connections wait on
 *   BROWSE=1 npm run bench:rush          # also browse the show's page (its dynamic data) during each rush
 *   PROFILE=1 npm run bench:rush         # the gateway under --cpu-prof; its .cpuprofile in PROFILE_DIR
 *                                        # (/tmp/stagedoor-rush-prof), summed up by bench/cpu-profile-top.ts
 *   PROCESSES=1,2,4 npm run bench:rush   # the whole run once per count of gateway processes (WORKERS=n on
 *                                        # one port, REDIS_URL: the tier's count shared in Redis), on a
 *                                        # fresh database each, then one table of the counts side by side
 *
 * BROWSE=1 is the crowd refreshing the show page while the orders go in: BROWSE_CONNECTIONS connections
 * on show dynamic for the rush's first RUSH_BROWSE_SECONDS, its req/s and tail printed beside the rush.
 * Kept browse replies must keep answering from memory while orders are written (a stock move shows
 * within a second; it does not drop the kept replies).
 */
import pg from 'pg'
import { benchDatabase, startGateway, startHelloWorld, type ChildEnv, type Running } from './lib/processes'
import { hammer, interleaved, pct, row } from './lib/load'
import {
  call as callAt,
  checkStock,
  makeBuyers,
  orderBody,
  orderHeaders,
  passIdOf as passIdAt,
  pickTiers,
  stockOf,
  APP_QUERY,
  type Buyer,
  type Envelope,
  type Tier
} from './lib/buyers'

const BUYERS = Number(process.env.BUYERS ?? 2000)
const CAPACITY = Number(process.env.CAPACITY ?? 500)
const KILL = process.env.KILL === '1'
const WAITS = process.env.WAITS === '1'
/** PROCESSES=1,2,4: one run per count of gateway processes, each with Redis (a fleet needs it). */
const PROCESSES = (process.env.PROCESSES ?? '')
  .split(',')
  .filter(Boolean)
  .map((n) => Number(n))
const REDIS_URL = process.env.REDIS === '1' || PROCESSES.length ? (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50)
const SECONDS = Number(process.env.SECONDS ?? 2)
const BROWSE = process.env.BROWSE === '1'
const BROWSE_CONNECTIONS = Number(process.env.BROWSE_CONNECTIONS ?? 20)
const RUSH_BROWSE_SECONDS = Number(process.env.RUSH_BROWSE_SECONDS ?? 2)
const PROFILE_DIR = process.env.PROFILE_DIR ?? '/tmp/stagedoor-rush-prof'
if (process.env.PROFILE === '1')
  process.env.GATEWAY_NODE_ARGS = `${process.env.GATEWAY_NODE_ARGS ?? ''} --cpu-prof --cpu-prof-dir=${PROFILE_DIR}`.trim()
const RETRY_MS = 3000
const RETRIES = 10

/** The gateway the buyers talk to; replaced when the kill mode restarts it. */
let gateway: Running

const call = (path: string, init?: RequestInit & { headers?: Record<string, string> }) => callAt(gateway.base, path, init)
const passIdOf = (showId: string) => passIdAt(gateway.base, showId)
const buyers = (url: string, showIds: string[], tag: string) => makeBuyers(url, gateway.base, showIds, tag, BUYERS)

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
      const headers = orderHeaders(buyer, passId)
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

/**
 * The same-burst reference: each buyer's create_order, with its body and headers, posted once to the
 * hello-world (answers at once), every buyer at once on a socket of its own, as the rush does.
 */
async function sameBurst(
  base: string,
  tier: Tier,
  list: Buyer[],
  passId: string,
  seatFor: (i: number) => string | undefined
): Promise<{ seconds: number; latencies: number[]; failed: number }> {
  const latencies: number[] = []
  let failed = 0
  const started = performance.now()
  await Promise.all(
    list.map(async (buyer, i) => {
      const t0 = performance.now()
      const reply = await callAt(base, '/buyer/buyer/v5/create_order', {
        method: 'POST',
        headers: orderHeaders(buyer, passId),
        body: orderBody(tier, `burst-${i}`, seatFor(i))
      })
      if (reply.statusCode !== 200) failed++
      latencies.push(performance.now() - t0)
    })
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return { seconds, latencies, failed }
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

/** The general-admission rush of one run, for the table across process counts. */
interface RunFigures {
  processes: number
  decisions: number
  p99: number
  sameBurst: number
  won: number
  soldOut: number
  checks: string
}

/**
 * Each run's database is fresh but its tiers have the demo's ids: the counts a run before left in Redis are
 * dropped, or its first second of buyers would hear sold out from them.
 */
async function dropSharedCounts(url: string): Promise<void> {
  const { default: Redis } = await import('ioredis')
  const redis = new Redis(url)
  try {
    const keys = await redis.keys('stagedoor:*stock:*')
    if (keys.length) await redis.del(...keys)
  } finally {
    redis.disconnect()
  }
}

async function main(): Promise<void> {
  if (!PROCESSES.length) return void (await run(undefined))
  const figures: RunFigures[] = []
  for (const processes of PROCESSES) figures.push(await run(processes))
  console.log(`\n### The rush on 1, 2 and more gateway processes (${BUYERS} buyers, a tier of ${CAPACITY}; REDIS_URL, PostgreSQL)\n`)
  console.log('| processes | decisions/s | buyer p99 | ratio to the same burst | orders / sold out | checks |')
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const f of figures)
    console.log(
      `| ${f.processes} | ${f.decisions.toFixed(0)} | ${f.p99.toFixed(0)} ms | ${pct(f.decisions, f.sameBurst)} | ${f.won} / ${f.soldOut} | ${f.checks} |`
    )
}

/** One whole run: a fresh database, the gateway (WORKERS=processes when given), both rushes, the held load. */
async function run(processes: number | undefined): Promise<RunFigures> {
  if (processes !== undefined && REDIS_URL) await dropSharedCounts(REDIS_URL)
  const db = await benchDatabase('postgres')
  const env: ChildEnv = { ...(REDIS_URL ? { REDIS_URL } : {}), ...(processes !== undefined ? { WORKERS: String(processes) } : {}) }
  let figures: RunFigures | undefined
  gateway = await startGateway(db, env)
  const hello = await startHelloWorld()
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  try {
    const { general, seated } = await pickTiers(client, CAPACITY)
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
      `\n### create_order on PostgreSQL${REDIS_URL ? ' with Redis' : ''}${processes !== undefined ? `, ${processes} gateway process${processes > 1 ? 'es' : ''}` : ''}: ${BUYERS} buyers at once${KILL ? ', gateway killed mid-rush and restarted' : ''}`
    )
    console.log(`hello-world in this run: ${reference.rps.toFixed(0)} req/s at ${CONNECTIONS} connections\n`)
    console.log(
      '| scenario | decisions/s | same burst to hello-world | ratio to the same burst / to 50-connection hello-world | p50 / p95 / p99 | orders / sold out / seat taken | limiting heard | checks |'
    )
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')

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
      const buyersOfShow = list.get(tier.show_id)!
      const burst = await sameBurst(hello.base, tier, buyersOfShow, passId, seatFor)
      const burstRate = BUYERS / burst.seconds
      const before = await stockOf(client, tier.id)
      const sampling = WAITS ? sampleWaits(db.url!) : undefined
      const browsing = BROWSE
        ? hammer(`${gateway.base}/show/pub/v5/show/${tier.show_id}/dynamic?${APP_QUERY}`, {
            connections: BROWSE_CONNECTIONS,
            seconds: RUSH_BROWSE_SECONDS
          })
        : undefined
      const outcome = await rush(tier, buyersOfShow, passId, `${name.length}`, seatFor, onWin)
      const browsed = await browsing
      if (sampling) console.log(await sampling.stop())
      if (tier === general) lateBuyer = outcome.lost
      await killed
      const lat = outcome.latencies
      const decisions = BUYERS / outcome.seconds
      const others = [...outcome.other].map(([k, n]) => `${n}× ${k}`).join(', ')
      const problems = (await checkStock(client, tier, outcome.won, before, BUYERS)).lines
      if (tier === general)
        figures = {
          processes: processes ?? 1,
          decisions,
          p99: percentile(lat, 99),
          sameBurst: burstRate,
          won: outcome.won.length,
          soldOut: outcome.soldOut,
          checks: problems.join('; ')
        }
      console.log(
        `| ${name} | ${decisions.toFixed(0)} in ${outcome.seconds.toFixed(2)} s | ${burstRate.toFixed(0)}/s in ${burst.seconds.toFixed(2)} s, p99 ${percentile(burst.latencies, 99).toFixed(0)} ms${burst.failed ? `, ${burst.failed} failed` : ''} | ${pct(decisions, burstRate)} / ${pct(decisions, reference.rps)} | ${percentile(lat, 50).toFixed(0)} / ${percentile(lat, 95).toFixed(0)} / ${percentile(lat, 99).toFixed(0)} ms | ${outcome.won.length} / ${outcome.soldOut} / ${outcome.seatTaken}${others ? ` / ${others}` : ''} | ${outcome.limitingReplies}${outcome.networkRetries ? `, ${outcome.networkRetries} reconnects` : ''} | ${problems.join('; ')} |`
      )
      if (browsed)
        console.log(
          `|   the show page during it (${BROWSE_CONNECTIONS} connections) | ${browsed.rps.toFixed(0)} req/s, p50 ${browsed.p50} ms, p99 ${browsed.p99} ms${browsed.errors + browsed.non2xx ? `, ${browsed.errors} errors, ${browsed.non2xx} non-2xx` : ''} | | | | | | |`
        )
    }

    // Once the tier is empty: create_order answered at CONNECTIONS connections, beside hello-world.
    const late = list.get(general.show_id)![Math.max(0, lateBuyer)]
    const lateOrder = (base: string) => () =>
      hammer(`${base}/buyer/buyer/v5/create_order?${APP_QUERY}`, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'access-token': late.accessToken, 'risk-token': late.riskToken, 'pass-id': pass },
        body: orderBody(general, 'rush-late-buyer')
      })
    // The third slice is the same POST answered at once by the hello-world: what parsing and answering
    // that request costs a Fastify route that does nothing else, the ceiling of any gateway work on it.
    const held = await interleaved(
      () => hammer(`${hello.base}/`, { connections: CONNECTIONS, seconds: SECONDS }),
      lateOrder(gateway.base),
      3,
      lateOrder(hello.base)
    )
    console.log('\n| call | product | hello-world | ratio |')
    console.log('| --- | --- | --- | --- |')
    console.log(row(`create_order held at ${CONNECTIONS} connections (sold out)`, held))
    console.log(row('the same POST answered at once by the hello-world', { reference: held.reference, product: held.other! }))
  } finally {
    await client.end()
    await hello.stop()
    await gateway.stop()
    await db.drop()
  }
  if (!figures) throw new Error('the general-admission rush did not run')
  return figures
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
