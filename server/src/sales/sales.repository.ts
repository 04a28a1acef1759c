/** SQL for the console's sales: a merchant's orders filtered and paged, one order in full, money needing attention. */
import { BUYER_CONTACT_SQL } from '../account/buyer-contact.sql'
import type { Queryable } from '../db/db'
import { likeEscaped } from '../db/like-escaped'
import type { SalesSearch } from './sales-search'
import type { SalesOrderState, SalesOrderStatus } from '../../../types/api/sales-admin'
import type { TicketState } from '../../../types/api/order'
import type { RefundRequestState } from '../../../types/api/refund'
import type { RebookState } from '../../../types/api/rebook'
import { orderPaidFenSql } from '../payment/money-counted.sql'

export interface SalesFilter {
  merchantId: string
  now: Date
  showId?: string
  sessionId?: string
  state?: SalesOrderState
  status?: SalesOrderStatus
  /** Placed at or after / before (the merchant's local days already turned into instants). */
  placedFrom?: Date
  placedBefore?: Date
  /** Digits: a full number matches exactly, 4 digits match the end. */
  phone?: string
  orderId?: string
  /** The console's one search box, already read as what it is (salesSearch in sales-search.ts). */
  search?: SalesSearch
}

export interface SalesOrderDbRow {
  id: string
  order_number: string
  state: 'UNPAID' | 'PAID' | 'CLOSED'
  close_reason: 'EXPIRED' | 'CANCELLED' | null
  show_id: string
  show_name: Record<string, string>
  session_id: string
  session_name: Record<string, string>
  starts_at: Date
  country_code: string | null
  cellphone: string | null
  ticket_count: number
  total_fen: number
  /** What the buyer paid for the order in total, rebooks' differences included (money-counted.sql.ts). */
  paid_fen: number
  ticket_fen: number
  delivery_fen: number
  service_fee_fen: number
  reserve_deadline: Date
  created_at: Date
  paid_at: Date | null
  closed_at: Date | null
  delivery_method: 'E_TICKET' | 'EXPRESS'
  shipped_at: Date | null
  refunded_at: Date | null
  /** Sold online or at the venue (migration 096). */
  sales_channel: 'ONLINE' | 'ONSITE'
}

export interface ItemDbRow {
  tier_id: string
  tier_name: Record<string, string>
  qty: number
  unit_fen: number
}
export interface PaymentDbRow {
  id: string
  order_id: string
  product: string
  amount_fen: number
  state: string
  provider_txn: string | null
  created_at: Date
  completed_at: Date | null
}
export interface PaymentEventDbRow {
  id: string
  payment_id: string
  kind: string | null
  amount_fen: string | null
  signature_verified: boolean
  outcome: string
  reason: string
  received_at: Date
}
export interface TicketDbRow {
  id: string
  tier_name: Record<string, string>
  seq: number
  attendee_name: string | null
  state: TicketState
  used_at: Date | null
  seat_row: number | null
  seat_col: number | null
  seat_section: string | null
  seat_row_label: string | null
  seat_no: number | null
}
export interface OrderAuditDbRow {
  at: Date
  action: string
  staff_email: string | null
}
/**
 * A payment needing attention. The order fields are null for a payment without a ticket order (a card's
 * or a member order's: payments.merchant_id names the merchant, purpose and subject say what was bought).
 */
export interface AttentionDbRow extends Omit<PaymentDbRow, 'order_id'> {
  order_id: string | null
  purpose: string
  subject_id: string | null
  order_state: 'UNPAID' | 'PAID' | 'CLOSED' | null
  reserve_deadline: Date | null
  close_reason: 'EXPIRED' | 'CANCELLED' | null
  closed_at: Date | null
  order_total_fen: number | null
  /** The 18-digit number buyers quote (orders.order_number). */
  order_number: string | null
  /** A goods order's number when the payment paid one (purpose GOODS): what the merchant reads instead of its id. */
  subject_number: string | null
  /** The paying buyer's phone, or email: whom a payment without a ticket order is known by. */
  buyer: string
  /** The payment's closed-order refund when the provider finally refused it (no attempt scheduled): the merchant's retry. */
  failed_refund_id: string | null
}
/** The table of each payment purpose's subject (payments.subject_id); every one names its buyer (user_id). */
const SUBJECT_TABLES: Readonly<Record<string, string>> = {
  MEMBER: 'member_orders',
  CARD: 'card_orders',
  PACKAGE: 'package_orders',
  PARKING: 'parking_orders',
  RESERVATION: 'reservation_bookings'
}
/** The paying buyer: the ticket order's, the goods order's, or the subject's. */
const PAYER_SQL = `CASE p.purpose ${Object.entries(SUBJECT_TABLES)
  .map(([purpose, table]) => `WHEN '${purpose}' THEN (SELECT x.user_id FROM ${table} x WHERE x.id = p.subject_id)`)
  .join(' ')} WHEN 'GOODS' THEN g.user_id ELSE o.user_id END`
/** A payment needing attention with its ticket order's fields (AttentionDbRow): the list's and one payment's reads. */
const ATTENTION_SELECT = `SELECT p.id, p.order_id, p.product, p.amount_fen, p.state, p.provider_txn, p.created_at, p.completed_at, p.purpose, p.subject_id,
              o.state AS order_state, o.reserve_deadline, o.close_reason, o.closed_at, o.total_fen AS order_total_fen, o.order_number,
              g.order_number AS subject_number, ${BUYER_CONTACT_SQL} AS buyer,
              (SELECT r.id FROM refunds r WHERE r.payment_id = p.id AND r.purpose = 'CLOSED_ORDER' AND r.state = 'FAILED' AND r.next_attempt_at IS NULL) AS failed_refund_id
         FROM payments p LEFT JOIN orders o ON o.id = p.order_id
         LEFT JOIN goods_orders g ON p.purpose = 'GOODS' AND g.id = p.subject_id
         LEFT JOIN users u ON u.id = ${PAYER_SQL}`

/** A closed-order refund finally FAILED, with its payment's ticket order when it has one (the retry from the attention list). */
export interface FailedLateRefundDbRow {
  id: string
  payment_id: string
  last_error: string
  order_id: string | null
}
export interface AttentionActionDbRow {
  payment_id: string
  action: 'REVIEWED'
  note: string
  at: Date
  staff_email: string | null
}

const ORDER_COLUMNS = `o.id, o.order_number, o.state, o.close_reason, o.show_id, sh.name AS show_name, o.session_id, s.name AS session_name, s.starts_at,
  u.country_code, u.cellphone, o.ticket_count, o.total_fen, ${orderPaidFenSql('o')} AS paid_fen,
  o.ticket_fen, o.delivery_fen, o.service_fee_fen,
  o.reserve_deadline, o.created_at, o.paid_at, o.closed_at, o.delivery_method, o.shipped_at, o.refunded_at, o.sales_channel`
const ORDER_FROM = `orders o JOIN shows sh ON sh.id = o.show_id JOIN sessions s ON s.id = o.session_id JOIN users u ON u.id = o.user_id`

/**
 * The spec's status as SQL, mirroring orderState (order.presenter.ts) case by case, in its order: refunded
 * before anything else paid, express before delivered, an unpaid order past its deadline CLOSED (EXPIRED).
 * `:now` stands for the reading instant's parameter. admin-sales.test.ts checks each filter against the
 * presented status of the same orders.
 */
const STATUS_SQL: Record<SalesOrderStatus, string> = {
  UNPAID: `(o.state = 'UNPAID' AND o.reserve_deadline > :now)`,
  REFUNDED_TICKET: `(o.state = 'PAID' AND o.refunded_at IS NOT NULL)`,
  DELIVERING_EXPRESS: `(o.state = 'PAID' AND o.refunded_at IS NULL AND o.delivery_method = 'EXPRESS' AND o.shipped_at IS NULL)`,
  DELIVERING: `(o.state = 'PAID' AND o.refunded_at IS NULL AND o.delivery_method = 'EXPRESS' AND o.shipped_at IS NOT NULL)`,
  SUCCEEDED: `(o.state = 'PAID' AND o.refunded_at IS NULL AND o.delivery_method <> 'EXPRESS')`,
  CANCELED: `(o.state = 'CLOSED' AND o.close_reason = 'CANCELLED')`,
  CLOSED: `((o.state = 'CLOSED' AND o.close_reason IS DISTINCT FROM 'CANCELLED') OR (o.state = 'UNPAID' AND o.reserve_deadline <= :now))`
}

/** The WHERE clause and its parameters; a state filter reads an unpaid order past its deadline as CLOSED (order-state.ts). */
function where(f: SalesFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.merchantId]
  const clauses = ['o.merchant_id = $1']
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value)
    clauses.push(sql(`$${params.length}`))
  }
  if (f.showId) add((n) => `o.show_id = ${n}`, f.showId)
  if (f.sessionId) add((n) => `o.session_id = ${n}`, f.sessionId)
  if (f.orderId) add((n) => `o.id = ${n}`, f.orderId)
  if (f.placedFrom) add((n) => `o.created_at >= ${n}`, f.placedFrom)
  if (f.placedBefore) add((n) => `o.created_at < ${n}`, f.placedBefore)
  if (f.phone) {
    if (f.phone.length <= 4) add((n) => `right(u.cellphone, 4) = ${n}`, f.phone)
    else add((n) => `u.cellphone = ${n}`, f.phone)
  }
  // Each kind of search reads its own index: the order number's unique key, the buyer's phone through
  // users, a show's name through the merchant's shows (search_text holds every language, lower-cased).
  if (f.search?.kind === 'orderNumber') add((n) => `o.order_number = ${n}`, f.search.text)
  else if (f.search?.kind === 'orderId') add((n) => `o.id = ${n}`, f.search.text)
  else if (f.search?.kind === 'phone')
    add((n) => `o.user_id IN (SELECT id FROM users WHERE merchant_id = $1 AND cellphone = ${n})`, f.search.text)
  else if (f.search?.kind === 'phoneEnd') add((n) => `right(u.cellphone, 4) = ${n}`, f.search.text)
  else if (f.search?.kind === 'showName') add((n) => `sh.search_text LIKE ${n}`, `%${likeEscaped(f.search.text.toLowerCase())}%`)
  if (f.state === 'PAID') clauses.push(`o.state = 'PAID'`)
  else if (f.state === 'UNPAID') add((n) => `o.state = 'UNPAID' AND o.reserve_deadline > ${n}`, f.now)
  else if (f.state === 'CLOSED') add((n) => `(o.state = 'CLOSED' OR (o.state = 'UNPAID' AND o.reserve_deadline <= ${n}))`, f.now)
  if (f.status) {
    const sql = STATUS_SQL[f.status]
    if (sql.includes(':now')) add((n) => sql.replaceAll(':now', n), f.now)
    else clauses.push(sql)
  }
  return { sql: clauses.join(' AND '), params }
}

export interface OrderRefundDbRow {
  id: string
  state: RefundRequestState
  amount_fen: number
  fee_fen: number
  ticket_count: number
  reason: string
  reject_reason: string
  failure_reason: string
  created_at: Date
  decided_at: Date | null
}
export interface OrderRebookDbRow {
  id: string
  from_session_name: Record<string, string>
  to_session_name: Record<string, string>
  state: RebookState
  ticket_count: number
  difference_fen: number
  refund_state: 'REFUNDING' | 'REFUNDED' | 'FAILED' | null
  refund_error: string
  created_at: Date
}

export interface FailedRefundDbRow {
  id: string
  amount_fen: number
  last_error: string
  subject_id: string
  updated_at: Date
  order_id: string | null
  order_number: string | null
}

export class SalesRepository {
  constructor(private readonly db: Queryable) {}

  /** Newest first (orders_merchant_created). */
  async page(f: SalesFilter, offset: number, limit: number): Promise<{ rows: SalesOrderDbRow[]; total: number }> {
    const w = where(f)
    const n = w.params.length
    const rows = await this.db.query<SalesOrderDbRow>(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE ${w.sql} ORDER BY o.created_at DESC, o.id DESC OFFSET $${n + 1} LIMIT $${n + 2}`,
      [...w.params, offset, limit]
    )
    const [count] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ORDER_FROM} WHERE ${w.sql}`, w.params)
    return { rows, total: count.n }
  }

  /** For the CSV: the filtered orders in batches after a keyset cursor, so an export never holds them all. */
  async batchAfter(f: SalesFilter, after: { createdAt: Date; id: string } | undefined, limit: number): Promise<SalesOrderDbRow[]> {
    const w = where(f)
    const params = [...w.params]
    let cursor = ''
    if (after) {
      params.push(after.createdAt, after.id)
      cursor = ` AND (o.created_at, o.id) < ($${params.length - 1}, $${params.length})`
    }
    params.push(limit)
    return this.db.query<SalesOrderDbRow>(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE ${w.sql}${cursor} ORDER BY o.created_at DESC, o.id DESC LIMIT $${params.length}`,
      params
    )
  }

  async order(merchantId: string, orderId: string): Promise<SalesOrderDbRow | undefined> {
    const rows = await this.db.query<SalesOrderDbRow>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.merchant_id = $1 AND o.id = $2`, [
      merchantId,
      orderId
    ])
    return rows[0]
  }

  async items(orderId: string): Promise<ItemDbRow[]> {
    return this.db.query<ItemDbRow>(
      'SELECT i.tier_id, t.name AS tier_name, i.qty, i.unit_fen FROM order_items i JOIN price_tiers t ON t.id = i.tier_id WHERE i.order_id = $1 ORDER BY t.sort, t.id',
      [orderId]
    )
  }

  /**
   * The order's payments. A package's child shows its package's PACKAGE payment (named by the
   * first child in payments.order_id, paying every child) at the child's own share, what this order costs
   * (orders.total_fen): every child sees the payment that paid it, none another's money.
   */
  async payments(orderId: string): Promise<PaymentDbRow[]> {
    return this.db.query<PaymentDbRow>(
      `SELECT id, order_id, product, amount_fen, state, provider_txn, created_at, completed_at FROM payments WHERE order_id = $1 AND purpose <> 'PACKAGE'
       UNION ALL
       SELECT p.id, o.id, p.product, o.total_fen, p.state, p.provider_txn, p.created_at, p.completed_at
         FROM orders o JOIN payments p ON p.purpose = 'PACKAGE' AND p.subject_id = o.package_order_id WHERE o.id = $1
       ORDER BY created_at, id`,
      [orderId]
    )
  }

  async paymentEvents(paymentIds: string[]): Promise<PaymentEventDbRow[]> {
    if (paymentIds.length === 0) return []
    return this.db.query<PaymentEventDbRow>(
      `SELECT id::text AS id, payment_id, kind, amount_fen::text AS amount_fen, signature_verified, outcome, reason, received_at
         FROM payment_events WHERE payment_id = ANY($1::text[]) ORDER BY received_at, id`,
      [paymentIds]
    )
  }

  async tickets(orderId: string): Promise<TicketDbRow[]> {
    return this.db.query<TicketDbRow>(
      `SELECT k.id, t.name AS tier_name, k.seq, k.attendee_name, k.state, k.used_at, k.seat_row, k.seat_col,
              os.section_name AS seat_section, os.row_label AS seat_row_label, os.seat_no
         FROM tickets k JOIN price_tiers t ON t.id = k.tier_id
         LEFT JOIN order_seats os ON os.order_id = k.order_id AND os.row_no = k.seat_row AND os.col_no = k.seat_col
        WHERE k.order_id = $1 ORDER BY k.seq`,
      [orderId]
    )
  }

  /** The ticket if it is one of this merchant's order's, with its state. */
  async ticketOfOrder(merchantId: string, orderId: string, ticketId: string): Promise<{ id: string; state: string } | undefined> {
    return (
      await this.db.query<{ id: string; state: string }>(
        'SELECT k.id, k.state FROM tickets k JOIN orders o ON o.id = k.order_id WHERE k.id = $1 AND o.id = $2 AND o.merchant_id = $3',
        [ticketId, orderId, merchantId]
      )
    )[0]
  }

  /** The buyer's refund requests of the order, newest first, with how many tickets each asked for. */
  async orderRefunds(orderId: string): Promise<OrderRefundDbRow[]> {
    return this.db.query<OrderRefundDbRow>(
      `SELECT r.id, r.state, r.amount_fen, r.fee_fen, r.reason, r.reject_reason, r.failure_reason, r.created_at, r.decided_at,
              (SELECT count(*)::int FROM refund_request_tickets x WHERE x.request_id = r.id) AS ticket_count
         FROM refund_requests r WHERE r.order_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
      [orderId]
    )
  }

  /** The order's rebooks, oldest first, with the sessions' names, their state (a cancelled or expired dearer one moved nothing) and how many tickets each moved. */
  async orderRebooks(orderId: string): Promise<OrderRebookDbRow[]> {
    return this.db.query<OrderRebookDbRow>(
      `SELECT b.id, fs.name AS from_session_name, ts.name AS to_session_name, b.state, b.difference_fen, b.refund_state, b.refund_error, b.created_at,
              (SELECT count(*)::int FROM rebook_tickets x WHERE x.rebook_id = b.id) AS ticket_count
         FROM rebooks b JOIN sessions fs ON fs.id = b.from_session_id JOIN sessions ts ON ts.id = b.to_session_id
        WHERE b.order_id = $1 ORDER BY b.created_at, b.id`,
      [orderId]
    )
  }

  /** Staff changes to the order, from the audit log (target order:<id>). */
  async orderAudit(merchantId: string, orderId: string): Promise<OrderAuditDbRow[]> {
    return this.db.query<OrderAuditDbRow>(
      `SELECT a.at, a.action, s.email AS staff_email FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id
        WHERE a.merchant_id = $1 AND a.target = $2 ORDER BY a.at, a.id`,
      [merchantId, `order:${orderId}`]
    )
  }

  /**
   * Money needing attention: the one query of it (payments_attention). A payment in REVIEW (money that did
   * not fit: another amount, after a cancel, a second charge), REFUND_PENDING (paid after the order closed,
   * until the refund job gives it back) or REFUND_FAILED (the provider refused the refund after its retries).
   * Payments of a ticket order and those without one (CARD, MEMBER, PACKAGE: order_id NULL since 057/059,
   * the merchant named on the payment) alike.
   */
  async attention(merchantId: string, limit: number): Promise<AttentionDbRow[]> {
    return this.db.query<AttentionDbRow>(
      `${ATTENTION_SELECT}
        WHERE COALESCE(o.merchant_id, p.merchant_id) = $1 AND p.state IN ('REVIEW', 'REFUND_PENDING', 'REFUND_FAILED')
        ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
      [merchantId, limit]
    )
  }

  /**
   * Rebook refunds finally FAILED (no attempt scheduled): money a cheaper rebook owes the buyer that only a
   * retry moves again. Refund requests' failures have their own retry (Refunds page); a closed order's
   * failed refund is its payment's REFUND_FAILED row above. `lock` takes the refund row (the retry).
   * The order is the rebook's (a part may be on a package's payment, which has no order of its own).
   */
  async failedRebookRefunds(merchantId: string, limit: number, refundId?: string, lock = false): Promise<FailedRefundDbRow[]> {
    return this.db.query<FailedRefundDbRow>(
      `SELECT r.id, r.amount_fen, r.last_error, r.subject_id, r.updated_at, o.id AS order_id, o.order_number
         FROM refunds r JOIN payments p ON p.id = r.payment_id
         LEFT JOIN rebooks rb ON rb.id = r.subject_id LEFT JOIN orders o ON o.id = COALESCE(rb.order_id, p.order_id)
        WHERE COALESCE(o.merchant_id, p.merchant_id) = $1 AND r.purpose = 'REBOOK' AND r.state = 'FAILED' AND r.next_attempt_at IS NULL AND ($3::text IS NULL OR r.id = $3)
        ORDER BY r.updated_at DESC, r.id DESC LIMIT $2 ${lock ? 'FOR UPDATE OF r' : ''}`,
      [merchantId, limit, refundId ?? null]
    )
  }

  /**
   * A closed-order refund (late money: a ticket, card or member order paid after it closed) the provider
   * finally refused, its payment REFUND_FAILED: the attention list's retry. Locked (the retry's only row).
   */
  async failedLateRefund(merchantId: string, refundId: string): Promise<FailedLateRefundDbRow | undefined> {
    const rows = await this.db.query<FailedLateRefundDbRow>(
      `SELECT r.id, r.payment_id, r.last_error, p.order_id
         FROM refunds r JOIN payments p ON p.id = r.payment_id LEFT JOIN orders o ON o.id = p.order_id
        WHERE r.id = $2 AND COALESCE(o.merchant_id, p.merchant_id) = $1 AND r.purpose = 'CLOSED_ORDER' AND r.state = 'FAILED' AND r.next_attempt_at IS NULL
        FOR UPDATE OF r`,
      [merchantId, refundId]
    )
    return rows[0]
  }

  async attentionPayment(merchantId: string, paymentId: string): Promise<AttentionDbRow | undefined> {
    const rows = await this.db.query<AttentionDbRow>(
      `${ATTENTION_SELECT}
        WHERE COALESCE(o.merchant_id, p.merchant_id) = $1 AND p.id = $2 AND p.state IN ('REVIEW', 'REFUND_PENDING', 'REFUND_FAILED')`,
      [merchantId, paymentId]
    )
    return rows[0]
  }

  async attentionActions(paymentIds: string[]): Promise<AttentionActionDbRow[]> {
    if (paymentIds.length === 0) return []
    return this.db.query<AttentionActionDbRow>(
      `SELECT a.payment_id, a.action, a.note, a.at, s.email AS staff_email FROM payment_attention_actions a LEFT JOIN staff s ON s.id = a.staff_id
        WHERE a.payment_id = ANY($1::text[]) ORDER BY a.at, a.id`,
      [paymentIds]
    )
  }

  async addAttentionAction(paymentId: string, staffId: string, action: 'REVIEWED', note: string, now: Date): Promise<void> {
    await this.db.query('INSERT INTO payment_attention_actions (payment_id, staff_id, action, note, at) VALUES ($1, $2, $3, $4, $5)', [
      paymentId,
      staffId,
      action,
      note,
      now
    ])
  }
}
