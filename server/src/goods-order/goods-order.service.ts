/**
 * Buying goods (issue "Shop": goods and cart orders, paid through the same cashiers, cancel before
 * shipping, refund by line, stock back). One goods order per idempotency key: a retry answers the first
 * reply, the same key with another body is refused. Creating it checks the price the buyer saw (the
 * order's quote: the one quote() of ticket orders too, order/pricing/quote.ts, its lines from
 * goods-line-source.ts, with the member discount on goods, the ITEM coupons and the points), then in one
 * bounded write: the buyer's member row when spending points (as create_order), the buyer's goods orders
 * serialised (the per-buyer limit counted again), the ITEM coupons locked to it, the order and its lines
 * written with each discount's share, the points spent, the cart's lines of a checkout removed, and the
 * stock taken last under the one guard (inventory/): a crowd
 * past the last unit rolls back and hears SKU_SOLD_OUT. Unpaid, it holds its units until its pay deadline;
 * the lifecycles (lifecycle/goods-order-*.ts, goods-refunded.ts) pay, close and refund it, each once.
 * Reading never writes: a passed deadline reads as closed (goodsOrderStateAt).
 */
import { createHash } from 'node:crypto'
import type { Db, Queryable } from '../db/db'
import { boundedWrite } from '../db/bounded-write'
import { sweepDue } from '../db/due-sweep'
import { inventoryOn } from '../inventory/inventory'
import { AppError } from '../http/app-error'
import { randomId } from '../account/token-codec'
import type { PayableSubject, PaymentSubjects } from '../payment/payment.service'
import type { PaymentRow } from '../payment/payment.repository'
import type { RefundSettler } from '../payment/refund.service'
import type { CreateGoodsOrderReply, CreateGoodsOrderRequest, GoodsOrderQuoteRequest } from '../../../types/api/goods-order'
import { Quoter, type GoodsQuote } from '../order/pricing/quote'
import { GoodsLines, checkBuyerLimits } from './goods-line-source'
import { issueVouchers } from './goods-voucher'
import { attributeTexts } from './goods-order-lines'
import type { GoodsLifecycles, GoodsOrderStores, GoodsRefundInput } from './goods-order-steps'
import type { GoodsOrderLineRow, GoodsOrderRow, GoodsRefundRow, GoodsVoucherRow, SkuForSaleRow } from './goods-order.repository'
import { goodsOrderStateAt } from './goods-order-state'
import { checkStubOrderLines } from '../ticket-stub/ticket-stub.service'
import type { StubTicketRow } from '../ticket-stub/ticket-stub.repository'
import { paymentReason } from '../../../types/rules/payment-reasons'

/** The tickets the lines' stubs print (the quote checked each STUB line names one and no other line does). */
const stubTicketIds = (lines: GoodsOrderQuoteRequest['lines']): string[] => lines.flatMap((l) => (l.ticketId ? [l.ticketId] : []))

/** Minutes an unpaid goods order may be paid in when the merchant set no reserve time (the ticket orders' default). */
export const GOODS_RESERVE_MINUTES = 15

export interface GoodsOrderContext {
  merchantId: string
  userId: string
  now: Date
  /** The merchant's order reserve time in minutes (shop config). */
  reserveMinutes?: number
}

/** The body without the key, in a stable form: the same order asked twice hashes the same. */
function requestHash(body: CreateGoodsOrderRequest): string {
  const lines = [...body.lines].map((l) => ({ s: l.skuId, q: l.qty, t: l.ticketId })).sort((a, b) => a.s.localeCompare(b.s))
  return createHash('sha256')
    .update(
      JSON.stringify({
        lines,
        address: body.addressId ?? '',
        coupons: [...(body.couponIds ?? [])].sort(),
        cart: !!body.fromCart,
        pay: body.paymentParam.payAmount,
        // Only when used, so the hash of an order without points is what it always was.
        ...(body.usePoints ? { points: true } : {})
      })
    )
    .digest('hex')
}

function replyOf(o: GoodsOrderRow, now: Date): CreateGoodsOrderReply {
  return { orderId: o.id, unPaidTransactionIds: goodsOrderStateAt(o, now) === 'UNPAID' && o.transaction_id ? [o.transaction_id] : [] }
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505'
}

/** Thrown inside the transaction when the key's order appeared meanwhile: answered with it after the rollback. */
class Replayed extends Error {
  constructor(readonly order: GoodsOrderRow) {
    super('replayed')
  }
}

/** A goods order with what its detail shows. */
export interface GoodsOrderFacts {
  order: GoodsOrderRow
  lines: GoodsOrderLineRow[]
  vouchers: GoodsVoucherRow[]
  refunds: GoodsRefundRow[]
  paymentProduct?: string
  /** The tickets its STUB lines print. */
  stubTickets?: StubTicketRow[]
}

export class GoodsOrderService {
  private readonly read: GoodsOrderStores
  private readonly quoter: Quoter<SkuForSaleRow>

  constructor(
    private readonly db: Db,
    private readonly stores: (q: Queryable) => GoodsOrderStores,
    private readonly life: GoodsLifecycles,
    /** Money was queued back: the refund job runs at once (when the sweepers run). */
    private readonly refundJobSoon: () => void = () => undefined
  ) {
    this.read = stores(db)
    this.quoter = new Quoter(this.read.pricing, { goods: new GoodsLines(this.read.goods, this.read.addresses) })
  }

  /** pre_order: the quote, holding nothing; a stub's ticket checked as create will check it. */
  async preOrder(body: GoodsOrderQuoteRequest, ctx: GoodsOrderContext): Promise<GoodsQuote<SkuForSaleRow>> {
    const quote = await this.quoter.quote({
      kind: 'GOODS',
      body,
      ctx: { merchantId: ctx.merchantId, userId: ctx.userId, now: ctx.now },
      mode: 'OFFER'
    })
    await checkStubOrderLines(this.read.stubs, stubTicketIds(body.lines), ctx, false)
    return quote
  }

  async create(body: CreateGoodsOrderRequest & { idempotencyKey: string }, ctx: GoodsOrderContext): Promise<CreateGoodsOrderReply> {
    const hash = requestHash(body)
    const replay = (o: GoodsOrderRow): CreateGoodsOrderReply => {
      if (o.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT')
      return replyOf(o, ctx.now)
    }
    const earlier = await this.read.goods.byKey(ctx.userId, body.idempotencyKey)
    if (earlier) return replay(earlier)

    const quote = await this.quoter.quote({
      kind: 'GOODS',
      body,
      ctx: { merchantId: ctx.merchantId, userId: ctx.userId, now: ctx.now },
      mode: 'ORDER'
    })
    // The buyer pays what they saw: a changed price is confirmed again, never charged silently.
    if (body.paymentParam.payAmount !== quote.payFen) throw new AppError('GOODS_PRICE_CHANGED')
    const id = randomId('gor_')
    // A coupon or points may bring it to 0: paid at once, its vouchers issued, nothing for the cashier.
    const paid = quote.payFen === 0
    const lines = quote.lines.map((l) => ({
      sku_id: l.sku.id,
      spu_id: l.sku.spu_id,
      name: l.sku.name,
      attribute_text: attributeTexts(l.sku.attribute_names),
      picture_url: l.sku.picture_url,
      kind: l.sku.kind,
      qty: l.qty,
      unit_fen: l.unitFen,
      member_fen: l.memberFen,
      coupon_fen: l.couponFen,
      points_fen: l.pointsFen,
      ticket_id: body.lines.find((a) => a.skuId === l.sku.id)?.ticketId ?? null
    }))
    const stubTickets = stubTicketIds(body.lines)
    try {
      await boundedWrite(this.db, async (tx) => {
        const s = this.stores(tx)
        // Spending points: the buyer's member row first, as create_order takes it (order-writer.ts), so a
        // spend on a ticket order and one on a goods order are serialised (lock order: member row → buyer →
        // coupons → order row → SKU rows).
        if (quote.pointsUsed > 0) await s.members.lockMember(ctx.userId, ctx.now)
        // The buyer's goods orders one at a time.
        await s.goods.lockBuyer(ctx.userId)
        const again = await s.goods.byKey(ctx.userId, body.idempotencyKey)
        if (again) throw new Replayed(again)
        const limited = quote.lines.filter((l) => l.sku.per_buyer_limit !== null).map((l) => l.sku.spu_id)
        if (limited.length) checkBuyerLimits(quote.lines, await s.goods.liveUnits(ctx.userId, limited))
        // A stub's ticket: the buyer's, eligible, without a live stub (its lock held to the commit).
        if (stubTickets.length) await checkStubOrderLines(s.stubs, stubTickets, ctx, true)
        if (quote.couponIds.length) {
          const taken = await s.goodsCoupons.lockForGoodsOrder(quote.couponIds, ctx.userId, ctx.merchantId, id, paid, ctx.now)
          if (taken !== quote.couponIds.length) throw new AppError('COUPON_ORDER_TAKEN')
        }
        await s.goods.insert(
          {
            id,
            merchantId: ctx.merchantId,
            userId: ctx.userId,
            transactionId: randomId('gtx_'),
            payDeadline: new Date(ctx.now.getTime() + (ctx.reserveMinutes ?? GOODS_RESERVE_MINUTES) * 60_000),
            goodsFen: quote.goodsFen,
            deliveryFen: quote.deliveryFen,
            couponFen: quote.couponFen,
            memberDiscountFen: quote.memberDiscountFen,
            pointsUsed: quote.pointsUsed,
            pointsFen: quote.pointsFen,
            totalFen: quote.payFen,
            paid,
            deliveryAddress: quote.address,
            fromCart: !!body.fromCart,
            idempotencyKey: body.idempotencyKey,
            requestHash: hash,
            now: ctx.now
          },
          lines
        )
        // After the order row (the ledger row names it), under the member row: only while the balance still
        // covers the points priced; else the buyer confirms the new amount.
        if (
          quote.pointsUsed > 0 &&
          !(await s.members.spendOnOrder(ctx.merchantId, ctx.userId, { goodsOrderId: id }, quote.pointsUsed, ctx.now))
        )
          throw new AppError('GOODS_PRICE_CHANGED')
        if (body.fromCart)
          await s.cart.remove(
            ctx.userId,
            ctx.merchantId,
            lines.map((l) => l.sku_id)
          )
        if (paid) await issueVouchers(s.goods, id, lines, ctx.now)
        // The stock last, under the one guard: too few left rolls everything back.
        const took = await inventoryOn(tx).skuStock.move(
          quote.lines.map((l) => ({ skuId: l.sku.id, n: l.qty, move: paid ? 'sell' : 'hold' }))
        )
        if (!took) throw new AppError('SKU_SOLD_OUT')
      })
    } catch (error) {
      if (error instanceof Replayed) return replay(error.order)
      // Two first attempts with one key: the second meets the key's unique index.
      if (isUniqueViolation(error)) {
        const first = await this.read.goods.byKey(ctx.userId, body.idempotencyKey)
        if (first) return replay(first)
      }
      throw error
    }
    return replyOf((await this.read.goods.byId(id)) as GoodsOrderRow, ctx.now)
  }

  /** The buyer's own goods order with what its detail shows. */
  async own(orderId: string, userId: string): Promise<GoodsOrderFacts> {
    const order = await this.read.goods.byId(orderId)
    if (!order || order.user_id !== userId) throw new AppError('GOODS_ORDER_NOT_FOUND')
    return this.factsOf(order)
  }

  /** One page of the buyer's own goods orders (not those bought with a ticket order), newest first. */
  async page(userId: string, offset: number, length: number, ticketOrderId?: string): Promise<{ facts: GoodsOrderFacts[]; total: number }> {
    const page = await this.read.goods.buyerPage(userId, offset, length, ticketOrderId)
    const facts: GoodsOrderFacts[] = []
    for (const order of page.rows) facts.push(await this.factsOf(order))
    return { facts, total: page.total }
  }

  async factsOf(order: GoodsOrderRow): Promise<GoodsOrderFacts> {
    const lines = await this.read.goods.lines(order.id)
    return {
      order,
      lines,
      stubTickets: await this.read.stubs.ticketsByIds(lines.flatMap((l) => (l.ticket_id ? [l.ticket_id] : []))),
      vouchers: await this.read.goods.vouchers(order.id),
      refunds: await this.read.goods.refunds(order.id),
      paymentProduct: order.paid_at ? await this.read.goods.paymentProductOf(order.id) : undefined
    }
  }

  /**
   * The buyer cancels before shipping: an unpaid order closes (stock and coupons back); a paid one is
   * refunded whole (money queued back, stock and coupons back). Shipped, closed or refunded: refused.
   */
  async cancel(orderId: string, userId: string, now: Date): Promise<void> {
    const order = await this.read.goods.byId(orderId)
    if (!order || order.user_id !== userId) throw new AppError('GOODS_ORDER_NOT_FOUND')
    if (order.ticket_order_id) throw new AppError('GOODS_ORDER_NOT_CANCELLABLE')
    if (order.state === 'UNPAID') {
      // Past its deadline it has already closed by itself (reads so): it ends EXPIRED, as the sweeper would end it.
      const reason = goodsOrderStateAt(order, now) === 'CLOSED' ? 'EXPIRED' : 'CANCELLED'
      const closed = await boundedWrite(this.db, (tx) => this.life.close(tx, this.stores(tx), orderId, reason, now))
      if (closed) return
    }
    const current = (await this.read.goods.byId(orderId)) as GoodsOrderRow
    if (current.state !== 'PAID') throw new AppError('GOODS_ORDER_NOT_CANCELLABLE')
    const lines = await this.read.goods.lines(orderId)
    await this.refund(
      {
        orderId,
        lines: lines.filter((l) => l.qty > l.refunded_qty).map((l) => ({ skuId: l.sku_id, qty: l.qty - l.refunded_qty })),
        by: 'BUYER',
        reason: 'goods order cancelled before shipping',
        now
      },
      (o) => o.user_id === userId && o.state === 'PAID'
    )
  }

  /** The buyer refunds units of their paid order, by line. */
  async refundOwn(orderId: string, userId: string, lines: Array<{ skuId: string; qty: number }>, now: Date): Promise<void> {
    const order = await this.read.goods.byId(orderId)
    if (!order || order.user_id !== userId) throw new AppError('GOODS_ORDER_NOT_FOUND')
    await this.refund({ orderId, lines, by: 'BUYER', reason: 'goods refunded by the buyer', now }, (o) => o.user_id === userId)
  }

  /**
   * A refund through the goods-refunded lifecycle, in one bounded write; `allowed` is checked on the order
   * as locked (a cancel may not refund an order shipped meanwhile). `alongside` writes in the same
   * transaction (the console's audit row).
   */
  async refund(
    input: GoodsRefundInput,
    allowed: (o: GoodsOrderRow) => boolean,
    alongside?: (tx: Queryable) => Promise<void>
  ): Promise<{ amountFen: number }> {
    const refunded = await boundedWrite(this.db, async (tx) => {
      const s = this.stores(tx)
      const o = await s.goods.lock(input.orderId)
      if (!o || !allowed(o)) throw new AppError(o?.state === 'SHIPPED' ? 'GOODS_ORDER_NOT_CANCELLABLE' : 'GOODS_NOT_REFUNDABLE')
      const done = await this.life.refund(tx, s, input)
      await alongside?.(tx)
      return done
    })
    if (refunded.amountFen > 0) this.refundJobSoon()
    return refunded
  }

  /** The sweeper: every unpaid goods order past its deadline closed, once; one process at a time. */
  async closeDue(now: Date, batch = 200): Promise<number> {
    return sweepDue(this.db, {
      lock: 'goods-order-expiry',
      due: () => this.read.goods.dueUnpaid(now, batch),
      end: (tx, id) => this.life.close(tx, this.stores(tx), id, 'EXPIRED', now),
      drainBatch: batch
    })
  }

  /** The payment side of goods orders (registered with PaymentService.payFor('GOODS', ...)). */
  subjects(): PaymentSubjects {
    return {
      payable: (transactionId, userId, now) => this.payable(transactionId, userId, now),
      paid: (tx, payment, now) => this.paid(tx, payment, now)
    }
  }

  private async payable(transactionId: string, userId: string, now: Date): Promise<PayableSubject | undefined> {
    const o = await this.read.goods.byTransaction(transactionId)
    if (!o) return undefined
    if (o.user_id !== userId) throw new AppError('GOODS_ORDER_NOT_FOUND')
    if (goodsOrderStateAt(o, now) !== 'UNPAID') throw new AppError('GOODS_ORDER_NOT_PAYABLE')
    const [first] = await this.read.goods.lines(o.id)
    return {
      subjectId: o.id,
      merchantId: o.merchant_id,
      amountFen: o.total_fen,
      deadline: o.pay_deadline,
      description: first ? (first.name['zh-CN'] ?? Object.values(first.name)[0]) : undefined,
      returnPath: `/order/product/${encodeURIComponent(o.id)}`
    }
  }

  /** The money arrived (payment row locked, SUCCEEDED): the order paid once, or the money queued back whole. */
  private async paid(tx: Parameters<PaymentSubjects['paid']>[0], payment: PaymentRow, now: Date) {
    const s = this.stores(tx)
    const o = payment.subject_id ? await s.goods.lock(payment.subject_id) : undefined
    // Paid after its deadline: it closes now (stock back), and the money goes back.
    if (o && o.state === 'UNPAID' && goodsOrderStateAt(o, now) === 'CLOSED') await this.life.close(tx, s, o.id, 'EXPIRED', now)
    if (!o || payment.amount_fen !== o.total_fen || !(await this.life.pay(tx, s, o.id, payment.amount_fen, now))) {
      await s.payments.setState(payment.id, 'REFUND_PENDING', undefined, now)
      return { outcome: 'REFUND_PENDING' as const, reason: paymentReason.lateQueuedBack('GOODS') }
    }
    return { outcome: 'PAID' as const, reason: '' }
  }

  /** How a goods refund ends (refunds of purpose GOODS): the order already counts it; the refund's own row says whether the money arrived. */
  settler(): RefundSettler {
    return { succeeded: async () => undefined, failed: async () => undefined }
  }
}
