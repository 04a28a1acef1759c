/** SQL for pre-filled ticket-grab info and sale reminders. */
import type { Queryable } from '../db/db'

export interface PrefillRow {
  user_id: string
  show_id: string
  session_ids: string[]
  tier_ids: string[]
  ticket_count: number
  purchaser_name: string
  purchaser_phone: string
  audience_ids: string[]
  address_id: string | null
  remind_method: 'NONE' | 'SMS'
  remind_minutes: number
  updated_at: Date
  invalidated_at: Date | null
}

export interface DueReminder {
  user_id: string
  show_id: string
  merchant_id: string
  locale: string
  country_code: string | null
  cellphone: string | null
  show_name: Record<string, string>
  sale_time: Date | null
}

export class PrefillRepository {
  constructor(private readonly db: Queryable) {}

  async byShow(userId: string, showId: string): Promise<PrefillRow | undefined> {
    return (await this.db.query<PrefillRow>('SELECT * FROM prefills WHERE user_id = $1 AND show_id = $2', [userId, showId]))[0]
  }

  /** The last submitted info prevails: it replaces the earlier one and is valid again. */
  async save(row: Omit<PrefillRow, 'invalidated_at'>): Promise<void> {
    await this.db.query(
      `INSERT INTO prefills (user_id, show_id, session_ids, tier_ids, ticket_count, purchaser_name, purchaser_phone, audience_ids, address_id, remind_method, remind_minutes, updated_at, invalidated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, NULL)
       ON CONFLICT (user_id, show_id) DO UPDATE SET session_ids = $3, tier_ids = $4, ticket_count = $5, purchaser_name = $6, purchaser_phone = $7,
         audience_ids = $8, address_id = $9, remind_method = $10, remind_minutes = $11, updated_at = $12, invalidated_at = NULL`,
      [
        row.user_id,
        row.show_id,
        row.session_ids,
        row.tier_ids,
        row.ticket_count,
        row.purchaser_name,
        row.purchaser_phone,
        row.audience_ids,
        row.address_id,
        row.remind_method,
        row.remind_minutes,
        row.updated_at
      ]
    )
  }

  /** An order made once the sale is open spends the pre-fill. */
  /** Each buyer's prefill for each show ends (an order was made in the grab period), in one statement. */
  async invalidateMany(ends: Array<{ userId: string; showId: string; now: Date }>): Promise<void> {
    await this.db.query(
      `UPDATE prefills p SET invalidated_at = x.at FROM unnest($1::text[], $2::text[], $3::timestamptz[]) AS x(u, s, at)
        WHERE p.user_id = x.u AND p.show_id = x.s AND p.invalidated_at IS NULL`,
      [ends.map((e) => e.userId), ends.map((e) => e.showId), ends.map((e) => e.now)]
    )
  }

  async reminder(userId: string, showId: string): Promise<{ minutes_ahead: number; remind_at: Date; sent_at: Date | null } | undefined> {
    return (
      await this.db.query<{ minutes_ahead: number; remind_at: Date; sent_at: Date | null }>(
        'SELECT minutes_ahead, remind_at, sent_at FROM sale_reminders WHERE user_id = $1 AND show_id = $2',
        [userId, showId]
      )
    )[0]
  }

  /** The buyer's reminders of this merchant's listed shows not sent yet, soonest first. */
  async reminders(
    userId: string,
    merchantId: string,
    limit: number
  ): Promise<Array<{ show_id: string; name: unknown; poster_url: string; minutes_ahead: number; remind_at: Date; sale_time: Date }>> {
    return this.db.query(
      `SELECT r.show_id, s.name, s.poster_url, r.minutes_ahead, r.remind_at, s.sale_time
         FROM sale_reminders r JOIN shows s ON s.id = r.show_id AND s.listing <> 'DRAFT'
        WHERE r.user_id = $1 AND s.merchant_id = $2 AND r.sent_at IS NULL AND s.sale_time IS NOT NULL
        ORDER BY r.remind_at, r.show_id LIMIT $3`,
      [userId, merchantId, limit]
    )
  }

  async setReminder(userId: string, showId: string, minutesAhead: number, remindAt: Date, locale: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO sale_reminders (user_id, show_id, minutes_ahead, remind_at, locale, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, show_id) DO UPDATE SET minutes_ahead = $3, remind_at = $4, locale = $5, sent_at = NULL`,
      [userId, showId, minutesAhead, remindAt, locale, now]
    )
  }

  async cancelReminder(userId: string, showId: string): Promise<void> {
    await this.db.query('DELETE FROM sale_reminders WHERE user_id = $1 AND show_id = $2', [userId, showId])
  }

  /** Claims due reminders (each row once, whichever gateway gets there first) with what the message needs. */
  async claimDue(now: Date, limit: number): Promise<DueReminder[]> {
    return this.db.query<DueReminder>(
      `WITH due AS (
         UPDATE sale_reminders SET sent_at = $1
          WHERE (user_id, show_id) IN (SELECT user_id, show_id FROM sale_reminders WHERE sent_at IS NULL AND remind_at <= $1 ORDER BY remind_at LIMIT $2)
            AND sent_at IS NULL
          RETURNING user_id, show_id, locale
       )
       SELECT due.user_id, due.show_id, sh.merchant_id, due.locale, u.country_code, u.cellphone, sh.name AS show_name, sh.sale_time
         FROM due JOIN users u ON u.id = due.user_id JOIN shows sh ON sh.id = due.show_id`,
      [now, limit]
    )
  }
}
