/**
 * Sales in the console (issue #16 item 5; owner and finance): the merchant's orders filtered and paged,
 * one order in full, closing an unpaid order through the buyer's own close path (OrderService: stock and
 * seats released once, the audit row in the same transaction), money needing attention and the action
 * taken on it (audited), and the filtered orders as CSV in batches.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import { partsState } from '../payment/refund-split'
import type {
  AttentionActionRequest,
  AttentionItem,
  AttentionReply,
  SalesOrderDetail,
  SalesOrdersQuery,
  SalesOrdersReply
} from '../../../types/api/sales-admin'
import { addDays, formatLocal, startOfLocalDay } from '../../../types/rules/merchant-time'
import type { OrderService } from '../order/order.service'
import type { AuditRepository } from '../staff/audit.repository'
import type { RefundRepository } from '../payment/refund.repository'
import type { RebookRepository } from '../rebook/rebook.repository'
import type { TicketRepository } from '../ticket/ticket.repository'
import { newCodeSecret } from '../ticket/ticket-code'
import { SalesRepository, type SalesFilter } from './sales.repository'
import { presentAttention, presentOrderDetail, presentOrderRow } from './sales.presenter'
import { CSV_BOM, csvLine } from '../staff/csv'
import { statusWords } from './sales-csv-header'
import { fenToYuan } from '../../../types/rules/money'
import { salesSearch } from './sales-search'

const ATTENTION_LIMIT = 200
const CSV_BATCH = 500

export class SalesService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderService,
    private readonly timeZoneOf: (merchantId: string) => Promise<string>,
    /** The ticket area's repository on a transaction (the reissued code and its audit row commit together). */
    private readonly ticketsOn: (q: Queryable) => TicketRepository,
    /** The payment and rebook areas' repositories, for retrying a rebook's refund (both move in one transaction). */
    private readonly refundsOn: (q: Queryable) => { refunds: RefundRepository; rebooks: RebookRepository },
    /** The staff floor's audit log on the change's transaction: the change and its audit row commit together. */
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {}

  private async filter(merchantId: string, q: SalesOrdersQuery, now: Date): Promise<SalesFilter> {
    const zone = await this.timeZoneOf(merchantId)
    const phone = q.phone?.replace(/\D/g, '')
    return {
      merchantId,
      now,
      ...(q.showId ? { showId: q.showId } : {}),
      ...(q.sessionId ? { sessionId: q.sessionId } : {}),
      ...(q.state ? { state: q.state } : {}),
      ...(q.status ? { status: q.status } : {}),
      ...(q.orderId ? { orderId: q.orderId.trim() } : {}),
      ...(phone ? { phone } : {}),
      ...(salesSearch(q.q) ? { search: salesSearch(q.q) } : {}),
      ...(q.placedFrom ? { placedFrom: startOfLocalDay(q.placedFrom, zone) } : {}),
      ...(q.placedTo ? { placedBefore: startOfLocalDay(addDays(q.placedTo, 1), zone) } : {})
    }
  }

  async list(merchantId: string, q: SalesOrdersQuery, locale: Locale, now: Date): Promise<SalesOrdersReply> {
    const page = q.page ?? 1
    const pageSize = q.pageSize ?? 20
    const { rows, total } = await new SalesRepository(this.db).page(await this.filter(merchantId, q, now), (page - 1) * pageSize, pageSize)
    return { rows: rows.map((r) => presentOrderRow(r, locale, now)), total, page, pageSize }
  }

  async detail(merchantId: string, orderId: string, locale: Locale, now: Date): Promise<SalesOrderDetail> {
    const repo = new SalesRepository(this.db)
    const row = await repo.order(merchantId, orderId)
    if (!row) throw new AppError('ORDER_NOT_FOUND')
    const payments = await repo.payments(orderId)
    const [items, events, tickets, audit, refunds, rebooks, discounts] = await Promise.all([
      repo.items(orderId),
      repo.paymentEvents(payments.map((p) => p.id)),
      repo.tickets(orderId),
      repo.orderAudit(merchantId, orderId),
      repo.orderRefunds(orderId),
      repo.orderRebooks(orderId),
      // The order area's read, as the buyer's order detail makes it (issue #18 discount lines).
      this.orders.discountFacts([orderId])
    ])
    return presentOrderDetail(
      row,
      { items, payments, events, tickets, audit, refunds, rebooks, discounts: discounts.get(orderId) },
      locale,
      now
    )
  }

  async close(merchantId: string, staffId: string, orderId: string, locale: Locale, now: Date): Promise<SalesOrderDetail> {
    // One audit row per order closed: a package's siblings close with it (OrderService.closeForMerchant).
    await this.orders.closeForMerchant(orderId, merchantId, now, (tx, closedId) =>
      this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'sales.order.close',
          target: `order:${closedId}`,
          before: { state: 'UNPAID' },
          after: { state: 'CLOSED' }
        },
        now
      )
    )
    return this.detail(merchantId, orderId, locale, now)
  }

  /**
   * A new entry code for a ticket whose code got out (a buyer's screenshot passed round, a lost phone):
   * a new code secret, so every code of the old one stops admitting at once;
   * the holder's app gets the new one with the ticket's detail. Audited on the order.
   */
  async reissueCode(
    merchantId: string,
    staffId: string,
    orderId: string,
    ticketId: string,
    locale: Locale,
    now: Date
  ): Promise<SalesOrderDetail> {
    await this.db.transaction(async (tx) => {
      const ticket = await new SalesRepository(tx).ticketOfOrder(merchantId, orderId, ticketId)
      if (!ticket) throw new AppError('NOT_FOUND')
      if (!(await this.ticketsOn(tx).rekeyTicket(ticketId, newCodeSecret()))) throw new AppError('TICKET_ALREADY_USED')
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'sales.ticket.reissue',
          target: `order:${orderId}`,
          before: { ticketId },
          after: { ticketId, code: 'reissued' }
        },
        now
      )
    })
    return this.detail(merchantId, orderId, locale, now)
  }

  async attention(merchantId: string, now: Date): Promise<AttentionReply> {
    const repo = new SalesRepository(this.db)
    const rows = await repo.attention(merchantId, ATTENTION_LIMIT)
    const ids = rows.map((r) => r.id)
    const [events, actions] = await Promise.all([repo.paymentEvents(ids), repo.attentionActions(ids)])
    const failed = await repo.failedRebookRefunds(merchantId, ATTENTION_LIMIT)
    return {
      items: rows.map((r) => presentAttention(r, events, actions, now)),
      failedRefunds: failed.map((r) => ({
        refundId: r.id,
        ...(r.order_id ? { orderId: r.order_id } : {}),
        ...(r.order_number ? { orderNumber: r.order_number } : {}),
        purpose: 'REBOOK',
        amountFen: r.amount_fen,
        error: r.last_error,
        failedAt: r.updated_at.toISOString()
      }))
    }
  }

  /**
   * The merchant's retry of a refund the provider finally refused, from the attention list: a rebook's
   * (the rebook shows REFUNDING again to its buyer) or late money's (a ticket, card or member order paid
   * after it closed: its payment REFUND_PENDING again, REFUND_FAILED again if this round fails too). The
   * refund job asks again under the same refund id (RefundRepository.retry); audited in the same transaction.
   */
  async retryRefund(merchantId: string, staffId: string, refundId: string, now: Date): Promise<AttentionReply> {
    await this.db.transaction(async (tx) => {
      const repo = new SalesRepository(tx)
      const { refunds, rebooks } = this.refundsOn(tx)
      const audit = (target: string, error: string) =>
        this.auditOn(tx).write(
          {
            merchantId,
            staffId,
            action: 'sales.refund.retry',
            target,
            before: { refundId, state: 'FAILED', error },
            after: { refundId, state: 'REQUESTED' }
          },
          now
        )
      const [refund] = await repo.failedRebookRefunds(merchantId, 1, refundId, true)
      if (refund) {
        if (!(await refunds.retry(refund.id, now))) throw new AppError('NOT_FOUND')
        // A refund in parts (050) reads the worst of them: the rebook shows in progress again only once no part is still failed.
        if (partsState(await refunds.partsOf('REBOOK', refund.subject_id)) !== 'FAILED') await rebooks.refundRetried(refund.subject_id, now)
        await audit(refund.order_id ? `order:${refund.order_id}` : `refund:${refund.id}`, refund.last_error)
        return
      }
      const late = await repo.failedLateRefund(merchantId, refundId)
      if (!late || !(await refunds.retry(late.id, now))) throw new AppError('NOT_FOUND')
      await refunds.setPaymentState(late.payment_id, 'REFUND_PENDING')
      await audit(late.order_id ? `order:${late.order_id}` : `payment:${late.payment_id}`, late.last_error)
    })
    return this.attention(merchantId, now)
  }

  /** Records what staff did about a payment needing attention; the payment itself is left as it is. */
  async act(merchantId: string, staffId: string, paymentId: string, body: AttentionActionRequest, now: Date): Promise<AttentionItem> {
    const note = body.note.trim()
    await this.db.transaction(async (tx) => {
      const repo = new SalesRepository(tx)
      const payment = await repo.attentionPayment(merchantId, paymentId)
      if (!payment) throw new AppError('NOT_FOUND')
      await repo.addAttentionAction(paymentId, staffId, body.action, note, now)
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'sales.attention.reviewed',
          target: `payment:${paymentId}`,
          before: { state: payment.state },
          after: { action: body.action, note }
        },
        now
      )
    })
    const item = (await this.attention(merchantId, now)).items.find((i) => i.paymentId === paymentId)
    if (!item) throw new AppError('NOT_FOUND')
    return item
  }

  /** The filtered orders as CSV lines (header first, BOM included), newest first, read in batches. */
  async *csv(merchantId: string, q: SalesOrdersQuery, locale: Locale, now: Date, header: string[]): AsyncGenerator<string> {
    const zone = await this.timeZoneOf(merchantId)
    const f = await this.filter(merchantId, q, now)
    const repo = new SalesRepository(this.db)
    const local = (iso: string | undefined) => (iso ? formatLocal(new Date(iso), zone, 'YYYY-MM-DD HH:mm:ss') : '')
    yield CSV_BOM + csvLine(header)
    let after: { createdAt: Date; id: string } | undefined
    for (;;) {
      const batch = await repo.batchAfter(f, after, CSV_BATCH)
      if (batch.length === 0) return
      let chunk = ''
      for (const row of batch) {
        const o = presentOrderRow(row, locale, now)
        chunk += csvLine([
          o.orderNumber,
          statusWords(o.status, locale),
          o.closeReason ?? '',
          o.showName,
          o.sessionName,
          local(o.sessionStart),
          o.phone,
          o.ticketCount,
          fenToYuan(o.totalFen),
          fenToYuan(o.paidFen),
          local(o.placedAt),
          local(o.paidAt),
          local(o.closedAt)
        ])
      }
      yield chunk
      const last = batch[batch.length - 1]
      after = { createdAt: last.created_at, id: last.id }
      if (batch.length < CSV_BATCH) return
    }
  }
}
