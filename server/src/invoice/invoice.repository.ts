/**
 * SQL for invoices (039_invoices.sql, 078_goods_invoices.sql): the rows, the order facts the rules read,
 * the issued PDFs. An invoice is for a ticket order or for a goods order paid on its own; the buyer and
 * the console name either by its id, so every read by order looks in both columns.
 */
import type { Queryable } from '../db/db'
import type { InvoiceAction, InvoiceContentType, InvoiceState, InvoiceTitleType, InvoiceType } from '../../../types/rules/invoice-rules'
import { invoiceFrom } from '../../../types/rules/invoice-rules'
import type { InvoiceDeliveryAddress, InvoiceOrderKind } from '../../../types/api/invoice'
import { orderPaidFenSql, orderRefundedFenSql, refundNotGivenUp } from '../payment/money-counted.sql'

export interface InvoiceRow {
  id: string
  merchant_id: string
  user_id: string
  /** The ticket order's or the goods order's id. */
  order_id: string
  order_kind: InvoiceOrderKind
  order_number: string
  show_name: Record<string, string>
  buyer_phone: string
  state: InvoiceState
  invoice_type: InvoiceType
  title_type: InvoiceTitleType
  title: string
  taxpayer_id: string
  bank_name: string
  bank_account: string
  address: string
  phone_no: string
  content_type: InvoiceContentType
  amount_fen: number
  delivery_address: InvoiceDeliveryAddress | null
  apply_time: Date
  reject_reason: string
  cancel_reason: string
  issue_kind: 'PDF' | 'LINK' | 'PAPER' | null
  invoice_no: string
  pdf_key: string | null
  link_url: string
  express_company: string
  express_no: string
  express_tel: string
  decided_by_email: string | null
  decided_at: Date | null
}

/** What the buyer applies with, checked and normalised. */
export interface InvoiceWrite {
  invoiceType: InvoiceType
  titleType: InvoiceTitleType
  title: string
  taxpayerId: string
  bankName: string
  bankAccount: string
  address: string
  phoneNo: string
  contentType: InvoiceContentType
  amountFen: number
  deliveryAddress: InvoiceDeliveryAddress | null
}

/** The order as the invoice rules read it. */
export interface InvoiceOrderRow {
  id: string
  kind: InvoiceOrderKind
  merchant_id: string
  user_id: string
  order_number: string
  state: string
  /** What the buyer paid for the order in total, rebooks' differences included (money-counted.sql.ts). */
  paid_fen: number
  delivery_fen: number
  /** orders.refunded_at is set: every ticket refunded and the money back (a goods order: REFUNDED). */
  refunded: boolean
  /** A goods order's refunds, counted on its row when each is queued (goods-refunded.ts); null for a ticket order. */
  goods_refunded_fen: number | null
}

/** An invoice row as locked for a transition: its state and type as they are now. */
export interface LockedInvoice {
  id: string
  order_id: string
  state: InvoiceState
  invoice_type: InvoiceType
  amount_fen: number
}

/** How the merchant issued it. */
export type InvoiceIssue =
  | { kind: 'PDF'; pdfKey: string; invoiceNo: string }
  | { kind: 'LINK'; invoiceNo: string; linkUrl: string }
  | { kind: 'PAPER'; invoiceNo: string; expressCompany: string; expressNo: string; expressTel: string }

/** The order as the invoice rules read it; paid by the money-counted rule, as every screen of the order's money. */
const ORDER_COLUMNS = `o.id, 'TICKET' AS kind, o.merchant_id, o.user_id, o.order_number, o.state, ${orderPaidFenSql('o')} AS paid_fen, o.delivery_fen,
  o.refunded_at IS NOT NULL AS refunded, NULL::int AS goods_refunded_fen`

/**
 * A goods order as the same rules read it: paid once PAID (SHIPPED and REFUNDED too, as a ticket order
 * stays PAID: shipping or refunding does not unpay it, `refunded` says the rest), its goods order id as its
 * number. A goods order bought with a ticket order (tied sale) has no money of its own: it is invoiced with
 * that ticket order, so it is not found here.
 */
const GOODS_ORDER_COLUMNS = `g.id, 'GOODS' AS kind, g.merchant_id, g.user_id, g.order_number,
  CASE WHEN g.state IN ('PAID', 'SHIPPED', 'REFUNDED') THEN 'PAID' ELSE g.state END AS state, g.paid_fen, g.delivery_fen,
  g.state = 'REFUNDED' AS refunded, g.refunded_fen AS goods_refunded_fen`

// A goods order's invoice is named after its first line's goods where a ticket order's is after its show.
const SELECT = `SELECT i.id, i.merchant_id, i.user_id, COALESCE(i.order_id, i.goods_order_id) AS order_id,
       CASE WHEN i.goods_order_id IS NULL THEN 'TICKET' ELSE 'GOODS' END AS order_kind, COALESCE(o.order_number, g.order_number) AS order_number,
       COALESCE(sh.name, (SELECT l.name FROM goods_order_lines l WHERE l.order_id = g.id ORDER BY l.sku_id LIMIT 1)) AS show_name, u.cellphone AS buyer_phone,
       i.state, i.invoice_type, i.title_type, i.title, i.taxpayer_id, i.bank_name, i.bank_account, i.address, i.phone_no, i.content_type,
       i.amount_fen, i.delivery_address, i.apply_time, i.reject_reason, i.cancel_reason, i.issue_kind, i.invoice_no, i.pdf_key, i.link_url,
       i.express_company, i.express_no, i.express_tel, st.email AS decided_by_email, i.decided_at
  FROM invoices i LEFT JOIN orders o ON o.id = i.order_id LEFT JOIN shows sh ON sh.id = o.show_id
  LEFT JOIN goods_orders g ON g.id = i.goods_order_id JOIN users u ON u.id = i.user_id
  LEFT JOIN staff st ON st.id = i.decided_by`

/** An application's written values, in the order the insert's and the reapply's placeholders both take them. */
function invoiceValues(w: InvoiceWrite, now: Date): unknown[] {
  return [
    w.invoiceType,
    w.titleType,
    w.title,
    w.taxpayerId,
    w.bankName,
    w.bankAccount,
    w.address,
    w.phoneNo,
    w.contentType,
    w.amountFen,
    w.deliveryAddress ? JSON.stringify(w.deliveryAddress) : null,
    now
  ]
}

export class InvoiceRepository {
  constructor(private readonly db: Queryable) {}

  /** The buyer's own order, locked (the order row first: the lock order of order creation and every after-sale action). */
  async lockOwnOrder(userId: string, orderId: string): Promise<InvoiceOrderRow | undefined> {
    return this.order(orderId, { userId, lock: true })
  }

  /** The ticket order, else the goods order paid on its own, with this id (of this buyer when given). */
  private async order(orderId: string, how: { userId?: string; lock: boolean }): Promise<InvoiceOrderRow | undefined> {
    const buyer = (t: string) => (how.userId === undefined ? '$2::text IS NULL' : `${t}.user_id = $2`)
    const lock = how.lock ? 'FOR UPDATE' : ''
    const params = [orderId, how.userId ?? null]
    return (
      (
        await this.db.query<InvoiceOrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 AND ${buyer('o')} ${lock}`, params)
      )[0] ??
      (
        await this.db.query<InvoiceOrderRow>(
          `SELECT ${GOODS_ORDER_COLUMNS} FROM goods_orders g WHERE g.id = $1 AND g.ticket_order_id IS NULL AND ${buyer('g')} ${lock}`,
          params
        )
      )[0]
    )
  }

  /** The order row locked (the console's decisions: order first, then the invoice). */
  async lockOrder(orderId: string): Promise<InvoiceOrderRow | undefined> {
    return this.order(orderId, { lock: true })
  }

  /**
   * Money paid back for this order (money-counted.sql.ts): the refunds of counted money whose subject is the
   * order's (its refund requests' parts, its cheaper rebooks' differences), settled or still in progress
   * (REQUESTED, PROCESSING, or FAILED with a retry due); a finally FAILED one gave nothing back. A rebook's
   * late money, sent back whole, was never counted as paid, so its refund is not taken off either.
   */
  async refundedFen(orderId: string): Promise<number> {
    // Goods bought with the tickets (tied sale) were paid by the order's payment and go back on it as goods
    // refunds, which their goods order counts when each is queued.
    const [{ fen }] = await this.db.query<{ fen: number }>(
      `SELECT ${orderRefundedFenSql('$1', refundNotGivenUp)}
              + COALESCE((SELECT sum(g.refunded_fen) FROM goods_orders g WHERE g.ticket_order_id = $1), 0)::int AS fen`,
      [orderId]
    )
    return fen
  }

  /**
   * Money paid back for a ticket order (refundedFen) or a goods order, whose row counts each refund as it
   * is queued: "settled or in progress" already.
   */
  async refundedFenOf(order: InvoiceOrderRow): Promise<number> {
    return order.goods_refunded_fen ?? this.refundedFen(order.id)
  }

  async ownOrder(userId: string, orderId: string): Promise<InvoiceOrderRow | undefined> {
    return this.order(orderId, { userId, lock: false })
  }

  /** Every ticket of the order with its state. */
  async ticketsOf(orderId: string): Promise<Array<{ state: string }>> {
    return this.db.query<{ state: string }>('SELECT state FROM tickets WHERE order_id = $1 ORDER BY id', [orderId])
  }

  async statesOf(orderId: string): Promise<InvoiceState[]> {
    return (
      await this.db.query<{ state: InvoiceState }>('SELECT state FROM invoices WHERE $1 IN (order_id, goods_order_id)', [orderId])
    ).map((r) => r.state)
  }

  async insert(id: string, order: InvoiceOrderRow, w: InvoiceWrite, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO invoices (id, merchant_id, user_id, order_id, goods_order_id, state, invoice_type, title_type, title, taxpayer_id, bank_name, bank_account, address, phone_no,
                             content_type, amount_fen, delivery_address, apply_time, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $17, 'APPLYING', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16, $16)`,
      [
        id,
        order.merchant_id,
        order.user_id,
        order.kind === 'TICKET' ? order.id : null,
        ...invoiceValues(w, now),
        order.kind === 'GOODS' ? order.id : null
      ]
    )
  }

  /** A REJECTED application sent again with new details (REAPPLY); false when it is no longer REJECTED. */
  async reapply(id: string, w: InvoiceWrite, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE invoices SET state = 'APPLYING', invoice_type = $2, title_type = $3, title = $4, taxpayer_id = $5, bank_name = $6, bank_account = $7, address = $8,
              phone_no = $9, content_type = $10, amount_fen = $11, delivery_address = $12, apply_time = $13, reject_reason = '', decided_by = NULL, decided_at = NULL, updated_at = $13
        WHERE id = $1 AND state = ANY($14::text[]) RETURNING id`,
      [id, ...invoiceValues(w, now), invoiceFrom('REAPPLY')]
    )
    return rows.length === 1
  }

  /** The row locked, scoped to its buyer or its merchant (another's is not found). */
  async lock(id: string, owner: { userId: string } | { merchantId: string }): Promise<LockedInvoice | undefined> {
    const [column, value] = 'userId' in owner ? ['user_id', owner.userId] : ['merchant_id', owner.merchantId]
    return (
      await this.db.query<LockedInvoice>(
        `SELECT id, COALESCE(order_id, goods_order_id) AS order_id, state, invoice_type, amount_fen FROM invoices WHERE id = $1 AND ${column} = $2 FOR UPDATE`,
        [id, value]
      )
    )[0]
  }

  async move(id: string, action: Extract<InvoiceAction, 'BUYER_CANCEL'>, cancelReason: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE invoices SET state = 'CANCELLED', cancel_reason = $2, updated_at = $3 WHERE id = $1 AND state = ANY($4::text[]) RETURNING id",
      [id, cancelReason, now, invoiceFrom(action)]
    )
    return rows.length === 1
  }

  async reject(id: string, reason: string, staffId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE invoices SET state = 'REJECTED', reject_reason = $2, decided_by = $3, decided_at = $4, updated_at = $4 WHERE id = $1 AND state = ANY($5::text[]) RETURNING id",
      [id, reason, staffId, now, invoiceFrom('REJECT')]
    )
    return rows.length === 1
  }

  async issue(id: string, how: InvoiceIssue, staffId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE invoices SET state = 'SUCCESS', issue_kind = $2, invoice_no = $3, pdf_key = $4, link_url = $5, express_company = $6, express_no = $7, express_tel = $8,
              decided_by = $9, decided_at = $10, updated_at = $10
        WHERE id = $1 AND state = ANY($11::text[]) RETURNING id`,
      [
        id,
        how.kind,
        how.invoiceNo,
        how.kind === 'PDF' ? how.pdfKey : null,
        how.kind === 'LINK' ? how.linkUrl : '',
        how.kind === 'PAPER' ? how.expressCompany : '',
        how.kind === 'PAPER' ? how.expressNo : '',
        how.kind === 'PAPER' ? how.expressTel : '',
        staffId,
        now,
        invoiceFrom('ISSUE')
      ]
    )
    return rows.length === 1
  }

  /** The order's live invoices cancelled (ORDER_CANCEL); their ids. */
  async cancelOfOrder(
    orderId: string,
    reason: string,
    now: Date
  ): Promise<Array<{ id: string; merchant_id: string; state: InvoiceState }>> {
    return this.db.query<{ id: string; merchant_id: string; state: InvoiceState }>(
      `UPDATE invoices i SET state = 'CANCELLED', cancel_reason = $2, updated_at = $3
         FROM (SELECT id, state FROM invoices WHERE $1 IN (order_id, goods_order_id) AND state = ANY($4::text[]) ORDER BY id FOR UPDATE) old
        WHERE i.id = old.id RETURNING i.id, i.merchant_id, old.state`,
      [orderId, reason, now, invoiceFrom('ORDER_CANCEL')]
    )
  }

  async byId(id: string): Promise<InvoiceRow | undefined> {
    return (await this.db.query<InvoiceRow>(`${SELECT} WHERE i.id = $1`, [id]))[0]
  }

  async ownById(userId: string, id: string): Promise<InvoiceRow | undefined> {
    return (await this.db.query<InvoiceRow>(`${SELECT} WHERE i.id = $1 AND i.user_id = $2`, [id, userId]))[0]
  }

  async merchantById(merchantId: string, id: string): Promise<InvoiceRow | undefined> {
    return (await this.db.query<InvoiceRow>(`${SELECT} WHERE i.id = $1 AND i.merchant_id = $2`, [id, merchantId]))[0]
  }

  async mine(userId: string, limit: number): Promise<InvoiceRow[]> {
    return this.db.query<InvoiceRow>(`${SELECT} WHERE i.user_id = $1 ORDER BY i.apply_time DESC, i.id DESC LIMIT $2`, [userId, limit])
  }

  async latestOfOrder(orderId: string): Promise<InvoiceRow | undefined> {
    return (
      await this.db.query<InvoiceRow>(
        `${SELECT} WHERE $1 IN (i.order_id, i.goods_order_id) ORDER BY i.apply_time DESC, i.id DESC LIMIT 1`,
        [orderId]
      )
    )[0]
  }

  /** The buyer's last submitted title (any order), to prefill the next form. */
  async lastTitle(userId: string): Promise<InvoiceRow | undefined> {
    return (await this.db.query<InvoiceRow>(`${SELECT} WHERE i.user_id = $1 ORDER BY i.apply_time DESC, i.id DESC LIMIT 1`, [userId]))[0]
  }

  async page(
    merchantId: string,
    state: InvoiceState | undefined,
    offset: number,
    limit: number
  ): Promise<{ rows: InvoiceRow[]; total: number }> {
    const where = state ? 'i.merchant_id = $1 AND i.state = $2' : 'i.merchant_id = $1 AND $2::text IS NULL'
    const rows = await this.db.query<InvoiceRow>(`${SELECT} WHERE ${where} ORDER BY i.apply_time DESC, i.id DESC OFFSET $3 LIMIT $4`, [
      merchantId,
      state ?? null,
      offset,
      limit
    ])
    const [{ n }] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM invoices i WHERE ${where}`, [
      merchantId,
      state ?? null
    ])
    return { rows, total: n }
  }

  /** Keeps an issued PDF under its content hash; the same bytes again are the same file. */
  async storeFile(file: { key: string; merchantId: string; staffId: string; body: Buffer }, now: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO invoice_files (key, merchant_id, staff_id, size, body, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (key) DO NOTHING',
      [file.key, file.merchantId, file.staffId, file.body.length, file.body, now]
    )
  }

  async file(key: string): Promise<Buffer | undefined> {
    const rows = await this.db.query<{ body: Uint8Array }>('SELECT body FROM invoice_files WHERE key = $1', [key])
    return rows[0] ? Buffer.from(rows[0].body) : undefined
  }
}
