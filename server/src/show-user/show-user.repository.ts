/** SQL of show_user's own: the show an order is for, and the buyer's shows viewed (migration 099 show_views). */
import type { Queryable } from '../db/db'

export class ShowUserRepository {
  constructor(private readonly db: Queryable) {}

  /** The show of the buyer's own order; undefined for another buyer's or an unknown order. */
  async orderShow(orderId: string, userId: string): Promise<string | undefined> {
    const rows = await this.db.query<{ show_id: string }>('SELECT show_id FROM orders WHERE id = $1 AND user_id = $2', [orderId, userId])
    return rows[0]?.show_id
  }

  /** One row per buyer and show: a visit moves its time on (home's recently viewed). */
  async recordView(userId: string, showId: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO show_views (user_id, show_id, viewed_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, show_id) DO UPDATE SET viewed_at = GREATEST(show_views.viewed_at, EXCLUDED.viewed_at)`,
      [userId, showId, now]
    )
  }
}
