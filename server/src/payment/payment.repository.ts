/** SQL for payment attempts and the provider notifications recorded against them. */
import type { Queryable } from '../db/db'

export type PaymentState = 'CREATED' | 'SUCCEEDED' | 'CANCELLED' | 'REFUND_PENDING' | 'REVIEW' | 'REFUNDED' | 'REFUND_FAILED'

export interface PaymentRow {
  id: string
  /** The ticket order it pays or belongs to; null for a purpose without one (057, 059: a member order's or a card order's payment). */
  order_id: string | null
  product: string
  amount_fen: number
  state: PaymentState
  provider_txn: string | null
  return_url: string
  /** What it pays (044_rebook_payment.sql): an order's total, or a rebook's difference (subject_id the rebook). */
  purpose: PaymentPurpose
  subject_id: string | null
}

export type PaymentPurpose = 'ORDER' | 'REBOOK' | 'MEMBER' | 'CARD' | 'PACKAGE' | 'GOODS' | 'RESERVATION' | 'PARKING'

/** What the gateway did with a notification (payment_events.outcome). */
export type EventOutcome = 'PAID' | 'CANCELLED' | 'IGNORED' | 'REFUND_PENDING' | 'REVIEW' | 'REJECTED'

export interface NewPaymentEvent {
  provider: string
  providerTxn?: string
  paymentId?: string
  kind?: string
  amountFen?: number
  rawBody: string
  signatureVerified: boolean
  receivedAt: Date
}

/**
 * A notification that was not trusted, kept as a bounded summary (033_review_findings.sql): its body is
 * the sender's and is never stored, so a flood of forgeries costs a few bytes a row.
 */
export interface RejectedNotice {
  provider: string
  merchantId?: string
  reason: string
  bodyBytes: number
  receivedAt: Date
}

const COLUMNS = 'id, order_id, product, amount_fen, state, provider_txn, return_url, purpose, subject_id'

export class PaymentRepository {
  constructor(private readonly db: Queryable) {}

  /** orderId, or for a purpose without a ticket order its merchant (057_paid_membership.sql). */
  async insert(row: {
    id: string
    orderId?: string
    merchantId?: string
    product: string
    amountFen: number
    returnUrl: string
    createdAt: Date
    purpose?: PaymentPurpose
    subjectId?: string
  }): Promise<void> {
    await this.db.query(
      "INSERT INTO payments (id, order_id, product, amount_fen, state, return_url, created_at, purpose, subject_id, merchant_id) VALUES ($1, $2, $3, $4, 'CREATED', $5, $6, $7, $8, $9)",
      [
        row.id,
        row.orderId ?? null,
        row.product,
        row.amountFen,
        row.returnUrl,
        row.createdAt,
        row.purpose ?? 'ORDER',
        row.subjectId ?? null,
        row.orderId ? null : (row.merchantId ?? null)
      ]
    )
  }

  async byId(id: string): Promise<PaymentRow | undefined> {
    return (await this.db.query<PaymentRow>(`SELECT ${COLUMNS} FROM payments WHERE id = $1`, [id]))[0]
  }

  /** The merchant whose order (or, without one, whose member order) the payment is for: whose settings its provider is built from. */
  async merchantOf(paymentId: string): Promise<string | undefined> {
    return (
      await this.db.query<{ merchant_id: string }>(
        'SELECT COALESCE(o.merchant_id, p.merchant_id) AS merchant_id FROM payments p LEFT JOIN orders o ON o.id = p.order_id WHERE p.id = $1',
        [paymentId]
      )
    )[0]?.merchant_id
  }

  /** The payment, locked until the transaction ends, so one notification at a time decides its state. */
  async lock(id: string): Promise<PaymentRow | undefined> {
    return (await this.db.query<PaymentRow>(`SELECT ${COLUMNS} FROM payments WHERE id = $1 FOR UPDATE`, [id]))[0]
  }

  /**
   * Held until the transaction ends: notifications naming one provider transaction id are decided one
   * after the other (the id is unique across payments, whatever the provider).
   */
  async lockProviderTxn(providerTxn: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`payment-txn:${providerTxn}`])
  }

  /** The other payment that already carries this provider transaction id, if any. */
  async otherWithProviderTxn(providerTxn: string, paymentId: string): Promise<string | undefined> {
    return (
      await this.db.query<{ id: string }>('SELECT id FROM payments WHERE provider_txn = $1 AND id <> $2', [providerTxn, paymentId])
    )[0]?.id
  }

  /** Moves a waiting payment to its result once; false when it was no longer waiting. */
  async complete(id: string, state: PaymentState, providerTxn: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE payments SET state = $2, provider_txn = $3, completed_at = $4 WHERE id = $1 AND state = 'CREATED' RETURNING id",
      [id, state, providerTxn, now]
    )
    return rows.length === 1
  }

  /** Flags a payment for the merchant (REVIEW) or for refund; the provider transaction is kept when the payment had none. */
  async setState(id: string, state: PaymentState, providerTxn: string | undefined, now: Date): Promise<void> {
    await this.db.query(
      'UPDATE payments SET state = $2, provider_txn = COALESCE(provider_txn, $3), completed_at = COALESCE(completed_at, $4) WHERE id = $1',
      [id, state, providerTxn ?? null, now]
    )
  }

  async recordEvent(e: NewPaymentEvent): Promise<string> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO payment_events (provider, provider_txn, payment_id, kind, amount_fen, raw_body, signature_verified, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text AS id`,
      [
        e.provider,
        e.providerTxn ?? null,
        e.paymentId ?? null,
        e.kind ?? null,
        e.amountFen ?? null,
        e.rawBody,
        e.signatureVerified,
        e.receivedAt
      ]
    )
    return row.id
  }

  async recordRejection(r: RejectedNotice): Promise<void> {
    await this.db.query(
      'INSERT INTO payment_notice_rejections (received_at, provider, merchant_id, reason, body_bytes) VALUES ($1, $2, $3, $4, $5)',
      [r.receivedAt, r.provider.slice(0, 64), r.merchantId?.slice(0, 64) ?? null, r.reason.slice(0, 200), r.bodyBytes]
    )
  }

  /** Refused notices are kept for a while to see an attack or a misconfiguration, not for ever. */
  async pruneRejectionsBefore(cutoff: Date): Promise<number> {
    return (await this.db.query<{ id: string }>('DELETE FROM payment_notice_rejections WHERE received_at < $1 RETURNING id', [cutoff]))
      .length
  }

  async setEventOutcome(eventId: string, outcome: EventOutcome, reason: string): Promise<void> {
    await this.db.query('UPDATE payment_events SET outcome = $2, reason = $3 WHERE id = $1::bigint', [eventId, outcome, reason])
  }
}
