/** SQL for the seat-map designer: hall drafts, what each session was published from, the session's seats and tiers. */
import type { Queryable } from '../db/db'
import type { HallMap } from '../../../types/rules/hall-map'

export interface HallMapRow {
  venue_id: string
  hall_name: string
  map: HallMap
  updated_at: Date
}

export interface PublishedRow {
  session_id: string
  venue_id: string
  hall_name: string
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
}

export class SeatMapRepository {
  constructor(private readonly db: Queryable) {}

  async venues(merchantId: string): Promise<Array<{ id: string; name: unknown }>> {
    return this.db.query('SELECT id, name FROM venues WHERE merchant_id = $1 ORDER BY id', [merchantId])
  }

  async halls(merchantId: string): Promise<Array<HallMapRow & { published: number }>> {
    return this.db.query(
      `SELECT h.venue_id, h.hall_name, h.map, h.updated_at, (SELECT count(*)::int FROM session_seat_maps p WHERE p.venue_id = h.venue_id AND p.hall_name = h.hall_name) AS published
         FROM hall_maps h WHERE h.merchant_id = $1 ORDER BY h.venue_id, h.hall_name`,
      [merchantId]
    )
  }

  async venueOf(merchantId: string, venueId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM venues WHERE id = $1 AND merchant_id = $2', [venueId, merchantId])).length > 0
  }

  async hall(merchantId: string, venueId: string, hallName: string): Promise<HallMapRow | undefined> {
    return (await this.db.query<HallMapRow>('SELECT venue_id, hall_name, map, updated_at FROM hall_maps WHERE merchant_id = $1 AND venue_id = $2 AND hall_name = $3', [merchantId, venueId, hallName]))[0]
  }

  async saveHall(merchantId: string, venueId: string, hallName: string, map: HallMap, staffId: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO hall_maps (merchant_id, venue_id, hall_name, map, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (venue_id, hall_name) DO UPDATE SET map = EXCLUDED.map, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [merchantId, venueId, hallName, JSON.stringify(map), now, staffId]
    )
  }

  /** The seat-picked sessions held at the venue, soonest first. */
  async sessionsAt(merchantId: string, venueId: string): Promise<SessionRow[]> {
    return this.db.query(
      `SELECT s.id, s.show_id, sh.name AS show_name, s.name AS session_name, s.starts_at, sh.venue_id, sh.seat_picking
         FROM sessions s JOIN shows sh ON sh.id = s.show_id
        WHERE sh.merchant_id = $1 AND sh.venue_id = $2 AND sh.seat_picking ORDER BY s.starts_at, s.id`,
      [merchantId, venueId]
    )
  }

  async session(merchantId: string, sessionId: string): Promise<SessionRow | undefined> {
    return (
      await this.db.query<SessionRow>(
        `SELECT s.id, s.show_id, sh.name AS show_name, s.name AS session_name, s.starts_at, sh.venue_id, sh.seat_picking
           FROM sessions s JOIN shows sh ON sh.id = s.show_id WHERE s.id = $1 AND sh.merchant_id = $2`,
        [sessionId, merchantId]
      )
    )[0]
  }

  /** The session's tiers; locked in id order (the order every stock write locks them in) when asked. */
  async tiers(sessionId: string, lock = false): Promise<TierRow[]> {
    return this.db.query(`SELECT id, name, price_fen, seated, held, sold FROM price_tiers WHERE session_id = $1 ORDER BY id${lock ? ' FOR UPDATE' : ''}`, [sessionId])
  }

  async seats(sessionId: string, status?: 'TAKEN'): Promise<SessionSeatRow[]> {
    return this.db.query(`SELECT row_no, col_no, tier_id, status FROM seats WHERE session_id = $1${status ? " AND status <> 'FREE'" : ''} ORDER BY row_no, col_no`, [sessionId])
  }

  async published(sessionId: string): Promise<PublishedRow | undefined> {
    return (await this.db.query<PublishedRow>('SELECT session_id, venue_id, hall_name, map, zone_tiers FROM session_seat_maps WHERE session_id = $1', [sessionId]))[0]
  }

  /** Replaces the session's free seats with these (held and sold seats stay as they are). */
  async replaceFreeSeats(sessionId: string, seats: Array<{ row: number; col: number; tierId: string }>): Promise<void> {
    await this.db.query("DELETE FROM seats WHERE session_id = $1 AND status = 'FREE'", [sessionId])
    await this.db.query(
      `INSERT INTO seats (session_id, row_no, col_no, tier_id, status) SELECT $1, r, c, t, 'FREE' FROM unnest($2::int[], $3::int[], $4::text[]) AS x(r, c, t)`,
      [sessionId, seats.map((s) => s.row), seats.map((s) => s.col), seats.map((s) => s.tierId)]
    )
  }

  /**
   * Each tier that has seats, or is mapped, counts its seats again (the stock balance available + held +
   * sold = capacity holds); a tier left without seats is general admission with nothing on sale.
   */
  async recountTiers(sessionId: string, tierIds: string[]): Promise<Array<{ id: string; capacity: number; available: number; held: number; sold: number }>> {
    return this.db.query(
      `WITH counts AS (
         SELECT t.id,
                (SELECT count(*) FROM seats s WHERE s.tier_id = t.id AND s.status = 'FREE')::int AS free,
                (SELECT count(*) FROM seats s WHERE s.tier_id = t.id AND s.status = 'HELD')::int AS held,
                (SELECT count(*) FROM seats s WHERE s.tier_id = t.id AND s.status = 'SOLD')::int AS sold
           FROM price_tiers t WHERE t.session_id = $1 AND (t.seated OR t.id = ANY($2::text[]))
       )
       UPDATE price_tiers t SET capacity = c.free + c.held + c.sold, available = c.free, held = c.held, sold = c.sold, seated = c.free + c.held + c.sold > 0
         FROM counts c WHERE t.id = c.id
       RETURNING t.id, t.capacity, t.available, t.held, t.sold`,
      [sessionId, tierIds]
    )
  }

  async savePublished(row: PublishedRow, staffId: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO session_seat_maps (session_id, venue_id, hall_name, map, zone_tiers, published_at, published_by) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (session_id) DO UPDATE SET venue_id = EXCLUDED.venue_id, hall_name = EXCLUDED.hall_name, map = EXCLUDED.map, zone_tiers = EXCLUDED.zone_tiers,
              published_at = EXCLUDED.published_at, published_by = EXCLUDED.published_by`,
      [row.session_id, row.venue_id, row.hall_name, JSON.stringify(row.map), JSON.stringify(row.zone_tiers), now, staffId]
    )
  }
}
