/**
 * SQL for orders and the stock they hold. Stock moves only by conditional writes (DESIGN.md, "The heart"):
 * a hold succeeds only while enough is available, and an order's close or payment is guarded by its own
 * state transition, so each hold is released or sold exactly once.
 */
import type { OrderCard } from './pricing/card-step'
import type { Queryable } from '../db/db'
import type { SeatName, SeatPlace } from '../../../types/rules/seat-key'
import { drawOrderNumbers } from './order-number.repository'
import { ticketPriceSql } from '../ticket-price/ticket-price.sql'
import type { PromotionShares } from './promotion-order.repository'
import {
  countedRefundOfOrderSql,
  orderPaidFenSql,
  refundOwed,
  refundSettled,
  tiedGoodsRefundOfOrderSql
} from '../payment/money-counted.sql'
import type { RefundTicketState } from '../../../types/rules/refund-rule'

export type OrderState = 'UNPAID' | 'PAID' | 'CLOSED'

/** The channel an order was sold through (migration 096): online, or at the venue's box office. */
export type SalesChannel = 'ONLINE' | 'ONSITE'

/** A tab of the buyer's order list: a state as readers see it, or REFUND (退款: orders the buyer asked a refund of). */
export type OrderListTab = OrderState | 'REFUND'

export interface OrderShowView {
  show_name: Record<string, string>
  venue_name: Record<string, string>
  city_name: Record<string, string>
  session_name: Record<string, string>
  starts_at: Date
  show_cancelled: boolean
  session_ahead: boolean
  /** The show's refund rule and 018's policy columns (types/rules/refund-rule.ts effectiveRefundRule). */
  refund_rule: unknown
  refund_hours_before: number | null
  refund_fee_percent: number
  // Rebooking (rebook-offer.ts): the show's setting and what the order may still move.
  support_rebook: boolean
  rebook_hours_before: number
  valid_tickets: number
  other_session_on_sale: boolean
  /** The money of the order's cheaper rebooks (oldest first): how each refund stands, a failure with its reason. */
  /** amount_fen: what goes back, a cheaper rebook's difference or a dearer one's late money (never negative). */
  rebook_refunds: Array<{ id: string; amount_fen: number; refund_state: 'REFUNDING' | 'REFUNDED' | 'FAILED'; refund_error: string }>
  /** The package the order is a child of: its name, shown on each child in the list and detail. */
  package_name?: Record<string, string> | null
}

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
  /** The buyer's order number (order-number.ts); the id stays the key. */
  order_number: string
  /** The payment product the order was paid with; null while unpaid and for free orders. */
  paid_product: string | null
  delivery_method: 'E_TICKET' | 'EXPRESS'
  delivery_address: DeliveryAddress | null
  remarks: string
  /** The shipment of paper tickets (migration 041): all three set once the merchant shipped, else null. */
  express_carrier: string | null
  express_no: string | null
  shipped_at: Date | null
  /** Every ticket refunded and its money back (migration 037): the order reads Refunded_Ticket (11). */
  refunded_at?: Date | null
  /** The promotion on the order and what it took off; the package purchase it is a child of. */
  promotion_id?: string | null
  promotion_fen?: number
  package_order_id?: string | null
  /** Sold online or at the venue (migration 096). */
  sales_channel?: SalesChannel
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
  /** The line's share of a coupon and its tickets when it was split (migration 049; ticket-price.sql.ts). */
  coupon_fen?: number
  coupon_units?: number
  name: Record<string, string>
  /** The seats asked for on a seated tier, named as the order took them; empty for general admission. */
  seats: Array<SeatPlace & { name: SeatName | null }>
  /** How many of this tier's tickets were checked in at the door (none can be refunded). */
  used: number
  /** How many are being refunded or were refunded. */
  leaving?: number
  /** How many left the buyer otherwise: offered to or held by someone else, or rebooked. */
  away?: number
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
  /** Online unless sold at the venue (migration 096); absent reads as online. */
  channel?: SalesChannel
  /** The coupons to lock to the order and what they take off, per tier (totalFen is after it). */
  coupons?: { ids: string[]; fen: number; lineFen: Map<string, number> }
  /** The member discount (会员N折): in all and per unit of each tier (unit prices stay the list prices). */
  member?: { fen: number; lineUnitFen: Map<string, number> }
  /** The points spent on the order, what they paid and each tier's share of that (migration 055). */
  points?: { used: number; fen: number; lineFen: Map<string, number> }
  /** Booked with a benefit card (card-step.ts): the times it takes, taken before the order row is written. */
  card?: OrderCard
  /** The promotion on the order: what it takes off, per tier, and the quota units. */
  promotion?: PromotionShares
  /** The privilege code's uses the order takes (issue #18 privilege; privilege-step.ts). */
  privilege?: { code: string; privilegeId: string; uses: number; fen: number }
}

export interface OrderMoneyFactsRow {
  requests_refunded: number
  requests_pending: number
  refund_fees: number
  delivery_back: number
  /** What the buyer paid for the order in total: its payment and dearer rebooks' differences (money-counted.sql.ts). */
  paid: number
  rebooks_refunded: number
  rebooks_pending: number
  tickets_now: number
  /** Goods bought with the tickets (tied sale): their refunds on the order's payment, settled and owed, and what the order keeps of them. */
  goods_refunded: number
  goods_pending: number
  goods_now: number
}

/** A ticket's refund facts beside its price (the order's quote, quote.ts quotePlaced, says what was paid for it). */
export interface OrderTicketFactsRow {
  id: string
  state: RefundTicketState
  held_by_buyer: boolean
  session_starts_at: Date
}

export class OrderRepository {
  constructor(private readonly db: Queryable) {}

  /** A tier the console closed (migration 026) has nothing available, even after held tickets come back. */
  async tiers(ids: string[]): Promise<TierForSale[]> {
    return this.db.query<TierForSale>(
      `SELECT t.id, t.session_id, s.show_id, t.price_fen, CASE WHEN t.closed THEN 0 ELSE t.available END AS available, t.name, s.starts_at, sh.state AS show_state, sh.sale_time,
              sh.limit_per_order, sh.limit_per_account, sh.real_name, sh.min_age, sh.merchant_id, t.seated, sh.express_fee_fen, t.min_age AS tier_min_age
         FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
        WHERE t.id = ANY($1::text[])`,
      [ids]
    )
  }

  /** Whether the merchant marked the show hot (the waiting room) and when its sale opens. */
  async roomShow(showId: string, merchantId: string): Promise<{ hot: boolean; saleTime: Date | null } | undefined> {
    return (
      await this.db.query<{ hot: boolean; saleTime: Date | null }>(
        'SELECT waiting_room AS hot, sale_time AS "saleTime" FROM shows WHERE id = $1 AND merchant_id = $2',
        [showId, merchantId]
      )
    )[0]
  }

  /** The idempotency keys of the tier's orders (made at or after `since`): their retries replay, never hear sold out. */
  async tierWinners(tierId: string, since: Date | undefined): Promise<Array<{ userId: string; key: string; createdAt: Date }>> {
    return this.db.query(
      `SELECT o.user_id AS "userId", o.idempotency_key AS key, o.created_at AS "createdAt" FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE i.tier_id = $1 AND ($2::timestamptz IS NULL OR o.created_at >= $2)`,
      [tierId, since ?? null]
    )
  }

  /**
   * What an order page shows of its show: names, venue, city and the session; and whether the show still
   * sells (not cancelled, a session after `now`), for buying again.
   */
  async showView(orderId: string, now: Date): Promise<OrderShowView | undefined> {
    return (
      await this.db.query<OrderShowView>(
        `SELECT sh.name AS show_name, v.name AS venue_name, c.name AS city_name, s.name AS session_name, s.starts_at,
                (SELECT p.name FROM promotions p WHERE p.id = o.promotion_id AND o.package_order_id IS NOT NULL) AS package_name,
                sh.state = 'CANCELED' AS show_cancelled, o.refund_rule, o.refund_hours_before, o.refund_fee_percent,
                EXISTS (SELECT 1 FROM sessions a WHERE a.show_id = sh.id AND a.starts_at > $2) AS session_ahead,
                -- Rebooking (issue #17): the show's setting, the order's VALID tickets its buyer still holds
                -- (a ticket given away is not his to rebook), another session selling now.
                sh.support_rebook, sh.rebook_hours_before,
                (SELECT count(*)::int FROM tickets k WHERE k.order_id = o.id AND k.state = 'VALID' AND k.user_id = o.user_id) AS valid_tickets,
                EXISTS (SELECT 1 FROM sessions a WHERE a.show_id = sh.id AND a.id <> o.session_id AND a.starts_at > $2
                          AND sh.state = 'SCHEDULED' AND sh.sale_time IS NOT NULL AND sh.sale_time <= $2
                          AND EXISTS (SELECT 1 FROM price_tiers t WHERE t.session_id = a.id AND t.available > 0 AND NOT t.closed)) AS other_session_on_sale,
                -- A cheaper rebook's refund stays visible to the buyer, a failed one with its reason (the merchant retries it);
                -- so does a dearer rebook's money that came too late and goes back whole: its amount is that money, not the difference.
                COALESCE((SELECT json_agg(json_build_object('id', r.id, 'refund_state', r.refund_state, 'refund_error', r.refund_error,
                                                            'amount_fen', CASE WHEN r.difference_fen < 0 THEN -r.difference_fen
                                                                               ELSE (SELECT coalesce(sum(x.amount_fen), 0) FROM refunds x JOIN payments lp ON lp.id = x.payment_id
                                                                                      WHERE lp.purpose = 'REBOOK' AND lp.subject_id = r.id AND x.purpose = 'REBOOK' AND x.subject_id = lp.id) END)
                                   ORDER BY r.created_at, r.id)
                            FROM rebooks r WHERE r.order_id = o.id AND r.refund_state IS NOT NULL), '[]'::json) AS rebook_refunds
           FROM orders o JOIN shows sh ON sh.id = o.show_id JOIN sessions s ON s.id = o.session_id JOIN venues v ON v.id = sh.venue_id JOIN cities c ON c.id = v.city_id
          WHERE o.id = $1`,
        [orderId, now]
      )
    )[0]
  }

  async byIdempotencyKey(userId: string, key: string): Promise<OrderRow | undefined> {
    return (await this.byIdempotencyKeys([{ userId, key }]))[0]
  }

  async byIdempotencyKeys(pairs: Array<{ userId: string; key: string }>): Promise<OrderRow[]> {
    return this.db.query<OrderRow>(
      'SELECT o.* FROM orders o JOIN unnest($1::text[], $2::text[]) AS p(u, k) ON o.user_id = p.u AND o.idempotency_key = p.k',
      [pairs.map((p) => p.userId), pairs.map((p) => p.key)]
    )
  }

  async byId(id: string): Promise<OrderRow | undefined> {
    return (await this.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id]))[0]
  }

  async byTransaction(transactionId: string): Promise<OrderRow | undefined> {
    return (await this.db.query<OrderRow>('SELECT * FROM orders WHERE transaction_id = $1', [transactionId]))[0]
  }

  async items(orderId: string): Promise<OrderItemRow[]> {
    return this.db.query(
      `SELECT i.tier_id, i.qty, i.unit_fen, i.coupon_fen, i.coupon_units, t.name,
              COALESCE((SELECT json_agg(json_build_object('row', os.row_no, 'col', os.col_no, 'name', CASE WHEN os.seat_no IS NULL THEN NULL
                                   ELSE json_build_object('section', coalesce(os.section_name, ''), 'row', os.row_label, 'seat', os.seat_no) END) ORDER BY os.row_no, os.col_no)
                          FROM order_seats os WHERE os.order_id = i.order_id AND os.tier_id = i.tier_id), '[]'::json) AS seats,
              (SELECT count(*)::int FROM tickets k WHERE k.order_id = i.order_id AND k.tier_id = i.tier_id AND k.state = 'USED') AS used,
              (SELECT count(*)::int FROM tickets k WHERE k.order_id = i.order_id AND k.tier_id = i.tier_id AND k.state IN ('REFUNDING', 'REFUNDED')) AS leaving,
              (SELECT count(*)::int FROM tickets k JOIN orders o ON o.id = k.order_id WHERE k.order_id = i.order_id AND k.tier_id = i.tier_id
                  AND (k.state IN ('TRANSFERRING', 'REBOOKED') OR (k.state = 'VALID' AND k.user_id <> o.user_id))) AS away
         FROM order_items i JOIN price_tiers t ON t.id = i.tier_id WHERE i.order_id = $1 ORDER BY t.sort`,
      [orderId]
    )
  }

  /**
   * Each ticket of the order as refund quotes read it (refund-rule.ts OrderTicketFacts): its state, whether
   * the buyer still holds it, its own session's start; its price is the order's quote's. The same facts as
   * the refund area's RefundRequestRepository.tickets, so the order page's quote is the refund pages'.
   */
  async refundFacts(orderId: string): Promise<OrderTicketFactsRow[]> {
    return this.db.query<OrderTicketFactsRow>(
      `SELECT k.id, k.state, k.user_id = o.user_id AS held_by_buyer, ks.starts_at AS session_starts_at
         FROM tickets k JOIN orders o ON o.id = k.order_id JOIN order_items i ON i.order_id = k.order_id AND i.tier_id = k.tier_id
         JOIN price_tiers t ON t.id = k.tier_id JOIN sessions ks ON ks.id = k.session_id
        WHERE k.order_id = $1 ORDER BY k.seq`,
      [orderId]
    )
  }

  /**
   * The order's money after the sale (issue #17 leftovers, OrderDetail.moneyToDate): approved refund
   * requests (settled or not: their tickets are REFUNDED either way) with the fee kept and the delivery fee
   * given back (amount + fee − the tickets' prices), the dearer rebooks' differences paid and the cheaper
   * rebooks' differences given back by their refund parts' state (money-counted.sql.ts: a rebook's late money,
   * sent back whole, is neither), the tickets the order holds now at their own prices, and the goods bought
   * with them (tied sale: paid by the order's payment, their refunds given back on it).
   */
  async moneyFacts(orderId: string): Promise<OrderMoneyFactsRow> {
    const [row] = await this.db.query<OrderMoneyFactsRow>(
      `SELECT
         coalesce((SELECT sum(r.amount_fen) FROM refund_requests r WHERE r.order_id = $1 AND r.state = 'REFUNDED'), 0)::int AS requests_refunded,
         coalesce((SELECT sum(r.amount_fen) FROM refund_requests r WHERE r.order_id = $1 AND r.state IN ('REFUNDING', 'REFUND_FAILED')), 0)::int AS requests_pending,
         coalesce((SELECT sum(r.fee_fen) FROM refund_requests r WHERE r.order_id = $1 AND r.state IN ('REFUNDING', 'REFUNDED', 'REFUND_FAILED')), 0)::int AS refund_fees,
         coalesce((SELECT sum(r.amount_fen + r.fee_fen - (SELECT coalesce(sum(x.price_fen), 0) FROM refund_request_tickets x WHERE x.request_id = r.id))
                     FROM refund_requests r WHERE r.order_id = $1 AND r.state IN ('REFUNDING', 'REFUNDED', 'REFUND_FAILED')), 0)::int AS delivery_back,
         (SELECT ${orderPaidFenSql('o')} FROM orders o WHERE o.id = $1) AS paid,
         coalesce((SELECT sum(r.amount_fen) FROM refunds r
                    WHERE r.purpose = 'REBOOK' AND ${countedRefundOfOrderSql('r', '$1')} AND ${refundSettled('r')}), 0)::int AS rebooks_refunded,
         coalesce((SELECT sum(r.amount_fen) FROM refunds r
                    WHERE r.purpose = 'REBOOK' AND ${countedRefundOfOrderSql('r', '$1')} AND ${refundOwed('r')}), 0)::int AS rebooks_pending,
         coalesce((SELECT sum(${ticketPriceSql('k', 't')}) FROM tickets k JOIN price_tiers t ON t.id = k.tier_id
                    WHERE k.order_id = $1 AND k.state NOT IN ('REFUNDED', 'REBOOKED')), 0)::int AS tickets_now,
         coalesce((SELECT sum(r.amount_fen) FROM refunds r WHERE ${tiedGoodsRefundOfOrderSql('r', '$1')} AND ${refundSettled('r')}), 0)::int AS goods_refunded,
         coalesce((SELECT sum(r.amount_fen) FROM refunds r WHERE ${tiedGoodsRefundOfOrderSql('r', '$1')} AND ${refundOwed('r')}), 0)::int AS goods_pending,
         coalesce((SELECT sum(g.paid_fen - g.refunded_fen) FROM goods_orders g WHERE g.ticket_order_id = $1), 0)::int AS goods_now`,
      [orderId]
    )
    return row
  }

  async attendees(orderId: string): Promise<Array<{ audience_id: string; name: string; id_type: string; id_no: string }>> {
    // An attendee a transferee bound to a ticket the buyer gave away is the transferee's, not shown here (privacy).
    return this.db.query(
      `SELECT a.audience_id, a.name, a.id_type, a.id_no FROM order_attendees a
        WHERE a.order_id = $1 AND NOT EXISTS (SELECT 1 FROM tickets k JOIN orders o ON o.id = k.order_id
                                               WHERE k.order_id = a.order_id AND k.user_id <> o.user_id AND k.attendee_id_no = a.id_no)
        ORDER BY a.name`,
      [orderId]
    )
  }

  /**
   * One page of the buyer's orders for a tab of the list, newest first. A state tab is the state as readers
   * see it at `now` (order-state.ts): an unpaid order past its deadline is listed as closed. REFUND lists
   * the orders with a refund request (037_refund_requests.sql) in any state, whatever the order's own.
   */
  async page(
    userId: string,
    tab: OrderListTab | undefined,
    now: Date,
    offset: number,
    length: number
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const rows = await this.db.query<OrderRow & { total: number }>(
      `SELECT *, count(*) OVER ()::int AS total FROM orders
        WHERE user_id = $1 AND ($2::text IS NULL
          OR ($2 = 'REFUND' AND EXISTS (SELECT 1 FROM refund_requests r WHERE r.order_id = orders.id))
          OR (CASE WHEN state = 'UNPAID' AND reserve_deadline <= $5 THEN 'CLOSED' ELSE state END) = $2)
        ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT $4`,
      [userId, tab ?? null, offset, length, now]
    )
    return { rows, total: rows[0]?.total ?? 0 }
  }

  /**
   * Serialises each buyer's orders for each show, so the account limit is counted without a race. The
   * locks are taken in one order (by key) whatever the group, so two groups never wait for each other in a
   * circle.
   */
  async lockBuyerShows(pairs: Array<{ userId: string; showId: string }>): Promise<void> {
    await this.db.query(
      'SELECT pg_advisory_xact_lock(k) FROM (SELECT DISTINCT hashtext(x) AS k FROM unnest($1::text[]) AS x ORDER BY k) AS keys',
      [pairs.map((p) => `order:${p.userId}:${p.showId}`)]
    )
  }

  /**
   * Each buyer's tickets for each show under the per-account purchase limit, keyed "user\nshow"; buying
   * and accepting a transfer (TransferService.accept) both count with this one rule, so neither lets an
   * account pass the limit. What counts: the tickets of the buyer's live orders (UNPAID or PAID:
   * ticket_count less tickets_refunded, migration 043; a ticket they gave away still counts, as bought
   * by them), plus the tickets they received by transfer and still hold unrefunded (transferred_in: VALID,
   * USED or REFUNDING; REFUNDED and REBOOKED ones no longer).
   */
  async liveTicketCounts(pairs: Array<{ userId: string; showId: string }>): Promise<Map<string, number>> {
    const rows = await this.db.query<{ user_id: string; show_id: string; n: number }>(
      `SELECT u AS user_id, s AS show_id, sum(n)::int AS n FROM (
         SELECT o.user_id AS u, o.show_id AS s, o.ticket_count - o.tickets_refunded AS n FROM orders o JOIN unnest($1::text[], $2::text[]) AS p(u, s) ON o.user_id = p.u AND o.show_id = p.s
          WHERE o.state IN ('UNPAID', 'PAID')
         UNION ALL
         SELECT k.user_id, k.show_id, 1 FROM tickets k JOIN unnest($1::text[], $2::text[]) AS p(u, s) ON k.user_id = p.u AND k.show_id = p.s
          WHERE k.transferred_in AND k.state IN ('VALID', 'USED', 'REFUNDING')
       ) AS counted GROUP BY u, s`,
      [pairs.map((p) => p.userId), pairs.map((p) => p.showId)]
    )
    return new Map(rows.map((r) => [`${r.user_id}\n${r.show_id}`, r.n]))
  }

  /**
   * Orders and their lines (tier, qty, unit price), every one in one statement: the rush writes a group
   * of orders in one round trip (after one more that draws their order numbers' serials).
   */
  async insertMany(
    orders: Array<{ order: NewOrder; items: Array<{ tierId: string; qty: number; unitFen: number; listFen?: number }> }>
  ): Promise<void> {
    const col = <T>(f: (o: NewOrder) => T) => orders.map(({ order }) => f(order))
    const numbers = await drawOrderNumbers(
      this.db,
      col((o) => o.now)
    )
    const lines = orders.flatMap(({ order, items }) => items.map((i) => ({ orderId: order.id, ...i })))
    await this.db.query(
      `WITH o AS (
         INSERT INTO orders (id, merchant_id, user_id, show_id, session_id, transaction_id, state, ticket_fen, delivery_fen, total_fen, paid_fen, ticket_count,
                             reserve_deadline, idempotency_key, request_hash, created_at, paid_at, delivery_method, delivery_address, remarks, order_number,
                             sales_channel, refund_rule, refund_hours_before, refund_fee_percent)
         -- The show's refund terms are copied: the order keeps what the buyer bought under (migration 035).
         SELECT u.*, sh.refund_rule, sh.refund_hours_before, sh.refund_fee_percent
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::int[], $10::int[], $11::int[], $12::int[],
                       $13::timestamptz[], $14::text[], $15::text[], $16::timestamptz[], $17::timestamptz[], $18::text[], $19::jsonb[], $20::text[], $25::text[], $27::text[])
                AS u(id, merchant_id, user_id, show_id, session_id, transaction_id, state, ticket_fen, delivery_fen, total_fen, paid_fen, ticket_count,
                     reserve_deadline, idempotency_key, request_hash, created_at, paid_at, delivery_method, delivery_address, remarks, order_number, sales_channel)
           JOIN shows sh ON sh.id = u.show_id
         RETURNING id)
       INSERT INTO order_items (order_id, tier_id, qty, unit_fen, list_fen)
       SELECT x.o, x.t, x.q, x.u, x.l FROM unnest($21::text[], $22::text[], $23::int[], $24::int[], $26::int[]) AS x(o, t, q, u, l) WHERE x.o IN (SELECT id FROM o)`,
      [
        col((o) => o.id),
        col((o) => o.merchantId),
        col((o) => o.userId),
        col((o) => o.showId),
        col((o) => o.sessionId),
        col((o) => o.transactionId),
        col((o) => (o.paid ? 'PAID' : 'UNPAID')),
        col((o) => o.ticketFen),
        col((o) => o.deliveryFen),
        col((o) => o.totalFen),
        col((o) => (o.paid ? o.totalFen : 0)),
        col((o) => o.ticketCount),
        col((o) => o.reserveDeadline),
        col((o) => o.idempotencyKey),
        col((o) => o.requestHash),
        col((o) => o.now),
        col((o) => (o.paid ? o.now : null)),
        col((o) => o.deliveryMethod),
        col((o) => (o.deliveryAddress ? JSON.stringify(o.deliveryAddress) : null)),
        col((o) => o.remarks),
        lines.map((l) => l.orderId),
        lines.map((l) => l.tierId),
        lines.map((l) => l.qty),
        lines.map((l) => l.unitFen),
        numbers,
        // The list price where the unit price is not it (a benefit card's price; migration 070), for rebooking.
        lines.map((l) => (l.listFen !== undefined && l.listFen !== l.unitFen ? l.listFen : null)),
        col((o) => o.channel ?? 'ONLINE')
      ]
    )
  }

  /** The coupon discount of a written order and each line's share (migration 049), for refunds. */
  async recordCouponFen(orderId: string, fen: number, lineFen: Map<string, number>): Promise<void> {
    await this.db.query(
      `WITH o AS (UPDATE orders SET coupon_fen = $2 WHERE id = $1 RETURNING id)
       UPDATE order_items i SET coupon_fen = x.f, coupon_units = i.qty FROM unnest($3::text[], $4::int[]) AS x(t, f) WHERE i.order_id = (SELECT id FROM o) AND i.tier_id = x.t`,
      [orderId, fen, [...lineFen.keys()], [...lineFen.values()]]
    )
  }

  /**
   * The member discount and the points of a written order (migration 055), each line's per-unit member
   * discount and points share; coupon_units = the line's tickets, over which ticketPriceSql splits the
   * coupon and points shares (set here too for an order with points and no coupon).
   */
  async recordMemberPricing(orderId: string, member: NewOrder['member'], points: NewOrder['points']): Promise<void> {
    const tiers = [...new Set([...(member?.lineUnitFen.keys() ?? []), ...(points?.lineFen.keys() ?? [])])]
    await this.db.query(
      `WITH o AS (UPDATE orders SET member_discount_fen = $2, points_used = $3, points_fen = $4 WHERE id = $1 RETURNING id)
       UPDATE order_items i SET member_fen = x.m, points_fen = x.p, coupon_units = i.qty
         FROM unnest($5::text[], $6::int[], $7::int[]) AS x(t, m, p) WHERE i.order_id = (SELECT id FROM o) AND i.tier_id = x.t`,
      [
        orderId,
        member?.fen ?? 0,
        points?.used ?? 0,
        points?.fen ?? 0,
        tiers,
        tiers.map((t) => member?.lineUnitFen.get(t) ?? 0),
        tiers.map((t) => points?.lineFen.get(t) ?? 0)
      ]
    )
  }

  async insertAttendee(orderId: string, showId: string, a: { id: string; name: string; idType: string; idNo: string }): Promise<void> {
    await this.db.query(
      'INSERT INTO order_attendees (order_id, show_id, audience_id, name, id_type, id_no) VALUES ($1, $2, $3, $4, $5, $6)',
      [orderId, showId, a.id, a.name, a.idType, a.idNo]
    )
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
  async markPaid(orderId: string, paidFen: number, now: Date, product: string): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE orders SET state = 'PAID', paid_fen = $2, paid_at = $3, paid_product = $4 WHERE id = $1 AND state = 'UNPAID' AND reserve_deadline > $3 RETURNING id",
      [orderId, paidFen, now, product]
    )
    return rows.length === 1
  }

  /** A closed order frees its attendees' IDs for the show (its held stock goes back through inventory/). */
  async freeAttendees(orderId: string): Promise<void> {
    await this.db.query('UPDATE order_attendees SET live = false WHERE order_id = $1', [orderId])
  }

  async dueForExpiry(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      "SELECT id FROM orders WHERE state = 'UNPAID' AND reserve_deadline <= $1 ORDER BY reserve_deadline LIMIT $2",
      [now, limit]
    )
    return rows.map((r) => r.id)
  }
}
