/** SQL of the buyer analytics counts (migration 089, analytics_counts). */
import type { Queryable } from '../db/db'

export interface CountRow {
  day: string
  event: string
  label: string
  count: number
}

export class AnalyticsRepository {
  constructor(private readonly db: Queryable) {}

  /** Adds each (event, label) count of a batch on the merchant's local day ("YYYY-MM-DD") in one statement. */
  async add(merchantId: string, day: string, counts: Array<{ event: string; label: string; count: number }>): Promise<void> {
    if (!counts.length) return
    await this.db.query(
      `INSERT INTO analytics_counts (merchant_id, day, event, label, count)
       SELECT $1, $2::date, c.event, c.label, c.count
       FROM jsonb_to_recordset($3::jsonb) AS c(event text, label text, count int)
       ON CONFLICT (merchant_id, day, event, label) DO UPDATE SET count = analytics_counts.count + EXCLUDED.count`,
      [merchantId, day, JSON.stringify(counts)]
    )
  }

  /** Every count of the merchant from `sinceDay` on. */
  async since(merchantId: string, sinceDay: string): Promise<CountRow[]> {
    return this.db.query<CountRow>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, event, label, count FROM analytics_counts
       WHERE merchant_id = $1 AND day >= $2::date ORDER BY day, event, label`,
      [merchantId, sinceDay]
    )
  }
}
