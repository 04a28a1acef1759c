/** SQL for the tours a buyer follows; every statement is scoped to the buyer, reads to the merchant. */
import type { Queryable } from '../db/db'
import type { Texts } from '../http/texts'

/** The favourites page lists at most this many followed tours, newest first. */
export const TOUR_FOLLOW_LIST_MAX = 100

export class TourFollowRepository {
  constructor(private readonly db: Queryable) {}

  async has(userId: string, tourId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM tour_follows WHERE user_id = $1 AND tour_id = $2', [userId, tourId])).length > 0
  }

  /** Idempotent: a second follow keeps the first one's time. */
  async follow(userId: string, tourId: string, now: Date): Promise<void> {
    await this.db.query('INSERT INTO tour_follows (user_id, tour_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      userId,
      tourId,
      now
    ])
  }

  async unfollow(userId: string, tourId: string): Promise<void> {
    await this.db.query('DELETE FROM tour_follows WHERE user_id = $1 AND tour_id = $2', [userId, tourId])
  }

  /** The merchant's tours the buyer follows, newest first, with how many of each tour's shows are listed. */
  async list(userId: string, merchantId: string): Promise<Array<{ id: string; name: Texts; show_count: number }>> {
    return this.db.query(
      `SELECT t.id, t.name,
              (SELECT count(*)::int FROM shows s WHERE s.tour_id = t.id AND s.listing <> 'DRAFT') AS show_count
         FROM tour_follows f JOIN tours t ON t.id = f.tour_id
        WHERE f.user_id = $1 AND t.merchant_id = $2
        ORDER BY f.created_at DESC, t.id LIMIT $3`,
      [userId, merchantId, TOUR_FOLLOW_LIST_MAX]
    )
  }
}
