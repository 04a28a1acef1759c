/** SQL for the seat-map designer: hall drafts, what each session was published from, the session's seats and tiers. */
import type { Queryable } from '../db/db'
import { sellableSeats, type HallMap } from '../../../types/rules/hall-map'

/** A hall of the catalogue (migration 026) with its map, if one was saved (030). */
export interface HallRow {
  id: string
  venue_id: string
  name: unknown
  map: HallMap | null
  updated_at: Date | null
}

export interface PublishedRow {
  session_id: string
  hall_id: string
  map: HallMap
  zone_tiers: Record<string, string>
}

export interface SessionRow {
  id: string
  show_id: string
  show_name: unknown
  session_name: unknown
  starts_at: Date
  venue_id: string
  hall_id: string | null
  seat_picking: boolean
}

export interface TierRow {
  id: string
  name: unknown
  price_fen: number
  seated: boolean
  held: number
  sold: number
}

export interface SessionSeatRow {
  row_no: number
  col_no: number
  tier_id: string
  status: 'FREE' | 'HELD' | 'SOLD'
  section_name: string | null
  row_label: string | null
  seat_no: number | null
}

/** A seat the publication writes: its grid place, its tier and the designer's name for it. */
export interface PublishedSeat {
  row: number
  col: number
  tierId: string
  section: string
  rowLabel: string
  seatNo: number
}

export class SeatMapRepository {
  constructor(private readonly db: Queryable) {}

  async venues(merchantId: string): Promise<Array<{ id: string; name: unknown }>> {
    return this.db.query('SELECT id, name FROM venues WHERE merchant_id = $1 ORDER BY id', [merchantId])
  }

  /** Every hall of the merchant's venues, with its map (null while none is saved) and how many sessions it was published to. */
  async halls(merchantId: string): Promise<Array<HallRow & { published: number }>> {
    return this.db.query(
      `SELECT h.id, h.venue_id, h.name, m.map, m.updated_at, (SELECT count(*)::int FROM session_seat_maps p WHERE p.hall_id = h.id) AS published
         FROM halls h JOIN venues v ON v.id = h.venue_id LEFT JOIN hall_maps m ON m.hall_id = h.id
        WHERE v.merchant_id = $1 ORDER BY h.venue_id, h.id`,
      [merchantId]
    )
  }

  async venueOf(merchantId: string, venueId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM venues WHERE id = $1 AND merchant_id = $2', [venueId, merchantId])).length > 0
  }

  /** The hall, if it is one of the merchant's at this venue; locked (its map's row may not exist yet) when asked. */
  async hall(merchantId: string, venueId: string, hallId: string, lock = false): Promise<HallRow | undefined> {
    return (
      await this.db.query<HallRow>(
        `SELECT h.id, h.venue_id, h.name, m.map, m.updated_at FROM halls h JOIN venues v ON v.id = h.venue_id LEFT JOIN hall_maps m ON m.hall_id = h.id
          WHERE v.merchant_id = $1 AND h.venue_id = $2 AND h.id = $3${lock ? ' FOR UPDATE OF h' : ''}`,
        [merchantId, venueId, hallId]
      )
    )[0]
  }

  async saveHall(merchantId: string, hallId: string, map: HallMap, staffId: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO hall_maps (merchant_id, hall_id, map, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (hall_id) DO UPDATE SET map = EXCLUDED.map, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [merchantId, hallId, JSON.stringify(map), now, staffId]
    )
    // A drawn hall's capacity is what its map can sell, so the catalogue never shows a figure the map contradicts.
    await this.db.query('UPDATE halls SET capacity = $2 WHERE id = $1', [hallId, sellableSeats(map).length])
  }

  /** The seat-picked sessions at the venue held in this hall or in none yet, soonest first. */
  async sessionsAt(merchantId: string, venueId: string, hallId: string): Promise<SessionRow[]> {
    return this.db.query(
      `SELECT s.id, s.show_id, sh.name AS show_name, s.name AS session_name, s.starts_at, sh.venue_id, s.hall_id, sh.seat_picking
         FROM sessions s JOIN shows sh ON sh.id = s.show_id
        WHERE sh.merchant_id = $1 AND sh.venue_id = $2 AND sh.seat_picking AND (s.hall_id IS NULL OR s.hall_id = $3) ORDER BY s.starts_at, s.id`,
      [merchantId, venueId, hallId]
    )
  }

  async session(merchantId: string, sessionId: string, lock = false): Promise<SessionRow | undefined> {
    return (
      await this.db.query<SessionRow>(
        `SELECT s.id, s.show_id, sh.name AS show_name, s.name AS session_name, s.starts_at, sh.venue_id, s.hall_id, sh.seat_picking
           FROM sessions s JOIN shows sh ON sh.id = s.show_id WHERE s.id = $1 AND sh.merchant_id = $2${lock ? ' FOR UPDATE OF s' : ''}`,
        [sessionId, merchantId]
      )
    )[0]
  }

  /** The session's tiers (a publish locks them first, through inventory/). */
  async tiers(sessionId: string): Promise<TierRow[]> {
    return this.db.query('SELECT id, name, price_fen, seated, held, sold FROM price_tiers WHERE session_id = $1 ORDER BY id', [sessionId])
  }

  async seats(sessionId: string, status?: 'TAKEN'): Promise<SessionSeatRow[]> {
    return this.db.query(
      `SELECT row_no, col_no, tier_id, status, section_name, row_label, seat_no FROM seats WHERE session_id = $1${status ? " AND status <> 'FREE'" : ''} ORDER BY row_no, col_no`,
      [sessionId]
    )
  }

  async published(sessionId: string): Promise<PublishedRow | undefined> {
    return (
      await this.db.query<PublishedRow>('SELECT session_id, hall_id, map, zone_tiers FROM session_seat_maps WHERE session_id = $1', [
        sessionId
      ])
    )[0]
  }

  async savePublished(row: PublishedRow, staffId: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO session_seat_maps (session_id, hall_id, map, zone_tiers, published_at, published_by) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (session_id) DO UPDATE SET hall_id = EXCLUDED.hall_id, map = EXCLUDED.map, zone_tiers = EXCLUDED.zone_tiers,
              published_at = EXCLUDED.published_at, published_by = EXCLUDED.published_by`,
      [row.session_id, row.hall_id, JSON.stringify(row.map), JSON.stringify(row.zone_tiers), now, staffId]
    )
    // The session is held in the hall it was published from.
    await this.db.query('UPDATE sessions SET hall_id = $2 WHERE id = $1 AND hall_id IS DISTINCT FROM $2', [row.session_id, row.hall_id])
  }
}
