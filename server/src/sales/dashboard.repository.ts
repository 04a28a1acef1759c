/**
 * SQL for the dashboard (issue #16 item 7): every figure is a GROUP BY in the database. A sale counts on
 * the merchant's local day it was paid (paid_at read AT TIME ZONE the merchant's zone); money given back
 * counts on the local day the provider settled it (issue #17: revenue is net of settled refunds).
 */
import type { Queryable } from '../db/db'
import {
  refundOfCountedMoneySql,
  refundSettled,
  rebookMoneyCountedSql,
  subjectMoneyCountedSql,
  tiedGoodsPaidFenSql
} from '../payment/money-counted.sql'

export interface DayFiguresRow {
  day: string
  paid_orders: number
  /** Paid that day. */
  amount_fen: number
  tickets: number
  /** Settled back that day. */
  refunded_fen: number
}
export interface GoodsFiguresRow {
  paid_orders: number
  units: number
  gross_fen: number
  refunded_fen: number
}
export interface TierFiguresRow {
  show_id: string
  show_name: Record<string, string>
  tier_id: string
  tier_name: Record<string, string>
  session_name: Record<string, string>
  starts_at: Date
  sold: number
  capacity: number
  tickets_in_period: number
  issued: number
  checked_in: number
  /** The show's totals over its tiers listed (window sums). */
  show_sold: number
  show_capacity: number
  show_in_period: number
  show_issued: number
  show_checked_in: number
}

export class DashboardRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Paid orders, amount and tickets per local day, for orders paid in [from, before), beside the money
   * settled back per local day in the same span. The amount is the money the buyers paid
   * (money-counted.sql.ts): each order's payment on the day it was paid, and each dearer rebook's difference
   * on the day its payment came in (the rebook made with it; not an order of its own), and each benefit
   * card's and member order's payment on the day it came in (no ticket order: the merchant is named on the
   * payment; counted in the amount, not in paid orders or tickets). Only refunds of
   * that money count: a buyer's refund request's parts (AFTER_SALE), a cheaper rebook's difference
   * (REBOOK) and the merchant's refund of a card or member order (CARD, MEMBER); a CLOSED_ORDER refund returns money that never counted as a sale (the order was not paid),
   * and so does the refund of a rebook's late money. A refund counts once the provider settled it
   * (SUCCEEDED, completed_at), never while it is on its way or after it failed.
   */
  async days(merchantId: string, zone: string, from: Date, before: Date): Promise<DayFiguresRow[]> {
    return this.db.query<DayFiguresRow>(
      `WITH sales AS (
         SELECT to_char((o.paid_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day, count(*)::int AS paid_orders,
                coalesce(sum(o.paid_fen - ${tiedGoodsPaidFenSql('o')}), 0)::bigint AS amount_fen, coalesce(sum(o.ticket_count), 0)::int AS tickets
           FROM orders o
          WHERE o.merchant_id = $1 AND o.paid_at IS NOT NULL AND o.paid_at >= $3 AND o.paid_at < $4
          GROUP BY 1
       ), paid_money AS (
         SELECT to_char((p.completed_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day, sum(p.amount_fen)::bigint AS amount_fen
           FROM payments p LEFT JOIN orders o ON o.id = p.order_id
          WHERE COALESCE(o.merchant_id, p.merchant_id) = $1 AND (${rebookMoneyCountedSql('p')} OR ${subjectMoneyCountedSql('p')})
            AND p.completed_at >= $3 AND p.completed_at < $4
          GROUP BY 1
       ), back AS (
         SELECT to_char((r.completed_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day, sum(r.amount_fen)::bigint AS refunded_fen
           FROM refunds r JOIN payments p ON p.id = r.payment_id LEFT JOIN orders o ON o.id = p.order_id
          WHERE COALESCE(o.merchant_id, p.merchant_id) = $1 AND ${refundOfCountedMoneySql('r')} AND ${refundSettled('r')}
            AND r.completed_at >= $3 AND r.completed_at < $4
          GROUP BY 1
       ), days AS (
         SELECT day FROM sales UNION SELECT day FROM paid_money UNION SELECT day FROM back
       )
       SELECT d.day, coalesce(s.paid_orders, 0)::int AS paid_orders, (coalesce(s.amount_fen, 0) + coalesce(m.amount_fen, 0))::float8 AS amount_fen,
              coalesce(s.tickets, 0)::int AS tickets, coalesce(b.refunded_fen, 0)::float8 AS refunded_fen
         FROM days d LEFT JOIN sales s ON s.day = d.day LEFT JOIN paid_money m ON m.day = d.day LEFT JOIN back b ON b.day = d.day
        ORDER BY 1`,
      [merchantId, zone, from, before]
    )
  }

  /**
   * The shop's goods apart from the tickets (076_goods_orders.sql): goods orders paid in the period with
   * their units and money, on their payment's instant; goods refunds (refunds of purpose GOODS) the
   * provider settled in the period. Money for an order that had closed (REFUND_PENDING) never counted.
   */
  async goods(merchantId: string, from: Date, before: Date): Promise<GoodsFiguresRow> {
    const [row] = await this.db.query<GoodsFiguresRow>(
      `SELECT (SELECT count(*) FROM goods_orders o WHERE o.merchant_id = $1 AND o.paid_at >= $2 AND o.paid_at < $3)::int AS paid_orders,
              (SELECT coalesce(sum(l.qty), 0) FROM goods_order_lines l JOIN goods_orders o ON o.id = l.order_id
                WHERE o.merchant_id = $1 AND o.paid_at >= $2 AND o.paid_at < $3)::int AS units,
              (SELECT coalesce(sum(o.paid_fen), 0) FROM goods_orders o WHERE o.merchant_id = $1 AND o.paid_at >= $2 AND o.paid_at < $3)::float8 AS gross_fen,
              (SELECT coalesce(sum(r.amount_fen), 0) FROM refunds r JOIN goods_refunds g ON g.id = r.subject_id JOIN goods_orders o ON o.id = g.order_id
                WHERE r.purpose = 'GOODS' AND o.merchant_id = $1 AND ${refundSettled('r')} AND r.completed_at >= $2 AND r.completed_at < $3)::float8 AS refunded_fen`,
      [merchantId, from, before]
    )
    return row
  }

  /**
   * Per tier of the merchant's shows with any capacity: all-time sold and capacity (the tier's own
   * counters), tickets paid in the period, tickets issued and checked in (sell-through, check-in rate),
   * and the same summed per show.
   */
  async tiers(merchantId: string, from: Date, before: Date): Promise<TierFiguresRow[]> {
    return this.db.query<TierFiguresRow>(
      `SELECT sh.id AS show_id, sh.name AS show_name, t.id AS tier_id, t.name AS tier_name, s.name AS session_name, s.starts_at,
              t.sold, t.capacity,
              coalesce(p.qty, 0)::int AS tickets_in_period, coalesce(k.issued, 0)::int AS issued, coalesce(k.checked_in, 0)::int AS checked_in,
              (sum(t.sold) OVER w)::int AS show_sold, (sum(t.capacity) OVER w)::int AS show_capacity,
              (sum(coalesce(p.qty, 0)) OVER w)::int AS show_in_period, (sum(coalesce(k.issued, 0)) OVER w)::int AS show_issued,
              (sum(coalesce(k.checked_in, 0)) OVER w)::int AS show_checked_in
         FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
         LEFT JOIN (SELECT i.tier_id, sum(i.qty) AS qty FROM order_items i JOIN orders o ON o.id = i.order_id
                     WHERE o.merchant_id = $1 AND o.paid_at IS NOT NULL AND o.paid_at >= $2 AND o.paid_at < $3 GROUP BY i.tier_id) p ON p.tier_id = t.id
         LEFT JOIN (SELECT tier_id, count(*) AS issued, count(*) FILTER (WHERE state = 'USED') AS checked_in FROM tickets
                     WHERE show_id IN (SELECT id FROM shows WHERE merchant_id = $1) GROUP BY tier_id) k ON k.tier_id = t.id
        WHERE sh.merchant_id = $1 AND (t.sold > 0 OR p.qty IS NOT NULL)
       WINDOW w AS (PARTITION BY sh.id)
        ORDER BY sh.id, s.starts_at, t.sort, t.id`,
      [merchantId, from, before]
    )
  }
}
