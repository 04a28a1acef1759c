/**
 * Refund requests (Refunds): "The buyer asks for a refund of a whole order or of chosen tickets
 * ... the amount and fee are computed by one rule module shared with the gateway; the tickets are frozen
 * at once (their codes stop admitting at the door); the merchant approves or rejects in the console (or
 * auto-approval by rule); the money goes back through the payment adapter it came from (#10), with its
 * notification settling the refund once; stock and seats return to sale exactly once. States: refund in
 * progress → refunded (order state 11 when all tickets are refunded); a failed provider refund stays
 * visible with a retry, never silently lost."
 *
 * Every use case is one transaction that locks the order row first, then its tickets by id, then the
 * seats and the tiers (inventory/): the lock order of order creation and payment, so none of them deadlock,
 * and a request racing a check-in, a transfer or a rebook finds the ticket taken (one winner).
 */
import type { Db, Queryable, Transaction } from '../db/db'
import { boundedWrite, type BoundedTx } from '../db/bounded-write'
import { inventoryOn } from '../inventory/inventory'
import { AppError, type ErrorCode } from '../http/app-error'
import { randomId } from '../account/token-codec'
import {
  effectiveRefundRule,
  isRefundableTicket,
  orderRefundQuote,
  type RefundQuote,
  type RefundRefusal,
  type RefundRule
} from '../../../types/rules/refund-rule'
import { REJECT_REASON_MAX, type RefundApplyRequest, type RefundRequestState } from '../../../types/api/refund'
import type { RefundRow, SplitRefund } from '../payment/refund.repository'
import type { RefundSettler } from '../payment/refund.service'
import { partsState, retryablePart } from '../payment/refund-split'
import type { AuditWrite } from '../staff/audit.repository'
import { quoteOfPlaced } from '../order/pricing/quote'
import type { PlacedQuoteRepository } from '../order/pricing/placed-quote.repository'
import {
  RefundRequestRepository,
  type AdminRefundRequestRow,
  type RefundOrderRow,
  type RefundRequestRow,
  type RefundTicketRow
} from './refund-request.repository'

/** What this area needs of others, bound to a transaction (wired in composition/after-sale.wiring.ts). */
export interface RefundRequestStores {
  refunds: {
    queueSplit(refund: SplitRefund, newId: () => string, now: Date): Promise<boolean>
    partsOf(purpose: 'AFTER_SALE', subjectId: string): Promise<RefundRow[]>
    retry(id: string, now: Date): Promise<boolean>
  }
  audit: { write(entry: AuditWrite, now: Date): Promise<void> }
  /** What the order's quote recorded: each ticket's share of what was paid (order/pricing/quote.ts quotePlaced). */
  quotes: PlacedQuoteRepository
}

/** A ticket of the order at what was paid for it, with the list price it was bought at beside it: the order's quote's. */
export type QuotedRefundTicket = RefundTicketRow & { price_fen: number; list_fen: number }

/** Called in the transaction that finds every ticket of an order refunded and its money back (the invoice area cancels its invoice). */
export type OrderRefundedListener = (tx: Transaction, orderId: string, now: Date) => Promise<void>
/** Called in the approval's transaction once some of an order's tickets are refunded (the invoice area cancels its live invoice: the amount changed). */
export type TicketsRefundedListener = OrderRefundedListener

export interface RefundQuoteResult {
  order: RefundOrderRow
  rule: RefundRule
  quote: RefundQuote
  tickets: QuotedRefundTicket[]
  chosen: string[]
}

const REFUSALS: Record<RefundRefusal, ErrorCode> = {
  NOT_PAID: 'REFUND_NOT_REFUNDABLE',
  NOT_REFUNDABLE: 'REFUND_NOT_REFUNDABLE',
  PAST_DEADLINE: 'REFUND_PAST_DEADLINE',
  NO_TICKETS: 'REFUND_NO_TICKETS',
  TICKET_USED: 'REFUND_TICKET_UNAVAILABLE',
  TICKET_UNAVAILABLE: 'REFUND_TICKET_UNAVAILABLE',
  WHOLE_ORDER_ONLY: 'REFUND_WHOLE_ORDER_ONLY'
}

export const refusalError = (reason: RefundRefusal | undefined): ErrorCode => REFUSALS[reason ?? 'NOT_REFUNDABLE']

/** A ticket the buyer may refund: VALID and still theirs (a transferred ticket is its new holder's). */
export const refundable = (t: Pick<RefundTicketRow, 'state' | 'held_by_buyer'>) =>
  isRefundableTicket({ state: t.state, heldByBuyer: t.held_by_buyer })

export class RefundRequestService {
  private readonly listeners: OrderRefundedListener[] = []
  private readonly stockListeners: Array<(tierIds: string[]) => void> = []
  private readonly ticketListeners: TicketsRefundedListener[] = []

  constructor(
    private readonly db: Db,
    private readonly stores: (q: Queryable) => RefundRequestStores,
    /** Asks the refund job to run soon after money was queued (the gateway's sweeper; absent in tests). */
    private readonly kick: () => void = () => undefined
  ) {}

  /** Told after an approval committed, with the tiers whose stock came back (the order area's stock admission). */
  whenStockReturned(fn: (tierIds: string[]) => void): void {
    this.stockListeners.push(fn)
  }

  private stockReturned(tierIds: string[]): void {
    if (tierIds.length === 0) return
    for (const fn of this.stockListeners) fn(tierIds)
  }

  /** The hook the invoice work adds to: run when an order's every ticket is refunded and its money back. */
  whenOrderRefunded(fn: OrderRefundedListener): void {
    this.listeners.push(fn)
  }

  /** Run in an approval's transaction (order locked) once its tickets are REFUNDED: "cancelled (automatically when the order status changes)". */
  whenTicketsRefunded(fn: TicketsRefundedListener): void {
    this.ticketListeners.push(fn)
  }

  /**
   * The quote for the chosen tickets (every refundable one when none are named), by the order's own terms
   * (migration 035), each ticket at what was paid for it as the order's quote says (the one that pre_order
   * made and order detail reads). `rows` as read; the caller decides whether the order is the buyer's.
   */
  private async quoteOf(
    q: Queryable,
    order: RefundOrderRow,
    rows: RefundTicketRow[],
    ticketIds: readonly string[] | undefined,
    now: Date
  ): Promise<RefundQuoteResult> {
    const placed = await quoteOfPlaced(this.stores(q).quotes, order)
    const tickets = rows.map((t): QuotedRefundTicket => {
      const priced = placed.tickets.get(t.id)
      return { ...t, price_fen: priced?.paidFen ?? 0, list_fen: priced?.listFen ?? 0 }
    })
    const rule = effectiveRefundRule(order.refund_rule, order.refund_hours_before, order.refund_fee_percent)
    // The one quote of an order's tickets (refund-rule.ts), the order page's too (order-refund.ts).
    const { chosen, quote } = orderRefundQuote(rule, {
      tickets: tickets.map((t) => ({
        id: t.id,
        priceFen: t.price_fen,
        state: t.state,
        heldByBuyer: t.held_by_buyer,
        sessionStartsAt: t.session_starts_at
      })),
      ...(ticketIds ? { chosenIds: ticketIds } : {}),
      orderSessionStartsAt: order.starts_at,
      now,
      // Paper tickets already posted: the delivery was made, its fee is not paid back.
      shippingFen: order.shipped_at ? 0 : order.delivery_fen
    })
    // A named ticket that is not the order's refuses before anything else (the rule's TICKET_UNAVAILABLE).
    if (ticketIds && chosen.length !== new Set(ticketIds).size) return { order, rule, tickets, chosen, quote }
    if (order.state !== 'PAID' || order.refunded_at)
      return { order, rule, tickets, chosen, quote: { allowed: false, reason: 'NOT_PAID', amountFen: 0, feeFen: 0 } }
    return { order, rule, tickets, chosen, quote }
  }

  /** The buyer's quote (refund-orders, refund-order-tickets): another buyer's order is not found. */
  async quote(orderId: string, userId: string, ticketIds: readonly string[] | undefined, now: Date): Promise<RefundQuoteResult> {
    const repo = new RefundRequestRepository(this.db)
    const order = await repo.order(orderId, false)
    if (!order || order.user_id !== userId) throw new AppError('ORDER_NOT_FOUND')
    return this.quoteOf(this.db, order, await repo.tickets(orderId, false), ticketIds, now)
  }

  /**
   * The buyer asks: the quote recomputed under the locks, the tickets VALID → REFUNDING, the request
   * APPLYING; approved at once when the merchant turned auto-approval on.
   */
  async apply(orderId: string, userId: string, body: RefundApplyRequest, now: Date): Promise<RefundRequestRow> {
    const id = randomId('rfq_')
    let approved: { queued: boolean; tierIds: string[] } = { queued: false, tierIds: [] }
    await boundedWrite(this.db, async (tx) => {
      const repo = new RefundRequestRepository(tx)
      const order = await repo.order(orderId, true)
      if (!order || order.user_id !== userId) throw new AppError('ORDER_NOT_FOUND')
      const q = await this.quoteOf(tx, order, await repo.tickets(orderId, true), body.ticketIds, now)
      if (!q.quote.allowed) throw new AppError(refusalError(q.quote.reason))
      // In a dearer rebook waiting for payment (044): it still admits, but is not refunded until that ends.
      if (await repo.inPendingRebook(q.chosen)) throw new AppError('REBOOK_PENDING')
      if (!(await repo.freeze(orderId, userId, q.chosen))) throw new AppError('REFUND_TICKET_UNAVAILABLE')
      const prices = new Map(q.tickets.map((t) => [t.id, t.price_fen]))
      await repo.insert(
        {
          id,
          merchantId: order.merchant_id,
          orderId,
          userId,
          amountFen: q.quote.amountFen,
          feeFen: q.quote.feeFen,
          feePercent: q.quote.feePercent ?? 0,
          reason: body.reason,
          tickets: q.chosen.map((t) => ({ id: t, priceFen: prices.get(t) ?? 0 }))
        },
        now
      )
      if (await repo.autoApprove(order.merchant_id)) {
        approved = await this.approveIn(tx, id, null, now)
        await this.stores(tx).audit.write(
          {
            merchantId: order.merchant_id,
            staffId: null,
            action: 'sales.refund.auto-approve',
            target: `order:${orderId}`,
            before: { requestId: id, state: 'APPLYING' },
            after: { requestId: id, auto: true }
          },
          now
        )
      }
    })
    this.stockReturned(approved.tierIds)
    if (approved.queued) this.kick()
    return (await new RefundRequestRepository(this.db).byId(id)) as RefundRequestRow
  }

  async requestsOf(orderId: string, userId: string): Promise<RefundRequestRow[]> {
    const repo = new RefundRequestRepository(this.db)
    const order = await repo.order(orderId, false)
    if (!order || order.user_id !== userId) throw new AppError('ORDER_NOT_FOUND')
    return repo.ofOrder(orderId)
  }

  /** The newest request of each order, for the order pages' orderRefundState. */
  async latestOf(orderIds: string[]): Promise<Map<string, RefundRequestRow>> {
    return new RefundRequestRepository(this.db).latestOf(orderIds)
  }

  /**
   * Approval inside a transaction that holds the order's lock: tickets REFUNDING → REFUNDED, their stock and
   * seats back to sale (only the tickets this call moved, so exactly once), the money queued back over the
   * order's payments (its own, then each paid rebook's difference: RefundRepository.queueSplit). Answers
   * whether money was queued and the tiers whose stock came back.
   */
  private async approveIn(
    tx: BoundedTx,
    requestId: string,
    staffId: string | null,
    now: Date
  ): Promise<{ queued: boolean; tierIds: string[] }> {
    const repo = new RefundRequestRepository(tx)
    const request = await repo.byId(requestId)
    if (!request || request.state !== 'APPLYING') throw new AppError('REFUND_REQUEST_DECIDED')
    await repo.tickets(request.order_id, true)
    const moved = await repo.markRefunded(request.ticket_ids)
    if (moved.length !== request.ticket_ids.length) throw new AppError('REFUND_REQUEST_DECIDED')
    for (const fn of this.ticketListeners) await fn(tx, request.order_id, now)
    await repo.releaseRefunded(
      request.order_id,
      moved.map((t) => t.id)
    )
    const perTier = new Map<string, number>()
    for (const t of moved) perTier.set(t.tier_id, (perTier.get(t.tier_id) ?? 0) + 1)
    // Seats before tiers: the lock order of order creation and rebooking (order, tickets, seats, tiers).
    const inv = inventoryOn(tx)
    const seated = moved.filter((t) => t.seat_row !== null && t.seat_col !== null)
    for (const sessionId of [...new Set(seated.map((t) => t.session_id))].sort()) {
      const places = seated.filter((t) => t.session_id === sessionId).map((t) => ({ row: t.seat_row as number, col: t.seat_col as number }))
      await inv.seats.returnSoldAt(request.order_id, sessionId, places, false)
    }
    const tierIds = [...perTier.keys()]
    await inv.stock.move(tierIds.map((tierId) => ({ tierId, n: perTier.get(tierId) as number, move: 'returnSold' as const })))
    const auto = staffId === null
    if (request.amount_fen === 0) {
      // Nothing to pay back (a free order, a 100% fee): refunded at once.
      await repo.approve(requestId, staffId, auto, 'REFUNDED', now)
      await this.orderMaybeDone(tx, request.order_id, now)
      return { queued: false, tierIds }
    }
    await repo.approve(requestId, staffId, auto, 'REFUNDING', now)
    const payment = await repo.paymentOf(request.order_id)
    if (!payment) {
      // Money is owed but no settled payment holds it: shown failed to buyer and merchant, never lost silently.
      await repo.settle(requestId, { state: 'REFUND_FAILED', reason: 'the order has no settled payment to refund on' }, now)
      return { queued: false, tierIds }
    }
    await this.stores(tx).refunds.queueSplit(
      {
        orderId: request.order_id,
        amountFen: request.amount_fen,
        reason: `refund request ${requestId}`,
        purpose: 'AFTER_SALE',
        subjectId: requestId
      },
      () => randomId('rfd_'),
      now
    )
    return { queued: true, tierIds }
  }

  private async orderMaybeDone(tx: Transaction, orderId: string, now: Date): Promise<void> {
    if (!(await new RefundRequestRepository(tx).markOrderRefundedIfDone(orderId, now))) return
    for (const fn of this.listeners) await fn(tx, orderId, now)
  }

  /** The merchant's request locked with its order, or not found (another merchant's too). */
  private async lockedRequest(tx: Transaction, merchantId: string, requestId: string): Promise<RefundRequestRow> {
    const repo = new RefundRequestRepository(tx)
    const found = await repo.ofMerchant(merchantId, requestId)
    if (!found) throw new AppError('REFUND_REQUEST_NOT_FOUND')
    await repo.order(found.order_id, true)
    return (await repo.byId(requestId)) as RefundRequestRow
  }

  async approve(merchantId: string, staffId: string, requestId: string, now: Date): Promise<void> {
    const approved = await boundedWrite(this.db, async (tx) => {
      const request = await this.lockedRequest(tx, merchantId, requestId)
      if (request.state !== 'APPLYING') throw new AppError('REFUND_REQUEST_DECIDED')
      const done = await this.approveIn(tx, requestId, staffId, now)
      const after = (await new RefundRequestRepository(tx).byId(requestId)) as RefundRequestRow
      await this.stores(tx).audit.write(
        {
          merchantId,
          staffId,
          action: 'sales.refund.approve',
          target: `order:${request.order_id}`,
          before: { requestId, state: request.state },
          after: { requestId, state: after.state, amountFen: after.amount_fen }
        },
        now
      )
      return done
    })
    this.stockReturned(approved.tierIds)
    if (approved.queued) this.kick()
  }

  /** "reject returns tickets to VALID": the request REJECTED with the merchant's reason, its tickets admit again. */
  async reject(merchantId: string, staffId: string, requestId: string, reason: string, now: Date): Promise<void> {
    const why = reason.trim()
    if (!why || why.length > REJECT_REASON_MAX) throw new AppError('REFUND_REJECT_REASON_REQUIRED')
    await this.db.transaction(async (tx) => {
      const request = await this.lockedRequest(tx, merchantId, requestId)
      const repo = new RefundRequestRepository(tx)
      if (request.state !== 'APPLYING' || !(await repo.reject(requestId, staffId, why, now))) throw new AppError('REFUND_REQUEST_DECIDED')
      await repo.tickets(request.order_id, true)
      await repo.unfreeze(request.ticket_ids)
      await this.stores(tx).audit.write(
        {
          merchantId,
          staffId,
          action: 'sales.refund.reject',
          target: `order:${request.order_id}`,
          before: { requestId, state: 'APPLYING' },
          after: { requestId, state: 'REJECTED', reason: why }
        },
        now
      )
    })
  }

  /** The merchant asks the provider again for every part of a request's money that finally failed (RefundRepository.retry). */
  async retry(merchantId: string, staffId: string, requestId: string, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new RefundRequestRepository(tx)
      const request = await repo.ofMerchant(merchantId, requestId)
      if (!request) throw new AppError('REFUND_REQUEST_NOT_FOUND')
      const stores = this.stores(tx)
      const failed = request.state === 'REFUND_FAILED' ? (await stores.refunds.partsOf('AFTER_SALE', requestId)).filter(retryablePart) : []
      let retried = 0
      for (const part of failed) if (await stores.refunds.retry(part.id, now)) retried++
      if (retried === 0) throw new AppError('REFUND_NOT_RETRYABLE')
      await repo.retrying(requestId, now)
      await stores.audit.write(
        {
          merchantId,
          staffId,
          action: 'sales.refund.retry',
          target: `order:${request.order_id}`,
          before: { requestId, state: 'REFUND_FAILED', error: request.failure_reason },
          after: { requestId, state: 'REFUNDING' }
        },
        now
      )
    })
    this.kick()
  }

  /**
   * Registered for AFTER_SALE refunds (app.ts): the provider's final word on one part of a request's money,
   * in the transaction that records it (RefundService.applyRefundOutcome, which settles each part once).
   * The request reads the worst of its parts: REFUNDED only once every part SUCCEEDED, REFUND_FAILED (with
   * the retry) while any part failed, REFUNDING otherwise.
   */
  readonly settler: RefundSettler = {
    succeeded: async (tx, refund, now) => {
      const repo = new RefundRequestRepository(tx)
      const request = refund.subject_id ? await repo.byId(refund.subject_id) : undefined
      if (!request) return
      // The order first: two parts (or two requests of one order) settling at once are read one after the
      // other, so the last of them sees every part succeeded and the order done.
      await repo.order(request.order_id, true)
      const state = partsState(await this.stores(tx).refunds.partsOf('AFTER_SALE', request.id))
      if (state === 'SUCCEEDED') {
        if (await repo.settle(request.id, { state: 'REFUNDED' }, now)) await this.orderMaybeDone(tx, request.order_id, now)
      } else if (state === 'IN_PROGRESS') await repo.retrying(request.id, now)
    },
    failed: async (tx, refund, now) => {
      if (!refund.subject_id) return
      const repo = new RefundRequestRepository(tx)
      const request = await repo.byId(refund.subject_id)
      if (!request) return
      // The order's lock as `succeeded` takes it, so a part failing while another succeeds is never overwritten.
      await repo.order(request.order_id, true)
      await repo.settle(request.id, { state: 'REFUND_FAILED', reason: refund.last_error || 'refused by the provider' }, now)
    }
  }

  async page(
    merchantId: string,
    state: RefundRequestState | undefined,
    page: number,
    pageSize: number
  ): Promise<{ rows: AdminRefundRequestRow[]; total: number }> {
    return new RefundRequestRepository(this.db).page(merchantId, state, (page - 1) * pageSize, pageSize)
  }

  async autoApprove(merchantId: string): Promise<boolean> {
    return new RefundRequestRepository(this.db).autoApprove(merchantId)
  }

  async setAutoApprove(merchantId: string, staffId: string, on: boolean, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new RefundRequestRepository(tx)
      const before = await repo.autoApprove(merchantId)
      await repo.setAutoApprove(merchantId, on, now)
      await this.stores(tx).audit.write(
        {
          merchantId,
          staffId,
          action: 'sales.refund.settings',
          target: `merchant:${merchantId}`,
          before: { autoApprove: before },
          after: { autoApprove: on }
        },
        now
      )
    })
  }
}
