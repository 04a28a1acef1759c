/**
 * SQL of goods orders (076_goods_orders.sql): the SKUs as an order reads them, the orders and their lines,
 * refunds by line and voucher codes. The SKU counters are inventory/'s (sku-stock.repository.ts).
 */
import type { Queryable } from '../db/db'
import type { GoodsKind } from '../../../types/api/goods'
import { drawOrderNumbers } from '../order/order-number.repository'

/** A SKU as buying reads it, with its SPU. Texts are jsonb per locale. */
export interface SkuForSaleRow {
  id: string
  spu_id: string
  merchant_id: string
  category_id: string | null
  kind: GoodsKind
  name: Record<string, string>
  /** The option values' names in the groups' order, each per locale. */
  attribute_names: Array<Record<string, string>>
  picture_url: string
  price_fen: number
  available: number
  spu_on_sale: boolean
  sku_on_sale: boolean
  per_buyer_limit: number | null
}

export type GoodsOrderState = 'UNPAID' | 'PAID' | 'SHIPPED' | 'CLOSED' | 'REFUNDED'

export interface DeliveryAddressFacts {
  recipient: string
  countryCode: string
  cellphone: string
  regionText: string
  detail: string
}

export interface GoodsOrderRow {
  id: string
  /** The 18-digit number buyers quote, from the ticket orders' sequence (migration 101). */
  order_number: string
  merchant_id: string
  user_id: string
  ticket_order_id: string | null
  state: GoodsOrderState
  close_reason: 'EXPIRED' | 'CANCELLED' | null
  transaction_id: string | null
  pay_deadline: Date
  goods_fen: number
  delivery_fen: number
  coupon_fen: number
  /** What the member discount on goods and the points took (079); points_used in points. */
  member_discount_fen: number
  points_used: number
  points_fen: number
  total_fen: number
  paid_fen: number
  refunded_fen: number
  delivery_address: DeliveryAddressFacts | null
  express_carrier: string | null
  express_tracking_no: string | null
  shipped_at: Date | null
  from_cart: boolean
  idempotency_key: string
  request_hash: string
  created_at: Date
  paid_at: Date | null
  closed_at: Date | null
}

export interface GoodsOrderLineRow {
  order_id: string
  sku_id: string
  spu_id: string
  name: Record<string, string>
  attribute_text: Record<string, string>
  picture_url: string
  kind: GoodsKind
  qty: number
  unit_fen: number
  /** The line's shares, all its units (079): paid for the line = unit_fen × qty − member_fen − coupon_fen − points_fen. */
  member_fen: number
  coupon_fen: number
  points_fen: number
  refunded_qty: number
  /** A STUB line's ticket (080_ticket_stubs.sql); null on every other line. */
  ticket_id: string | null
}

export interface NewGoodsOrder {
  id: string
  merchantId: string
  userId: string
  /** Its own payment's transaction; null when the ticket order it is tied to pays it. */
  transactionId: string | null
  ticketOrderId?: string
  payDeadline: Date
  goodsFen: number
  deliveryFen: number
  couponFen: number
  /** The member discount and the points (none on goods bought with a ticket order but the member discount). */
  memberDiscountFen?: number
  pointsUsed?: number
  pointsFen?: number
  totalFen: number
  paid: boolean
  deliveryAddress: DeliveryAddressFacts | null
  fromCart: boolean
  idempotencyKey: string
  requestHash: string
  now: Date
}

export interface GoodsRefundRow {
  id: string
  amount_fen: number
  created_at: Date
  /** The refunds row's state (REQUESTED, PROCESSING, SUCCEEDED, FAILED); null when no money was queued. */
  money_state: string | null
  retrying: boolean | null
}

export type NewGoodsOrderLine = Omit<GoodsOrderLineRow, 'order_id' | 'refunded_qty' | 'ticket_id'> & { ticket_id?: string | null }

export interface GoodsVoucherRow {
  id: string
  order_id: string
  sku_id: string
  code: string
  state: 'VALID' | 'USED' | 'REFUNDED'
}

/** The console's filter of its goods orders. */
export interface GoodsOrderFilter {
  state?: GoodsOrderState
  /** An order number or id, or a buyer's phone number, in part. */
  keyword?: string
  from?: Date
  to?: Date
}

const ORDER_COLUMNS = `id, order_number, merchant_id, user_id, ticket_order_id, state, close_reason, transaction_id, pay_deadline, goods_fen, delivery_fen,
  coupon_fen, member_discount_fen, points_used, points_fen, total_fen, paid_fen, refunded_fen, delivery_address, express_carrier, express_tracking_no, shipped_at, from_cart,
  idempotency_key, request_hash, created_at, paid_at, closed_at`
const LINE_COLUMNS =
  'order_id, sku_id, spu_id, name, attribute_text, picture_url, kind, qty, unit_fen, member_fen, coupon_fen, points_fen, refunded_qty, ticket_id'

/** A live goods order counts against a per-buyer limit and is shown as the buyer's. */
const LIVE = "('UNPAID', 'PAID', 'SHIPPED')"

export class GoodsOrderRepository {
  constructor(private readonly db: Queryable) {}

  async skusForSale(ids: string[]): Promise<SkuForSaleRow[]> {
    return this.db.query<SkuForSaleRow>(
      `SELECT k.id, k.spu_id, s.merchant_id, s.category_id, s.kind, s.name, k.price_fen, k.available, s.on_sale AS spu_on_sale,
              k.on_sale AS sku_on_sale, s.per_buyer_limit, COALESCE(k.picture_url, s.pictures->>0, '') AS picture_url,
              COALESCE((SELECT jsonb_agg(v.name ORDER BY g.sort, g.id) FROM spu_option_values v JOIN spu_option_groups g ON g.id = v.group_id
                         WHERE v.id = ANY(k.attribute_value_ids)), '[]'::jsonb) AS attribute_names
         FROM skus k JOIN spus s ON s.id = k.spu_id WHERE k.id = ANY($1::text[])`,
      [ids]
    )
  }

  /** One buyer's goods orders are written one at a time: the per-buyer limit is counted without a race. */
  async lockBuyer(userId: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`goods:${userId}`])
  }

  /** The units of each SPU the buyer holds in live orders (not refunded), by SPU id. */
  async liveUnits(userId: string, spuIds: string[]): Promise<Map<string, number>> {
    const rows = await this.db.query<{ spu_id: string; units: number }>(
      `SELECT l.spu_id, SUM(l.qty - l.refunded_qty)::int AS units FROM goods_order_lines l JOIN goods_orders o ON o.id = l.order_id
        WHERE o.user_id = $1 AND o.state IN ${LIVE} AND l.spu_id = ANY($2::text[]) GROUP BY l.spu_id`,
      [userId, spuIds]
    )
    return new Map(rows.map((r) => [r.spu_id, r.units]))
  }

  async byKey(userId: string, key: string): Promise<GoodsOrderRow | undefined> {
    return (
      await this.db.query<GoodsOrderRow>(`SELECT ${ORDER_COLUMNS} FROM goods_orders WHERE user_id = $1 AND idempotency_key = $2`, [
        userId,
        key
      ])
    )[0]
  }

  async byId(id: string): Promise<GoodsOrderRow | undefined> {
    return (await this.db.query<GoodsOrderRow>(`SELECT ${ORDER_COLUMNS} FROM goods_orders WHERE id = $1`, [id]))[0]
  }

  async byTransaction(transactionId: string): Promise<GoodsOrderRow | undefined> {
    return (await this.db.query<GoodsOrderRow>(`SELECT ${ORDER_COLUMNS} FROM goods_orders WHERE transaction_id = $1`, [transactionId]))[0]
  }

  /** The order row locked for a state change (a payment settling, a close, a refund, shipping). */
  async lock(id: string): Promise<GoodsOrderRow | undefined> {
    return (await this.db.query<GoodsOrderRow>(`SELECT ${ORDER_COLUMNS} FROM goods_orders WHERE id = $1 FOR UPDATE`, [id]))[0]
  }

  async lines(orderId: string): Promise<GoodsOrderLineRow[]> {
    return this.db.query<GoodsOrderLineRow>(`SELECT ${LINE_COLUMNS} FROM goods_order_lines WHERE order_id = $1 ORDER BY sku_id`, [orderId])
  }

  async linesOf(orderIds: string[]): Promise<GoodsOrderLineRow[]> {
    return this.db.query<GoodsOrderLineRow>(
      `SELECT ${LINE_COLUMNS} FROM goods_order_lines WHERE order_id = ANY($1::text[]) ORDER BY order_id, sku_id`,
      [orderIds]
    )
  }

  async insert(o: NewGoodsOrder, lines: NewGoodsOrderLine[]): Promise<void> {
    const [number] = await drawOrderNumbers(this.db, [o.now])
    await this.db.query(
      `INSERT INTO goods_orders (id, merchant_id, user_id, state, transaction_id, pay_deadline, goods_fen, delivery_fen, coupon_fen, total_fen,
         paid_fen, delivery_address, from_cart, idempotency_key, request_hash, created_at, paid_at, ticket_order_id,
         member_discount_fen, points_used, points_fen, order_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
      [
        o.id,
        o.merchantId,
        o.userId,
        o.paid ? 'PAID' : 'UNPAID',
        o.transactionId,
        o.payDeadline,
        o.goodsFen,
        o.deliveryFen,
        o.couponFen,
        o.totalFen,
        o.paid ? o.totalFen : 0,
        o.deliveryAddress ? JSON.stringify(o.deliveryAddress) : null,
        o.fromCart,
        o.idempotencyKey,
        o.requestHash,
        o.now,
        o.paid ? o.now : null,
        o.ticketOrderId ?? null,
        o.memberDiscountFen ?? 0,
        o.pointsUsed ?? 0,
        o.pointsFen ?? 0,
        number
      ]
    )
    await this.db.query(
      `INSERT INTO goods_order_lines (order_id, sku_id, spu_id, name, attribute_text, picture_url, kind, qty, unit_fen, member_fen, coupon_fen, points_fen, ticket_id)
       SELECT $1, l.sku_id, l.spu_id, l.name, l.attribute_text, l.picture_url, l.kind, l.qty, l.unit_fen, l.member_fen, l.coupon_fen, l.points_fen, l.ticket_id
         FROM jsonb_to_recordset($2::jsonb) AS l(sku_id text, spu_id text, name jsonb, attribute_text jsonb, picture_url text, kind text,
              qty int, unit_fen int, member_fen int, coupon_fen int, points_fen int, ticket_id text)`,
      [o.id, JSON.stringify(lines)]
    )
  }

  /** UNPAID → PAID with the money paid; false when it was no longer unpaid. */
  async markPaid(id: string, paidFen: number, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE goods_orders SET state = 'PAID', paid_fen = $2, paid_at = $3 WHERE id = $1 AND state = 'UNPAID' RETURNING id",
      [id, paidFen, now]
    )
    return rows.length === 1
  }

  /** UNPAID → CLOSED; false when it was no longer unpaid (the guard: a close happens once). */
  async markClosed(id: string, reason: 'EXPIRED' | 'CANCELLED', now: Date): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE goods_orders SET state = 'CLOSED', close_reason = $2, closed_at = $3 WHERE id = $1 AND state = 'UNPAID' RETURNING id",
      [id, reason, now]
    )
    return rows.length === 1
  }

  /** PAID → SHIPPED with the carrier and tracking number; false when it was not waiting to be shipped. */
  async markShipped(id: string, merchantId: string, carrier: string, trackingNo: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE goods_orders SET state = 'SHIPPED', express_carrier = $3, express_tracking_no = $4, shipped_at = $5
        WHERE id = $1 AND merchant_id = $2 AND state = 'PAID' RETURNING id`,
      [id, merchantId, carrier, trackingNo, now]
    )
    return rows.length === 1
  }

  /** Units of lines refunded (each within what is left of its line, the check refuses more) and the money; REFUNDED once nothing is left. */
  async recordRefund(orderId: string, lines: Array<{ skuId: string; qty: number }>, amountFen: number): Promise<void> {
    await this.db.query(
      `UPDATE goods_order_lines l SET refunded_qty = l.refunded_qty + r.qty
         FROM jsonb_to_recordset($2::jsonb) AS r("skuId" text, qty int) WHERE l.order_id = $1 AND l.sku_id = r."skuId"`,
      [orderId, JSON.stringify(lines)]
    )
    await this.db.query(
      `UPDATE goods_orders o SET refunded_fen = o.refunded_fen + $2,
              state = CASE WHEN NOT EXISTS (SELECT 1 FROM goods_order_lines l WHERE l.order_id = o.id AND l.refunded_qty < l.qty) THEN 'REFUNDED' ELSE o.state END
        WHERE o.id = $1`,
      [orderId, amountFen]
    )
  }

  async insertRefund(r: {
    id: string
    orderId: string
    lines: Array<{ skuId: string; qty: number; fen: number }>
    amountFen: number
    reason: string
    by: 'BUYER' | 'STAFF'
    now: Date
  }): Promise<void> {
    await this.db.query(
      'INSERT INTO goods_refunds (id, order_id, lines, amount_fen, reason, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [r.id, r.orderId, JSON.stringify(r.lines), r.amountFen, r.reason, r.by, r.now]
    )
  }

  /**
   * The order's refunds, oldest first, with the state of the money each queued on the payment (none when it
   * returned nothing) and whether a failed one is still to be retried.
   */
  async refunds(orderId: string): Promise<GoodsRefundRow[]> {
    return this.db.query<GoodsRefundRow>(
      `SELECT g.id, g.amount_fen, g.created_at, r.state AS money_state, (r.next_attempt_at IS NOT NULL) AS retrying
         FROM goods_refunds g LEFT JOIN refunds r ON r.purpose = 'GOODS' AND r.subject_id = g.id
        WHERE g.order_id = $1 ORDER BY g.created_at, g.id`,
      [orderId]
    )
  }

  /** The SUCCEEDED payment that paid the goods order (its refunds are queued on it): its own, or its ticket order's. */
  async paidPaymentOf(orderId: string): Promise<{ id: string; amount_fen: number } | undefined> {
    return (
      await this.db.query<{ id: string; amount_fen: number }>(
        `SELECT p.id, p.amount_fen FROM goods_orders o JOIN payments p
            ON (p.purpose = 'GOODS' AND p.subject_id = o.id) OR (p.purpose = 'ORDER' AND o.ticket_order_id IS NOT NULL AND p.order_id = o.ticket_order_id)
          WHERE o.id = $1 AND p.state = 'SUCCEEDED' ORDER BY p.completed_at LIMIT 1`,
        [orderId]
      )
    )[0]
  }

  /** The goods orders bought with a ticket order (tied sale). */
  async tiedTo(ticketOrderId: string): Promise<Array<{ id: string; total_fen: number }>> {
    return this.db.query<{ id: string; total_fen: number }>(
      'SELECT id, total_fen FROM goods_orders WHERE ticket_order_id = $1 ORDER BY id',
      [ticketOrderId]
    )
  }

  /** The product that paid the order (the detail's payment method). */
  async paymentProductOf(orderId: string): Promise<string | undefined> {
    return (
      await this.db.query<{ product: string }>(
        "SELECT product FROM payments WHERE purpose = 'GOODS' AND subject_id = $1 AND state IN ('SUCCEEDED', 'REFUNDED', 'REFUND_FAILED') LIMIT 1",
        [orderId]
      )
    )[0]?.product
  }

  async insertVouchers(rows: Array<{ id: string; orderId: string; skuId: string; code: string }>, now: Date): Promise<void> {
    if (!rows.length) return
    await this.db.query(
      `INSERT INTO goods_vouchers (id, order_id, sku_id, code, state, created_at)
       SELECT v.id, v."orderId", v."skuId", v.code, 'VALID', $2 FROM jsonb_to_recordset($1::jsonb) AS v(id text, "orderId" text, "skuId" text, code text)`,
      [JSON.stringify(rows), now]
    )
  }

  async vouchers(orderId: string): Promise<GoodsVoucherRow[]> {
    return this.db.query<GoodsVoucherRow>(
      'SELECT id, order_id, sku_id, code, state FROM goods_vouchers WHERE order_id = $1 ORDER BY sku_id, id',
      [orderId]
    )
  }

  /** `qty` of the SKU's VALID codes REFUNDED; how many were. */
  async refundVouchers(orderId: string, skuId: string, qty: number): Promise<number> {
    const rows = await this.db.query(
      `UPDATE goods_vouchers SET state = 'REFUNDED' WHERE id IN (
         SELECT id FROM goods_vouchers WHERE order_id = $1 AND sku_id = $2 AND state = 'VALID' ORDER BY id DESC LIMIT $3 FOR UPDATE)
       RETURNING id`,
      [orderId, skuId, qty]
    )
    return rows.length
  }

  /** A collect code with its order's merchant and its line's name (the door's check). */
  async voucherByCode(code: string): Promise<
    | (GoodsVoucherRow & {
        merchant_id: string
        used_at: Date | null
        name: Record<string, string>
        attribute_text: Record<string, string>
      })
    | undefined
  > {
    return (
      await this.db.query<
        GoodsVoucherRow & {
          merchant_id: string
          used_at: Date | null
          name: Record<string, string>
          attribute_text: Record<string, string>
        }
      >(
        `SELECT v.id, v.order_id, v.sku_id, v.code, v.state, v.used_at, o.merchant_id, l.name, l.attribute_text
           FROM goods_vouchers v JOIN goods_orders o ON o.id = v.order_id JOIN goods_order_lines l ON l.order_id = v.order_id AND l.sku_id = v.sku_id
          WHERE v.code = $1`,
        [code]
      )
    )[0]
  }

  /** VALID → USED once; false when it was no longer valid (used meanwhile, or refunded). */
  async useVoucher(id: string, now: Date): Promise<boolean> {
    return (
      (
        await this.db.query("UPDATE goods_vouchers SET state = 'USED', used_at = $2 WHERE id = $1 AND state = 'VALID' RETURNING id", [
          id,
          now
        ])
      ).length === 1
    )
  }

  /** Unpaid orders of their own past their deadline, oldest first (the sweeper). */
  async dueUnpaid(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      // Tied goods close with their ticket order (lifecycle/order-closed.ts), never on their own.
      "SELECT id FROM goods_orders WHERE state = 'UNPAID' AND ticket_order_id IS NULL AND pay_deadline <= $1 ORDER BY pay_deadline LIMIT $2",
      [now, limit]
    )
    return rows.map((r) => r.id)
  }

  /** One page of the merchant's goods orders, newest first, with the buyer's phone. */
  async merchantPage(
    merchantId: string,
    f: GoodsOrderFilter,
    offset: number,
    length: number
  ): Promise<{ rows: Array<GoodsOrderRow & { buyer: string }>; total: number }> {
    const where = ['o.merchant_id = $1']
    const params: unknown[] = [merchantId]
    if (f.state) where.push(`o.state = $${params.push(f.state)}`)
    if (f.keyword)
      where.push(
        `(o.order_number ILIKE $${params.push(`%${f.keyword}%`)} OR o.id ILIKE $${params.length} OR u.cellphone ILIKE $${params.length})`
      )
    if (f.from) where.push(`o.created_at >= $${params.push(f.from)}`)
    if (f.to) where.push(`o.created_at < $${params.push(f.to)}`)
    const sql = `FROM goods_orders o JOIN users u ON u.id = o.user_id WHERE ${where.join(' AND ')}`
    const [{ n }] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n ${sql}`, params)
    const rows = await this.db.query<GoodsOrderRow & { buyer: string }>(
      `SELECT ${ORDER_COLUMNS.split(',')
        .map((c) => `o.${c.trim()}`)
        .join(
          ', '
        )}, COALESCE(u.cellphone, '') AS buyer ${sql} ORDER BY o.created_at DESC, o.id LIMIT $${params.push(length)} OFFSET $${params.push(offset)}`,
      params
    )
    return { rows, total: n }
  }

  /** The buyer's goods orders for the order list, newest first. */
  /**
   * The buyer's own goods orders, newest first: those bought on their own (the order list's goods type), or,
   * given a ticket order, the goods bought with it (its detail shows them).
   */
  async buyerPage(
    userId: string,
    offset: number,
    length: number,
    ticketOrderId?: string
  ): Promise<{ rows: GoodsOrderRow[]; total: number }> {
    const tied = ticketOrderId === undefined ? 'ticket_order_id IS NULL' : 'ticket_order_id = $2'
    const args = ticketOrderId === undefined ? [userId] : [userId, ticketOrderId]
    const [{ n }] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM goods_orders WHERE user_id = $1 AND ${tied}`, args)
    const rows = await this.db.query<GoodsOrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM goods_orders WHERE user_id = $1 AND ${tied} ORDER BY created_at DESC, id LIMIT $${args.length + 1} OFFSET $${args.length + 2}`,
      [...args, length, offset]
    )
    return { rows, total: n }
  }
}
