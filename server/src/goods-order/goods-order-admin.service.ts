/**
 * The merchant's goods orders in the console (issue "Shop": "goods orders with fulfilment (pick list, mark
 * shipped with carrier and tracking number, CSV export), goods refunds"): the list with its filters, one
 * order, shipping it (the carrier and number checked by express-carriers.ts, PAID → SHIPPED once), and a
 * refund by line through the buyer's own refund path (goods-refunded lifecycle). Every write is audited in
 * its own transaction; another merchant's order reads as unknown.
 */
import type { Db, Queryable } from '../db/db'
import { boundedWrite } from '../db/bounded-write'
import { AppError } from '../http/app-error'
import { checkExpressNo } from '../../../types/rules/express-carriers'
import type { VoucherCheckInReply } from '../../../types/api/goods-order'
import { textIn, type Locale } from '../http/texts'
import { addDays, startOfLocalDay } from '../../../types/rules/merchant-time'
import type { AuditWrite } from '../staff/audit.repository'
import type { GoodsOrderService, GoodsOrderFacts } from './goods-order.service'
import type { StubTicketRow, TicketStubRepository } from '../ticket-stub/ticket-stub.repository'
import { GoodsOrderRepository, type GoodsOrderFilter, type GoodsOrderLineRow, type GoodsOrderRow } from './goods-order.repository'

export interface Staff {
  merchantId: string
  staffId: string
}

/** Rows the CSV reads at a time. */
const CSV_BATCH = 200

export class GoodsOrderAdminService {
  private readonly goods: GoodsOrderRepository

  constructor(
    private readonly db: Db,
    private readonly orders: GoodsOrderService,
    private readonly auditOn: (q: Queryable) => { write(entry: AuditWrite, now: Date): Promise<void> },
    private readonly timeZoneOf: (merchantId: string) => Promise<string>,
    /** The tickets stub lines print (the ticket-stub area's reads). */
    private readonly stubs: Pick<TicketStubRepository, 'ticketsByIds'>
  ) {
    this.goods = new GoodsOrderRepository(db)
  }

  /** The console's filters, the days as the merchant's (placedTo is the whole day). */
  async filterOf(
    merchantId: string,
    q: { state?: GoodsOrderFilter['state']; keyword?: string; placedFrom?: string; placedTo?: string }
  ): Promise<GoodsOrderFilter> {
    const zone = await this.timeZoneOf(merchantId)
    return {
      state: q.state,
      keyword: q.keyword?.trim() || undefined,
      from: q.placedFrom ? startOfLocalDay(q.placedFrom, zone) : undefined,
      to: q.placedTo ? startOfLocalDay(addDays(q.placedTo, 1), zone) : undefined
    }
  }

  async list(
    merchantId: string,
    filter: GoodsOrderFilter,
    offset: number,
    length: number
  ): Promise<{ rows: Array<GoodsOrderRow & { buyer: string }>; lines: GoodsOrderLineRow[]; stubTickets: StubTicketRow[]; total: number }> {
    const page = await this.goods.merchantPage(merchantId, filter, offset, length)
    const lines = await this.goods.linesOf(page.rows.map((r) => r.id))
    const stubTickets = await this.stubs.ticketsByIds(lines.flatMap((l) => (l.ticket_id ? [l.ticket_id] : [])))
    return { ...page, lines, stubTickets }
  }

  async detail(merchantId: string, orderId: string): Promise<GoodsOrderFacts> {
    const order = await this.goods.byId(orderId)
    if (!order || order.merchant_id !== merchantId) throw new AppError('GOODS_ORDER_NOT_FOUND')
    return this.orders.factsOf(order)
  }

  /** PAID → SHIPPED with the carrier and its normalised number; refused unless it is waiting to be shipped. */
  async ship(who: Staff, orderId: string, carrier: string, trackingNo: string, now: Date): Promise<void> {
    const checked = checkExpressNo(carrier, trackingNo)
    if (!checked.ok) throw new AppError(checked.problem === 'CARRIER_UNKNOWN' ? 'EXPRESS_CARRIER_UNKNOWN' : 'EXPRESS_NO_INVALID')
    const order = await this.goods.byId(orderId)
    if (!order || order.merchant_id !== who.merchantId) throw new AppError('GOODS_ORDER_NOT_FOUND')
    await boundedWrite(this.db, async (tx) => {
      if (!(await new GoodsOrderRepository(tx).markShipped(orderId, who.merchantId, checked.carrier.code, checked.expressNo, now)))
        throw new AppError('GOODS_ORDER_NOT_SHIPPABLE')
      await this.auditOn(tx).write(
        {
          merchantId: who.merchantId,
          staffId: who.staffId,
          action: 'goods.order.ship',
          target: `goods-order:${orderId}`,
          before: { state: 'PAID' },
          after: { state: 'SHIPPED', carrier: checked.carrier.code, trackingNo: checked.expressNo }
        },
        now
      )
    })
  }

  /** Units of a paid order refunded by the merchant's staff, shipped or not. */
  async refund(who: Staff, orderId: string, lines: Array<{ skuId: string; qty: number }>, now: Date): Promise<void> {
    const order = await this.goods.byId(orderId)
    if (!order || order.merchant_id !== who.merchantId) throw new AppError('GOODS_ORDER_NOT_FOUND')
    await this.orders.refund(
      { orderId, lines, by: 'STAFF', reason: 'goods refunded by the merchant', now },
      (o) => o.merchant_id === who.merchantId,
      (tx) =>
        this.auditOn(tx).write(
          {
            merchantId: who.merchantId,
            staffId: who.staffId,
            action: 'goods.order.refund',
            target: `goods-order:${orderId}`,
            before: null,
            after: { lines }
          },
          now
        )
    )
  }

  /**
   * A voucher's collect code at the door ("collected at the venue with a code, checked in at the door like a
   * ticket"): VALID → USED once, audited in the same transaction; a code of another merchant is UNKNOWN.
   */
  async checkInVoucher(who: Staff, code: string, locale: Locale, now: Date): Promise<VoucherCheckInReply> {
    const v = await this.goods.voucherByCode(code.replace(/\s+/g, ''))
    if (!v || v.merchant_id !== who.merchantId) return { result: 'UNKNOWN' }
    const what = { orderId: v.order_id, name: textIn(v.name, locale), attributeText: textIn(v.attribute_text, locale) }
    if (v.state === 'REFUNDED') return { result: 'VOID', ...what }
    const used = await boundedWrite(this.db, async (tx) => {
      if (!(await new GoodsOrderRepository(tx).useVoucher(v.id, now))) return false
      await this.auditOn(tx).write(
        {
          merchantId: who.merchantId,
          staffId: who.staffId,
          action: 'goods.voucher.check-in',
          target: `goods-voucher:${v.id}`,
          before: { state: 'VALID' },
          after: { state: 'USED', usedAt: now.toISOString() }
        },
        now
      )
      return true
    })
    if (used) return { result: 'ADMITTED', ...what, checkedInAt: now.toISOString() }
    const again = await this.goods.voucherByCode(v.code)
    if (again?.state === 'REFUNDED') return { result: 'VOID', ...what }
    return { result: 'ALREADY_USED', ...what, ...(again?.used_at ? { checkedInAt: again.used_at.toISOString() } : {}) }
  }

  /** The filtered orders with their lines, in batches, for the CSV. */
  async *batches(
    merchantId: string,
    filter: GoodsOrderFilter
  ): AsyncGenerator<{ rows: Array<GoodsOrderRow & { buyer: string }>; lines: GoodsOrderLineRow[]; stubTickets: StubTicketRow[] }> {
    for (let offset = 0; ; offset += CSV_BATCH) {
      const page = await this.list(merchantId, filter, offset, CSV_BATCH)
      if (page.rows.length) yield page
      if (page.rows.length < CSV_BATCH) return
    }
  }
}
