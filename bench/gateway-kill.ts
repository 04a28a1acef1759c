/**
 * The balancer check (issue 30, "A fleet of stateless gateways"): deploy/local-fleet.sh's fleet (GATEWAYS
 * gateways behind HAProxy, PostgreSQL primary + standby, Redis), browse GETs and create_order POSTs through
 * HAProxy for SECONDS, one gateway killed with SIGKILL halfway. Passes when no request beyond those in
 * flight at the kill fails (a failure: no reply, an HTTP 5xx, or a 5xxxx envelope other than `limiting`);
 * HAProxy asks a refused or unanswered request again on another gateway (deploy/haproxy.cfg), so the usual
 * count is 0. Every order acknowledged is then looked up in PostgreSQL.
 *
 *   npm run test:gateway-kill
 *   GATEWAYS=3 SECONDS=20 BROWSERS=8 ORDERERS=4 npm run test:gateway-kill
 */
import fs from 'node:fs'
import pg from 'pg'
import { fleetUp } from './lib/fleet'
import { makeBuyers, orderBody, orderHeaders, passIdOf, pickTiers, APP_QUERY, type Envelope } from './lib/buyers'

const GATEWAYS = Number(process.env.GATEWAYS ?? 2)
const SECONDS = Number(process.env.SECONDS ?? 20)
const BROWSERS = Number(process.env.BROWSERS ?? 8)
const ORDERERS = Number(process.env.ORDERERS ?? 4)
/** The gateway killed (1-based). */
const VICTIM = Number(process.env.VICTIM ?? GATEWAYS)

interface Count {
  ok: number
  refused: number
  limiting: number
  failed: number
  failures: Map<string, number>
  /** The refusals by envelope status (a buyer's per-show ticket limit, say). */
  refusals: Map<number, number>
}

async function main(): Promise<void> {
  const fleet = await fleetUp(GATEWAYS)
  let failed = false
  try {
    const client = new pg.Client({ connectionString: fleet.databaseUrl })
    await client.connect()
    // Stock enough that orders never run out: the check is about the balancer, not a sell-out.
    const { general: tier } = await pickTiers(client, 1_000_000)
    const buyers = (await makeBuyers(fleet.databaseUrl, fleet.base, [tier.show_id], String(Date.now()), 400)).get(tier.show_id)!
    const passId = await passIdOf(fleet.base, tier.show_id)
    const browse = [
      '/home/pub/v5/shop/configs',
      `/show/pub/v5/show/${tier.show_id}/static`,
      `/show/pub/v5/show/${tier.show_id}/dynamic`,
      '/readyz'
    ]

    const count = (): Count => ({ ok: 0, refused: 0, limiting: 0, failed: 0, failures: new Map(), refusals: new Map() })
    const gets = count()
    const posts = count()
    const won: string[] = []
    let inFlight = 0
    let inFlightAtKill = 0
    const until = performance.now() + SECONDS * 1000
    const fail = (c: Count, why: string) => {
      c.failed++
      c.failures.set(why, (c.failures.get(why) ?? 0) + 1)
    }
    async function send(c: Count, url: string, init?: RequestInit): Promise<Envelope | undefined> {
      inFlight++
      try {
        const res = await fetch(url, init)
        const reply = (await res.json()) as Envelope
        if (reply.mode === 'limiting') c.limiting++
        else if (res.status >= 500 || reply.statusCode >= 50000) fail(c, `HTTP ${res.status} ${reply.statusCode}`)
        else if (reply.statusCode === 200) c.ok++
        else {
          c.refused++
          c.refusals.set(reply.statusCode, (c.refusals.get(reply.statusCode) ?? 0) + 1)
        }
        return reply
      } catch (error) {
        fail(c, `no reply: ${(error as Error).message}`)
        return undefined
      } finally {
        inFlight--
      }
    }
    const browser = async (n: number) => {
      for (let i = n; performance.now() < until; i++) await send(gets, `${fleet.base}${browse[i % browse.length]}?${APP_QUERY}`)
    }
    let orderNo = 0
    const orderer = async () => {
      while (performance.now() < until) {
        const i = orderNo++
        const buyer = buyers[i % buyers.length]
        const reply = await send(posts, `${fleet.base}/buyer/buyer/v5/create_order?${APP_QUERY}`, {
          method: 'POST',
          headers: orderHeaders(buyer, passId),
          body: orderBody(tier, `gateway-kill-${i}`)
        })
        if (reply?.statusCode === 200 && reply.data?.orderId) won.push(reply.data.orderId)
      }
    }
    const killer = (async () => {
      await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 2))
      const pid = Number(fs.readFileSync(fleet.pidFile(`gateway-${VICTIM}`), 'utf8'))
      inFlightAtKill = inFlight
      process.kill(pid, 'SIGKILL')
      console.log(`gateway ${VICTIM} (pid ${pid}) killed at ${SECONDS / 2} s with ${inFlightAtKill} of our requests in flight on the fleet`)
    })()
    console.log(`\n### ${GATEWAYS} gateways behind HAProxy: ${BROWSERS} browsing and ${ORDERERS} ordering for ${SECONDS} s`)
    await Promise.all([
      ...Array.from({ length: BROWSERS }, (_, n) => browser(n)),
      ...Array.from({ length: ORDERERS }, () => orderer()),
      killer
    ])

    const verify = new pg.Client({ connectionString: fleet.databaseUrl })
    await verify.connect()
    const stored = (await verify.query<{ id: string }>('SELECT id FROM orders WHERE id = ANY($1::text[])', [won])).rows.length
    await verify.end()
    await client.end()

    const line = (name: string, c: Count) =>
      `${name}: ${c.ok + c.refused + c.limiting + c.failed} requests, ${c.ok} answered 200, ${c.refused} refused by a rule${c.refusals.size ? ` (${[...c.refusals].map(([k, n]) => `${n}× ${k}`).join(', ')})` : ''}, ${c.limiting} limiting, ${c.failed} failed${c.failures.size ? ` (${[...c.failures].map(([k, n]) => `${n}× ${k}`).join(', ')})` : ''}`
    console.log(line('browse GETs', gets))
    console.log(line('create_order POSTs', posts))
    const failures = gets.failed + posts.failed
    const checks: Array<[string, boolean, string]> = [
      [
        'no request beyond the killed gateway’s in-flight ones failed',
        failures <= inFlightAtKill,
        `${failures} failed, at most ${inFlightAtKill} were in flight at the kill`
      ],
      ['every acknowledged order stored', stored === won.length, `${stored} of ${won.length}`],
      ['browse and orders answered', gets.ok > 0 && posts.ok > 0, `${gets.ok} browse and ${posts.ok} orders answered`]
    ]
    for (const [name, ok, detail] of checks) {
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`)
      if (!ok) failed = true
    }
  } finally {
    await fleet.down()
  }
  if (failed) process.exit(1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
