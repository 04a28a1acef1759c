/** SQL for a buyer's favourite shows; every statement is scoped to the buyer. */
import type { Queryable } from '../db/db'

/** The list shows the newest favourites first, at most this many. */
export const FAVOURITE_LIST_MAX = 200

export class FavouriteRepository {
  constructor(private readonly db: Queryable) {}

  async has(userId: string, showId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM favourite_shows WHERE user_id = $1 AND show_id = $2', [userId, showId])).length > 0
  }

  /**
   * Idempotent: a second add keeps the first one's time. The show's want count ("N人想看") goes up in the
   * same statement, only when the row is new, so it moves exactly once per buyer whatever the retries.
   */
  async add(userId: string, showId: string, now: Date): Promise<void> {
    await this.db.query(
      `WITH added AS (
         INSERT INTO favourite_shows (user_id, show_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING show_id
       )
       UPDATE shows SET want_count = want_count + 1 WHERE id IN (SELECT show_id FROM added)`,
      [userId, showId, now]
    )
  }

  /** The want count goes down only when a row was removed. */
  async remove(userId: string, showId: string): Promise<void> {
    await this.db.query(
      `WITH removed AS (DELETE FROM favourite_shows WHERE user_id = $1 AND show_id = $2 RETURNING show_id)
       UPDATE shows SET want_count = greatest(want_count - 1, 0) WHERE id IN (SELECT show_id FROM removed)`,
      [userId, showId]
    )
  }

  async wantCount(showId: string): Promise<number> {
    const rows = await this.db.query<{ want_count: number }>('SELECT want_count FROM shows WHERE id = $1', [showId])
    return rows[0]?.want_count ?? 0
  }

  /** One page of the buyer's favourites among this merchant's shows, newest first, with how many there are. */
  async page(userId: string, merchantId: string, offset: number, length: number): Promise<{ showIds: string[]; total: number }> {
    const rows = await this.db.query<{ show_id: string; total: number }>(
      `SELECT f.show_id, count(*) OVER ()::int AS total
         FROM favourite_shows f JOIN shows s ON s.id = f.show_id AND s.listing <> 'DRAFT'
        WHERE f.user_id = $1 AND s.merchant_id = $2
        ORDER BY f.created_at DESC, f.show_id LIMIT $3 OFFSET $4`,
      [userId, merchantId, length, offset]
    )
    if (rows.length) return { showIds: rows.map((r) => r.show_id), total: rows[0].total }
    // Past the last page the window count is not there: count on its own.
    const [{ n }] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM favourite_shows f JOIN shows s ON s.id = f.show_id AND s.listing <> 'DRAFT'
        WHERE f.user_id = $1 AND s.merchant_id = $2`,
      [userId, merchantId]
    )
    return { showIds: [], total: n }
  }

  async showIds(userId: string): Promise<string[]> {
    const rows = await this.db.query<{ show_id: string }>(
      'SELECT show_id FROM favourite_shows WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2',
      [userId, FAVOURITE_LIST_MAX]
    )
    return rows.map((row) => row.show_id)
  }
}
