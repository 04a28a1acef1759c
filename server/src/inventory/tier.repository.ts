/**
 * The console's writes of price tiers as rows (created, renamed and repriced, given a new stock, closed,
 * deleted), here with the other writers of price_tiers. Each takes a transaction opened by boundedWrite:
 * a stock change waits for the row lock a rush's hold and sale take.
 */
import type { BoundedTx } from '../db/bounded-write'

/** What the console sets of a tier; `name` is its texts per language, kept as JSON. */
export interface TierFields {
  name: unknown
  priceFen: number
  minAge: number | null
}

export class TierRepository {
  constructor(private readonly tx: BoundedTx) {}

  /** A new tier, all of its capacity on sale, sorted after the session's others. */
  async insert(id: string, sessionId: string, t: TierFields & { capacity: number }): Promise<void> {
    await this.tx.query(
      `INSERT INTO price_tiers (id, session_id, name, price_fen, capacity, available, sort, min_age)
       VALUES ($1, $2, $3, $4, $5, $5, (SELECT coalesce(max(sort) + 1, 0) FROM price_tiers WHERE session_id = $2), $6)`,
      [id, sessionId, JSON.stringify(t.name), t.priceFen, t.capacity, t.minAge]
    )
  }

  async updateFields(id: string, t: TierFields): Promise<void> {
    await this.tx.query('UPDATE price_tiers SET name = $2, price_fen = $3, min_age = $4 WHERE id = $1', [
      id,
      JSON.stringify(t.name),
      t.priceFen,
      t.minAge
    ])
  }

  /**
   * The stock change in one statement: its check (held + sold ≤ the new stock) and its write happen under
   * the row lock a hold and a sale take, so an order committed in between is seen by the re-checked WHERE.
   * False: below what is held and sold (or closed).
   */
  async setCapacity(id: string, capacity: number): Promise<boolean> {
    const rows = await this.tx.query<{ id: string }>(
      'UPDATE price_tiers SET capacity = $2, available = $2 - held - sold WHERE id = $1 AND held + sold <= $2 AND NOT closed RETURNING id',
      [id, capacity]
    )
    return rows.length === 1
  }

  /** Sells no more: the unsold stock goes; held and sold stay (a take's guard reads a closed tier as none on sale). */
  async close(id: string): Promise<void> {
    await this.tx.query('UPDATE price_tiers SET closed = true, capacity = held + sold, available = 0 WHERE id = $1', [id])
  }

  /** Deletes a tier no order ever touched (nor a seat map placed), in one statement; false otherwise. */
  async deleteUnsold(id: string): Promise<boolean> {
    const rows = await this.tx.query<{ id: string }>(
      `DELETE FROM price_tiers t WHERE t.id = $1 AND t.held = 0 AND t.sold = 0 AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.tier_id = t.id)
         AND NOT EXISTS (SELECT 1 FROM seats st WHERE st.tier_id = t.id) RETURNING t.id`,
      [id]
    )
    return rows.length === 1
  }
}
