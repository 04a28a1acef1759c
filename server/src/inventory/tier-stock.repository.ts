/** Reads of tier stock outside a write: what rush admission (stock-admission.ts) starts from. */
import type { Queryable } from '../db/db'

export class TierStockRepository {
  constructor(private readonly db: Queryable) {}

  /** A tier's merchant and what is available now. */
  async stock(tierId: string): Promise<{ merchantId: string; available: number } | undefined> {
    return (
      await this.db.query<{ merchantId: string; available: number }>(
        `SELECT sh.merchant_id AS "merchantId", t.available FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id WHERE t.id = $1`,
        [tierId]
      )
    )[0]
  }
}
