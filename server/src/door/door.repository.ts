/** SQL for the door: the merchant's sessions of a day and their check-in counts. */
import type { Queryable } from '../db/db'

export interface DoorSessionRow {
  id: string
  show_id: string
  show_name: Record<string, string>
  session_name: Record<string, string>
  starts_at: Date
  venue_name: Record<string, string>
}

export class DoorRepository {
  constructor(private readonly db: Queryable) {}

  async sessionsBetween(merchantId: string, from: Date, to: Date): Promise<DoorSessionRow[]> {
    return this.db.query<DoorSessionRow>(
      `SELECT s.id, s.show_id, sh.name AS show_name, s.name AS session_name, s.starts_at, v.name AS venue_name
         FROM sessions s JOIN shows sh ON sh.id = s.show_id JOIN venues v ON v.id = sh.venue_id
        WHERE sh.merchant_id = $1 AND s.starts_at >= $2 AND s.starts_at < $3 ORDER BY s.starts_at, s.id`,
      [merchantId, from, to]
    )
  }

  /** undefined when the session is not this merchant's. */
  async count(merchantId: string, sessionId: string): Promise<{ checked_in: number; sold: number } | undefined> {
    const rows = await this.db.query<{ checked_in: number; sold: number }>(
      `SELECT (SELECT count(*)::int FROM tickets k WHERE k.session_id = s.id AND k.state = 'USED') AS checked_in,
              (SELECT count(*)::int FROM tickets k WHERE k.session_id = s.id) AS sold
         FROM sessions s JOIN shows sh ON sh.id = s.show_id WHERE s.id = $2 AND sh.merchant_id = $1`,
      [merchantId, sessionId]
    )
    return rows[0]
  }
}
