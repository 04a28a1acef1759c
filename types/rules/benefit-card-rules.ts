/**
 * Benefit (privilege) cards (issue #18 "Benefit (privilege) cards: card list, detail, range, confirm and
 * purchase (cash, points, or both), redemption times per card, annual cards, booking with
 * userCardInstanceId/cardId ..., refund of a card"; product.md entity "Privilege card item": "cardStatus
 * (USED, EXPIRE, REFUND, REFUNDING), enabled, isHistory, isAnnualCard, expirationTime", "priceMode (CASH,
 * POINT, CASH_POINT), cardPrice, pointPrice, convertibleTimes, redeemedTimes").
 *
 * One module for what the gateway decides and the app shows, so both read a card the same way:
 * - validity: an annual card lasts 365 days from purchase, a DAYS card validDays days, each to the end of
 *   the merchant's local day (a card bought at 14:00 is not cut off at 14:00 a year later, as a buyer
 *   reads "valid for a year"); an UNTIL card until the fixed end the merchant set.
 * - price mode: CASH pays cardPrice fen, POINT pointPrice points, CASH_POINT both.
 * - times: convertibleTimes tickets over the card's life, redeemedTimes used; a refunded ticket's time
 *   comes back, so redeemedTimes is the count of redeemed tickets not refunded.
 * - booking: every ticket of the order must be in the card's range (the coupon scope shape,
 *   coupon-rules.ts lineInScope), no more than the times left and the per-session limit; each is priced at
 *   redeemPrice (never above its own price).
 */
import type { CardBuyRefusal, CardStatus, CardValidityType, PriceMode } from '../api/benefit-card'
import { lineInScope, type CartLine, type CouponUseLimitVO, type UseCouponRule } from './coupon-rules'
import { addDays, localDate, startOfLocalDay, DEFAULT_TIME_ZONE } from './merchant-time'

export const ANNUAL_CARD_DAYS = 365

export interface CardValidity {
  validityType: CardValidityType
  validDays: number | null
  /** Epoch ms. */
  validUntil: number | null
}

const isCount = (n: unknown, min = 0): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= min

/**
 * When a card bought at `purchasedAt` stops booking (epoch ms, exclusive): "annual card flag (valid 365
 * days from purchase) or fixed validity (days after purchase or until a date)".
 */
export function cardExpiry(v: CardValidity, purchasedAt: number, zone: string = DEFAULT_TIME_ZONE): number {
  if (v.validityType === 'UNTIL') {
    if (!isCount(v.validUntil, 1)) throw new RangeError('an UNTIL card needs validUntil')
    return v.validUntil
  }
  const days = v.validityType === 'ANNUAL' ? ANNUAL_CARD_DAYS : v.validDays
  if (!isCount(days, 1)) throw new RangeError('a DAYS card needs validDays of at least 1')
  // The end of the local day `days` days after the purchase day.
  return startOfLocalDay(addDays(localDate(purchasedAt, zone), days + 1), zone).getTime()
}

export interface CardPrice {
  priceMode: PriceMode
  /** Fen. */
  cardPrice: number
  /** Points. */
  pointPrice: number
}

/** What buying one card takes: fen at the cashier and points at creation, by its price mode. */
export function cardAmounts(p: CardPrice): { payAmount: number; pointAmount: number } {
  switch (p.priceMode) {
    case 'CASH':
      return { payAmount: p.cardPrice, pointAmount: 0 }
    case 'POINT':
      return { payAmount: 0, pointAmount: p.pointPrice }
    case 'CASH_POINT':
      return { payAmount: p.cardPrice, pointAmount: p.pointPrice }
  }
}

export type CardRuleProblem =
  'PRICE_MODE' | 'CASH_PRICE' | 'POINT_PRICE' | 'TIMES' | 'VALIDITY' | 'RANGE' | 'REDEEM_PRICE' | 'SESSION_LIMIT'

export interface CardRule extends CardPrice, CardValidity {
  convertibleTimes: number
  redeemPrice: number
  perSessionLimit: number
  useCouponRule: UseCouponRule
  couponUseLimitVO: CouponUseLimitVO
}

/**
 * What is wrong with a card the merchant made, or undefined. The price mode decides which prices must be
 * set: a CASH card has a cash price and no points, POINT the reverse, CASH_POINT both (a "both" card with
 * one of them 0 is one of the others, and would be shown wrongly).
 */
export function cardRuleProblem(c: CardRule, now: number): CardRuleProblem | undefined {
  if (!(['CASH', 'POINT', 'CASH_POINT'] as const).includes(c.priceMode)) return 'PRICE_MODE'
  const cash = c.priceMode !== 'POINT'
  const points = c.priceMode !== 'CASH'
  if (!isCount(c.cardPrice) || (cash ? c.cardPrice < 1 : c.cardPrice !== 0)) return 'CASH_PRICE'
  if (!isCount(c.pointPrice) || (points ? c.pointPrice < 1 : c.pointPrice !== 0)) return 'POINT_PRICE'
  if (!isCount(c.convertibleTimes, 1)) return 'TIMES'
  if (!isCount(c.redeemPrice)) return 'REDEEM_PRICE'
  if (!isCount(c.perSessionLimit) || c.perSessionLimit > c.convertibleTimes) return 'SESSION_LIMIT'
  switch (c.validityType) {
    case 'ANNUAL':
      if (c.validDays !== null && c.validDays !== ANNUAL_CARD_DAYS) return 'VALIDITY'
      break
    case 'DAYS':
      if (!isCount(c.validDays, 1)) return 'VALIDITY'
      break
    case 'UNTIL':
      if (!isCount(c.validUntil, 1) || c.validUntil <= now) return 'VALIDITY'
      break
    default:
      return 'VALIDITY'
  }
  // A card books shows: all of them, or the listed shows / sessions / tiers.
  if (c.useCouponRule === 'ALL_SHOW') return undefined
  if (c.useCouponRule !== 'LIMIATION_SHOW_SESSION_SEATPLAN') return 'RANGE'
  const v = c.couponUseLimitVO
  if (![v.showIds, v.showSessionIds, v.seatPlanIds].some((l) => (l?.length ?? 0) > 0)) return 'RANGE'
  return undefined
}

/** "redemption times per card": what is left to book. */
export function timesLeft(convertibleTimes: number, redeemedTimes: number): number {
  return Math.max(0, convertibleTimes - redeemedTimes)
}

export type InstanceState = 'ACTIVE' | 'REFUNDING' | 'REFUNDED'

export interface HeldCard {
  state: InstanceState
  convertibleTimes: number
  redeemedTimes: number
  /** Epoch ms, exclusive. */
  expirationTime: number
  /** Bought (a card from a coupon exchange has no money to give back). */
  bought: boolean
}

export interface HeldCardStatus {
  cardStatus: CardStatus | null
  enabled: boolean
  isHistory: boolean
  refundable: boolean
}

/**
 * The stamp and flags of a held card: refund states first (a refunded card is REFUND even if it also
 * expired since), then EXPIRE, then USED (every time redeemed); none while it can book. isHistory: it will
 * never book again (REFUNDING is history too: it can no longer book, and the money is on its way).
 * Refundable: "an unused card (redeemedTimes 0, not expired) can be refunded by the buyer".
 */
export function heldCardStatus(c: HeldCard, now: number): HeldCardStatus {
  const expired = now >= c.expirationTime
  const cardStatus: CardStatus | null =
    c.state === 'REFUNDED'
      ? 'REFUND'
      : c.state === 'REFUNDING'
        ? 'REFUNDING'
        : expired
          ? 'EXPIRE'
          : timesLeft(c.convertibleTimes, c.redeemedTimes) === 0
            ? 'USED'
            : null
  return {
    cardStatus,
    enabled: cardStatus === null,
    isHistory: cardStatus !== null,
    refundable: cardStatus === null && c.redeemedTimes === 0 && c.bought
  }
}

export interface CardForSale {
  enabled: boolean
  /** Left for sale. */
  remaining: number
  perBuyerLimit: number
  validityType: CardValidityType
  validUntil: number | null
  needRealName: boolean
  pointAmount: number
}

/**
 * Off: switched off by the merchant, or an UNTIL card at or past its end. No card is given out so,
 * neither bought (buyRefusal OFF_SALE) nor for an exchange coupon (the card it would make could never
 * book, and a card from a coupon has nothing to refund).
 */
export function cardOffSale(c: Pick<CardForSale, 'enabled' | 'validityType' | 'validUntil'>, now: number): boolean {
  return !c.enabled || (c.validityType === 'UNTIL' && (c.validUntil ?? 0) <= now)
}

/**
 * Why this buyer cannot buy one now, or undefined: off (or an UNTIL card already ended), none left, the
 * buyer holds the per-buyer limit (cards bought or being paid for, refunded ones not counted), too few
 * points, or no verified identity for a real-name card.
 */
export function buyRefusal(
  c: CardForSale,
  buyer: { held: number; pointsOwned: number; verified: boolean },
  now: number
): CardBuyRefusal | undefined {
  if (cardOffSale(c, now)) return 'OFF_SALE'
  if (c.remaining <= 0) return 'SOLD_OUT'
  if (c.perBuyerLimit > 0 && buyer.held >= c.perBuyerLimit) return 'BUYER_LIMIT'
  if (c.needRealName && !buyer.verified) return 'NEEDS_REAL_NAME'
  if (buyer.pointsOwned < c.pointAmount) return 'POINTS_SHORT'
  return undefined
}

export type CardBookingRefusal = 'NOT_ACTIVE' | 'EXPIRED' | 'OUT_OF_RANGE' | 'TIMES_SHORT' | 'SESSION_LIMIT'

export interface CardForBooking extends HeldCard {
  redeemPrice: number
  perSessionLimit: number
  useCouponRule: UseCouponRule
  couponUseLimitVO: CouponUseLimitVO
}

export type CardBookingCheck =
  | { ok: true; qty: number; cardDiscount: number; lines: Array<{ lineId: string; unitPrice: number }> }
  | { ok: false; reason: CardBookingRefusal }

/**
 * Whether the card books these ticket lines ("booking: ... userCardInstanceId with cardId"), and at what
 * price. `sessionBooked` counts the tickets this card already holds per session (not refunded), for the
 * per-session limit. Every line must be in range: an order is booked with the card or without it, never
 * half (the buyer chose the card on the booking page, and a part-priced order would read as a mistake).
 */
export function checkCardBooking(
  c: CardForBooking,
  lines: readonly CartLine[],
  sessionBooked: ReadonlyMap<string, number>,
  now: number
): CardBookingCheck {
  if (c.state !== 'ACTIVE') return { ok: false, reason: 'NOT_ACTIVE' }
  if (now >= c.expirationTime) return { ok: false, reason: 'EXPIRED' }
  if (lines.length === 0 || lines.some((l) => l.bizType !== 'SHOW' || !lineInScope(c, l))) return { ok: false, reason: 'OUT_OF_RANGE' }
  const qty = lines.reduce((n, l) => n + l.qty, 0)
  if (qty > timesLeft(c.convertibleTimes, c.redeemedTimes)) return { ok: false, reason: 'TIMES_SHORT' }
  if (c.perSessionLimit > 0) {
    const per = new Map<string, number>()
    for (const l of lines) per.set(l.sessionId ?? '', (per.get(l.sessionId ?? '') ?? 0) + l.qty)
    for (const [session, n] of per)
      if (n + (sessionBooked.get(session) ?? 0) > c.perSessionLimit) return { ok: false, reason: 'SESSION_LIMIT' }
  }
  const priced = lines.map((l) => ({ lineId: l.lineId, unitPrice: Math.min(l.price, c.redeemPrice) }))
  const cardDiscount = lines.reduce((sum, l, i) => sum + (l.price - priced[i].unitPrice) * l.qty, 0)
  return { ok: true, qty, cardDiscount, lines: priced }
}
