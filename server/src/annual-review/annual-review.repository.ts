/** SQL for the annual review: the buyer's sessions seen and money paid at one merchant within two instants. */
import type { Queryable } from '../db/db'

export interface SeenSessionRow {
  show_id: string
  session_id: string
  starts_at: string | Date
  show_name: unknown
  category_code: string
  category_name: unknown
  venue_id: string
  venue_name: unknown
  city_name: unknown
  tickets: number
}

export class AnnualReviewRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Sessions of this merchant's shows that started in [start, end) and before `now`, for which the buyer
   * holds tickets still theirs: used at the door or valid (a refunded, refunding, rebooked or offered
   * ticket is not a show seen). A ticket transferred in counts for its new holder, not the buyer who paid.
   */
  async seenSessions(userId: string, merchantId: string, start: Date, end: Date, now: Date): Promise<SeenSessionRow[]> {
    return this.db.query<SeenSessionRow>(
      `SELECT t.show_id, t.session_id, ss.starts_at, s.name AS show_name, s.category_code, cat.name AS category_name,
              v.id AS venue_id, v.name AS venue_name, c.name AS city_name, count(*)::int AS tickets
         FROM tickets t
         JOIN orders o ON o.id = t.order_id AND o.merchant_id = $2
         JOIN sessions ss ON ss.id = t.session_id
         JOIN shows s ON s.id = t.show_id AND s.merchant_id = $2
         JOIN venues v ON v.id = s.venue_id
         JOIN cities c ON c.id = v.city_id
         JOIN categories cat ON cat.code = s.category_code
        WHERE t.user_id = $1 AND t.state IN ('VALID', 'USED')
          AND ss.starts_at >= $3::timestamptz AND ss.starts_at < $4::timestamptz AND ss.starts_at <= $5::timestamptz
        GROUP BY t.show_id, t.session_id, ss.starts_at, s.name, s.category_code, cat.name, v.id, v.name, c.name
        ORDER BY ss.starts_at, t.session_id`,
      [userId, merchantId, start.toISOString(), end.toISOString(), now.toISOString()]
    )
  }

  /** Paid for the buyer's ticket orders paid in [start, end), less the refunds of them that went through, fen. */
  async spendFen(userId: string, merchantId: string, start: Date, end: Date): Promise<number> {
    const [row] = await this.db.query<{ spend: number }>(
      `WITH paid AS (
         SELECT id, paid_fen FROM orders
          WHERE user_id = $1 AND merchant_id = $2 AND state = 'PAID' AND paid_at >= $3::timestamptz AND paid_at < $4::timestamptz
       )
       SELECT ((SELECT coalesce(sum(paid_fen), 0) FROM paid)
             - (SELECT coalesce(sum(r.amount_fen), 0) FROM refunds r JOIN payments p ON p.id = r.payment_id
                 WHERE p.order_id IN (SELECT id FROM paid) AND r.state = 'SUCCEEDED'))::float8 AS spend`,
      [userId, merchantId, start.toISOString(), end.toISOString()]
    )
    return Math.max(0, Number(row.spend))
  }
}
