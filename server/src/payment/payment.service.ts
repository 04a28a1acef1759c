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
import { OrderRepository, type OrderRow } from '../order/order.repository'
import { UserRepository } from '../account/user.repository'
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

  /** The payment types for the order; code-paid ones only for a buyer with a phone to send the code to. */
  async cashiers(transactionIds: string[], userId: string, locale: string, now: Date) {
    await this.payableOrder(transactionIds, userId, now)
    const hasPhone = !!(await new UserRepository(this.db).byId(userId))?.cellphone
    return this.providers
      .filter((p) => !p.verificationCode || hasPhone)
      .map((p, i) => ({ paymentProduct: p.product, displayName: p.displayName(locale), isCheck: i === 0, currency: 'CNY' }))
  }

  async pay(input: { transactionIds: string[]; paymentProduct: string; returnUrl?: string }, userId: string, now: Date) {
    const provider = this.provider(input.paymentProduct)
    const order = await this.payableOrder(input.transactionIds, userId, now)
    // A code-paid product goes on through its code calls; nothing is started here.
    if (provider.verificationCode) return { paymentProduct: provider.product, paymentInfo: await provider.start({ id: '', amountFen: order.total_fen }) }
    const id = await this.newPayment(order, provider.product, input.returnUrl, now)
    return { paymentProduct: provider.product, paymentInfo: { paymentId: id, ...(await provider.start({ id, amountFen: order.total_fen })) } }
  }

  /** One payment attempt for the order's amount, waiting for its provider. */
  async newPayment(order: Pick<OrderRow, 'id' | 'total_fen'>, product: string, returnUrl: string | undefined, now: Date): Promise<string> {
    const id = randomId('pay_')
    await this.db.query('INSERT INTO payments (id, order_id, product, amount_fen, state, return_url, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      id,
      order.id,
      product,
      order.total_fen,
      'CREATED',
      safeReturnUrl(returnUrl, order.id),
      now
    ])
    return id
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

  async payableOrder(transactionIds: string[], userId: string, now: Date): Promise<OrderRow> {
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
