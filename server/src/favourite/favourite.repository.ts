/** SQL for a buyer's favourite shows; every statement is scoped to the buyer. */
import type { Queryable } from '../db/db'

/** The list shows the newest favourites first, at most this many. */
export const FAVOURITE_LIST_MAX = 200

export class FavouriteRepository {
  constructor(private readonly db: Queryable) {}

  async has(userId: string, showId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM favourite_shows WHERE user_id = $1 AND show_id = $2', [userId, showId])).length > 0
  }

  /** Idempotent: a second add keeps the first one's time. */
  async add(userId: string, showId: string, now: Date): Promise<void> {
    await this.db.query('INSERT INTO favourite_shows (user_id, show_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, showId, now])
  }

  async remove(userId: string, showId: string): Promise<void> {
    await this.db.query('DELETE FROM favourite_shows WHERE user_id = $1 AND show_id = $2', [userId, showId])
  }

  async showIds(userId: string): Promise<string[]> {
    const rows = await this.db.query<{ show_id: string }>('SELECT show_id FROM favourite_shows WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2', [userId, FAVOURITE_LIST_MAX])
    return rows.map((row) => row.show_id)
  }
}
