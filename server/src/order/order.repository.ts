/**
 * SQL for orders and the stock they hold. Stock moves only by conditional writes (DESIGN.md, "The heart"):
 * a hold succeeds only while enough is available, and an order's close or payment is guarded by its own
 * state transition, so each hold is released or sold exactly once.
 */
import type { Queryable } from '../db/db'
import type { SeatPlace } from '../../../types/rules/seat-key'

export type OrderState = 'UNPAID' | 'PAID' | 'CLOSED'

export interface OrderRow {
  id: string
  merchant_id: string
  user_id: string
  show_id: string
  session_id: string
  transaction_id: string
  state: OrderState
  close_reason: 'EXPIRED' | 'CANCELLED' | null
  ticket_fen: number
  delivery_fen: number
  service_fee_fen: number
  total_fen: number
  paid_fen: number
  ticket_count: number
  reserve_deadline: Date
  idempotency_key: string
  request_hash: string
  created_at: Date
  paid_at: Date | null
  closed_at: Date | null
  delivery_method: 'E_TICKET' | 'EXPRESS'
  delivery_address: DeliveryAddress | null
  remarks: string
}

/** The address paper tickets go to, as it was when the order was made. */
export interface DeliveryAddress {
  recipient: string
  countryCode: string
  cellphone: string
  regionText: string
  detail: string
}

export interface TierForSale {
  id: string
  session_id: string
  show_id: string
  price_fen: number
  available: number
  name: Record<string, string>
  starts_at: Date
  show_state: 'SCHEDULED' | 'PENDING' | 'CANCELED'
  sale_time: Date | null
  limit_per_order: number
  limit_per_account: number
  real_name: boolean
  min_age: number | null
  merchant_id: string
  seated: boolean
  express_fee_fen: number | null
  /** The seat plan's own age limit, on top of the show's min_age. */
  tier_min_age: number | null
}

export interface OrderItemRow {
  tier_id: string
  qty: number
  unit_fen: number
  name: Record<string, string>
  /** The seats asked for on a seated tier; empty for general admission. */
  seats: SeatPlace[]
}

export interface NewOrder {
  id: string
  merchantId: string
  userId: string
  showId: string
  sessionId: string
  transactionId: string
  ticketFen: number
  deliveryFen: number
  deliveryMethod: 'E_TICKET' | 'EXPRESS'
  deliveryAddress: DeliveryAddress | null
  totalFen: number
  ticketCount: number
  reserveDeadline: Date
  idempotencyKey: string
  requestHash: string
  remarks: string
  now: Date
  /** A free order is paid at once. */
  paid: boolean
}

export class OrderRepository {
  constructor(private readonly db: Queryable) {}

  async tiers(ids: string[]): Promise<TierForSale[]> {
    return this.db.query<TierForSale>(
      `SELECT t.id, t.session_id, s.show_id, t.price_fen, t.available, t.name, s.starts_at, sh.state AS show_state, sh.sale_time,
              sh.limit_per_order, sh.limit_per_account, sh.real_name, sh.min_age, sh.merchant_id, t.seated, sh.express_fee_fen, t.min_age AS tier_min_age
         FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
        WHERE t.id = ANY($1::text[])`,
      [ids]
    )
  }

  /** What an order page shows of its show: names, venue, city and the session. */
  async showView(orderId: string): Promise<{ show_name: Record<string, string>; venue_name: Record<string, string>; city_name: Record<string, string>; session_name: Record<string, string>; starts_at: Date } | undefined> {
    return (
      await this.db.query<{ show_name: Record<string, string>; venue_name: Record<string, string>; city_name: Record<string, string>; session_name: Record<string, string>; starts_at: Date }>(
        `SELECT sh.name AS show_name, v.name AS venue_name, c.name AS city_name, s.name AS session_name, s.starts_at
           FROM orders o JOIN shows sh ON sh.id = o.show_id JOIN sessions s ON s.id = o.session_id JOIN venues v ON v.id = sh.venue_id JOIN cities c ON c.id = v.city_id
          WHERE o.id = $1`,
        [orderId]
      )
    )[0]
  }

  async byIdempotencyKey(userId: string, key: string): Promise<OrderRow | undefined> {
    return (await this.db.query<OrderRow>('SELECT * FROM orders WHERE user_id = $1 AND idempotency_key = $2', [userId, key]))[0]
  }

  async byId(id: string): Promise<OrderRow | undefined> {
    return (await this.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id]))[0]
  }

  async byTransaction(transactionId: string): Promise<OrderRow | undefined> {
    return (await this.db.query<OrderRow>('SELECT * FROM orders WHERE transaction_id = $1', [transactionId]))[0]
  }

  async items(orderId: string): Promise<OrderItemRow[]> {
    return this.db.query(
      `SELECT i.tier_id, i.qty, i.unit_fen, t.name,
              COALESCE((SELECT json_agg(json_build_object('row', os.row_no, 'col', os.col_no) ORDER BY os.row_no, os.col_no)
                          FROM order_seats os WHERE os.order_id = i.order_id AND os.tier_id = i.tier_id), '[]'::json) AS seats
         FROM order_items i JOIN price_tiers t ON t.id = i.tier_id WHERE i.order_id = $1 ORDER BY t.sort`,
      [orderId]
    )
  }

  async attendees(orderId: string): Promise<Array<{ audience_id: string; name: string; id_type: string; id_no: string }>> {
    return this.db.query('SELECT audience_id, name, id_type, id_no FROM order_attendees WHERE order_id = $1 ORDER BY name', [orderId])
  }

  /**
   * One page of the buyer's orders for a tab of the list, newest first. The tab is the state as readers
   * see it at `now` (order-state.ts): an unpaid order past its deadline is listed as closed.
   */
  async page(userId: string, tab: OrderState | undefined, now: Date, offset: number, length: number): Promise<{ rows: OrderRow[]; total: number }> {
    const rows = await this.db.query<OrderRow & { total: number }>(
      `SELECT *, count(*) OVER ()::int AS total FROM orders
        WHERE user_id = $1 AND ($2::text IS NULL OR (CASE WHEN state = 'UNPAID' AND reserve_deadline <= $5 THEN 'CLOSED' ELSE state END) = $2)
        ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT $4`,
      [userId, tab ?? null, offset, length, now]
    )
    return { rows, total: rows[0]?.total ?? 0 }
  }

  /** Serialises one buyer's orders for one show, so the account limit is counted without a race. */
  async lockBuyerShow(userId: string, showId: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`order:${userId}:${showId}`])
  }

  async liveTicketCount(userId: string, showId: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      "SELECT COALESCE(sum(ticket_count), 0)::int AS n FROM orders WHERE user_id = $1 AND show_id = $2 AND state IN ('UNPAID', 'PAID')",
      [userId, showId]
    )
    return row.n
  }

  /** Holds qty tickets of the tier (or sells them, for a free order); false when not enough are left. */
  async takeStock(tierId: string, qty: number, sell: boolean): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE price_tiers SET available = available - $2, ${sell ? 'sold = sold + $2' : 'held = held + $2'}
        WHERE id = $1 AND available >= $2 RETURNING id`,
      [tierId, qty]
    )
    return rows.length === 1
  }

  async insert(o: NewOrder): Promise<void> {
    await this.db.query(
      `INSERT INTO orders (id, merchant_id, user_id, show_id, session_id, transaction_id, state, ticket_fen, delivery_fen, total_fen, paid_fen, ticket_count,
                           reserve_deadline, idempotency_key, request_hash, created_at, paid_at, delivery_method, delivery_address, remarks)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
      [
        o.id,
        o.merchantId,
        o.userId,
        o.showId,
        o.sessionId,
        o.transactionId,
        o.paid ? 'PAID' : 'UNPAID',
        o.ticketFen,
        o.deliveryFen,
        o.totalFen,
        o.paid ? o.totalFen : 0,
        o.ticketCount,
        o.reserveDeadline,
        o.idempotencyKey,
        o.requestHash,
        o.now,
        o.paid ? o.now : null,
        o.deliveryMethod,
        o.deliveryAddress ? JSON.stringify(o.deliveryAddress) : null,
        o.remarks
      ]
    )
  }

  async insertItem(orderId: string, tierId: string, qty: number, unitFen: number): Promise<void> {
    await this.db.query('INSERT INTO order_items (order_id, tier_id, qty, unit_fen) VALUES ($1, $2, $3, $4)', [orderId, tierId, qty, unitFen])
  }

  async insertAttendee(orderId: string, showId: string, a: { id: string; name: string; idType: string; idNo: string }): Promise<void> {
    await this.db.query('INSERT INTO order_attendees (order_id, show_id, audience_id, name, id_type, id_no) VALUES ($1, $2, $3, $4, $5, $6)', [
      orderId,
      showId,
      a.id,
      a.name,
      a.idType,
      a.idNo
    ])
  }

  /**
   * UNPAID → CLOSED; true only for the one caller that made the transition. An order expires only once
   * its deadline has passed, and is cancelled only before: past it, it already reads as closed.
   */
  async close(orderId: string, reason: 'EXPIRED' | 'CANCELLED', now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE orders SET state = 'CLOSED', close_reason = $2, closed_at = $3
        WHERE id = $1 AND state = 'UNPAID' AND (CASE WHEN $2 = 'EXPIRED' THEN reserve_deadline <= $3 ELSE reserve_deadline > $3 END) RETURNING id`,
      [orderId, reason, now]
    )
    return rows.length === 1
  }

  /**
   * UNPAID → PAID with the amount received; true only for the one caller that made the transition. Past
   * its deadline the order reads as closed whether or not the sweeper has written it yet: not payable.
   */
  async markPaid(orderId: string, paidFen: number, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE orders SET state = 'PAID', paid_fen = $2, paid_at = $3 WHERE id = $1 AND state = 'UNPAID' AND reserve_deadline > $3 RETURNING id",
      [orderId, paidFen, now]
    )
    return rows.length === 1
  }

  /**
   * Locks an order's tier rows in id order before its holds are sold or released; creation takes its
   * tiers in the same order (OrderService sorts the lines), so two orders over the same tiers wait for
   * each other instead of deadlocking.
   */
  async lockTiersOf(orderId: string): Promise<void> {
    await this.db.query('SELECT t.id FROM price_tiers t JOIN order_items i ON i.tier_id = t.id WHERE i.order_id = $1 ORDER BY t.id FOR UPDATE OF t', [orderId])
  }

  /**
   * A paid order's held tickets become sold. The caller has locked the tier rows (lockTiersOf) and moved
   * the order's seats in the same transaction.
   */
  async sellHeldStock(orderId: string): Promise<void> {
    await this.db.query(
      `UPDATE price_tiers t SET held = t.held - i.qty, sold = t.sold + i.qty FROM order_items i WHERE i.order_id = $1 AND i.tier_id = t.id`,
      [orderId]
    )
  }

  /**
   * Gives a closed order's held tickets back and frees its attendees' IDs for the show. The caller has
   * locked the tier rows (lockTiersOf) and released the order's seats in the same transaction.
   */
  async releaseHeldStock(orderId: string): Promise<void> {
    await this.db.query(
      `UPDATE price_tiers t SET available = t.available + i.qty, held = t.held - i.qty FROM order_items i WHERE i.order_id = $1 AND i.tier_id = t.id`,
      [orderId]
    )
    await this.db.query('UPDATE order_attendees SET live = false WHERE order_id = $1', [orderId])
  }

  async dueForExpiry(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>("SELECT id FROM orders WHERE state = 'UNPAID' AND reserve_deadline <= $1 ORDER BY reserve_deadline LIMIT $2", [
      now,
      limit
    ])
    return rows.map((r) => r.id)
  }
}
