/**
 * ITEM coupons on goods orders (076_goods_orders.sql: coupons.goods_order_id), the way a ticket order
 * holds its coupons (coupon-order.repository.ts): PENDING on the unpaid order, USED once it is paid (or at
 * once for an order that costs nothing), AVAILABLE again when the unpaid order closes, and given back when
 * a paid order is refunded whole.
 */
import type { Queryable } from '../db/db'

export class CouponGoodsOrderRepository {
  constructor(private readonly db: Queryable) {}

  /** Locks the buyer's AVAILABLE coupons among `ids` to the goods order; how many it took (fewer: one was taken meanwhile). */
  async lockForGoodsOrder(ids: string[], userId: string, merchantId: string, orderId: string, paid: boolean, now: Date): Promise<number> {
    const rows = await this.db.query(
      `UPDATE coupons SET status = $5, goods_order_id = $4, used_at = CASE WHEN $5 = 'USED' THEN $6::timestamptz END
        WHERE id IN (SELECT id FROM coupons WHERE id = ANY($1::text[]) AND user_id = $2 AND merchant_id = $3 AND status = 'AVAILABLE' AND start_at <= $6 AND expire_at > $6 ORDER BY id FOR UPDATE)
          AND status = 'AVAILABLE'
        RETURNING id`,
      [ids, userId, merchantId, orderId, paid ? 'USED' : 'PENDING', now]
    )
    return rows.length
  }

  /** The unpaid goods order closed: its coupons are the buyer's to use again. */
  async releaseForGoodsOrder(orderId: string): Promise<number> {
    return (
      await this.db.query(
        "UPDATE coupons SET status = 'AVAILABLE', goods_order_id = NULL WHERE goods_order_id = $1 AND status = 'PENDING' RETURNING id",
        [orderId]
      )
    ).length
  }

  /** The goods order is paid: its coupons are used. */
  async markUsedForGoodsOrder(orderId: string, now: Date): Promise<number> {
    return (
      await this.db.query(
        "UPDATE coupons SET status = 'USED', used_at = $2 WHERE goods_order_id = $1 AND status = 'PENDING' RETURNING id",
        [orderId, now]
      )
    ).length
  }

  /** A paid goods order refunded whole (cancelled before shipping): its unexpired coupons are the buyer's again. */
  async returnForGoodsOrder(orderId: string, now: Date): Promise<number> {
    return (
      await this.db.query(
        "UPDATE coupons SET status = 'AVAILABLE', goods_order_id = NULL, used_at = NULL WHERE goods_order_id = $1 AND status = 'USED' AND expire_at > $2 RETURNING id",
        [orderId, now]
      )
    ).length
  }
}
