/** Price tiers for the buying tests: one tier's stock, and a general-admission tier on sale at noon. */
import assert from 'node:assert/strict'
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

/**
 * General-admission tiers on sale, one each of different demo shows that no order and no promotion has
 * touched, with at least `minAvailable` tickets: the first set to the first price given, and so on.
 */
export async function untouchedShowTiers(t: TestApp, prices: number[], minAvailable: number): Promise<Tier[]> {
  const rows = await t.db.query<{ id: string }>(
    `SELECT DISTINCT ON (sh.id) t.id FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
      WHERE sh.merchant_id = 'demo' AND sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND s.starts_at > $1 + interval '2 days' AND NOT sh.real_name AND sh.min_age IS NULL
        AND NOT t.seated AND NOT t.closed AND t.available >= $3 AND t.price_fen > 0
        AND NOT EXISTS (SELECT 1 FROM order_items i JOIN price_tiers x ON x.id = i.tier_id JOIN sessions xs ON xs.id = x.session_id WHERE xs.show_id = sh.id)
        AND NOT EXISTS (SELECT 1 FROM promotion_scopes ps WHERE ps.show_id = sh.id)
      ORDER BY sh.id DESC, t.id LIMIT $2`,
    [NOON, prices.length, minAvailable]
  )
  assert.equal(rows.length, prices.length, 'enough untouched shows')
  for (const [i, r] of rows.entries()) await t.db.query('UPDATE price_tiers SET price_fen = $2 WHERE id = $1', [r.id, prices[i]])
  return Promise.all(rows.map((r) => tier(t, r.id)))
}
