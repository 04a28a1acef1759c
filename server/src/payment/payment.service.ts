/**
 * Paying an order (calls-errors-limits.md section 4 "Payment flow", section 7 cashiers and pay; DESIGN.md
 * "Payment goes through a provider interface"): the cashier list, a payment attempt per pay call, and
 * settling a provider's notification exactly once. Every notification is recorded (payment_events) with
 * what was done with it; money that does not fit its payment is never dropped: a payment for an order no
 * longer unpaid is kept as REFUND_PENDING, another amount or a payment after a cancel as REVIEW.
 */
import { AppError } from '../http/app-error'
import type { Db, Queryable } from '../db/db'
import { randomId } from '../account/token-codec'
import type { UserRepository } from '../account/user.repository'
import type { CallbackResult, PayPlace, PaymentProvider, ProviderNotification } from './payment-provider'
import type { PaymentProviders } from './payment-providers'
import { payerIdentityAt, payPlaceOf } from './pay-place'
import { textIn, type Locale } from '../http/texts'
import type { EventOutcome, PaymentPurpose, PaymentRepository, PaymentRow } from './payment.repository'
import { checkReturnUrl, returnPathFor, returnPathOr } from './return-path'
import { boundedWrite, type BoundedTx } from '../db/bounded-write'
import { paymentReason } from '../../../types/rules/payment-reasons'

export type SettleOutcome = EventOutcome

/** The repositories a settlement writes through, bound to its transaction. */
export interface SettlementStores {
  payments: PaymentRepository
}

/**
 * An order as paying reads it. Payment sits below the order area: it names what it needs of orders here
 * and the order area answers (OrderService implements PayableOrders).
 */
export interface PayableOrder {
  id: string
  merchant_id: string
  total_fen: number
  reserve_deadline: Date
}

export interface PayableOrders {
  /** The buyer's order of this transaction id while it may be paid: ORDER_NOT_FOUND, or PAYMENT_NOT_ALLOWED once it may not. */
  payableOrder(transactionId: string, userId: string, now: Date): Promise<PayableOrder>
  /** The order's show, whose name the platform shows as the goods' description. */
  showView(orderId: string, now: Date): Promise<{ show_name: Record<string, string> } | undefined>
}

/**
 * Makes the order PAID with `paidFen` through `product`; false (nothing written) when it was no longer
 * unpaid. The order-paid lifecycle is it (lifecycle/order-paid.ts), registered with paysOrdersWith.
 */
export type PayOrder = (tx: BoundedTx, orderId: string, paidFen: number, product: string, now: Date) => Promise<boolean>

/** The buyer's platform identity that pays where they are (pay-place.ts), when they logged in with one. */
export type PayerLookup = (userId: string, merchantId: string, place: PayPlace) => Promise<string | undefined>

/** Where the buyer is and who they are there, as the cashiers and pay calls say it. */
export interface PayWhere {
  platform?: string
  src?: string
  browserType?: string
}

export interface PayInput extends PayWhere {
  transactionIds: string[]
  paymentProduct: string
  returnUrl?: string
  /** The payer's open id on the platform (WeChat openid, Alipay user id), when the app knows it. */
  openId?: string
}

export interface PaymentServiceOptions {
  log?: (message: string, detail: object) => void
  payers?: PayerLookup
  /** PUBLIC_BASE_URL: a web cashier's return address is made absolute with it. */
  publicBaseUrl?: string
}

/** The platforms cut the goods' description (WeChat at 127 characters); the show's name is cut first. */
const DESCRIPTION_MAX = 100

interface Decision {
  outcome: SettleOutcome
  reason: string
}

/**
 * Something other than an order that is paid through the same cashiers (044_rebook_payment.sql: a
 * rebook's difference), as refunds name their purpose and subject. Its pay calls carry its own
 * transaction id; its payment keeps the order it belongs to (merchant, provider, refunds).
 */
export interface PayableSubject {
  subjectId: string
  /** The ticket order it belongs to; absent for a purpose without one (a member order), whose payment names the merchant. */
  orderId?: string
  merchantId: string
  /** The goods' description for the platform when there is no order's show to name (a member plan's level). */
  description?: string
  /** Where the buyer lands after paying when the app names no return address (with an order: its pay-success page). */
  returnPath?: string
  amountFen: number
  /** Until when it may be paid (the provider's expiry too). */
  deadline: Date
}

/** The area that owns a purpose of payment: finds what a transaction id pays, and settles its money once. */
export interface PaymentSubjects {
  /** The buyer's payable subject of this transaction id; undefined when the id is not one of its own. Throws when it is but may no longer be paid. */
  payable(transactionId: string, userId: string, now: Date): Promise<PayableSubject | undefined>
  /**
   * The money of a SUCCEEDED payment, in the settlement's transaction (the payment row locked): PAID when
   * the subject took it, REFUND_PENDING when it could not and the money was queued back.
   */
  paid(tx: BoundedTx, payment: PaymentRow, now: Date): Promise<{ outcome: 'PAID' | 'REFUND_PENDING'; reason: string }>
}

/** What a pay call pays: an order's total, or another purpose's subject. */
interface Payable {
  purpose: PaymentPurpose
  subjectId?: string
  orderId?: string
  merchantId: string
  description?: string
  returnPath?: string
  amountFen: number
  deadline: Date
}

export class PaymentService {
  private readonly payments: PaymentRepository
  private readonly log: (message: string, detail: object) => void
  private readonly subjects = new Map<Exclude<PaymentPurpose, 'ORDER'>, PaymentSubjects>()
  private payOrder: PayOrder = async () => {
    throw new Error('no order-paid lifecycle registered')
  }

  constructor(
    private readonly db: Db,
    private readonly stores: (q: Queryable) => SettlementStores,
    private readonly users: UserRepository,
    private readonly orders: PayableOrders,
    readonly providers: PaymentProviders,
    private readonly options: PaymentServiceOptions = {}
  ) {
    this.payments = stores(db).payments
    this.log = options.log ?? (() => undefined)
  }

  /** Registers the area whose subjects a purpose of payment pays (wired once, in app.ts). */
  payFor(purpose: Exclude<PaymentPurpose, 'ORDER'>, subjects: PaymentSubjects): void {
    this.subjects.set(purpose, subjects)
  }

  /** Registers what paying an order does (lifecycle/order-paid.ts; wired once, at start). */
  paysOrdersWith(payOrder: PayOrder): void {
    this.payOrder = payOrder
  }

  /** The named provider: the merchant's (a payment's row knows its merchant), else one every merchant has. */
  async provider(product: string, merchantId?: string): Promise<PaymentProvider> {
    const found = await this.providers.find(merchantId, product)
    if (!found) throw new AppError('PAYMENT_PRODUCT_UNKNOWN')
    return found
  }

  /** What the merchant offers where the buyer is (each provider's offeredAt); code-paid ones only for a buyer with a phone. */
  private async offered(merchantId: string, userId: string, place: PayPlace): Promise<PaymentProvider[]> {
    const hasPhone = !!(await this.users.byId(userId))?.cellphone
    return (await this.providers.for(merchantId)).filter((p) => (p.offeredAt?.(place) ?? true) && (!p.verificationCode || hasPhone))
  }

  /** The payment types for the order, where the buyer is (calls-errors-limits.md section 7, cashiers). */
  async cashiers(transactionIds: string[], userId: string, locale: string, now: Date, where: PayWhere = {}) {
    const payable = await this.payable(transactionIds, userId, now)
    const place = payPlaceOf(where)
    return (await this.offeredFor(payable, userId, place)).map((p, i) => ({
      paymentProduct: p.product,
      displayName: p.displayName(locale),
      isCheck: i === 0,
      currency: 'CNY',
      platform: place.platform
    }))
  }

  /**
   * A payment attempt with the named product, which must be offered where the buyer is. The provider gets
   * the payer (the pay body's openId, else the buyer's identity on that platform), the buyer's address,
   * the show's name, the reserve deadline and the return address.
   */
  async pay(input: PayInput, userId: string, now: Date, call: { clientIp?: string; locale?: Locale } = {}) {
    checkReturnUrl(input.returnUrl)
    const payable = await this.payable(input.transactionIds, userId, now)
    const place = payPlaceOf(input)
    const provider = (await this.offeredFor(payable, userId, place)).find((p) => p.product === input.paymentProduct)
    if (!provider) throw new AppError('PAYMENT_PRODUCT_UNKNOWN')
    // A code-paid product goes on through its code calls; nothing is started here.
    if (provider.verificationCode)
      return { paymentProduct: provider.product, paymentInfo: await provider.start({ id: '', amountFen: payable.amountFen }) }
    const payerId = input.openId || (payerIdentityAt(place) && (await this.options.payers?.(userId, payable.merchantId, place)))
    if (provider.needsPayer && !payerId) throw new AppError('PAYER_REQUIRED')
    const id = randomId('pay_')
    const returnPath = payable.orderId
      ? returnPathFor(input.returnUrl, payable.orderId)
      : returnPathOr(input.returnUrl, payable.returnPath ?? '/')
    await this.payments.insert({
      id,
      orderId: payable.orderId,
      merchantId: payable.merchantId,
      product: provider.product,
      amountFen: payable.amountFen,
      returnUrl: returnPath,
      createdAt: now,
      purpose: payable.purpose,
      subjectId: payable.subjectId
    })
    const showName = payable.orderId
      ? textIn((await this.orders.showView(payable.orderId, now))?.show_name, call.locale ?? 'zh-CN')
      : (payable.description ?? '')
    const started = await provider.start({
      id,
      amountFen: payable.amountFen,
      description: showName.slice(0, DESCRIPTION_MAX) || undefined,
      payerId: payerId || undefined,
      clientIp: call.clientIp,
      expiresAt: payable.deadline,
      returnUrl: this.options.publicBaseUrl ? `${this.options.publicBaseUrl}${returnPath}` : returnPath,
      locale: call.locale
    })
    return { paymentProduct: provider.product, paymentInfo: { paymentId: id, ...started } }
  }

  /** One payment attempt for the order's amount, waiting for its provider. The caller has checked returnUrl. */
  async newPayment(
    order: Pick<PayableOrder, 'id' | 'total_fen'>,
    product: string,
    returnUrl: string | undefined,
    now: Date
  ): Promise<string> {
    const id = randomId('pay_')
    await this.payments.insert({
      id,
      orderId: order.id,
      product,
      amountFen: order.total_fen,
      returnUrl: returnPathFor(returnUrl, order.id),
      createdAt: now
    })
    return id
  }

  /**
   * A provider's server notification: recorded whatever it holds, then settled when its signature and
   * time hold. An unverified one changes nothing and is refused.
   */
  async notify(product: string, body: ProviderNotification, signature: string | undefined, now: Date): Promise<SettleOutcome> {
    const provider =
      (await this.providers.find(undefined, product)) ?? (await this.provider(product, await this.payments.merchantOf(body.paymentId)))
    const result = await provider.verifyCallback(body, signature, now.getTime())
    return this.notifyVerified(provider.product, result, { ...body, kind: body.status, rawBody: JSON.stringify(body) }, now)
  }

  /**
   * A platform's notification, read by its own route in its own wire format: `verified` is its content
   * when the platform's signature (and time) hold, else undefined; `received` is what it claimed. Settled
   * once like the sandbox's callback and recorded with its body (payment_events); an unverified one is
   * refused and only summarised (rejectNotice: when, merchant, why, size), its body never kept.
   */
  async notifyVerified(
    product: string,
    verified: CallbackResult | undefined,
    received: { paymentId: string; providerTxn: string; amountFen: number; kind: string; rawBody: string },
    now: Date,
    /**
     * The merchant whose keys verified it (its notify path). A signature proves the notification is about
     * that merchant's own platform account only: a payment of another merchant's order is never settled
     * by it, or a merchant could pay another's order into its own account.
     */
    merchantId?: string,
    /** Why it is not trusted, in our words (the summary's reason). */
    refusal?: string
  ): Promise<SettleOutcome> {
    if (!verified) {
      await this.rejectNotice(
        {
          provider: product,
          merchantId,
          reason: refusal ?? paymentReason.untrusted(),
          bodyBytes: Buffer.byteLength(received.rawBody)
        },
        now
      )
      throw new AppError('CALLBACK_REJECTED')
    }
    const eventId = await this.payments.recordEvent({
      provider: product,
      providerTxn: received.providerTxn,
      paymentId: received.paymentId,
      kind: received.kind,
      amountFen: received.amountFen,
      rawBody: received.rawBody,
      signatureVerified: true,
      receivedAt: now
    })
    return this.settle(product, verified, eventId, now, merchantId)
  }

  /** A notification refused before anything was trusted: a bounded summary, never its body (issue #15 review). */
  async rejectNotice(notice: { provider: string; merchantId?: string; reason: string; bodyBytes: number }, now: Date): Promise<void> {
    await this.payments.recordRejection({ ...notice, receivedAt: now })
  }

  /** A result the gateway confirmed itself (DOOOLY's code): recorded and settled like a notification. */
  async confirm(product: string, result: CallbackResult, now: Date): Promise<SettleOutcome> {
    const eventId = await this.payments.recordEvent({
      provider: product,
      providerTxn: result.providerTxn,
      paymentId: result.paymentId,
      kind: result.status,
      amountFen: result.amountFen,
      rawBody: JSON.stringify(result),
      signatureVerified: true,
      receivedAt: now
    })
    return this.settle(product, result, eventId, now)
  }

  async payment(paymentId: string): Promise<PaymentRow | undefined> {
    return this.payments.byId(paymentId)
  }

  /** What the transaction id pays: another purpose's subject when one owns the id, else the buyer's unpaid order. */
  private async payable(transactionIds: string[], userId: string, now: Date): Promise<Payable> {
    if (transactionIds.length !== 1) throw new AppError('INVALID_PARAMETER', { detail: 'transactionIds' })
    for (const [purpose, subjects] of this.subjects) {
      const subject = await subjects.payable(transactionIds[0], userId, now)
      if (subject) return { purpose, ...subject }
    }
    const order = await this.payableOrder(transactionIds, userId, now)
    return {
      purpose: 'ORDER',
      orderId: order.id,
      merchantId: order.merchant_id,
      amountFen: order.total_fen,
      deadline: order.reserve_deadline
    }
  }

  /**
   * The products offered for it: an order's, or for another purpose those paid at a cashier or the
   * platform (a code-paid product's calls pay orders only).
   */
  private async offeredFor(payable: Payable, userId: string, place: PayPlace): Promise<PaymentProvider[]> {
    const offered = await this.offered(payable.merchantId, userId, place)
    return payable.purpose === 'ORDER' ? offered : offered.filter((p) => !p.verificationCode)
  }

  async payableOrder(transactionIds: string[], userId: string, now: Date): Promise<PayableOrder> {
    if (transactionIds.length !== 1) throw new AppError('INVALID_PARAMETER', { detail: 'transactionIds' })
    return this.orders.payableOrder(transactionIds[0], userId, now)
  }

  private async settle(product: string, result: CallbackResult, eventId: string, now: Date, merchantId?: string): Promise<SettleOutcome> {
    const decision = await boundedWrite(this.db, (tx) => this.decide(tx, product, result, now, merchantId))
    await this.payments.setEventOutcome(eventId, decision.outcome, decision.reason)
    if (decision.outcome === 'REVIEW' || decision.outcome === 'REFUND_PENDING' || decision.outcome === 'REJECTED') {
      this.log(`payment notification ${decision.outcome}: ${decision.reason}`, {
        eventId,
        paymentId: result.paymentId,
        providerTxn: result.providerTxn
      })
    }
    return decision.outcome
  }

  /**
   * What a verified notification does, once: the payment row is locked, so notifications for one
   * payment are decided one at a time, and a provider transaction id is taken by one payment only.
   */
  private async decide(tx: BoundedTx, product: string, result: CallbackResult, now: Date, merchantId?: string): Promise<Decision> {
    const s = this.stores(tx)
    const money = result.status === 'SUCCEEDED'
    // Two notifications carrying one provider transaction id are decided one after the other, so the
    // check below is never raced into the unique index.
    await s.payments.lockProviderTxn(result.providerTxn)
    const payment = await s.payments.lock(result.paymentId)
    if (!payment || payment.product !== product)
      return {
        outcome: money ? 'REVIEW' : 'IGNORED',
        reason: payment ? paymentReason.otherProvider(payment.product) : paymentReason.unknownPayment()
      }
    if (merchantId !== undefined && (await s.payments.merchantOf(payment.id)) !== merchantId)
      return { outcome: 'REJECTED', reason: paymentReason.otherMerchant(merchantId) }
    const other = await s.payments.otherWithProviderTxn(result.providerTxn, payment.id)
    if (other) return { outcome: 'REJECTED', reason: paymentReason.transactionUsed(other) }
    if (payment.state !== 'CREATED') {
      if (payment.provider_txn === result.providerTxn || !money) return { outcome: 'IGNORED', reason: paymentReason.repeat(payment.state) }
      if (payment.state === 'CANCELLED') {
        await s.payments.setState(payment.id, 'REVIEW', result.providerTxn, now)
        return { outcome: 'REVIEW', reason: paymentReason.paidAfterCancel() }
      }
      // A second charge on a settled payment: the payment keeps its state, the event is for the merchant.
      return { outcome: 'REVIEW', reason: paymentReason.secondCharge(payment.state) }
    }
    if (!money) {
      await s.payments.complete(payment.id, 'CANCELLED', result.providerTxn, now)
      return { outcome: 'CANCELLED', reason: '' }
    }
    if (result.amountFen !== payment.amount_fen) {
      await s.payments.setState(payment.id, 'REVIEW', result.providerTxn, now)
      return { outcome: 'REVIEW', reason: paymentReason.amountDiffers(result.amountFen, payment.amount_fen) }
    }
    await s.payments.complete(payment.id, 'SUCCEEDED', result.providerTxn, now)
    if (payment.purpose !== 'ORDER') {
      // The payment keeps SUCCEEDED either way: money its subject could not take is queued back by it.
      const subjects = this.subjects.get(payment.purpose)
      if (!subjects) throw new Error(`no subjects registered for ${payment.purpose} payments`)
      return subjects.paid(tx, { ...payment, state: 'SUCCEEDED', provider_txn: result.providerTxn }, now)
    }
    if (payment.order_id === null) throw new Error(`order payment ${payment.id} without its order`)
    if (!(await this.orderPaid(tx, payment.order_id, payment.amount_fen, payment.product, now))) {
      // Closed (expired or cancelled) or paid by another attempt: the money must go back.
      await s.payments.setState(payment.id, 'REFUND_PENDING', undefined, now)
      return { outcome: 'REFUND_PENDING', reason: paymentReason.orderNotUnpaid() }
    }
    return { outcome: 'PAID', reason: '' }
  }

  /**
   * The one path that makes an unpaid order PAID with the money it took, in the settling transaction (its
   * steps: lifecycle/order-paid.ts); false (nothing written) when it was no longer unpaid. An order's
   * own payment uses it, and a package's payment for each of its child orders.
   */
  async orderPaid(tx: BoundedTx, orderId: string, paidFen: number, product: string, now: Date): Promise<boolean> {
    return this.payOrder(tx, orderId, paidFen, product, now)
  }
}
