/** SQL of home's per-buyer components: the buyer's next session with tickets, the shows he viewed. */
import type { Queryable } from '../db/db'
import type { Texts } from '../http/texts'

export interface NextShowRow {
  order_id: string
  show_id: string
  show_name: Texts
  poster_url: string | null
  poster_color: string
  session_name: Texts
  starts_at: Date
  venue_name: Texts
  ticket_count: number
}

export class UserComponentRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The soonest session ahead for which the buyer holds valid tickets (his own or transferred to him),
   * with how many; ties by order id so one order is answered.
   */
  async nextShow(userId: string, merchantId: string, now: Date): Promise<NextShowRow | undefined> {
    const rows = await this.db.query<NextShowRow>(
      `SELECT k.order_id, sh.id AS show_id, sh.name AS show_name, sh.poster_url, sh.poster_color, ss.name AS session_name,
              ss.starts_at, v.name AS venue_name, count(*)::int AS ticket_count
         FROM tickets k JOIN sessions ss ON ss.id = k.session_id JOIN shows sh ON sh.id = k.show_id JOIN venues v ON v.id = sh.venue_id
        WHERE k.user_id = $1 AND sh.merchant_id = $2 AND k.state = 'VALID' AND ss.starts_at > $3 AND sh.state <> 'CANCELED'
        GROUP BY k.order_id, sh.id, ss.id, v.id
        ORDER BY ss.starts_at, k.order_id
        LIMIT 1`,
      [userId, merchantId, now]
    )
    return rows[0]
  }

  /** The shows the buyer opened, newest first (show_user's POST records them). */
  async viewedShowIds(userId: string, limit: number): Promise<string[]> {
    const rows = await this.db.query<{ show_id: string }>(
      'SELECT show_id FROM show_views WHERE user_id = $1 ORDER BY viewed_at DESC, show_id LIMIT $2',
      [userId, limit]
    )
    return rows.map((r) => r.show_id)
  }
}
