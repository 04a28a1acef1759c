/**
 * Booking with a benefit card (product.md "booking ... userCardInstanceId with cardId"; issue #18
 * "redemption times per card ... booking with userCardInstanceId/cardId"): pre_order and create_order
 * name a held card, the gateway checks it (the buyer's, of that card, bookable, every ticket in its
 * range, no more than its times left and its per-session limit: benefit-card-rules.ts checkCardBooking)
 * and prices those tickets at its redemption price, written as the order lines' unit price so refunds,
 * rebooks and invoices read what the buyer paid (ticket-price.sql.ts).
 *
 * Times move by conditional updates in the order's transactions, each once:
 * - taken when the order is written: the held card's row locked first (cards before the order row, as
 *   coupons are), the per-session count read under that lock, then redeemed_times + n only while it stays
 *   within convertible_times (two concurrent orders cannot both take the last time);
 * - all given back when the unpaid order closes (card_bookings.returned = qty, once);
 * - one per refunded ticket when a refund is approved (returned follows the order's refunded tickets, so
 *   an approval seen twice gives nothing twice).
 * A card order takes no coupons: the card prices its tickets, coupons price cash orders.
 */
import type { Queryable } from '../../db/db'
import { CardBookingRepository } from './card-booking.repository'
import { AppError } from '../../http/app-error'
import type { OrderCardUse } from '../../../../types/api/benefit-card'
import { checkCardBooking, timesLeft, type CardBookingRefusal } from '../../../../types/rules/benefit-card-rules'
import type { CartLine } from '../../../../types/rules/coupon-rules'
import type { QuoteDraft, TicketPricingStep } from './pricing-step'

/** What the card does to an order about to be written (NewOrder.card). */
export interface OrderCard {
  instanceId: string
  sessionId: string
  qty: number
  /** What the card took off the tickets. */
  fen: number
}

export interface CardPricing {
  use: OrderCardUse
  card: OrderCard
  /** The unit price of each tier of the order with the card. */
  unitFen: Map<string, number>
}

/**
 * The card's pricing of a priced order, checked afresh (pre_order and create_order alike; create_order's
 * transaction checks the times again under the card's lock). Another buyer's card, or a card id that is
 * not the held card's, reads as unknown.
 */
const REFUSALS: Record<CardBookingRefusal, 'CARD_NOT_USABLE' | 'CARD_OUT_OF_RANGE' | 'CARD_TIMES_SHORT' | 'CARD_SESSION_LIMIT'> = {
  NOT_ACTIVE: 'CARD_NOT_USABLE',
  EXPIRED: 'CARD_NOT_USABLE',
  OUT_OF_RANGE: 'CARD_OUT_OF_RANGE',
  TIMES_SHORT: 'CARD_TIMES_SHORT',
  SESSION_LIMIT: 'CARD_SESSION_LIMIT'
}

export async function priceWithCard(
  q: Queryable,
  priced: Pick<QuoteDraft, 'lines' | 'sessionId'>,
  asked: { userCardInstanceId?: string; cardId?: string },
  ctx: { userId: string; merchantId: string; now: Date }
): Promise<CardPricing | undefined> {
  if (!asked.userCardInstanceId && !asked.cardId) return undefined
  if (!asked.userCardInstanceId || !asked.cardId) throw new AppError('INVALID_PARAMETER', { detail: 'userCardInstanceId' })
  const repo = new CardBookingRepository(q)
  const held = await repo.held(asked.userCardInstanceId)
  if (!held || held.user_id !== ctx.userId || held.merchant_id !== ctx.merchantId || held.card_id !== asked.cardId)
    throw new AppError('CARD_INSTANCE_NOT_FOUND')
  const lines: CartLine[] = priced.lines.map((l) => ({
    lineId: l.tier.id,
    bizType: 'SHOW',
    showId: l.tier.show_id,
    sessionId: l.tier.session_id,
    tierId: l.tier.id,
    price: l.tier.price_fen,
    qty: l.qty
  }))
  const left = timesLeft(held.convertible_times, held.redeemed_times)
  const check = checkCardBooking(
    {
      state: held.state,
      convertibleTimes: held.convertible_times,
      redeemedTimes: held.redeemed_times,
      expirationTime: held.expires_at.getTime(),
      bought: held.card_order_id !== null,
      redeemPrice: held.redeem_price_fen,
      perSessionLimit: held.per_session_limit,
      useCouponRule: held.use_rule,
      couponUseLimitVO: held.use_limit
    },
    lines,
    await repo.sessionBooked(held.id),
    ctx.now.getTime()
  )
  if (!check.ok) throw new AppError(REFUSALS[check.reason], { left, limit: held.per_session_limit })
  return {
    use: {
      userCardInstanceId: held.id,
      cardId: held.card_id,
      cardName: held.name,
      qty: check.qty,
      timesLeft: left,
      redeemPrice: held.redeem_price_fen,
      cardDiscount: check.cardDiscount
    },
    card: { instanceId: held.id, sessionId: priced.sessionId, qty: check.qty, fen: check.cardDiscount },
    unitFen: new Map(check.lines.map((l) => [l.lineId, l.unitPrice]))
  }
}

/**
 * The CARD step: the held card the order names prices its tickets. A card order takes no coupon and no
 * points (the card is the tickets' price; coupons and points discount a cash order): pre_order leaves them
 * out, create_order refuses them.
 */
export function cardStep(q: Queryable): TicketPricingStep {
  return {
    phase: 'ORDER',
    async apply(draft, { body, ctx, mode }) {
      const card = await priceWithCard(q, draft, body, ctx)
      if (!card) return
      if (mode === 'ORDER' && (body.couponIds?.length || body.usePoints)) throw new AppError('COUPON_ORDER_COMBINATION')
      draft.card = card
    }
  }
}

/**
 * In the order's transaction, before its row is written: the card's row locked, the per-session count
 * read under the lock, the times taken; refused (and the transaction with it) when another order took
 * them meanwhile.
 */
export async function takeCardTimes(q: Queryable, orderId: string, card: OrderCard, now: Date): Promise<void> {
  const repo = new CardBookingRepository(q)
  const held = await repo.held(card.instanceId, true)
  if (!held) throw new AppError('CARD_INSTANCE_NOT_FOUND')
  const left = timesLeft(held.convertible_times, held.redeemed_times)
  if (held.per_session_limit > 0) {
    const booked = (await repo.sessionBooked(held.id)).get(card.sessionId) ?? 0
    if (booked + card.qty > held.per_session_limit) throw new AppError('CARD_SESSION_LIMIT', { limit: held.per_session_limit })
  }
  if (!(await repo.take(held.id, card.qty, now))) throw new AppError(left < card.qty ? 'CARD_TIMES_SHORT' : 'CARD_NOT_USABLE', { left })
  await repo.record(orderId, card, now)
}
