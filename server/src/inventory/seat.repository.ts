/** Reads of reserved seats (a session's map, an order's seats); their writes are SeatStockRepository's. */
import type { Queryable } from '../db/db'
import type { SeatPlace } from '../../../types/rules/seat-key'

/** The designer's name of a seat (migration 030); null on seats never drawn in the designer (seat-key.ts seatNameOf). */
export interface SeatNameColumns {
  section_name: string | null
  row_label: string | null
  seat_no: number | null
}

/** A place of a session's seats, as a tier's order asks for it. */
export interface TierPlace extends SeatPlace {
  sessionId: string
  tierId: string
}

export interface SeatRow extends SeatNameColumns {
  row_no: number
  col_no: number
  tier_id: string
  status: 'FREE' | 'HELD' | 'SOLD'
}

/** One seat an order asked for, named as it was when the order took it. */
export interface OrderSeat extends SeatNameColumns {
  tier_id: string
  row_no: number
  col_no: number
}

export class SeatRepository {
  constructor(private readonly db: Queryable) {}

  async ofSession(sessionId: string): Promise<SeatRow[]> {
    return this.db.query<SeatRow>(
      'SELECT row_no, col_no, tier_id, status, section_name, row_label, seat_no FROM seats WHERE session_id = $1 ORDER BY row_no, col_no',
      [sessionId]
    )
  }

  /** Which of these places are free seats of their tier (a read for the early answer, not a guard), for any number of orders at once. */
  async freeOf(places: TierPlace[]): Promise<TierPlace[]> {
    if (!places.length) return []
    const rows = await this.db.query<{ session_id: string; tier_id: string; row_no: number; col_no: number }>(
      `SELECT session_id, tier_id, row_no, col_no FROM seats
        WHERE status = 'FREE' AND (session_id, tier_id, row_no, col_no) IN (SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]))`,
      [places.map((p) => p.sessionId), places.map((p) => p.tierId), places.map((p) => p.row), places.map((p) => p.col)]
    )
    return rows.map((r) => ({ sessionId: r.session_id, tierId: r.tier_id, row: r.row_no, col: r.col_no }))
  }

  /** The names of these places of the session's seats ("row-col" → name), for what confirm order shows. */
  async namesOf(sessionId: string, places: SeatPlace[]): Promise<Array<{ row_no: number; col_no: number } & SeatNameColumns>> {
    if (!places.length) return []
    return this.db.query(
      `SELECT row_no, col_no, section_name, row_label, seat_no FROM seats
        WHERE session_id = $1 AND seat_no IS NOT NULL AND (row_no, col_no) IN (SELECT * FROM unnest($2::int[], $3::int[]))`,
      [sessionId, places.map((p) => p.row), places.map((p) => p.col)]
    )
  }

  /** The seats an order asked for, by tier, front rows first. */
  async ofOrder(orderId: string): Promise<OrderSeat[]> {
    return this.db.query(
      'SELECT tier_id, row_no, col_no, section_name, row_label, seat_no FROM order_seats WHERE order_id = $1 ORDER BY tier_id, row_no, col_no',
      [orderId]
    )
  }
}
