/**
 * SQL for refunds (023_refunds.sql, 036_after_sale_states.sql, 050_refund_parts.sql): money going back on a
 * payment, asked of the provider until it ends. A closed order's payment gets at most one (CLOSED_ORDER); an
 * after-sale request or a rebook gets at most one per subject and payment: its parts (queueSplit).
 */
import type { Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import { splitRefund, type PaymentRoom } from './refund-split'
import { rebookMoneyCountedSql } from './money-counted.sql'

export type RefundState = 'REQUESTED' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED'
export type RefundPurpose = 'CLOSED_ORDER' | 'AFTER_SALE' | 'REBOOK' | 'MEMBER' | 'CARD' | 'GOODS' | 'RESERVATION' | 'PARKING'

export interface RefundRow {
  id: string
  payment_id: string
  amount_fen: number
  reason: string
  state: RefundState
  provider_refund_id: string | null
  attempts: number
  last_error: string
  next_attempt_at: Date | null
  purpose: RefundPurpose
  /** The after-sale request or rebook it pays back; null for CLOSED_ORDER. */
  subject_id: string | null
}

/** A refund to make: queued in the caller's transaction, asked of the provider by the job. */
export interface QueuedRefund {
  id: string
  paymentId: string
  amountFen: number
  reason: string
  purpose: Exclude<RefundPurpose, 'CLOSED_ORDER'>
  subjectId: string
}

/** Money a subject owes back on an order, to be spread over the order's payments (queueSplit). */
export interface SplitRefund {
  orderId: string
  amountFen: number
  reason: string
  purpose: Exclude<RefundPurpose, 'CLOSED_ORDER'>
  subjectId: string
}

/** A due refund with what the provider needs of its payment. */
export interface DueRefund extends RefundRow {
  product: string
  provider_txn: string | null
  total_fen: number
  merchant_id: string
}

const COLUMNS =
  'r.id, r.payment_id, r.amount_fen, r.reason, r.state, r.provider_refund_id, r.attempts, r.last_error, r.next_attempt_at, r.purpose, r.subject_id'

export class RefundRepository {
  constructor(private readonly db: Queryable) {}

  /** A refund for every REFUND_PENDING payment that has none yet (once per payment, whoever runs it). */
  async createForPending(reason: string, now: Date, newId: () => string, limit: number): Promise<number> {
    const pending = await this.db.query<{ id: string; amount_fen: number }>(
      `SELECT p.id, p.amount_fen FROM payments p
        WHERE p.state = 'REFUND_PENDING' AND p.amount_fen > 0 AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id AND r.purpose = 'CLOSED_ORDER')
        ORDER BY p.completed_at LIMIT $1`,
      [limit]
    )
    let made = 0
    for (const p of pending) {
      const rows = await this.db.query(
        `INSERT INTO refunds (id, payment_id, amount_fen, reason, state, next_attempt_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'REQUESTED', $5, $5, $5) ON CONFLICT (payment_id) WHERE purpose = 'CLOSED_ORDER' DO NOTHING RETURNING id`,
        [newId(), p.id, p.amount_fen, reason, now]
      )
      made += rows.length
    }
    return made
  }

  /**
   * Queues a refund due at once; the job asks the provider. Queuing the same subject on the same payment
   * again keeps the refund it already has (false: nothing new), so a retried request never pays back twice.
   */
  async queue(refund: QueuedRefund, now: Date): Promise<boolean> {
    // The backstop of "nothing paid back twice": whatever the after-sale rules computed, the refunds of a
    // payment (every purpose, in any state: a failed one may still be retried) never pass what it took.
    // Callers hold the order's lock, so two queues on one payment cannot both pass.
    const [room] = await this.db.query<{ paid: number; refunded: number; mine: number }>(
      `SELECT p.amount_fen AS paid,
              COALESCE((SELECT sum(r.amount_fen) FROM refunds r WHERE r.payment_id = p.id), 0)::int AS refunded,
              (SELECT count(*) FROM refunds r WHERE r.purpose = $2 AND r.subject_id = $3 AND r.payment_id = p.id)::int AS mine
         FROM payments p WHERE p.id = $1`,
      [refund.paymentId, refund.purpose, refund.subjectId]
    )
    if (!room) throw new AppError('NOT_FOUND')
    if (room.mine === 0 && room.refunded + refund.amountFen > room.paid)
      throw new AppError('REFUND_EXCEEDS_PAYMENT', { paid: room.paid, refunded: room.refunded, asked: refund.amountFen })
    const rows = await this.db.query(
      `INSERT INTO refunds (id, payment_id, amount_fen, reason, state, next_attempt_at, created_at, updated_at, purpose, subject_id)
       VALUES ($1, $2, $3, $4, 'REQUESTED', $5, $5, $5, $6, $7) ON CONFLICT (purpose, subject_id, payment_id) WHERE subject_id IS NOT NULL DO NOTHING RETURNING id`,
      [refund.id, refund.paymentId, refund.amountFen, refund.reason.slice(0, 500), now, refund.purpose, refund.subjectId]
    )
    return rows.length === 1
  }

  /**
   * Queues a subject's money over the order's payments that still have room, one refund per payment (the
   * order's first, then each paid rebook's, oldest first; refund-split.ts). A subject that already has
   * parts keeps them (false: nothing new): a retry never splits afresh against rooms its own parts took.
   * Callers hold the order's lock, so the rooms read here stay true until the parts are written.
   */
  async queueSplit(refund: SplitRefund, newId: () => string, now: Date): Promise<boolean> {
    if ((await this.partsOf(refund.purpose, refund.subjectId)).length > 0) return false
    const rooms = await this.roomsOf(refund.orderId)
    const parts = splitRefund(refund.amountFen, rooms)
    if (!parts) {
      const room = rooms.reduce((sum, r) => sum + r.roomFen, 0)
      throw new AppError('REFUND_EXCEEDS_PAYMENT', { room, asked: refund.amountFen })
    }
    for (const part of parts) {
      await this.queue(
        {
          id: newId(),
          paymentId: part.paymentId,
          amountFen: part.amountFen,
          reason: refund.reason,
          purpose: refund.purpose,
          subjectId: refund.subjectId
        },
        now
      )
    }
    return parts.length > 0
  }

  /**
   * The payments an order's money is on, in the order refunds use them, with what each can still give
   * back: the order's own (SUCCEEDED) first, then the difference of each rebook that was made with it
   * (DONE), oldest rebook first. Money that arrived for a rebook that was not made has its own refund.
   * The same payments the order's money to date and the dashboard count as paid (money-counted.sql.ts).
   */
  async roomsOf(orderId: string): Promise<PaymentRoom[]> {
    // A package's child order has no payment of its own: its money is on the package's one
    // PACKAGE payment, shared with its siblings. Its room there is capped at what the child was paid
    // (orders.paid_fen, its share of the fixed amount) less what its own refunds already took from that
    // payment, so refunding one child never gives back a sibling's money.
    const rows = await this.db.query<{ id: string; room: number }>(
      `SELECT id, room FROM (
         SELECT p.id, (p.amount_fen - COALESCE((SELECT sum(r.amount_fen) FROM refunds r WHERE r.payment_id = p.id), 0))::int AS room,
                0 AS package, p.purpose = 'REBOOK' AS rebook, b.created_at AS rebook_at, p.completed_at
           FROM payments p LEFT JOIN rebooks b ON p.purpose = 'REBOOK' AND b.id = p.subject_id
          WHERE p.order_id = $1 AND ((p.purpose = 'ORDER' AND p.state = 'SUCCEEDED') OR ${rebookMoneyCountedSql('p')})
         UNION ALL
         SELECT p.id, LEAST(p.amount_fen - COALESCE((SELECT sum(r.amount_fen) FROM refunds r WHERE r.payment_id = p.id), 0),
                            o.paid_fen - COALESCE((SELECT sum(r.amount_fen) FROM refunds r JOIN refund_requests q ON q.id = r.subject_id
                                                    WHERE r.payment_id = p.id AND r.purpose = 'AFTER_SALE' AND q.order_id = o.id), 0))::int,
                1, false, NULL, p.completed_at
           FROM orders o JOIN payments p ON p.purpose = 'PACKAGE' AND p.subject_id = o.package_order_id AND p.state = 'SUCCEEDED'
          WHERE o.id = $1) x
        ORDER BY package, rebook, rebook_at, completed_at, id`,
      [orderId]
    )
    return rows.filter((r) => r.room > 0).map((r) => ({ paymentId: r.id, roomFen: r.room }))
  }

  /** Every part of a subject's refund (one per payment it went back on), in the order they were split. */
  async partsOf(purpose: Exclude<RefundPurpose, 'CLOSED_ORDER'>, subjectId: string): Promise<RefundRow[]> {
    return this.db.query<RefundRow>(
      `SELECT ${COLUMNS} FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.purpose = $1 AND r.subject_id = $2 ORDER BY r.created_at, p.purpose = 'REBOOK', p.completed_at, r.id`,
      [purpose, subjectId]
    )
  }

  /** A finally FAILED refund asked again (the merchant's retry): due now, with its attempts counted afresh. */
  async retry(id: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE refunds SET state = 'REQUESTED', attempts = 0, next_attempt_at = $2, updated_at = $2, completed_at = NULL WHERE id = $1 AND state = 'FAILED' AND next_attempt_at IS NULL RETURNING id",
      [id, now]
    )
    return rows.length === 1
  }

  async due(now: Date, limit: number): Promise<DueRefund[]> {
    return this.db.query<DueRefund>(
      `SELECT ${COLUMNS}, p.product, p.provider_txn, p.amount_fen AS total_fen, COALESCE(o.merchant_id, p.merchant_id) AS merchant_id
         FROM refunds r JOIN payments p ON p.id = r.payment_id LEFT JOIN orders o ON o.id = p.order_id
        WHERE r.next_attempt_at IS NOT NULL AND r.next_attempt_at <= $1 AND r.state <> 'SUCCEEDED'
        ORDER BY r.next_attempt_at LIMIT $2`,
      [now, limit]
    )
  }

  /** Counts an attempt before the provider is asked, so a crash mid-call still uses one up. */
  async countAttempt(id: string, now: Date): Promise<number> {
    const [row] = await this.db.query<{ attempts: number }>(
      'UPDATE refunds SET attempts = attempts + 1, updated_at = $2 WHERE id = $1 RETURNING attempts',
      [id, now]
    )
    return row?.attempts ?? 0
  }

  async lock(id: string): Promise<RefundRow | undefined> {
    return (await this.db.query<RefundRow>(`SELECT ${COLUMNS} FROM refunds r WHERE r.id = $1 FOR UPDATE`, [id]))[0]
  }

  /** The payment product a refund goes back through (a provider's notification may settle only its own refunds). */
  async productOf(id: string): Promise<string | undefined> {
    return (
      await this.db.query<{ product: string }>('SELECT p.product FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = $1', [
        id
      ])
    )[0]?.product
  }

  /** Refunds of a provider's payments still PROCESSING since before `before` (the sandbox's own notifier). */
  async processingOf(product: string, before: Date, limit: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `SELECT r.id FROM refunds r JOIN payments p ON p.id = r.payment_id
        WHERE r.state = 'PROCESSING' AND p.product = $1 AND r.updated_at <= $2 ORDER BY r.updated_at LIMIT $3`,
      [product, before, limit]
    )
    return rows.map((r) => r.id)
  }

  /** The closed-order refund of a payment. */
  async byPayment(paymentId: string): Promise<RefundRow | undefined> {
    return (
      await this.db.query<RefundRow>(`SELECT ${COLUMNS} FROM refunds r WHERE r.payment_id = $1 AND r.purpose = 'CLOSED_ORDER'`, [paymentId])
    )[0]
  }

  async update(
    id: string,
    change: { state: RefundState; providerRefundId?: string; lastError: string; nextAttemptAt: Date | null; completed: boolean },
    now: Date
  ): Promise<void> {
    await this.db.query(
      `UPDATE refunds SET state = $2, provider_refund_id = COALESCE($3, provider_refund_id), last_error = $4, next_attempt_at = $5,
              updated_at = $6, completed_at = CASE WHEN $7 THEN $6 ELSE completed_at END
        WHERE id = $1`,
      [id, change.state, change.providerRefundId ?? null, change.lastError, change.nextAttemptAt, now, change.completed]
    )
  }

  /** The payment follows its refund: REFUNDED, or REFUND_FAILED for the merchant. */
  async setPaymentState(paymentId: string, state: 'REFUNDED' | 'REFUND_FAILED' | 'REFUND_PENDING'): Promise<void> {
    await this.db.query("UPDATE payments SET state = $2 WHERE id = $1 AND state IN ('REFUND_PENDING', 'REFUND_FAILED')", [paymentId, state])
  }
}
