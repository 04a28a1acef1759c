/**
 * The on-sale rush on one price tier: BUYERS buyers at once try for one ticket each from a tier of
 * CAPACITY, through the rush gate as create_order is (ORDER_GATE places; a buyer told `limiting` retries
 * after 3 s, up to 10 times, as the app does). Prints the time, the orders per second, latency
 * percentiles, how many heard limiting, and checks that exactly the capacity was held. PGlite by default; BENCH_DATABASE_URL=postgres://... runs it on PostgreSQL (in a
 * throwaway schema).
 *
 *   npm run bench:rush                         # PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:rush
 */
import { openDatabase } from '../server/src/db/db'
import { migrate } from '../server/src/db/migrate'
import { seedDemo } from '../server/src/seed/seed'
import { OrderService } from '../server/src/order/order.service'
import { orderStores } from '../server/src/stores'
import { DEFAULT_GATE, LocalOrderGate } from '../server/src/order/order-gate'
import { DEFAULT_TIME_ZONE } from '../types/rules/merchant-time'

const BUYERS = Number(process.env.BUYERS ?? 2000)
const CAPACITY = Number(process.env.CAPACITY ?? 500)
const GATE = Number(process.env.ORDER_GATE ?? DEFAULT_GATE.capacity)
const RETRY_MS = 3000
const RETRIES = 10

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL
  const schema = url ? `bench_${process.pid}` : undefined
  const db = await openDatabase(url ? { url, schema } : {})
  const now = new Date('2026-11-22T12:00:00Z')
  try {
    await migrate(db)
    await seedDemo(db, new Date('2026-11-22T00:00:00Z'))
    const [tier] = await db.query<{ id: string; session_id: string; show_id: string; price_fen: number }>(
      `SELECT t.id, t.session_id, s.show_id, t.price_fen FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
        WHERE sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND s.starts_at > $1 + interval '2 days' AND NOT sh.real_name AND NOT t.seated AND t.price_fen > 0 ORDER BY t.id LIMIT 1`,
      [now]
    )
    await db.query('UPDATE price_tiers SET capacity = $2, available = $2, held = 0, sold = 0 WHERE id = $1', [tier.id, CAPACITY])
    const users = Array.from({ length: BUYERS }, (_, i) => `u_bench_${i}`)
    await db.query(`INSERT INTO users (id, merchant_id, nick_name, created_at) SELECT x, 'demo', x, $2 FROM unnest($1::text[]) AS x`, [users, now])
    const orders = new OrderService(db, orderStores)
    const gate = new LocalOrderGate({ ...DEFAULT_GATE, capacity: GATE })
    const latencies: number[] = []
    let won = 0
    let soldOut = 0
    let limiting = 0
    const started = performance.now()
    await Promise.all(
      users.map(async (userId, i) => {
        const t0 = performance.now()
        const body = { showId: tier.show_id, items: [{ showId: tier.show_id, bizShowSessionId: tier.session_id, seatPlanId: tier.id, qty: 1 }], paymentParam: { payAmount: tier.price_fen }, idempotencyKey: `bench-${i}` }
        try {
          for (let attempt = 0; ; attempt++) {
            try {
              await gate.run(() => orders.create(body, { merchantId: 'demo', userId, now, timeZone: DEFAULT_TIME_ZONE }))
              won++
              return
            } catch (error) {
              if ((error as { code?: string }).code !== 'LIMITING' || attempt === RETRIES) throw error
              limiting++
              await new Promise((r) => setTimeout(r, RETRY_MS))
            }
          }
        } catch (error) {
          if ((error as { code?: string }).code === 'SOLD_OUT') soldOut++
          else throw error
        } finally {
          latencies.push(performance.now() - t0)
        }
      })
    )
    const seconds = (performance.now() - started) / 1000
    latencies.sort((a, b) => a - b)
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(0)
    const [stock] = await db.query<{ available: number; held: number; sold: number }>('SELECT available, held, sold FROM price_tiers WHERE id = $1', [tier.id])
    console.log(`engine ${db.kind}: ${BUYERS} buyers on a tier of ${CAPACITY}, gate of ${GATE}`)
    console.log(`  ${won} orders, ${soldOut} sold out, in ${seconds.toFixed(2)} s (${(BUYERS / seconds).toFixed(0)} attempts/s)`)
    console.log(`  ${limiting} limiting replies retried after ${RETRY_MS / 1000} s`)
    console.log(`  latency p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`)
    console.log(`  stock after: available ${stock.available}, held ${stock.held}, sold ${stock.sold} ${won === CAPACITY && stock.held === CAPACITY ? '(exactly the capacity)' : '(MISMATCH)'}`)
  } finally {
    if (schema) await db.exec(`DROP SCHEMA ${schema} CASCADE`)
    await db.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
