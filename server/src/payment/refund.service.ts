/**
 * Refunds of money recorded for a closed order (issue #15: "money that arrives for a closed order is
 * recorded and refunded through the same adapter (no more REFUND_PENDING left waiting by hand: a job
 * refunds it and records the outcome; failures stay visible)").
 *
 * The job (run by the sweeper) makes one refund per REFUND_PENDING payment, asks the payment's provider
 * (the merchant's, built from its settings) and records what it answered. It asks again with the same
 * refund id, which the platforms treat as the same refund, while the answer is PROCESSING or a failure,
 * backing off, until MAX_ATTEMPTS; then the refund stays FAILED and the payment REFUND_FAILED, logged,
 * for the merchant. A PROCESSING refund is queried instead when its provider can (Alipay's
 * alipay.trade.fastpay.refund.query: a repeated refund only answers fund_change N, which never says the
 * money went back): a success settles it once; "no refund made" shows the payment REFUND_FAILED at once
 * and asks the refund again later under the same id; a still-PROCESSING refund past MAX_ATTEMPTS shows
 * REFUND_FAILED too while it goes on being queried hourly. A platform's refund notification lands in
 * applyRefundOutcome.
 */
import type { Db, Transaction } from '../db/db'
import { randomId } from '../account/token-codec'
import type { RefundResult } from './payment-provider'
import type { PaymentProviders } from './payment-providers'
import { PaymentRepository } from './payment.repository'
import { RefundRepository, type DueRefund, type RefundPurpose, type RefundRow, type RefundState } from './refund.repository'

export const MAX_ATTEMPTS = 6
const FIRST_BACKOFF_MS = 60_000
const MAX_BACKOFF_MS = 3_600_000
const BATCH = 20
export const CLOSED_ORDER_REASON = 'order closed before the payment arrived'

/** Minutes between asks: 1, 2, 4, 8, 16, then hourly. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1))
}

export interface RefundOutcome {
  refundId: string
  providerRefundId?: string
  state: RefundResult['state']
  /** Why it failed, for the merchant. */
  reason?: string
  /** FAILED because the platform says no refund was made under this id: shown REFUND_FAILED at once, asked again. */
  notMade?: boolean
}

/**
 * What the area that queued a refund (after-sale requests, rebooking) does when the provider's word on it
 * is final, in the transaction that records it: so the buyer's request reads refunded exactly once, and a
 * failure is shown with a retry instead of being lost.
 */
export interface RefundSettler {
  succeeded(tx: Transaction, refund: RefundRow, now: Date): Promise<void>
  /** Finally FAILED (every attempt used) or FAILED with the platform saying no refund was made. */
  failed(tx: Transaction, refund: RefundRow, now: Date): Promise<void>
}

export class RefundService {
  private readonly refunds: RefundRepository
  private readonly settlers = new Map<Exclude<RefundPurpose, 'CLOSED_ORDER'>, RefundSettler>()

  constructor(
    private readonly db: Db,
    private readonly providers: PaymentProviders,
    private readonly log: (level: 'info' | 'error', message: string, detail: object) => void = () => undefined
  ) {
    this.refunds = new RefundRepository(db)
  }

  /** Registers the area that settles refunds of a purpose (wired once, in app.ts). */
  settleWith(purpose: Exclude<RefundPurpose, 'CLOSED_ORDER'>, settler: RefundSettler): void {
    this.settlers.set(purpose, settler)
  }

  /** One round of the job: new refunds made, due ones asked. How many refunds it touched. One process at a time. */
  async run(now: Date): Promise<number> {
    return (
      (await this.db.exclusively('refund-job', 'try', async () => {
        let touched = await this.refunds.createForPending(CLOSED_ORDER_REASON, now, () => randomId('rfd_'), BATCH)
        for (const refund of await this.refunds.due(now, BATCH)) {
          await this.attempt(refund, now)
          touched++
        }
        return touched
      })) ?? 0
    )
  }

  /** The payment product a refund goes back through (the sandbox's refund notification settles only sandbox refunds). */
  async productOf(refundId: string): Promise<string | undefined> {
    return this.refunds.productOf(refundId)
  }

  /** Refunds of the provider's payments still in progress since before `before` (the sandbox notifies them). */
  async processingOf(product: string, before: Date): Promise<string[]> {
    return this.refunds.processingOf(product, before, BATCH)
  }

  async ofPayment(paymentId: string): Promise<RefundRow | undefined> {
    return this.refunds.byPayment(paymentId)
  }

  /**
   * What the provider said of a refund, from the job or from the platform's refund notification (whose
   * route has verified it): recorded once it is final; a late or repeated word on a finished refund
   * changes nothing.
   */
  /** `merchantId`: the merchant whose keys verified the notification; another merchant's refund is not touched. */
  async applyRefundOutcome(outcome: RefundOutcome, now: Date = new Date(), merchantId?: string): Promise<RefundState | undefined> {
    return this.db.transaction(async (tx) => {
      const refunds = new RefundRepository(tx)
      const refund = await refunds.lock(outcome.refundId)
      if (!refund) return undefined
      if (merchantId !== undefined && (await new PaymentRepository(tx).merchantOf(refund.payment_id)) !== merchantId) return undefined
      if (refund.state === 'SUCCEEDED' || (refund.state === 'FAILED' && refund.next_attempt_at === null && outcome.state !== 'SUCCEEDED'))
        return refund.state
      if (outcome.state === 'SUCCEEDED') {
        await refunds.update(
          refund.id,
          { state: 'SUCCEEDED', providerRefundId: outcome.providerRefundId, lastError: '', nextAttemptAt: null, completed: true },
          now
        )
        if (refund.purpose === 'CLOSED_ORDER') await refunds.setPaymentState(refund.payment_id, 'REFUNDED')
        else await this.settlerOf(refund).succeeded(tx, { ...refund, state: 'SUCCEEDED' }, now)
        this.log('info', 'refund succeeded', { refundId: refund.id, paymentId: refund.payment_id })
        return 'SUCCEEDED'
      }
      if (outcome.state === 'PROCESSING') {
        const lastError = (outcome.reason ?? '').slice(0, 500)
        await refunds.update(
          refund.id,
          {
            state: 'PROCESSING',
            providerRefundId: outcome.providerRefundId,
            lastError,
            nextAttemptAt: new Date(now.getTime() + backoffMs(refund.attempts)),
            completed: false
          },
          now
        )
        if (refund.attempts >= MAX_ATTEMPTS) {
          // Still not settled after every attempt: shown to the merchant, and still queried.
          if (refund.purpose === 'CLOSED_ORDER') await refunds.setPaymentState(refund.payment_id, 'REFUND_FAILED')
          if (refund.attempts === MAX_ATTEMPTS)
            this.log('error', `refund still processing after ${refund.attempts} attempts: for the merchant`, {
              refundId: refund.id,
              paymentId: refund.payment_id,
              lastError
            })
        }
        return 'PROCESSING'
      }
      const final = refund.attempts >= MAX_ATTEMPTS
      const lastError = (outcome.reason ?? 'refused by the provider').slice(0, 500)
      await refunds.update(
        refund.id,
        {
          state: 'FAILED',
          providerRefundId: outcome.providerRefundId,
          lastError,
          nextAttemptAt: final ? null : new Date(now.getTime() + backoffMs(refund.attempts)),
          completed: final
        },
        now
      )
      if ((final || outcome.notMade) && refund.purpose !== 'CLOSED_ORDER')
        await this.settlerOf(refund).failed(tx, { ...refund, state: 'FAILED', last_error: lastError }, now)
      if (final) {
        if (refund.purpose === 'CLOSED_ORDER') await refunds.setPaymentState(refund.payment_id, 'REFUND_FAILED')
        this.log('error', `refund failed after ${refund.attempts} attempts: for the merchant`, {
          refundId: refund.id,
          paymentId: refund.payment_id,
          lastError
        })
      } else if (outcome.notMade) {
        // The platform says the money did not go back: the merchant sees it now, and the job asks again.
        if (refund.purpose === 'CLOSED_ORDER') await refunds.setPaymentState(refund.payment_id, 'REFUND_FAILED')
        this.log('error', 'refund not made by the provider: asked again later, for the merchant', {
          refundId: refund.id,
          paymentId: refund.payment_id,
          lastError
        })
      }
      return 'FAILED'
    })
  }

  private settlerOf(refund: RefundRow): RefundSettler {
    const settler = refund.purpose === 'CLOSED_ORDER' ? undefined : this.settlers.get(refund.purpose)
    // A refund queued by an area that registered no settler would be recorded and never reach its buyer.
    if (!settler) throw new Error(`no settler for ${refund.purpose} refunds`)
    return settler
  }

  private async attempt(refund: DueRefund, now: Date): Promise<void> {
    await this.refunds.countAttempt(refund.id, now)
    let result: RefundResult
    const provider = await this.providers.find(refund.merchant_id, refund.product).catch(() => undefined)
    const querying = refund.state === 'PROCESSING' && !!provider?.queryRefund
    try {
      if (!provider?.refund)
        throw new Error(
          provider ? `${refund.product} cannot refund` : `${refund.product} is not offered by the merchant (its settings are missing)`
        )
      if (!refund.provider_txn) throw new Error('the payment has no provider transaction id')
      const request = {
        refundId: refund.id,
        paymentId: refund.payment_id,
        providerTxn: refund.provider_txn,
        totalFen: refund.total_fen,
        refundFen: refund.amount_fen,
        reason: refund.reason
      }
      result = querying && provider.queryRefund ? await provider.queryRefund(request) : await provider.refund(request)
    } catch (error) {
      // The provider could not be reached or asked: a failure like a refusal, tried again later; a query
      // that could not be answered leaves the refund PROCESSING, queried again later.
      result = { state: querying ? 'PROCESSING' : 'FAILED', reason: failureText(error) }
    }
    await this.applyRefundOutcome({ refundId: refund.id, ...result }, now)
  }
}

/** An error's message and, for a platform's refusal, its reason code (e.g. isv.invalid-signature), for the merchant. */
function failureText(error: unknown): string {
  const subCode = (error as { subCode?: unknown }).subCode
  const message = error instanceof Error ? error.message : String(error)
  return typeof subCode === 'string' && subCode ? `${message}: ${subCode}` : message
}
