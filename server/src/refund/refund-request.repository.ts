/**
 * SQL for refund requests (037_refund_requests.sql): the request and its tickets, the tickets' moves
 * between VALID, REFUNDING and REFUNDED (each a conditional write: only the caller that finds the ticket
 * in the state it expects moves it), and what a refunded ticket gives back besides its stock and seat
 * (those go back through inventory/).
 *
 * Lock order, the same as order creation and payment: the order row first, then its tickets by id, then
 * the seats and the tiers (through inventory/, in its order). A check-in (one UPDATE ... WHERE state = 'VALID' of the ticket row)
 * racing a request therefore has exactly one winner.
 */
import type { Queryable } from '../db/db'
import { ticketListSql, ticketPriceSql } from '../ticket-price/ticket-price.sql'
import type { TicketState } from '../../../types/api/order'
import type { RefundReasonCode, RefundRequestState } from '../../../types/api/refund'

export interface RefundOrderRow {
  id: string
  merchant_id: string
  user_id: string
  state: 'UNPAID' | 'PAID' | 'CLOSED'
  delivery_fen: number
  /** Set once the paper tickets were posted: their delivery fee is spent and not refunded. */
  shipped_at: Date | null
  order_number: string
  refunded_at: Date | null
  starts_at: Date
  refund_rule: unknown
  refund_hours_before: number | null
  refund_fee_percent: number
}

export interface RefundTicketRow {
  id: string
  ticket_number: string
  tier_id: string
  tier_name: Record<string, string>
  /** What the buyer paid for it (ticketPriceSql: the rebook that issued it, else its order line), not the tier's price today. */
  price_fen: number
  /** The list price it was bought at (ticketListSql), shown beside what was paid. */
  list_fen: number
  state: TicketState
  /** Still held by the order's buyer (a transferred ticket is someone else's). */
  held_by_buyer: boolean
  /** The ticket's own session (a rebooked ticket's may not be the order's): its refund deadline. */
  session_starts_at: Date
  seat_row: number | null
  seat_col: number | null
  seat_section: string | null
  seat_row_label: string | null
  seat_no: number | null
}

export interface RefundRequestRow {
  id: string
  merchant_id: string
  order_id: string
  user_id: string
  state: RefundRequestState
  amount_fen: number
  fee_fen: number
  fee_percent: number
  reason: RefundReasonCode
  reject_reason: string
  failure_reason: string
  auto_approved: boolean
  created_at: Date
  decided_at: Date | null
  completed_at: Date | null
  ticket_ids: string[]
}

export interface AdminRefundRequestRow extends RefundRequestRow {
  order_number: string
  show_name: Record<string, string>
  session_name: Record<string, string>
  country_code: string | null
  cellphone: string | null
  /** The part a retry is about (a finally failed one first), when money was queued. */
  refund_id: string | null
  /** Some part finally FAILED (no attempt scheduled): the merchant's retry asks it again. */
  refund_retryable: boolean | null
  /** Every part of the request's money, one per payment it goes back on (050_refund_parts.sql). */
  refund_parts: RefundPartRow[] | null
}

export interface RefundPartRow {
  id: string
  amount_fen: number
  state: 'REQUESTED' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED'
  product: string
  payment_purpose: 'ORDER' | 'REBOOK'
}

export interface NewRefundRequest {
  id: string
  merchantId: string
  orderId: string
  userId: string
  amountFen: number
  feeFen: number
  feePercent: number
  reason: RefundReasonCode
  tickets: Array<{ id: string; priceFen: number }>
}

const REQUEST_COLUMNS = `r.id, r.merchant_id, r.order_id, r.user_id, r.state, r.amount_fen, r.fee_fen, r.fee_percent, r.reason, r.reject_reason, r.failure_reason,
  r.auto_approved, r.created_at, r.decided_at, r.completed_at,
  ARRAY(SELECT rt.ticket_id FROM refund_request_tickets rt WHERE rt.request_id = r.id ORDER BY rt.ticket_id) AS ticket_ids`

const ORDER_COLUMNS = `o.id, o.merchant_id, o.user_id, o.state, o.delivery_fen, o.shipped_at, o.order_number, o.refunded_at, s.starts_at, o.refund_rule, o.refund_hours_before, o.refund_fee_percent`

export class RefundRequestRepository {
  constructor(private readonly db: Queryable) {}

  /** The order with the refund terms it was bought under; locked until the transaction ends when `lock`. */
  async order(orderId: string, lock: boolean): Promise<RefundOrderRow | undefined> {
    if (lock) await this.db.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId])
    return (
      await this.db.query<RefundOrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o JOIN sessions s ON s.id = o.session_id WHERE o.id = $1`, [
        orderId
      ])
    )[0]
  }

  /** Every ticket of the order, by id; locked (after the order, by id) when `lock`. */
  async tickets(orderId: string, lock: boolean): Promise<RefundTicketRow[]> {
    if (lock) await this.db.query('SELECT id FROM tickets WHERE order_id = $1 ORDER BY id FOR UPDATE', [orderId])
    return this.db.query<RefundTicketRow>(
      `SELECT k.id, k.ticket_number, k.tier_id, t.name AS tier_name, ${ticketPriceSql('k', 't')} AS price_fen, ${ticketListSql('k', 't')} AS list_fen, k.state,
              k.user_id = o.user_id AS held_by_buyer, k.seat_row, k.seat_col, os.section_name AS seat_section, os.row_label AS seat_row_label, os.seat_no, ks.starts_at AS session_starts_at
         FROM tickets k JOIN orders o ON o.id = k.order_id JOIN order_items i ON i.order_id = k.order_id AND i.tier_id = k.tier_id
         JOIN price_tiers t ON t.id = k.tier_id JOIN sessions ks ON ks.id = k.session_id
         LEFT JOIN order_seats os ON os.order_id = k.order_id AND os.row_no = k.seat_row AND os.col_no = k.seat_col
        WHERE k.order_id = $1 ORDER BY k.seq`,
      [orderId]
    )
  }

  /** Whether any of these (locked) tickets is in a dearer rebook waiting for payment (044_rebook_payment.sql). */
  async inPendingRebook(ticketIds: string[]): Promise<boolean> {
    return (
      (await this.db.query('SELECT id FROM tickets WHERE id = ANY($1::text[]) AND rebook_pending_id IS NOT NULL LIMIT 1', [ticketIds]))
        .length > 0
    )
  }

  /** VALID → REFUNDING for exactly these tickets of the buyer; false (nothing to keep) when any was no longer VALID. */
  async freeze(orderId: string, userId: string, ticketIds: string[]): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE tickets SET state = 'REFUNDING' WHERE order_id = $1 AND user_id = $2 AND id = ANY($3::text[]) AND state = 'VALID' RETURNING id",
      [orderId, userId, ticketIds]
    )
    return rows.length === ticketIds.length
  }

  /** REFUNDING → VALID (a rejected request); how many moved. */
  async unfreeze(ticketIds: string[]): Promise<number> {
    return (
      await this.db.query("UPDATE tickets SET state = 'VALID' WHERE id = ANY($1::text[]) AND state = 'REFUNDING' RETURNING id", [ticketIds])
    ).length
  }

  /** REFUNDING → REFUNDED; the ids that moved (only those give their stock back). */
  async markRefunded(
    ticketIds: string[]
  ): Promise<Array<{ id: string; tier_id: string; session_id: string; seat_row: number | null; seat_col: number | null }>> {
    return this.db.query(
      "UPDATE tickets SET state = 'REFUNDED' WHERE id = ANY($1::text[]) AND state = 'REFUNDING' RETURNING id, tier_id, session_id, seat_row, seat_col",
      [ticketIds]
    )
  }

  /**
   * What refunded tickets give back besides stock: the buyer's purchase limit (043) and, on a real-name
   * show, their attendees' IDs (one ID per show while its order lives: the person may be bought for again).
   */
  async releaseRefunded(orderId: string, ticketIds: string[]): Promise<void> {
    await this.db.query('UPDATE orders SET tickets_refunded = tickets_refunded + $2 WHERE id = $1', [orderId, ticketIds.length])
    await this.db.query(
      `UPDATE order_attendees a SET live = false
        WHERE a.order_id = $1 AND a.live
          AND a.id_no IN (SELECT k.attendee_id_no FROM tickets k WHERE k.id = ANY($2::text[]) AND k.order_id = $1 AND k.attendee_id_no IS NOT NULL)`,
      [orderId, ticketIds]
    )
  }

  async insert(r: NewRefundRequest, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO refund_requests (id, merchant_id, order_id, user_id, state, amount_fen, fee_fen, fee_percent, reason, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'APPLYING', $5, $6, $7, $8, $9, $9)`,
      [r.id, r.merchantId, r.orderId, r.userId, r.amountFen, r.feeFen, r.feePercent, r.reason, now]
    )
    await this.db.query(
      'INSERT INTO refund_request_tickets (request_id, ticket_id, price_fen) SELECT $1, x.id, x.p FROM unnest($2::text[], $3::int[]) AS x(id, p)',
      [r.id, r.tickets.map((t) => t.id), r.tickets.map((t) => t.priceFen)]
    )
  }

  async byId(id: string): Promise<RefundRequestRow | undefined> {
    return (await this.db.query<RefundRequestRow>(`SELECT ${REQUEST_COLUMNS} FROM refund_requests r WHERE r.id = $1`, [id]))[0]
  }

  /** The merchant's request (another merchant's is not found). */
  async ofMerchant(merchantId: string, id: string): Promise<RefundRequestRow | undefined> {
    return (
      await this.db.query<RefundRequestRow>(`SELECT ${REQUEST_COLUMNS} FROM refund_requests r WHERE r.id = $1 AND r.merchant_id = $2`, [
        id,
        merchantId
      ])
    )[0]
  }

  async ofOrder(orderId: string): Promise<RefundRequestRow[]> {
    return this.db.query<RefundRequestRow>(
      `SELECT ${REQUEST_COLUMNS} FROM refund_requests r WHERE r.order_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
      [orderId]
    )
  }

  /** The newest request of each order (order detail and list's orderRefundState). */
  async latestOf(orderIds: string[]): Promise<Map<string, RefundRequestRow>> {
    if (!orderIds.length) return new Map()
    const rows = await this.db.query<RefundRequestRow>(
      `SELECT DISTINCT ON (r.order_id) ${REQUEST_COLUMNS} FROM refund_requests r WHERE r.order_id = ANY($1::text[]) ORDER BY r.order_id, r.created_at DESC, r.id DESC`,
      [orderIds]
    )
    return new Map(rows.map((r) => [r.order_id, r]))
  }

  /** APPLYING → REFUNDING (or REFUNDED when nothing is owed); false when it was no longer APPLYING. */
  async approve(id: string, staffId: string | null, auto: boolean, to: 'REFUNDING' | 'REFUNDED', now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE refund_requests SET state = $2, decided_by = $3, auto_approved = $4, decided_at = $5::timestamptz, updated_at = $5::timestamptz,
              completed_at = CASE WHEN $2::text = 'REFUNDED' THEN $5::timestamptz ELSE NULL END
        WHERE id = $1 AND state = 'APPLYING' RETURNING id`,
      [id, to, staffId, auto, now]
    )
    return rows.length === 1
  }

  /** APPLYING → REJECTED; its tickets may be asked for again (live false). */
  async reject(id: string, staffId: string, reason: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE refund_requests SET state = 'REJECTED', reject_reason = $3, decided_by = $2, decided_at = $4, updated_at = $4 WHERE id = $1 AND state = 'APPLYING' RETURNING id",
      [id, staffId, reason, now]
    )
    if (rows.length !== 1) return false
    await this.db.query('UPDATE refund_request_tickets SET live = false WHERE request_id = $1', [id])
    return true
  }

  /** The money's final word: REFUNDING / REFUND_FAILED → REFUNDED (once), or → REFUND_FAILED with the reason. */
  async settle(id: string, outcome: { state: 'REFUNDED' } | { state: 'REFUND_FAILED'; reason: string }, now: Date): Promise<boolean> {
    const rows =
      outcome.state === 'REFUNDED'
        ? await this.db.query(
            "UPDATE refund_requests SET state = 'REFUNDED', failure_reason = '', completed_at = $2, updated_at = $2 WHERE id = $1 AND state IN ('REFUNDING', 'REFUND_FAILED') RETURNING id",
            [id, now]
          )
        : await this.db.query(
            "UPDATE refund_requests SET state = 'REFUND_FAILED', failure_reason = $2, updated_at = $3 WHERE id = $1 AND state IN ('REFUNDING', 'REFUND_FAILED') RETURNING id",
            [id, outcome.reason.slice(0, 500), now]
          )
    return rows.length === 1
  }

  /** REFUND_FAILED → REFUNDING (the merchant asked the provider again). */
  async retrying(id: string, now: Date): Promise<boolean> {
    return (
      (
        await this.db.query(
          "UPDATE refund_requests SET state = 'REFUNDING', failure_reason = '', updated_at = $2 WHERE id = $1 AND state = 'REFUND_FAILED' RETURNING id",
          [id, now]
        )
      ).length === 1
    )
  }

  /**
   * Marks the order refunded when every ticket is REFUNDED and no request of it still waits for its money
   * (or the merchant); true only for the caller that marked it.
   */
  async markOrderRefundedIfDone(orderId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE orders o SET refunded_at = $2 WHERE o.id = $1 AND o.refunded_at IS NULL
          AND EXISTS (SELECT 1 FROM tickets k WHERE k.order_id = o.id)
          AND NOT EXISTS (SELECT 1 FROM tickets k WHERE k.order_id = o.id AND k.state NOT IN ('REFUNDED', 'REBOOKED'))
          AND NOT EXISTS (SELECT 1 FROM refund_requests r WHERE r.order_id = o.id AND r.state IN ('APPLYING', 'REFUNDING', 'REFUND_FAILED'))
        RETURNING o.id`,
      [orderId, now]
    )
    return rows.length === 1
  }

  /** The payment the order's money came in on (SUCCEEDED), to refund on. */
  async paymentOf(orderId: string): Promise<{ id: string } | undefined> {
    // A package's child was paid by its package's PACKAGE payment (refund.repository.ts roomsOf caps it).
    return (
      await this.db.query<{ id: string }>(
        `SELECT id FROM (SELECT id, completed_at FROM payments WHERE order_id = $1 AND state = 'SUCCEEDED' AND purpose = 'ORDER'
                         UNION ALL
                         SELECT p.id, p.completed_at FROM orders o JOIN payments p ON p.purpose = 'PACKAGE' AND p.subject_id = o.package_order_id AND p.state = 'SUCCEEDED' WHERE o.id = $1) x
          ORDER BY completed_at DESC LIMIT 1`,
        [orderId]
      )
    )[0]
  }

  async autoApprove(merchantId: string): Promise<boolean> {
    return (
      (
        await this.db.query<{ auto_approve: boolean }>('SELECT auto_approve FROM merchant_refund_settings WHERE merchant_id = $1', [
          merchantId
        ])
      )[0]?.auto_approve ?? false
    )
  }

  async setAutoApprove(merchantId: string, on: boolean, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO merchant_refund_settings (merchant_id, auto_approve, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (merchant_id) DO UPDATE SET auto_approve = EXCLUDED.auto_approve, updated_at = EXCLUDED.updated_at`,
      [merchantId, on, now]
    )
  }

  /** The console's list, newest first, with the order, the buyer and every part of the money's refund. */
  async page(
    merchantId: string,
    state: RefundRequestState | undefined,
    offset: number,
    limit: number
  ): Promise<{ rows: AdminRefundRequestRow[]; total: number }> {
    const rows = await this.db.query<AdminRefundRequestRow & { total: number }>(
      `SELECT ${REQUEST_COLUMNS}, o.order_number, sh.name AS show_name, s.name AS session_name, u.country_code, u.cellphone,
              f.refund_id, f.refund_retryable, f.refund_parts, count(*) OVER ()::int AS total
         FROM refund_requests r JOIN orders o ON o.id = r.order_id JOIN shows sh ON sh.id = o.show_id JOIN sessions s ON s.id = o.session_id
         JOIN users u ON u.id = r.user_id
         LEFT JOIN LATERAL (
           SELECT (array_agg(x.id ORDER BY (x.state = 'FAILED' AND x.next_attempt_at IS NULL) DESC, x.created_at, p.purpose = 'REBOOK', p.completed_at, x.id))[1] AS refund_id,
                  bool_or(x.state = 'FAILED' AND x.next_attempt_at IS NULL) AS refund_retryable,
                  json_agg(json_build_object('id', x.id, 'amount_fen', x.amount_fen, 'state', x.state, 'product', p.product, 'payment_purpose', p.purpose)
                           ORDER BY x.created_at, p.purpose = 'REBOOK', p.completed_at, x.id) AS refund_parts
             FROM refunds x JOIN payments p ON p.id = x.payment_id WHERE x.purpose = 'AFTER_SALE' AND x.subject_id = r.id
         ) f ON true
        WHERE r.merchant_id = $1 AND ($2::text IS NULL OR r.state = $2)
        ORDER BY r.created_at DESC, r.id DESC OFFSET $3 LIMIT $4`,
      [merchantId, state ?? null, offset, limit]
    )
    return { rows, total: rows[0]?.total ?? 0 }
  }
}
