/**
 * Promotions on orders, kept in the order area as the benefit cards' bookings are
 * (pricing/card-booking.repository.ts): create_order prices with it, a close gives back through it, and the
 * promotion area's package purchase reaches it through the order stores (stores.ts orderStores). The
 * channel discounts an order may take, the quota they count, the shares recorded on the order and its
 * lines, and the release when an unpaid order closes. Every quota move is one conditional UPDATE
 * (... WHERE used + n <= quota RETURNING), so a crowd past the last unit takes nothing, and a release is
 * guarded by the order's own UNPAID → CLOSED transition (or the package's).
 *
 * A quota counts what was sold at the promotion's price: it comes back when an unpaid order closes, not when
 * a paid ticket is refunded later (the merchant's budget for the offer was spent on a sale that happened).
 *
 * Lock order: create_order takes the promotion row before it writes the new order row (as coupons);
 * close holds the order row and then the promotion row. No cycle: creation waits on no existing order row.
 */
import type { Queryable } from '../db/db'

/** A channel discount with the scope rows it applies to (promotion_scopes, slot 0). */
export interface ChannelPromotionRow {
  id: string
  name: Record<string, string>
  discount_kind: 'PERCENT' | 'AMOUNT'
  discount_value: number
  quota: number | null
  used: number
  end_at: Date
  scopes: Array<{ show_id: string; session_id: string | null; tier_id: string | null }>
}

export interface PromotionShares {
  promotionId: string
  /** The order's promotion, and each line's (by tier id) for all its units. */
  fen: number
  lineFen: Map<string, number>
  /** Quota units the order took (a channel discount's tickets; 0 for a package child, whose sets the package holds). */
  units: number
  packageOrderId?: string
}

export class PromotionOrderRepository {
  constructor(private readonly db: Queryable) {}

  /** The merchant's ACTIVE channel discounts for this channel code on the show, now. */
  async channelFor(merchantId: string, channelCode: string, showId: string, now: Date): Promise<ChannelPromotionRow[]> {
    return this.db.query<ChannelPromotionRow>(
      `SELECT p.id, p.name, p.discount_kind, p.discount_value, p.quota, p.used, p.end_at,
              (SELECT json_agg(json_build_object('show_id', s.show_id, 'session_id', s.session_id, 'tier_id', s.tier_id)) FROM promotion_scopes s WHERE s.promotion_id = p.id) AS scopes
         FROM promotions p
        WHERE p.merchant_id = $1 AND p.kind = 'CHANNEL' AND p.channel_code = $2 AND p.state = 'ACTIVE' AND p.start_at <= $4 AND p.end_at > $4
          AND EXISTS (SELECT 1 FROM promotion_scopes s WHERE s.promotion_id = p.id AND s.show_id = $3)
        ORDER BY p.id`,
      [merchantId, channelCode, showId, now]
    )
  }

  /** Takes n units of the promotion's quota while it is active; false when too few are left (nothing taken). */
  async take(promotionId: string, n: number, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE promotions SET used = used + $2 WHERE id = $1 AND state = 'ACTIVE' AND start_at <= $3 AND end_at > $3 AND (quota IS NULL OR used + $2 <= quota) RETURNING id`,
      [promotionId, n, now]
    )
    return rows.length === 1
  }

  /** The shares of a written order (migration 062), split over each line's tickets by ticket-price.sql.ts. */
  async record(orderId: string, shares: PromotionShares): Promise<void> {
    await this.db.query(
      `WITH o AS (UPDATE orders SET promotion_id = $2, promotion_fen = $3, promotion_units = $4, package_order_id = $7 WHERE id = $1 RETURNING id)
       UPDATE order_items i SET promotion_fen = x.f, promotion_units = i.qty FROM unnest($5::text[], $6::int[]) AS x(t, f) WHERE i.order_id = (SELECT id FROM o) AND i.tier_id = x.t`,
      [
        orderId,
        shares.promotionId,
        shares.fen,
        shares.units,
        [...shares.lineFen.keys()],
        [...shares.lineFen.values()],
        shares.packageOrderId ?? null
      ]
    )
  }

  /**
   * An unpaid order just closed (the caller made that transition, under the order's lock): a channel
   * discount's units go back; a package child closes its package (UNPAID → CLOSED, once, whichever child
   * closes first) and the package's sets go back. The package's id when it closed here.
   */
  async releaseForOrder(orderId: string, now: Date): Promise<string | undefined> {
    await this.db.query(
      `UPDATE promotions p SET used = p.used - o.promotion_units FROM orders o
        WHERE o.id = $1 AND o.promotion_units > 0 AND o.package_order_id IS NULL AND p.id = o.promotion_id`,
      [orderId]
    )
    const [closed] = await this.db.query<{ id: string; promotion_id: string; sets: number }>(
      `UPDATE package_orders k SET state = 'CLOSED', closed_at = $2 FROM orders o
        WHERE o.id = $1 AND k.id = o.package_order_id AND k.state = 'UNPAID' RETURNING k.id, k.promotion_id, k.sets`,
      [orderId, now]
    )
    if (!closed) return undefined
    await this.db.query('UPDATE promotions SET used = used - $2 WHERE id = $1', [closed.promotion_id, closed.sets])
    return closed.id
  }

  /** A package's child orders, in id order (the order their rows are locked in). */
  async childrenOf(packageOrderId: string): Promise<string[]> {
    return (await this.db.query<{ id: string }>('SELECT id FROM orders WHERE package_order_id = $1 ORDER BY id', [packageOrderId])).map(
      (r) => r.id
    )
  }
}
