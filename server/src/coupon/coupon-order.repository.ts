/**
 * Coupons on orders: the buyer's coupons read with their rule fields, and the
 * coupon's life with an order. Every move is one conditional UPDATE whose WHERE is the state it leaves,
 * so a coupon is locked to one order at most, and released, used or returned once.
 *
 * Lock order: create_order takes the coupon rows (by id) before it writes the new order row; every other
 * path (pay, close, refund) holds the order row first and then its coupons. No cycle: creation only ever
 * takes AVAILABLE coupons, which no order holds, and the order row it writes is new.
 */
import type { Queryable } from '../db/db'
import type { CouponUseLimitVO } from '../../../types/api/coupon'

/** A held coupon with its template's rule fields (what coupon-order.ts turns into a CouponRule). */
export interface HeldCouponRow {
  coupon_id: string
  template_id: string
  merchant_id: string
  user_id: string
  status: 'AVAILABLE' | 'PENDING' | 'USED' | 'REFUNDING'
  order_id: string | null
  start_at: Date
  expire_at: Date
  title: string
  coupon_type: string
  biz_types: string[]
  amount_fen: number
  discount: number
  limitation_type: string
  limitation: number
  use_rule: string
  use_limit: CouponUseLimitVO
  use_way: string
}

/** What a coupon scope reads of the show an order is for. */
export interface ShowScopeFacts {
  venue_id: string
  category_code: string | null
  tag_ids: string[]
}

const HELD_COLUMNS = `c.id AS coupon_id, c.template_id, c.merchant_id, c.user_id, c.status, c.order_id, c.start_at, c.expire_at,
  t.title, t.coupon_type, t.biz_types, COALESCE(c.amount_fen, t.amount_fen) AS amount_fen, t.discount, t.limitation_type, t.limitation, t.use_rule, t.use_limit, t.use_way`

/** Most coupons confirm order lists (the oldest-expiring first). */
export const ORDER_COUPONS_MAX = 100

export class CouponOrderRepository {
  constructor(private readonly db: Queryable) {}

  /** The buyer's AVAILABLE, unexpired coupons of the merchant: one read on coupons_user_available. */
  async heldForOrder(userId: string, merchantId: string, now: Date): Promise<HeldCouponRow[]> {
    return this.db.query<HeldCouponRow>(
      `SELECT ${HELD_COLUMNS} FROM coupons c JOIN coupon_templates t ON t.id = c.template_id
        WHERE c.user_id = $1 AND c.status = 'AVAILABLE' AND c.expire_at > $3 AND c.merchant_id = $2
        ORDER BY c.expire_at, c.id LIMIT ${ORDER_COUPONS_MAX}`,
      [userId, merchantId, now]
    )
  }

  /** The coupons named, whoever holds them and whatever their state (the service says which are refused). */
  async byIds(ids: string[]): Promise<HeldCouponRow[]> {
    return this.db.query<HeldCouponRow>(
      `SELECT ${HELD_COLUMNS} FROM coupons c JOIN coupon_templates t ON t.id = c.template_id WHERE c.id = ANY($1::text[])`,
      [ids]
    )
  }

  async showScope(showId: string): Promise<ShowScopeFacts | undefined> {
    return (
      await this.db.query<ShowScopeFacts>(
        `SELECT venue_id, category_code, COALESCE((SELECT array_agg(g->>'type') FROM jsonb_array_elements(tags) g), '{}') AS tag_ids FROM shows WHERE id = $1`,
        [showId]
      )
    )[0]
  }

  /**
   * Locks the buyer's coupons to a new order (AVAILABLE → PENDING, or USED at once for a free order), in
   * id order; answers how many it took. Fewer than asked: one was taken by another order (or is no longer
   * the buyer's to use) and the caller rolls back.
   */
  async lockForOrder(ids: string[], userId: string, merchantId: string, orderId: string, paid: boolean, now: Date): Promise<number> {
    const rows = await this.db.query(
      `UPDATE coupons SET status = $5, order_id = $4, used_at = CASE WHEN $5 = 'USED' THEN $6::timestamptz END
        WHERE id IN (SELECT id FROM coupons WHERE id = ANY($1::text[]) AND user_id = $2 AND merchant_id = $3 AND status = 'AVAILABLE' AND start_at <= $6 AND expire_at > $6 ORDER BY id FOR UPDATE)
          AND status = 'AVAILABLE'
        RETURNING id`,
      [ids, userId, merchantId, orderId, paid ? 'USED' : 'PENDING', now]
    )
    return rows.length
  }

  /** An unpaid order closed (cancelled, expired, closed by staff): its coupons are the buyer's to use again. */
  async releaseForOrder(orderId: string): Promise<number> {
    return (
      await this.db.query(
        "UPDATE coupons SET status = 'AVAILABLE', order_id = NULL WHERE order_id = $1 AND status = 'PENDING' RETURNING id",
        [orderId]
      )
    ).length
  }

  /** The order is paid: its coupons are used. */
  async markUsed(orderId: string, now: Date): Promise<number> {
    return (
      await this.db.query("UPDATE coupons SET status = 'USED', used_at = $2 WHERE order_id = $1 AND status = 'PENDING' RETURNING id", [
        orderId,
        now
      ])
    ).length
  }

  /**
   * Some tickets were refunded: when none of the order's tickets is left unrefunded, its coupons are
   * REFUNDING until the money is back. A partial refund keeps them USED (the order still used them).
   */
  async markRefundingIfWhole(orderId: string): Promise<number> {
    return (
      await this.db.query(
        `UPDATE coupons SET status = 'REFUNDING' WHERE order_id = $1 AND status = 'USED'
            AND NOT EXISTS (SELECT 1 FROM tickets k WHERE k.order_id = $1 AND k.state NOT IN ('REFUNDED', 'REBOOKED')) RETURNING id`,
        [orderId]
      )
    ).length
  }

  /** The whole order's money is back: its coupons are the buyer's to use again (within their own window). */
  async returnRefunded(orderId: string): Promise<number> {
    return (
      await this.db.query(
        "UPDATE coupons SET status = 'AVAILABLE', order_id = NULL, used_at = NULL WHERE order_id = $1 AND status IN ('USED', 'REFUNDING') RETURNING id",
        [orderId]
      )
    ).length
  }

  /** Whose coupons an order holds, and in which state (order detail, tests). */
  async ofOrder(orderId: string): Promise<Array<{ id: string; status: string }>> {
    return this.db.query('SELECT id, status FROM coupons WHERE order_id = $1 ORDER BY id', [orderId])
  }
}
