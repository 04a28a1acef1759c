/**
 * A dearer rebook's difference (issue #17 "Rebooking": "same or different price with the difference paid
 * or refunded"): RebookService.apply holds the new stock and seats and answers a transaction id; here it
 * is paid, cancelled or expires, each once (the PENDING → end write is the guard).
 *
 * - Paid: the payment's subject is the rebook (payments.purpose REBOOK), paid through the same cashiers
 *   and platform notifications as orders (PaymentService.payFor). The notification's transaction, with
 *   the payment row locked, makes the move in creation's lock order (order row, tickets by id, seats,
 *   tiers by id): old tickets REBOOKED, old seats and stock back on sale, the held ones sold, new tickets
 *   issued (new numbers and code secrets, same attendees), invoices cancelled as a cheaper rebook does
 *   (lifecycle/rebook-applied.ts, the same steps as a rebook made at once). A repeated notification is the
 *   payment's own repeat and changes nothing (PaymentService.decide).
 * - Money that arrives when the rebook can no longer be made (cancelled, expired, a ticket used at the
 *   door meanwhile, a second paid attempt) is queued back through the refund queue (purpose REBOOK,
 *   subject the payment, so every such payment is refunded once), never kept.
 * - Cancelled by the buyer, or past its pay deadline (expireDue, run by the sweeper as unpaid orders'
 *   closeExpiredOrders is): the holds go back, the tickets are free to refund, transfer or rebook again
 *   (lifecycle/rebook-closed.ts, the compensation of the hold).
 */
import { isWaitTimeout, type Db, type Queryable } from '../db/db'
import { boundedWrite, type BoundedTx } from '../db/bounded-write'
import { sweepDue } from '../db/due-sweep'
import { AppError } from '../http/app-error'
import { randomId } from '../account/token-codec'
import type { RebookStatusReply } from '../../../types/api/rebook'
import type { PayableSubject, PaymentSubjects } from '../payment/payment.service'
import type { PaymentRow } from '../payment/payment.repository'
import { rebookPaymentOf, type RebookStores } from './rebook.service'
import type { PendingRebookRow } from './rebook-hold.repository'
import type { MovableTicket, RebookOrderFacts } from './rebook.repository'
import type { ApplyRebook, CloseRebook } from './rebook-move'
import { paymentReason } from '../../../types/rules/payment-reasons'

/** How a pending rebook reads now: past its deadline it is already expired (the sweeper writes it a moment later). */
function stateAsOf(r: Pick<PendingRebookRow, 'state' | 'pay_deadline'>, now: Date): PendingRebookRow['state'] {
  return r.state === 'PENDING' && r.pay_deadline && r.pay_deadline.getTime() <= now.getTime() ? 'EXPIRED' : r.state
}

export class RebookPaymentService {
  private readonly stockListeners: Array<(tierIds: string[]) => void> = []
  private applyRebook: ApplyRebook = async () => {
    throw new Error('no rebook-applied lifecycle registered')
  }
  private closeRebook: CloseRebook = async () => {
    throw new Error('no rebook-closed lifecycle registered')
  }

  constructor(
    private readonly db: Db,
    private readonly stores: (q: Queryable) => RebookStores
  ) {}

  /**
   * Told after a cancel or an expiry committed, with the tiers whose held stock went back on sale (the
   * order area's stock admission), so a ticket released sells at once rather than after the cache's second.
   */
  whenStockReleased(fn: (tierIds: string[]) => void): void {
    this.stockListeners.push(fn)
  }

  /**
   * Registers the steps of a paid rebook's move (lifecycle/rebook-applied.ts) and of a pending one's end
   * unpaid (lifecycle/rebook-closed.ts); wired once, at start.
   */
  appliesWith(apply: ApplyRebook, close: CloseRebook): void {
    this.applyRebook = apply
    this.closeRebook = close
  }

  private stockReleased(tierIds: string[]): void {
    if (tierIds.length > 0) for (const fn of this.stockListeners) fn([...new Set(tierIds)])
  }

  private async own(rebookId: string, userId: string): Promise<PendingRebookRow> {
    const row = await this.stores(this.db).holds.byId(rebookId)
    if (!row || row.user_id !== userId) throw new AppError('REBOOK_NOT_FOUND')
    return row
  }

  async status(rebookId: string, userId: string, now: Date): Promise<RebookStatusReply> {
    const row = await this.own(rebookId, userId)
    const state = stateAsOf(row, now)
    return {
      rebookId: row.id,
      orderId: row.order_id,
      state,
      differenceFen: row.difference_fen,
      payment: state === 'PENDING' ? rebookPaymentOf(row) : undefined,
      refundState: row.refund_state ?? undefined
    }
  }

  /** The buyer gives up a pending rebook: the holds go back at once. */
  async cancel(rebookId: string, userId: string, now: Date): Promise<RebookStatusReply> {
    const row = await this.own(rebookId, userId)
    const released = await boundedWrite(this.db, async (tx) => {
      const s = this.stores(tx)
      await s.rebooks.order(row.order_id, true)
      return this.closeRebook(tx, row, 'CANCELLED', now)
    })
    if (!released) throw new AppError('REBOOK_NOT_PAYABLE')
    this.stockReleased(released)
    return this.status(rebookId, userId, now)
  }

  /**
   * The one expiry use case of pending rebooks: every one past its pay deadline EXPIRED and its holds
   * released, once (the state write is the guard). One process sweeps at a time.
   */
  async expireDue(now: Date, batch = 100): Promise<number> {
    return sweepDue(this.db, {
      lock: 'rebook-expiry',
      due: () => this.stores(this.db).holds.dueForExpiry(now, batch),
      end: async (tx, due) => {
        const s = this.stores(tx)
        await s.rebooks.order(due.order_id, true)
        const row = await s.holds.byId(due.id)
        return row ? this.closeRebook(tx, row, 'EXPIRED', now) : false
      },
      ended: (tierIds) => this.stockReleased(tierIds)
    })
  }

  /** The payment side of a rebook (registered with PaymentService.payFor('REBOOK', ...)). */
  subjects(): PaymentSubjects {
    return {
      payable: (transactionId, userId, now) => this.payable(transactionId, userId, now),
      paid: (tx, payment, now) => this.paid(tx, payment, now)
    }
  }

  private async payable(transactionId: string, userId: string, now: Date): Promise<PayableSubject | undefined> {
    const row = await this.stores(this.db).holds.byTransaction(transactionId)
    if (!row) return undefined
    if (row.user_id !== userId) throw new AppError('REBOOK_NOT_FOUND')
    if (stateAsOf(row, now) !== 'PENDING' || !row.pay_deadline) throw new AppError('REBOOK_NOT_PAYABLE')
    return {
      subjectId: row.id,
      orderId: row.order_id,
      merchantId: row.merchant_id,
      amountFen: row.difference_fen,
      deadline: row.pay_deadline
    }
  }

  /** The difference arrived (the payment row locked, SUCCEEDED): the move is made once, or the money queued back. */
  private async paid(tx: BoundedTx, payment: PaymentRow, now: Date): Promise<{ outcome: 'PAID' | 'REFUND_PENDING'; reason: string }> {
    const s = this.stores(tx)
    // 1. The order row (creation's lock order), then the rebook as it stands under it.
    const facts = payment.order_id === null ? undefined : await s.rebooks.order(payment.order_id, true)
    const row = payment.subject_id ? await s.holds.byId(payment.subject_id) : undefined
    if (!facts || !row) return this.refundLate(s, payment, undefined, 'unknown rebook', now)
    if (row.state === 'PENDING' && stateAsOf(row, now) === 'EXPIRED') await this.closeRebook(tx, row, 'EXPIRED', now)
    const current = await s.holds.byId(row.id)
    if (current?.state !== 'PENDING') return this.refundLate(s, payment, row, `the rebook is ${current?.state ?? 'gone'}`, now)
    // The payment is recorded SUCCEEDED above: a move that fails (a broken invariant, not a busy lock the
    // platform's retry gets past) must not roll that back into a 500 on every retry while the sweep expires
    // the rebook and the money is kept. It is undone alone, the rebook cancelled and the money queued back.
    await s.holds.savepoint()
    try {
      const moved = await this.move(tx, s, facts, row, payment, now)
      await s.holds.keepSavepoint()
      return moved
    } catch (error) {
      if (isWaitTimeout(error)) throw error
      await s.holds.backToSavepoint()
      await this.closeRebook(tx, row, 'CANCELLED', now)
      return this.refundLate(s, payment, row, `the move could not be made (${error instanceof Error ? error.message : String(error)})`, now)
    }
  }

  /** A paid rebook's tickets checked under the order's lock, then the move made (lifecycle/rebook-applied.ts), or money queued back for a ticket no longer movable. */
  private async move(
    tx: BoundedTx,
    s: RebookStores,
    facts: RebookOrderFacts,
    row: PendingRebookRow,
    payment: PaymentRow,
    now: Date
  ): Promise<{ outcome: 'PAID' | 'REFUND_PENDING'; reason: string }> {
    // 2. Its tickets by id; each must still be VALID, the buyer's, of the session it leaves (used at the door meanwhile: nothing moves).
    const holds = await s.holds.holdsOf(row.id)
    const ids = holds.map((h) => h.old_ticket_id)
    await s.holds.lockTickets(ids)
    const tickets = (await s.rebooks.movable(row.order_id, ids)).filter((k) => k.session_id === row.from_session_id)
    if (tickets.length !== ids.length) {
      await this.closeRebook(tx, row, 'CANCELLED', now)
      return this.refundLate(s, payment, row, 'a ticket of the rebook was no longer valid', now)
    }
    // 3. The move, from what it held.
    const byId = new Map(tickets.map((k) => [k.id, k]))
    await this.applyRebook(
      tx,
      {
        kind: 'PAID',
        facts,
        fromSessionId: row.from_session_id,
        toSessionId: row.to_session_id,
        lines: holds.map((h) => ({
          ticket: byId.get(h.old_ticket_id) as MovableTicket,
          fromTierId: h.from_tier_id,
          toTierId: h.to_tier_id,
          fromFen: h.from_fen,
          toFen: h.to_fen,
          toListFen: h.to_list_fen ?? h.to_fen,
          seat: h.seat_row !== null && h.seat_col !== null ? { row: h.seat_row, col: h.seat_col } : null
        })),
        rebook: row,
        payment
      },
      now
    )
    return { outcome: 'PAID', reason: '' }
  }

  /** The whole payment back through the refund queue (purpose REBOOK, subject the payment: once per payment). */
  private async refundLate(
    s: RebookStores,
    payment: PaymentRow,
    row: PendingRebookRow | undefined,
    why: string,
    now: Date
  ): Promise<{ outcome: 'REFUND_PENDING'; reason: string }> {
    await s.refunds.queue(
      {
        id: randomId('rfd_'),
        paymentId: payment.id,
        amountFen: payment.amount_fen,
        reason: paymentReason.late('REBOOK'),
        purpose: 'REBOOK',
        subjectId: payment.id
      },
      now
    )
    if (row) await s.holds.refunding(row.id, now)
    return { outcome: 'REFUND_PENDING', reason: `${why}: the money is queued back` }
  }
}
