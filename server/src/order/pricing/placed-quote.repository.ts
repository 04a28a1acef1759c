/**
 * What a placed order's pricing recorded, read back for its quote (quote.ts quotePlaced): the amount each
 * step took off and the names its discount lines are shown with, and each ticket's share of what was paid
 * by the one split rule (ticket-price.sql.ts). Both read many orders in one statement: the order list
 * presents up to 50.
 */
import type { Queryable } from '../../db/db'
import { ticketListSql, ticketPriceSql } from '../../ticket-price/ticket-price.sql'

/**
 * What an order was priced with, as stored when it was written (migrations 049, 055, 060, 062, 067, 071),
 * with the names the discount lines show (discount-lines.presenter.ts).
 */
export interface OrderDiscountFactsRow {
  order_id: string
  member_discount_fen: number
  /** The dearest line's unit price and its member discount per unit (the percent is read back from them). */
  member_unit: { unit: number; off: number } | null
  promotion_fen: number
  promotion_name: Record<string, string> | null
  coupon_fen: number
  /** The titles of the coupons still locked to the order (a closed or wholly refunded order's went back: none). */
  coupon_titles: string[] | null
  points_fen: number
  points_used: string
  card_fen: number | null
  card_name: string | null
  privilege_fen: number | null
  privilege_name: string | null
}

/** One ticket of a placed order: what was paid for it and the list price it was bought at. */
export interface PaidTicketRow {
  order_id: string
  id: string
  paid_fen: number
  list_fen: number
}

export class PlacedQuoteRepository {
  constructor(private readonly db: Queryable) {}

  /** The discount facts of some orders (OrderDiscountFactsRow), by order id. */
  async recorded(orderIds: string[]): Promise<Map<string, OrderDiscountFactsRow>> {
    if (!orderIds.length) return new Map()
    const rows = await this.db.query<OrderDiscountFactsRow>(
      `SELECT o.id AS order_id, o.member_discount_fen, o.promotion_fen, o.coupon_fen, o.points_fen, o.points_used::text AS points_used,
              (SELECT json_build_object('unit', i.unit_fen, 'off', i.member_fen) FROM order_items i
                WHERE i.order_id = o.id AND i.member_fen > 0 ORDER BY i.unit_fen DESC, i.tier_id LIMIT 1) AS member_unit,
              (SELECT p.name FROM promotions p WHERE p.id = o.promotion_id) AS promotion_name,
              (SELECT json_agg(ct.title ORDER BY c.id) FROM coupons c JOIN coupon_templates ct ON ct.id = c.template_id WHERE c.order_id = o.id) AS coupon_titles,
              cb.card_fen, bc.name AS card_name, pu.fen AS privilege_fen, pv.name AS privilege_name
         FROM orders o
         LEFT JOIN card_bookings cb ON cb.order_id = o.id LEFT JOIN card_instances ci ON ci.id = cb.instance_id LEFT JOIN benefit_cards bc ON bc.id = ci.card_id
         LEFT JOIN order_privilege_uses pu ON pu.order_id = o.id LEFT JOIN privileges pv ON pv.id = pu.privilege_id
        WHERE o.id = ANY($1::text[])`,
      [orderIds]
    )
    return new Map(rows.map((r) => [r.order_id, r]))
  }

  /** Every ticket of some orders with what was paid for it and its list price, in each order's ticket order. */
  async paidTickets(orderIds: string[]): Promise<PaidTicketRow[]> {
    if (!orderIds.length) return []
    return this.db.query<PaidTicketRow>(
      `SELECT k.order_id, k.id, ${ticketPriceSql('k', 't')} AS paid_fen, ${ticketListSql('k', 't')} AS list_fen
         FROM tickets k JOIN price_tiers t ON t.id = k.tier_id
        WHERE k.order_id = ANY($1::text[]) ORDER BY k.order_id, k.seq`,
      [orderIds]
    )
  }
}
