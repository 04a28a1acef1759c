/**
 * SQL for on-site purchase (migration 096): a show's on-site switch and window, its sessions of a day with
 * their tiers and stock, a seated tier's free seats, and the console's edit of the switch. Orders and stock
 * are written by the order area (order/), never here.
 */
import type { Queryable } from '../db/db'

export interface OnSiteShowRow {
  id: string
  merchant_id: string
  name: Record<string, string>
  venue_name: Record<string, string>
  venue_address: Record<string, string>
  poster_color: string
  state: 'SCHEDULED' | 'PENDING' | 'CANCELED'
  real_name: boolean
  limit_per_order: number
  onsite_sale: boolean
  onsite_opens_minutes: number
}

export interface OnSiteSessionRow {
  id: string
  show_id: string
  name: Record<string, string>
  starts_at: Date
  ends_at: Date | null
}

export interface OnSiteTierRow {
  id: string
  session_id: string
  name: Record<string, string>
  price_fen: number
  available: number
  seated: boolean
}

export interface AdminShowRow {
  id: string
  name: Record<string, string>
  venue_name: Record<string, string>
  real_name: boolean
  onsite_sale: boolean
  onsite_opens_minutes: number
  next_at: Date | null
  sold: number
}

export class VenuePurchaseRepository {
  constructor(private readonly db: Queryable) {}

  async show(showId: string, merchantId: string): Promise<OnSiteShowRow | undefined> {
    const rows = await this.db.query<OnSiteShowRow>(
      `SELECT sh.id, sh.merchant_id, sh.name, v.name AS venue_name, v.address AS venue_address, sh.poster_color, sh.state, sh.real_name,
              sh.limit_per_order, sh.onsite_sale, sh.onsite_opens_minutes
         FROM shows sh JOIN venues v ON v.id = sh.venue_id WHERE sh.id = $1 AND sh.merchant_id = $2`,
      [showId, merchantId]
    )
    return rows[0]
  }

  /** The show's sessions starting in [from, to), in start order. */
  async sessions(showId: string, from: Date, to: Date): Promise<OnSiteSessionRow[]> {
    return this.db.query<OnSiteSessionRow>(
      'SELECT id, show_id, name, starts_at, ends_at FROM sessions WHERE show_id = $1 AND starts_at >= $2 AND starts_at < $3 ORDER BY starts_at, id',
      [showId, from, to]
    )
  }

  async session(sessionId: string): Promise<OnSiteSessionRow | undefined> {
    return (
      await this.db.query<OnSiteSessionRow>('SELECT id, show_id, name, starts_at, ends_at FROM sessions WHERE id = $1', [sessionId])
    )[0]
  }

  /** The sessions' tiers with what is left (a tier the console closed has nothing), in the merchant's order. */
  async tiers(sessionIds: string[]): Promise<OnSiteTierRow[]> {
    if (!sessionIds.length) return []
    return this.db.query<OnSiteTierRow>(
      `SELECT id, session_id, name, price_fen, CASE WHEN closed THEN 0 ELSE available END AS available, seated
         FROM price_tiers WHERE session_id = ANY($1::text[]) ORDER BY session_id, sort, id`,
      [sessionIds]
    )
  }

  /** A seated tier's free seats of the session, and the hall's middle column (for the best seats). */
  async freeSeats(sessionId: string, tierId: string): Promise<{ seats: Array<{ row: number; col: number }>; centreCol?: number }> {
    const seats = await this.db.query<{ row: number; col: number }>(
      `SELECT row_no AS row, col_no AS col FROM seats WHERE session_id = $1 AND tier_id = $2 AND status = 'FREE' ORDER BY row_no, col_no`,
      [sessionId, tierId]
    )
    const [span] = await this.db.query<{ lo: number | null; hi: number | null }>(
      'SELECT min(col_no) AS lo, max(col_no) AS hi FROM seats WHERE session_id = $1',
      [sessionId]
    )
    return { seats, centreCol: span?.lo != null && span.hi != null ? (span.lo + span.hi) / 2 : undefined }
  }

  /** The console's switch: answers false when the show is not the merchant's. */
  async setOnSite(showId: string, merchantId: string, enabled: boolean, opensMinutes: number): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      'UPDATE shows SET onsite_sale = $3, onsite_opens_minutes = $4 WHERE id = $1 AND merchant_id = $2 RETURNING id',
      [showId, merchantId, enabled, opensMinutes]
    )
    return rows.length > 0
  }

  /** The console's list: scheduled shows with a session still to end (soonest first), then the others switched on. */
  adminShows(merchantId: string, now: Date, showId?: string): Promise<AdminShowRow[]> {
    return this.db.query<AdminShowRow>(
      `SELECT sh.id, sh.name, v.name AS venue_name, sh.real_name, sh.onsite_sale, sh.onsite_opens_minutes,
              (SELECT min(s.starts_at) FROM sessions s WHERE s.show_id = sh.id
                 AND coalesce(s.ends_at, s.starts_at + interval '3 hours') > $2) AS next_at,
              (SELECT coalesce(sum(o.ticket_count), 0)::int FROM orders o WHERE o.show_id = sh.id AND o.sales_channel = 'ONSITE' AND o.state = 'PAID') AS sold
         FROM shows sh JOIN venues v ON v.id = sh.venue_id
        WHERE sh.merchant_id = $1 AND sh.state = 'SCHEDULED' AND ($3::text IS NULL OR sh.id = $3)
          AND ($3::text IS NOT NULL OR sh.onsite_sale OR EXISTS (SELECT 1 FROM sessions s WHERE s.show_id = sh.id
                 AND coalesce(s.ends_at, s.starts_at + interval '3 hours') > $2))
        ORDER BY sh.onsite_sale DESC, next_at NULLS LAST, sh.id
        LIMIT 500`,
      [merchantId, now, showId ?? null]
    )
  }
}
