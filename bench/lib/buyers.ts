/**
 * The rush's buyers and what is checked after them, shared by bench/rush.ts (one gateway) and the fleet
 * checks (bench/failover.ts, bench/gateway-kill.ts, through HAProxy): a tier made ready for a rush, buyers
 * logged in with check_right's risk token, the show's passId, create_order's body, and the tier's stock.
 */
import pg from 'pg'
import { openDatabase } from '../../server/src/db/db'
import { SessionService } from '../../server/src/account/session.service'
import { secretStore } from '../../server/src/account/secret-store'

export const APP_QUERY = 'src=H5&ver=4.8.0&merchantId=demo&appId=h5&lang=zh&utcOffset=0&terminalSrc=H5'

export interface Tier {
  id: string
  session_id: string
  show_id: string
  price_fen: number
  capacity: number
}

export interface Buyer {
  userId: string
  accessToken: string
  riskToken: string
}

export interface Envelope {
  statusCode: number
  mode?: string
  data?: { orderId?: string }
}

/** A call as the H5 app makes it, to the gateway (or balancer) at base. */
export async function call(base: string, path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Envelope> {
  const res = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}${APP_QUERY}`, init)
  return (await res.json()) as Envelope
}

/** The demo's general-admission and seated tiers on sale; the general one set to `capacity`, all available. */
export async function pickTiers(client: pg.Client, capacity: number): Promise<{ general: Tier; seated: Tier }> {
  const base = `SELECT t.id, t.session_id, s.show_id, t.price_fen, t.capacity FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
                 WHERE sh.state = 'SCHEDULED' AND sh.sale_time <= now() AND s.starts_at > now() + interval '2 days' AND NOT sh.real_name AND t.price_fen > 0`
  const [general] = (await client.query<Tier>(`${base} AND NOT t.seated ORDER BY t.id LIMIT 1`)).rows
  const [seated] = (await client.query<Tier>(`${base} AND t.seated AND t.available > 0 ORDER BY t.available DESC, t.id LIMIT 1`)).rows
  if (!general || !seated) throw new Error('the demo data has no general-admission or seated tier on sale')
  await client.query('UPDATE price_tiers SET capacity = $2, available = $2, held = 0, sold = 0 WHERE id = $1', [general.id, capacity])
  return { general: { ...general, capacity }, seated }
}

/** `count` users with a login each (as the login call would start it) and check_right's risk token per show. */
export async function makeBuyers(
  databaseUrl: string,
  base: string,
  showIds: string[],
  tag: string,
  count: number
): Promise<Map<string, Buyer[]>> {
  const db = await openDatabase({ url: databaseUrl })
  const sessions = new SessionService(db, secretStore(db))
  const now = new Date()
  const ids = Array.from({ length: count }, (_, i) => `u_rush_${tag}_${i}`)
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
            const reply = await checkRight(base, showId, accessToken)
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

/**
 * check_right as the app asks it: a busy gateway (several processes sharing two cores while 100 buyers
 * are made at once) may answer `limiting`, and the app asks again after 3 s, up to 10 times.
 */
async function checkRight(base: string, showId: string, accessToken: string): Promise<Envelope> {
  for (let attempt = 1; ; attempt++) {
    const reply = await call(base, `/buyer/buyer/v1/risk_shows/${showId}/check_right`, { headers: { 'access-token': accessToken } })
    if (reply.mode !== 'limiting' || attempt === 10) return reply
    await new Promise((resolve) => setTimeout(resolve, 3000))
  }
}

export async function passIdOf(base: string, showId: string): Promise<string> {
  const reply = await call(base, `/show/pub/v5/show/${showId}/static`)
  const passId = (reply.data as { passId?: string } | undefined)?.passId
  if (!passId) throw new Error(`no passId: ${JSON.stringify(reply).slice(0, 200)}`)
  return passId
}

export function orderBody(tier: Tier, key: string, seat?: string): string {
  return JSON.stringify({
    showId: tier.show_id,
    items: [{ showId: tier.show_id, bizShowSessionId: tier.session_id, seatPlanId: tier.id, qty: 1, ...(seat ? { seatIds: [seat] } : {}) }],
    paymentParam: { payAmount: tier.price_fen },
    idempotencyKey: key
  })
}

/** create_order's headers for one buyer of the show whose passId is given. */
export function orderHeaders(buyer: Buyer, passId: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'access-token': buyer.accessToken,
    'risk-token': buyer.riskToken,
    'pass-id': passId
  }
}

export type Stock = Awaited<ReturnType<typeof stockOf>>

/** The tier's counters and the tickets its live orders hold (the demo data sells some tickets without orders). */
export async function stockOf(client: pg.Client, tierId: string) {
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

/**
 * After a rush on `tier` by `buyers` buyers: available + held + sold = capacity, the orders hold what the
 * tier says, one ticket per acknowledged order, nothing left unsold while buyers were refused, and every
 * acknowledged order stored. One line saying so, or the problems.
 */
export async function checkStock(
  client: pg.Client,
  tier: Tier,
  won: string[],
  before: Stock,
  buyers: number
): Promise<{ ok: boolean; lines: string[] }> {
  const problems: string[] = []
  const stock = await stockOf(client, tier.id)
  if (stock.available + stock.held + stock.sold !== stock.capacity)
    problems.push(`available ${stock.available} + held ${stock.held} + sold ${stock.sold} ≠ capacity ${stock.capacity}`)
  if (stock.withoutOrders !== before.withoutOrders)
    problems.push(`orders hold ${stock.ordered} tickets, the tier says ${stock.held + stock.sold - before.withoutOrders}`)
  if (stock.ordered - before.ordered !== won.length)
    problems.push(`${won.length} orders acknowledged, ${stock.ordered - before.ordered} tickets taken`)
  if (stock.available !== 0 && won.length < buyers) problems.push(`${stock.available} tickets left unsold while buyers were refused`)
  const stored = (await client.query<{ id: string }>('SELECT id FROM orders WHERE id = ANY($1::text[])', [won])).rows.length
  if (stored !== won.length) problems.push(`${won.length - stored} acknowledged orders are missing`)
  if (new Set(won).size !== won.length) problems.push('an order was acknowledged twice')
  return problems.length
    ? { ok: false, lines: problems }
    : {
        ok: true,
        lines: [
          `exactly the stock sold: available ${stock.available}, held ${stock.held}, sold ${stock.sold} of ${stock.capacity}; ${stored} of ${won.length} acknowledged orders stored`
        ]
      }
}
