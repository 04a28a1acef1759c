/** SQL of a show's white tags and its sessions' third-party seat pages (migration 099_show_calls.sql). */
import type { Queryable } from '../db/db'
import type { Texts } from '../http/texts'

export interface SeatPageRow {
  session_id: string
  name: Texts
  starts_at: Date
  seat_page_url: string | null
}

export class ShowAccessRepository {
  constructor(private readonly db: Queryable) {}

  /** The show when it is the merchant's (drafts included: the console edits them too). */
  async showOf(merchantId: string, showId: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM shows WHERE id = $1 AND merchant_id = $2', [showId, merchantId])
    return rows.length > 0
  }

  async whiteTags(showId: string): Promise<string[]> {
    const rows = await this.db.query<{ tag: string }>('SELECT tag FROM show_white_tags WHERE show_id = $1 ORDER BY tag', [showId])
    return rows.map((r) => r.tag)
  }

  /**
   * Whether the show is restricted and whether this buyer is on its list, in one statement: a buyer is
   * named by id or phone (the tags are kept normalised, types/rules/white-tags.ts; the phone is compared
   * with and without its 86 country code).
   */
  async check(showId: string, userId: string): Promise<{ restricted: boolean; allowed: boolean }> {
    const rows = await this.db.query<{ restricted: boolean; allowed: boolean }>(
      `SELECT restricted, NOT restricted OR listed AS allowed FROM (
         SELECT EXISTS (SELECT 1 FROM show_white_tags WHERE show_id = $1) AS restricted,
                EXISTS (SELECT 1 FROM show_white_tags w JOIN users u ON u.id = $2
                         WHERE w.show_id = $1 AND (w.tag = u.id OR w.tag = regexp_replace(coalesce(u.cellphone, ''), '\\D', '', 'g'))) AS listed
       ) AS facts`,
      [showId, userId]
    )
    return rows[0] ?? { restricted: false, allowed: true }
  }

  async replaceWhiteTags(showId: string, tags: string[]): Promise<void> {
    await this.db.query('DELETE FROM show_white_tags WHERE show_id = $1', [showId])
    if (tags.length) {
      await this.db.query('INSERT INTO show_white_tags (show_id, tag) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [showId, tags])
    }
  }

  seatPages(showId: string): Promise<SeatPageRow[]> {
    return this.db.query<SeatPageRow>(
      'SELECT id AS session_id, name, starts_at, seat_page_url FROM sessions WHERE show_id = $1 ORDER BY starts_at, id',
      [showId]
    )
  }

  /** Sets one session's seat page; false when the session is not the show's. */
  async setSeatPage(showId: string, sessionId: string, url: string | null): Promise<boolean> {
    const rows = await this.db.query('UPDATE sessions SET seat_page_url = $3 WHERE id = $1 AND show_id = $2 RETURNING id', [
      sessionId,
      showId,
      url
    ])
    return rows.length > 0
  }
}
