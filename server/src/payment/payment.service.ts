/**
 * Paying an order (calls-errors-limits.md section 4 "Payment flow", section 7 cashiers and pay; DESIGN.md
 * "Payment goes through a provider interface"): the cashier list, a payment attempt per pay call, and
 * settling a provider's callback exactly once. A payment that arrives for an order no longer unpaid is
 * kept as REFUND_PENDING, never dropped.
 */
import { AppError } from '../http/app-error'
import type { Db } from '../db/db'
import { randomId } from '../account/token-codec'
import type { OrderService } from '../order/order.service'
import { OrderRepository } from '../order/order.repository'
import { TicketRepository } from '../ticket/ticket.repository'
import type { CallbackResult, PaymentProvider } from './payment-provider'

export type SettleOutcome = 'PAID' | 'CANCELLED' | 'IGNORED' | 'REFUND_PENDING'

export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderService,
    private readonly providers: readonly PaymentProvider[],
    private readonly log: (message: string, detail: object) => void = () => undefined
  ) {}

  provider(product: string): PaymentProvider {
    const found = this.providers.find((p) => p.product === product)
    if (!found) throw new AppError('PAYMENT_PRODUCT_UNKNOWN')
    return found
  }

  async cashiers(transactionIds: string[], userId: string, locale: string, now: Date) {
    await this.payableOrder(transactionIds, userId, now)
    return this.providers.map((p, i) => ({ paymentProduct: p.product, displayName: p.displayName(locale), isCheck: i === 0, currency: 'CNY' }))
  }

  async pay(input: { transactionIds: string[]; paymentProduct: string; returnUrl?: string }, userId: string, now: Date) {
    const provider = this.provider(input.paymentProduct)
    const order = await this.payableOrder(input.transactionIds, userId, now)
    const id = randomId('pay_')
    await this.db.query('INSERT INTO payments (id, order_id, product, amount_fen, state, return_url, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      id,
      order.id,
      provider.product,
      order.total_fen,
      'CREATED',
      safeReturnUrl(input.returnUrl, order.id),
      now
    ])
    return { paymentProduct: provider.product, paymentInfo: { paymentId: id, ...(await provider.start({ id, amountFen: order.total_fen })) } }
  }

  /** A verified callback: the payment settles once; a success pays the order, sells its holds and issues its tickets. */
  async settle(result: CallbackResult, now: Date): Promise<SettleOutcome> {
    return this.db.transaction(async (tx) => {
      const claimed = await tx.query<{ order_id: string; amount_fen: number }>(
        "UPDATE payments SET state = $2, provider_txn = $3, completed_at = $4 WHERE id = $1 AND state = 'CREATED' AND amount_fen = $5 RETURNING order_id, amount_fen",
        [result.paymentId, result.status, result.providerTxn, now, result.amountFen]
      )
      // Settled before (a repeated callback) or not the amount asked for: nothing changes.
      if (!claimed.length) return 'IGNORED'
      if (result.status === 'CANCELLED') return 'CANCELLED'
      const orders = new OrderRepository(tx)
      const orderId = claimed[0].order_id
      if (!(await orders.markPaid(orderId, claimed[0].amount_fen, now))) {
        // Closed (expired or cancelled) or paid by another attempt: the money must go back.
        await tx.query("UPDATE payments SET state = 'REFUND_PENDING' WHERE id = $1", [result.paymentId])
        this.log('payment received for an order that is not unpaid; refund pending', { paymentId: result.paymentId, orderId })
        return 'REFUND_PENDING'
      }
      await orders.sellHolds(orderId)
      await new TicketRepository(tx).issue(orderId, now)
      return 'PAID'
    })
  }

  async payment(paymentId: string): Promise<{ id: string; order_id: string; amount_fen: number; state: string; return_url: string } | undefined> {
    return (await this.db.query<{ id: string; order_id: string; amount_fen: number; state: string; return_url: string }>('SELECT id, order_id, amount_fen, state, return_url FROM payments WHERE id = $1', [paymentId]))[0]
  }

  private async payableOrder(transactionIds: string[], userId: string, now: Date) {
    if (transactionIds.length !== 1) throw new AppError('INVALID_PARAMETER', { detail: 'transactionIds' })
    const order = await this.orders.ownOrderByTransaction(transactionIds[0], userId, now)
    if (order.state !== 'UNPAID') throw new AppError('PAYMENT_NOT_ALLOWED')
    return order
  }
}

/** Only a path on this site: a payment never sends the buyer to an address the request chose. */
export function safeReturnUrl(url: string | undefined, orderId: string): string {
  if (url && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return url
  return `/pay-success?orderId=${encodeURIComponent(orderId)}&orderType=ticket`
}
