/**
 * Buying, paying for, refunding and exchanging benefit cards (issue #18 "confirm and purchase (cash, points,
 * or both) ... refund of a card"; calls "buyer/v1/exchange_coupon/use (couponId, privilegeCardTemplateId,
 * type)").
 *
 * - Buying (card-confirm): pre_order quotes, create_order writes one card order per idempotency key. In
 *   one transaction, the buyer's purchases of this card serialised (advisory lock), then his points
 *   (the member area's per-buyer row): the per-buyer limit counted, the points part spent by a conditional
 *   insert that checks the balance, and the stock taken by the conditional decrement sent with the COMMIT
 *   (a crowd past the last card rolls back and is told SOLD_OUT). POINT-only: PAID at once and the card
 *   issued. Otherwise UNPAID with a transaction id paid through the same cashiers as orders (payments of
 *   purpose CARD, PaymentService.payFor).
 * - Paid: the notification's transaction (payment row locked) locks the card order; UNPAID → PAID once
 *   (the state write is the guard) and exactly one card issued (card_instances.card_order_id UNIQUE).
 *   Money for an order already closed (expired, cancelled) is queued back whole (payment REFUND_PENDING,
 *   refunded by the refund job as a closed order's is), never kept.
 * - Closed unpaid (the buyer's cancel, or the sweeper past its deadline): UNPAID → CLOSED once, its points
 *   back (one RETURN row per card order) and the card back on sale.
 * - Refund of a held card: only unused and unexpired (benefit-card-rules heldCardStatus refundable). Points
 *   back at once; cash back through the refund queue (purpose CARD, subject the held card) on the payment
 *   that paid it; REFUNDING until that refund succeeds, then REFUND and the card back on sale.
 * - Coupon exchange: an AVAILABLE EXCHANGE coupon of biz type PRIVILEGE_CARD naming a card becomes USED
 *   and issues one card in one transaction; the coupon row's lock and its AVAILABLE → USED write make a
 *   second concurrent exchange find it used (and the UNIQUE coupon_id backs that). An exchanged card takes
 *   nothing from the card's stock for sale: the coupon template's own quantity bounds how many it gives.
 */
import type { Db, Queryable, Transaction } from '../db/db'
import { boundedWrite } from '../db/bounded-write'
import { sweepDue } from '../db/due-sweep'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import { randomId } from '../account/token-codec'
import type { PayableSubject, PaymentSubjects } from '../payment/payment.service'
import type { PaymentRow } from '../payment/payment.repository'
import { DEFAULT_RESERVE_MINUTES } from '../order/order.service'
import type { PaymentRepository } from '../payment/payment.repository'
import type { RefundRepository, RefundRow } from '../payment/refund.repository'
import type { RefundSettler } from '../payment/refund.service'
import type {
  CardOrderReply,
  CardPreOrderReply,
  CardBuyRefusal,
  CouponSupportReply,
  PrivilegeCardItem
} from '../../../types/api/benefit-card'
import { buyRefusal, cardAmounts, cardExpiry, cardOffSale, type CardForSale } from '../../../types/rules/benefit-card-rules'
import { BenefitCardRepository, type CardOrderRow, type CardRow, type ExchangeCouponRow } from './benefit-card.repository'

/** The repositories a card's money moves through, bound to one transaction (wired in stores.ts). */
export interface CardStores {
  payments: PaymentRepository
  refunds: RefundRepository
}
import { instanceStatus, maskIdNo, presentSupport } from './benefit-card.presenter'
import { paymentReason } from '../../../types/rules/payment-reasons'

export const CARD_REFUND_REASON = 'benefit card refunded'

export interface CardOrderDeps {
  /** Minutes an unpaid card order may be paid in: the merchant's order reserve time (unset: the orders' default). */
  reserveMinutesOf: (merchantId: string) => Promise<number | undefined>
  timeZoneOf: (merchantId: string) => Promise<string>
  /** The held card as the buyer reads it (benefit-card.service.ts). */
  heldCard: (instanceId: string, userId: string, locale: Locale, now: Date) => Promise<PrivilegeCardItem>
}

const REFUSAL_ERRORS: Record<
  CardBuyRefusal,
  'CARD_OFF_SALE' | 'CARD_SOLD_OUT' | 'CARD_BUYER_LIMIT' | 'CARD_POINTS_SHORT' | 'CARD_NEEDS_REAL_NAME'
> = {
  OFF_SALE: 'CARD_OFF_SALE',
  SOLD_OUT: 'CARD_SOLD_OUT',
  BUYER_LIMIT: 'CARD_BUYER_LIMIT',
  POINTS_SHORT: 'CARD_POINTS_SHORT',
  NEEDS_REAL_NAME: 'CARD_NEEDS_REAL_NAME'
}

function refusalError(reason: CardBuyRefusal, card: CardRow): AppError {
  return new AppError(REFUSAL_ERRORS[reason], { limit: card.per_buyer_limit, points: card.point_price })
}

/** The rule module's off-sale rule (cardOffSale, also buyRefusal's OFF_SALE) on a card row. */
function offSale(card: { enabled: boolean; validity_type: CardForSale['validityType']; valid_until: Date | null }, now: Date): boolean {
  return cardOffSale(
    { enabled: card.enabled, validityType: card.validity_type, validUntil: card.valid_until?.getTime() ?? null },
    now.getTime()
  )
}

/** How a card order reads now: past its deadline it is already closed (the sweeper writes it a moment later). */
function stateAsOf(o: Pick<CardOrderRow, 'state' | 'pay_deadline'>, now: Date): CardOrderRow['state'] {
  return o.state === 'UNPAID' && o.pay_deadline && o.pay_deadline.getTime() <= now.getTime() ? 'CLOSED' : o.state
}

export class CardOrderService {
  private readonly cards: BenefitCardRepository

  constructor(
    private readonly db: Db,
    private readonly stores: (q: Queryable) => CardStores,
    private readonly deps: CardOrderDeps
  ) {
    this.cards = new BenefitCardRepository(db)
  }

  private async saleCard(merchantId: string, cardId: string): Promise<CardRow> {
    const card = await this.cards.card(cardId)
    if (!card || card.merchant_id !== merchantId) throw new AppError('CARD_NOT_FOUND')
    return card
  }

  /** card-confirm: what buying it takes, and whether this buyer can now. */
  async preOrder(merchantId: string, userId: string, cardId: string, now: Date): Promise<CardPreOrderReply> {
    const card = await this.saleCard(merchantId, cardId)
    const { payAmount, pointAmount } = cardAmounts({
      priceMode: card.price_mode,
      cardPrice: card.card_price_fen,
      pointPrice: card.point_price
    })
    const [held, pointsOwned, identity] = await Promise.all([
      this.cards.heldCount(userId, cardId),
      this.cards.pointsBalance(userId),
      card.need_real_name ? this.cards.verifiedIdentity(userId) : undefined
    ])
    const reason = buyRefusal(
      {
        enabled: card.enabled,
        remaining: card.remaining,
        perBuyerLimit: card.per_buyer_limit,
        validityType: card.validity_type,
        validUntil: card.valid_until?.getTime() ?? null,
        needRealName: card.need_real_name,
        pointAmount
      },
      { held, pointsOwned, verified: !!identity },
      now.getTime()
    )
    return {
      cardId: card.id,
      cardName: card.name,
      priceMode: card.price_mode,
      payAmount,
      pointAmount,
      pointsOwned,
      canBuy: reason === undefined,
      reason,
      identity: identity && { identityName: identity.name, identityType: 'ID_CARD', identityNo: maskIdNo(identity.no) },
      needRealName: card.need_real_name
    }
  }

  /** create_order: one card order per idempotency key (a retry answers the first reply; another card under the same key is refused). */
  async createOrder(
    merchantId: string,
    userId: string,
    body: { cardId: string; payAmount: number; pointAmount: number; idempotencyKey: string },
    now: Date
  ): Promise<CardOrderReply> {
    const replay = await this.cards.orderByKey(userId, body.idempotencyKey)
    if (replay) return this.replay(replay, body.cardId, now)
    const card = await this.saleCard(merchantId, body.cardId)
    const amounts = cardAmounts({ priceMode: card.price_mode, cardPrice: card.card_price_fen, pointPrice: card.point_price })
    if (amounts.payAmount !== body.payAmount || amounts.pointAmount !== body.pointAmount) throw new AppError('CARD_PRICE_CHANGED')
    const identity = card.need_real_name ? await this.cards.verifiedIdentity(userId) : undefined
    const zone = await this.deps.timeZoneOf(merchantId)
    const reserveMinutes = (await this.deps.reserveMinutesOf(merchantId)) ?? DEFAULT_RESERVE_MINUTES
    const orderId = randomId('cod_')
    const paidAtOnce = amounts.payAmount === 0
    try {
      await boundedWrite(this.db, async (tx) => {
        const s = new BenefitCardRepository(tx)
        // The buyer's purchases of this card one at a time (the per-buyer limit), then his points.
        await s.lockBuyerCard(userId, card.id)
        const again = await s.orderByKey(userId, body.idempotencyKey)
        if (again) throw new Replayed(again)
        if (amounts.pointAmount > 0) await s.lockPoints(userId, now)
        // Read again in the transaction; the stock itself is decided by takeOne below.
        const fresh = (await s.card(card.id)) ?? card
        const reason = buyRefusal(
          {
            enabled: fresh.enabled,
            remaining: fresh.remaining,
            perBuyerLimit: card.per_buyer_limit,
            validityType: card.validity_type,
            validUntil: card.valid_until?.getTime() ?? null,
            needRealName: card.need_real_name,
            pointAmount: 0
          },
          { held: await s.heldCount(userId, card.id), pointsOwned: 0, verified: !!identity },
          now.getTime()
        )
        if (reason) throw refusalError(reason, card)
        await s.insertOrder({
          id: orderId,
          merchant_id: merchantId,
          user_id: userId,
          card_id: card.id,
          state: paidAtOnce ? 'PAID' : 'UNPAID',
          pay_fen: amounts.payAmount,
          points: amounts.pointAmount,
          transaction_id: paidAtOnce ? null : randomId('ctx_'),
          pay_deadline: paidAtOnce ? null : new Date(now.getTime() + reserveMinutes * 60_000),
          idempotency_key: body.idempotencyKey,
          identity_name: identity?.name ?? '',
          identity_type: identity ? 'ID_CARD' : '',
          identity_no: identity?.no ?? '',
          time_zone: zone,
          created_at: now
        })
        if (
          amounts.pointAmount > 0 &&
          !(await s.spendPoints({ merchantId, userId, cardOrderId: orderId, points: amounts.pointAmount }, now))
        )
          throw refusalError('POINTS_SHORT', card)
        // The stock last (the row every buyer of the card contends on): none left rolls everything back.
        if (!(await s.takeOne(card.id, now))) throw refusalError((await s.card(card.id))?.enabled === false ? 'OFF_SALE' : 'SOLD_OUT', card)
        if (paidAtOnce) {
          await s.insertInstance(
            {
              id: randomId('uci_'),
              card,
              userId,
              cardOrderId: orderId,
              expiresAt: new Date(cardExpiry(validityOf(card), now.getTime(), zone)),
              identity: { name: identity?.name ?? '', type: identity ? 'ID_CARD' : '', no: identity?.no ?? '' }
            },
            now
          )
        }
      })
    } catch (error) {
      if (error instanceof Replayed) return this.replay(error.order, body.cardId, now)
      throw error
    }
    return this.orderReply(orderId, userId, now)
  }

  private async replay(order: CardOrderRow, cardId: string, now: Date): Promise<CardOrderReply> {
    if (order.card_id !== cardId) throw new AppError('IDEMPOTENCY_CONFLICT')
    return this.orderReply(order.id, order.user_id, now)
  }

  /** GET order/:itemOrderId: where a card order stands (pay-loading polls it after the cashier). */
  async orderReply(orderId: string, userId: string, now: Date): Promise<CardOrderReply> {
    const o = await this.cards.order(orderId)
    if (!o || o.user_id !== userId) throw new AppError('CARD_ORDER_NOT_FOUND')
    const state = stateAsOf(o, now)
    const instance = state === 'PAID' ? await this.cards.instanceOfOrder(o.id) : undefined
    return {
      itemOrderId: o.id,
      cardId: o.card_id,
      state,
      payAmount: o.pay_fen,
      pointAmount: o.points,
      transactionId: state === 'UNPAID' ? (o.transaction_id ?? undefined) : undefined,
      payDeadline: state === 'UNPAID' ? o.pay_deadline?.getTime() : undefined,
      userCardInstanceId: instance?.id
    }
  }

  /** The buyer leaves an unpaid card order: closed at once, points and stock back. */
  async cancel(orderId: string, userId: string, now: Date): Promise<CardOrderReply> {
    const o = await this.cards.order(orderId)
    if (!o || o.user_id !== userId) throw new AppError('CARD_ORDER_NOT_FOUND')
    const closed = await boundedWrite(this.db, (tx) => this.close(new BenefitCardRepository(tx), o.id, now))
    if (!closed && stateAsOf(o, now) !== 'CLOSED') throw new AppError('CARD_ORDER_NOT_PAYABLE')
    return this.orderReply(orderId, userId, now)
  }

  /** UNPAID → CLOSED once, under the card order's lock: its points back and the card back on sale. */
  private async close(s: BenefitCardRepository, orderId: string, now: Date): Promise<boolean> {
    const o = await s.lockOrder(orderId)
    if (!o || !(await s.endOrder(o.id, 'CLOSED', now))) return false
    await s.returnPoints({ merchantId: o.merchant_id, userId: o.user_id, cardOrderId: o.id, points: o.points }, now)
    await s.giveBack(o.card_id)
    return true
  }

  /** The sweeper: every unpaid card order past its deadline closed, once. One process at a time. */
  async closeDue(now: Date, batch = 100): Promise<number> {
    return sweepDue(this.db, {
      lock: 'card-order-expiry',
      due: () => this.cards.dueOrders(now, batch),
      end: (tx, due) => this.close(new BenefitCardRepository(tx), due.id, now)
    })
  }

  /** The payment side of card orders (registered with PaymentService.payFor('CARD', ...)). */
  subjects(): PaymentSubjects {
    return {
      payable: (transactionId, userId, now) => this.payable(transactionId, userId, now),
      paid: (tx, payment, now) => this.paid(tx, payment, now)
    }
  }

  private async payable(transactionId: string, userId: string, now: Date): Promise<PayableSubject | undefined> {
    const o = await this.cards.orderByTransaction(transactionId)
    if (!o) return undefined
    if (o.user_id !== userId) throw new AppError('CARD_ORDER_NOT_FOUND')
    if (stateAsOf(o, now) !== 'UNPAID' || !o.pay_deadline) throw new AppError('CARD_ORDER_NOT_PAYABLE')
    const card = await this.cards.card(o.card_id)
    return {
      subjectId: o.id,
      merchantId: o.merchant_id,
      amountFen: o.pay_fen,
      deadline: o.pay_deadline,
      description: card?.name,
      returnPath: '/card-list'
    }
  }

  /** The money arrived (payment row locked, SUCCEEDED): the card issued once, or the money queued back whole. */
  private async paid(tx: Transaction, payment: PaymentRow, now: Date): Promise<{ outcome: 'PAID' | 'REFUND_PENDING'; reason: string }> {
    const s = new BenefitCardRepository(tx)
    const o = payment.subject_id ? await s.lockOrder(payment.subject_id) : undefined
    if (o && o.state === 'UNPAID' && stateAsOf(o, now) === 'CLOSED') await this.close(s, o.id, now)
    if (!o || !(await s.endOrder(o.id, 'PAID', now))) {
      await this.stores(tx).payments.setState(payment.id, 'REFUND_PENDING', undefined, now)
      return { outcome: 'REFUND_PENDING', reason: paymentReason.lateQueuedBack('CARD') }
    }
    const card = await s.card(o.card_id)
    if (!card) throw new Error(`card order ${o.id}: its card is gone`)
    // The zone kept on the order: nothing outside this transaction is read while it holds the payment.
    const zone = o.time_zone
    await s.insertInstance(
      {
        id: randomId('uci_'),
        card,
        userId: o.user_id,
        cardOrderId: o.id,
        expiresAt: new Date(cardExpiry(validityOf(card), now.getTime(), zone)),
        identity: { name: o.identity_name, type: o.identity_type, no: o.identity_no }
      },
      now
    )
    return { outcome: 'PAID', reason: '' }
  }

  /** A held card refunded by its buyer (refundHeldCard). */
  async refund(instanceId: string, who: { userId: string } | { merchantId: string }, now: Date): Promise<void> {
    await refundHeldCard(this.db, this.stores, instanceId, who, now)
  }

  /** How a card refund ends (refunds of purpose CARD, settled by the refund job). */
  settler(): RefundSettler {
    return {
      succeeded: async (tx: Transaction, refund: RefundRow, now: Date) => {
        const s = new BenefitCardRepository(tx)
        const i = refund.subject_id ? await s.lockInstance(refund.subject_id) : undefined
        if (i && (await s.setInstanceState(i.id, 'REFUNDING', 'REFUNDED', now))) await s.giveBack(i.card_id)
      },
      // The money is still owed: the card stays REFUNDING (it cannot book) until the merchant's retry succeeds.
      failed: async () => undefined
    }
  }

  /** GET support_auto_use ?couponId: whether the buyer's coupon exchanges for a card, and which. */
  async supportAutoUse(merchantId: string, userId: string, couponId: string, now: Date): Promise<CouponSupportReply> {
    const c = await this.cards.exchangeCoupon(couponId, false)
    if (!c || c.user_id !== userId || c.merchant_id !== merchantId) throw new AppError('COUPON_NOT_FOUND')
    const card = exchangeable(c, now) && c.privilege_card_id ? await this.cards.card(c.privilege_card_id) : undefined
    // A card switched off or already ended is not offered: the exchange would refuse it.
    return presentSupport(card && card.merchant_id === merchantId && !offSale(card, now) ? card : undefined)
  }

  /** POST exchange_coupon/use: the coupon USED and one card issued, in one transaction, once. */
  async exchange(
    merchantId: string,
    userId: string,
    body: { couponId: string; privilegeCardTemplateId: string },
    locale: Locale,
    now: Date
  ): Promise<PrivilegeCardItem> {
    const zone = await this.deps.timeZoneOf(merchantId)
    const instanceId = await boundedWrite(this.db, async (tx) => {
      const s = new BenefitCardRepository(tx)
      const c = await s.exchangeCoupon(body.couponId, true)
      if (!c || c.user_id !== userId || c.merchant_id !== merchantId) throw new AppError('COUPON_NOT_FOUND')
      // A repeat of an exchange already made answers the card it made.
      const made = await s.instanceOfCoupon(c.id)
      if (made) return made.id
      if (!exchangeable(c, now) || c.privilege_card_id !== body.privilegeCardTemplateId) throw new AppError('CARD_EXCHANGE_UNSUPPORTED')
      const card = await s.card(body.privilegeCardTemplateId)
      // The coupon is not used up for a card that is off or already ended (it could never book; a card from a coupon has nothing to refund).
      if (!card || card.merchant_id !== merchantId || offSale(card, now)) throw new AppError('CARD_EXCHANGE_UNSUPPORTED')
      const id = randomId('uci_')
      await s.insertInstance(
        {
          id,
          card,
          userId,
          couponId: c.id,
          expiresAt: new Date(cardExpiry(validityOf(card), now.getTime(), zone)),
          identity: { name: '', type: '', no: '' }
        },
        now
      )
      if (!(await s.useExchangeCoupon(c.id, id, now))) throw new AppError('CARD_EXCHANGE_UNSUPPORTED')
      return id
    })
    return this.deps.heldCard(instanceId, userId, locale, now)
  }
}

/**
 * A held card refunded (the buyer's own, or any of the merchant's by the console's owner): unused and
 * unexpired only. Points back at once; cash queued on the payment that paid it.
 */
export async function refundHeldCard(
  db: Db,
  stores: (q: Queryable) => CardStores,
  instanceId: string,
  who: { userId: string } | { merchantId: string },
  now: Date,
  /** Written in the refund's own transaction (the owner's audit row): it commits with the refund or not at all. */
  alongside?: (tx: Transaction) => Promise<void>
): Promise<void> {
  await boundedWrite(db, async (tx) => {
    const s = new BenefitCardRepository(tx)
    const i = await s.lockInstance(instanceId)
    if (!i || ('userId' in who ? i.user_id !== who.userId : i.merchant_id !== who.merchantId)) throw new AppError('CARD_INSTANCE_NOT_FOUND')
    const status = instanceStatus(i, now)
    if (!status.refundable || !i.card_order_id || !(await s.startRefund(i.id, now))) throw new AppError('CARD_NOT_REFUNDABLE')
    const o = await s.lockOrder(i.card_order_id)
    if (!o) throw new Error(`held card ${i.id}: its card order is gone`)
    await s.returnPoints({ merchantId: o.merchant_id, userId: o.user_id, cardOrderId: o.id, points: o.points }, now)
    const payment = o.pay_fen > 0 ? await s.paidPaymentOf(o.id) : undefined
    if (payment) {
      await stores(tx).refunds.queue(
        { id: randomId('rfd_'), paymentId: payment.id, amountFen: o.pay_fen, reason: CARD_REFUND_REASON, purpose: 'CARD', subjectId: i.id },
        now
      )
    } else {
      // Nothing paid in cash (a points card): refunded at once.
      await s.setInstanceState(i.id, 'REFUNDING', 'REFUNDED', now)
      await s.giveBack(i.card_id)
    }
    if (alongside) await alongside(tx)
  })
}

/** Thrown inside the transaction when the key's order appeared meanwhile: answered with it after the rollback. */
class Replayed extends Error {
  constructor(readonly order: CardOrderRow) {
    super('replayed')
  }
}

function validityOf(card: CardRow) {
  return { validityType: card.validity_type, validDays: card.valid_days, validUntil: card.valid_until?.getTime() ?? null }
}

/** An AVAILABLE, in-window EXCHANGE coupon for benefit cards. */
function exchangeable(c: ExchangeCouponRow, now: Date): boolean {
  return (
    c.status === 'AVAILABLE' &&
    c.coupon_type === 'EXCHANGE' &&
    c.biz_types.includes('PRIVILEGE_CARD') &&
    c.start_at.getTime() <= now.getTime() &&
    now.getTime() < c.expire_at.getTime()
  )
}
