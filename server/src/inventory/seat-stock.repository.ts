/**
 * Writes of reserved seats (seats, order_seats), here only. A seat moves only by conditional writes:
 * FREE → HELD/SOLD for one order (`WHERE status = 'FREE'`), back to FREE or on to SOLD only for the order
 * holding it. Each method takes a transaction opened by boundedWrite; the caller moves the seats' tier
 * counters (StockRepository) in the same transaction, after the seats (the lock order: seats, then tiers).
 */
import type { BoundedTx } from '../db/bounded-write'
import { seatKey, type SeatPlace } from '../../../types/rules/seat-key'

/** Places front rows first, from the left: the order seat rows are asked for. */
const inPlaceOrder = (places: SeatPlace[]) => [...places].sort((a, b) => a.row - b.row || a.col - b.col)
const rowsOf = (places: SeatPlace[]) => places.map((p) => p.row)
const colsOf = (places: SeatPlace[]) => places.map((p) => p.col)

/** A seat an order asks for: its place in its session, of its tier. */
export interface WantedSeat extends SeatPlace {
  sessionId: string
  tierId: string
}

/** A seat's key across sessions. */
export const seatAt = (sessionId: string, place: SeatPlace): string => `${sessionId}\n${seatKey(place)}`

/** One seat a publish lays out. */
export interface LaidSeat {
  row: number
  col: number
  tierId: string
  section: string | null
  rowLabel: string | null
  seatNo: number | null
}

export class SeatStockRepository {
  constructor(private readonly tx: BoundedTx) {}

  /**
   * Takes the places for the order (held, or sold) if every one is a free seat of the tier, keeping their
   * names with the order. On false some may have been locked: the caller's transaction must roll back.
   */
  async take(orderId: string, sessionId: string, tierId: string, places: SeatPlace[], sell: boolean): Promise<boolean> {
    const wanted = places.map((p) => ({ sessionId, tierId, row: p.row, col: p.col }))
    if ((await this.lockFree(wanted)).size !== places.length) return false
    return (await this.takeLocked(wanted.map((w) => ({ ...w, orderId, sell })))) === places.length
  }

  /**
   * Locks those of the wanted seats that are free seats of their tier, in the lock order (session, then
   * place), and answers their keys (`seatAt`). Locked here, they are still free when `takeLocked` takes
   * them later in the same transaction; a seat another transaction is writing is waited for and judged
   * as it is after that commit.
   */
  async lockFree(wanted: WantedSeat[]): Promise<Set<string>> {
    const rows = await this.tx.query<{ session_id: string; row_no: number; col_no: number }>(
      `SELECT s.session_id, s.row_no, s.col_no FROM seats s
         JOIN unnest($1::text[], $2::int[], $3::int[], $4::text[]) AS x(sess, r, c, t)
           ON s.session_id = x.sess AND s.row_no = x.r AND s.col_no = x.c AND s.tier_id = x.t
        WHERE s.status = 'FREE'
        ORDER BY s.session_id COLLATE "C", s.row_no, s.col_no FOR NO KEY UPDATE OF s`,
      [wanted.map((w) => w.sessionId), rowsOf(wanted), colsOf(wanted), wanted.map((w) => w.tierId)]
    )
    return new Set(rows.map((r) => seatAt(r.session_id, { row: r.row_no, col: r.col_no })))
  }

  /**
   * Takes seats locked free by `lockFree` for their orders (held, or sold when `sell`), keeping each
   * seat's name with its order, in one statement; answers how many it took (fewer only if one was not
   * locked free first: the caller's transaction must roll back).
   */
  async takeLocked(seats: Array<WantedSeat & { orderId: string; sell: boolean }>): Promise<number> {
    const taken = await this.tx.query(
      `WITH taken AS (
         UPDATE seats s SET status = x.st, order_id = x.o
           FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::text[], $6::text[]) AS x(o, sess, r, c, t, st)
          WHERE s.session_id = x.sess AND s.row_no = x.r AND s.col_no = x.c AND s.tier_id = x.t AND s.status = 'FREE'
          RETURNING x.o, x.t, s.row_no, s.col_no, s.section_name, s.row_label, s.seat_no)
       INSERT INTO order_seats (order_id, tier_id, row_no, col_no, section_name, row_label, seat_no)
       SELECT * FROM taken RETURNING order_id`,
      [
        seats.map((w) => w.orderId),
        seats.map((w) => w.sessionId),
        rowsOf(seats),
        colsOf(seats),
        seats.map((w) => w.tierId),
        seats.map((w) => (w.sell ? 'SOLD' : 'HELD'))
      ]
    )
    return taken.length
  }

  /** Holds the places for the order (FREE → HELD) without naming them the order's yet (a dearer rebook's hold); false if any was not free. */
  async hold(orderId: string, sessionId: string, tierId: string, places: SeatPlace[]): Promise<boolean> {
    const sorted = inPlaceOrder(places)
    const rows = await this.tx.query(
      `UPDATE seats SET status = 'HELD', order_id = $5
        WHERE session_id = $1 AND tier_id = $2 AND status = 'FREE' AND (row_no, col_no) IN (SELECT * FROM unnest($3::int[], $4::int[])) RETURNING row_no`,
      [sessionId, tierId, rowsOf(sorted), colsOf(sorted), orderId]
    )
    return rows.length === places.length
  }

  /**
   * Held seats at these places sold to the order (HELD → SOLD) and kept as its seats with their names, in
   * one statement as `takeLocked` does; false if any was not held for it (the caller's transaction must
   * roll back).
   */
  async sellHeldAt(orderId: string, sessionId: string, tierId: string, places: SeatPlace[]): Promise<boolean> {
    if (!places.length) return true
    const sorted = inPlaceOrder(places)
    const rows = await this.tx.query(
      `WITH sold AS (
         UPDATE seats SET status = 'SOLD'
          WHERE session_id = $1 AND tier_id = $2 AND order_id = $5 AND status = 'HELD' AND (row_no, col_no) IN (SELECT * FROM unnest($3::int[], $4::int[]))
          RETURNING order_id, tier_id, row_no, col_no, section_name, row_label, seat_no)
       INSERT INTO order_seats (order_id, tier_id, row_no, col_no, section_name, row_label, seat_no)
       SELECT * FROM sold RETURNING order_id`,
      [sessionId, tierId, rowsOf(sorted), colsOf(sorted), orderId]
    )
    return rows.length === places.length
  }

  /** The order's held seats at these places back on sale. */
  async releaseHeldAt(orderId: string, sessionId: string, places: SeatPlace[]): Promise<void> {
    if (!places.length) return
    const sorted = inPlaceOrder(places)
    await this.tx.query(
      `UPDATE seats SET status = 'FREE', order_id = NULL
        WHERE session_id = $1 AND order_id = $2 AND status = 'HELD' AND (row_no, col_no) IN (SELECT * FROM unnest($3::int[], $4::int[]))`,
      [sessionId, orderId, rowsOf(sorted), colsOf(sorted)]
    )
  }

  /**
   * The order's sold seats at these places back on sale (only while still SOLD to it: once); how many.
   * With `forget`, the order's own rows for those places go too (a rebook: the seat is no longer the order's);
   * a refund keeps them, as the refunded ticket's record.
   */
  async returnSoldAt(orderId: string, sessionId: string, places: SeatPlace[], forget: boolean): Promise<number> {
    if (!places.length) return 0
    const sorted = inPlaceOrder(places)
    const freed = await this.tx.query(
      `UPDATE seats SET status = 'FREE', order_id = NULL
        WHERE session_id = $1 AND order_id = $2 AND status = 'SOLD' AND (row_no, col_no) IN (SELECT * FROM unnest($3::int[], $4::int[])) RETURNING row_no`,
      [sessionId, orderId, rowsOf(sorted), colsOf(sorted)]
    )
    if (forget)
      await this.tx.query(
        'DELETE FROM order_seats WHERE order_id = $1 AND (row_no, col_no) IN (SELECT * FROM unnest($2::int[], $3::int[]))',
        [orderId, rowsOf(sorted), colsOf(sorted)]
      )
    return freed.length
  }

  /** A paid order's held seats become sold. */
  async sellHeldOfOrder(orderId: string): Promise<void> {
    await this.tx.query("UPDATE seats SET status = 'SOLD' WHERE order_id = $1 AND status = 'HELD'", [orderId])
  }

  /** A closed order's held seats back on sale. */
  async releaseHeldOfOrder(orderId: string): Promise<void> {
    await this.tx.query("UPDATE seats SET status = 'FREE', order_id = NULL WHERE order_id = $1 AND status = 'HELD'", [orderId])
  }

  /**
   * Locks the session's seats, in place order, before its tiers (the order a buyer's order takes them in:
   * seats, then the tiers' counts): a publish locking the tiers first deadlocked with an order holding a seat.
   */
  async lockSession(sessionId: string): Promise<void> {
    await this.tx.query('SELECT 1 FROM seats WHERE session_id = $1 ORDER BY row_no, col_no FOR UPDATE', [sessionId])
  }

  /** Replaces the session's free seats with these (held and sold seats stay as they are). */
  async replaceFree(sessionId: string, seats: LaidSeat[]): Promise<void> {
    await this.tx.query("DELETE FROM seats WHERE session_id = $1 AND status = 'FREE'", [sessionId])
    await this.tx.query(
      `INSERT INTO seats (session_id, row_no, col_no, tier_id, status, section_name, row_label, seat_no)
       SELECT $1, r, c, t, 'FREE', sn, rl, n FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::int[]) AS x(r, c, t, sn, rl, n)`,
      [
        sessionId,
        seats.map((s) => s.row),
        seats.map((s) => s.col),
        seats.map((s) => s.tierId),
        seats.map((s) => s.section),
        seats.map((s) => s.rowLabel),
        seats.map((s) => s.seatNo)
      ]
    )
  }

  /**
   * Names held and sold seats that had no name yet (seats placed before the designer named them), and the
   * orders' copies of those names; a named held or sold seat keeps its name (the publish refuses to change it).
   */
  async nameUnnamedTaken(sessionId: string, seats: LaidSeat[]): Promise<void> {
    if (!seats.length) return
    const args = [
      sessionId,
      seats.map((s) => s.row),
      seats.map((s) => s.col),
      seats.map((s) => s.section),
      seats.map((s) => s.rowLabel),
      seats.map((s) => s.seatNo)
    ]
    const named = `SELECT * FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::int[]) AS x(r, c, sn, rl, n)`
    await this.tx.query(
      `UPDATE seats s SET section_name = x.sn, row_label = x.rl, seat_no = x.n FROM (${named}) x
        WHERE s.session_id = $1 AND s.row_no = x.r AND s.col_no = x.c AND s.status <> 'FREE' AND s.seat_no IS NULL`,
      args
    )
    await this.tx.query(
      `UPDATE order_seats os SET section_name = x.sn, row_label = x.rl, seat_no = x.n FROM (${named}) x, seats s
        WHERE s.session_id = $1 AND s.row_no = x.r AND s.col_no = x.c AND s.status <> 'FREE' AND os.order_id = s.order_id
          AND os.row_no = x.r AND os.col_no = x.c AND os.seat_no IS NULL`,
      args
    )
  }
}
