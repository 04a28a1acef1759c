/** Price tiers for the buying tests: one tier's stock, and a general-admission tier on sale at noon. */
import { NOON, type TestApp } from './helpers'

export interface Tier {
  id: string
  session_id: string
  show_id: string
  price_fen: number
  available: number
  held: number
  sold: number
  capacity: number
}

export async function tier(t: TestApp, id: string): Promise<Tier> {
  const [row] = await t.db.query<Tier>(
    'SELECT t.id, t.session_id, s.show_id, t.price_fen, t.available, t.held, t.sold, t.capacity FROM price_tiers t JOIN sessions s ON s.id = t.session_id WHERE t.id = $1',
    [id]
  )
  return row
}

/** A tier on sale at the test's noon, of a show with the given real-name flag, with stock to spare. */
export async function onSaleTier(t: TestApp, realName: boolean, minAvailable = 20): Promise<Tier> {
  const [row] = await t.db.query<{ id: string }>(
    `SELECT t.id FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
      WHERE sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND s.starts_at > $1 + interval '2 days' AND sh.real_name = $2
        AND NOT t.seated AND t.available >= $3 AND t.price_fen > 0 AND sh.min_age IS NULL
      ORDER BY t.id LIMIT 1`,
    [NOON, realName, minAvailable]
  )
  return tier(t, row.id)
}

/** A general-admission tier on sale at noon, of a show that also posts paper tickets, with its express fee. */
export async function expressTier(t: TestApp): Promise<{ tier: Tier; expressFeeFen: number }> {
  const [row] = await t.db.query<{ id: string; express_fee_fen: number }>(
    `SELECT t.id, sh.express_fee_fen FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
      WHERE sh.express_fee_fen IS NOT NULL AND NOT sh.real_name AND NOT t.seated AND sh.state = 'SCHEDULED' AND sh.sale_time <= $1
        AND s.starts_at > $1::timestamptz + interval '2 days' AND t.available >= 5 AND t.price_fen > 0 AND sh.min_age IS NULL ORDER BY t.id LIMIT 1`,
    [NOON]
  )
  return { tier: await tier(t, row.id), expressFeeFen: row.express_fee_fen }
}
