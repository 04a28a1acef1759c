/** SQL for announcements and their read records; every read of the merchant's rows names the merchant. */
import type { Queryable } from '../db/db'
import { randomId } from '../account/token-codec'
import type { Translations } from '../../../types/api/translations'

export interface AnnouncementRow {
  id: string
  merchant_id: string
  show_id: string | null
  title: string
  content: string
  title_texts: Translations
  content_texts: Translations
  more_url: string
  starts_at: Date
  ends_at: Date
  withdrawn_at: Date | null
  updated_at: Date
}

export interface AnnouncementWrite {
  merchantId: string
  showId: string | null
  title: string
  content: string
  titleTexts: Translations
  contentTexts: Translations
  moreUrl: string
  startsAt: Date
  endsAt: Date
}

export interface ReadWrite {
  announcementId: string
  userId: string
  showId: string | null
  pageSource: string
  clientReadAt: Date
}

const COLUMNS = `id, merchant_id, show_id, title, content, title_texts, content_texts, more_url, starts_at, ends_at, withdrawn_at, updated_at`

export class AnnouncementRepository {
  constructor(private readonly db: Queryable) {}

  async insert(a: AnnouncementWrite, now: Date): Promise<string> {
    const id = randomId('ann_')
    await this.db.query(
      `INSERT INTO announcements (id, merchant_id, show_id, title, content, title_texts, content_texts, more_url, starts_at, ends_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
      [id, a.merchantId, a.showId, a.title, a.content, a.titleTexts, a.contentTexts, a.moreUrl, a.startsAt, a.endsAt, now]
    )
    return id
  }

  /** A withdrawn announcement is not changed any more (the console makes a new one). */
  async update(id: string, a: AnnouncementWrite, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE announcements SET show_id = $3, title = $4, content = $5, title_texts = $6, content_texts = $7, more_url = $8,
         starts_at = $9, ends_at = $10, updated_at = $11
       WHERE id = $1 AND merchant_id = $2 AND withdrawn_at IS NULL RETURNING id`,
      [id, a.merchantId, a.showId, a.title, a.content, a.titleTexts, a.contentTexts, a.moreUrl, a.startsAt, a.endsAt, now]
    )
    return rows.length > 0
  }

  /** The state transition is the guard: only the first withdrawal changes the row. */
  async withdraw(id: string, merchantId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE announcements SET withdrawn_at = $3, updated_at = $3 WHERE id = $1 AND merchant_id = $2 AND withdrawn_at IS NULL RETURNING id',
      [id, merchantId, now]
    )
    return rows.length > 0
  }

  async one(id: string, merchantId: string): Promise<AnnouncementRow | undefined> {
    const rows = await this.db.query<AnnouncementRow>(`SELECT ${COLUMNS} FROM announcements WHERE id = $1 AND merchant_id = $2`, [
      id,
      merchantId
    ])
    return rows[0]
  }

  /** The console's list: what is current or to come first, then the rest, newest first. */
  async ofMerchant(merchantId: string, limit: number): Promise<AnnouncementRow[]> {
    return this.db.query<AnnouncementRow>(
      `SELECT ${COLUMNS} FROM announcements WHERE merchant_id = $1 ORDER BY (withdrawn_at IS NULL) DESC, starts_at DESC, id LIMIT $2`,
      [merchantId, limit]
    )
  }

  /**
   * What buyers see now: the shop's announcements, and the show's when one is named (the show's first,
   * being the more particular), newest start first.
   */
  async current(merchantId: string, showId: string | null, now: Date, limit: number): Promise<AnnouncementRow[]> {
    return this.db.query<AnnouncementRow>(
      `SELECT ${COLUMNS} FROM announcements
       WHERE merchant_id = $1 AND withdrawn_at IS NULL AND starts_at <= $3 AND ends_at > $3
         AND (show_id IS NULL OR show_id = $2)
       ORDER BY (show_id IS NULL), starts_at DESC, id LIMIT $4`,
      [merchantId, showId, now, limit]
    )
  }

  async showExists(merchantId: string, showId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM shows WHERE id = $1 AND merchant_id = $2', [showId, merchantId])).length > 0
  }

  async readCounts(ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map()
    const rows = await this.db.query<{ id: string; n: number }>(
      'SELECT announcement_id AS id, count(*)::int AS n FROM announcement_reads WHERE announcement_id = ANY($1::text[]) GROUP BY announcement_id',
      [ids]
    )
    return new Map(rows.map((r) => [r.id, r.n]))
  }

  /** Idempotent per buyer: the first read's record is kept, a retry or a second read changes nothing. */
  async recordRead(r: ReadWrite, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO announcement_reads (announcement_id, user_id, show_id, page_source, client_read_at, read_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [r.announcementId, r.userId, r.showId, r.pageSource, r.clientReadAt, now]
    )
  }

  async readIds(userId: string, ids: string[]): Promise<string[]> {
    if (!ids.length) return []
    const rows = await this.db.query<{ id: string }>(
      'SELECT announcement_id AS id FROM announcement_reads WHERE user_id = $1 AND announcement_id = ANY($2::text[]) ORDER BY announcement_id',
      [userId, ids]
    )
    return rows.map((r) => r.id)
  }
}
