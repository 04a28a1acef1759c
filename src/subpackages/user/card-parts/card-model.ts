/**
 * The benefit card pages' rules (product.md "Privilege card", entity "Privilege card item", "Other
 * states"), plain so they are tested without a page:
 * - "Price and redemption: priceMode (CASH, POINT, CASH_POINT), cardPrice, pointPrice, convertibleTimes,
 *   redeemedTimes" → the price as ¥, 积分 or ¥+积分, and the times left.
 * - "cardStatus (USED, EXPIRE, REFUND, REFUNDING) ... isHistory" → the stamp and which tab.
 * - "Privilege card item: shows a view button if the user holds an instance, otherwise buy. It opens
 *   card-detail with cardId and optional userCardInstanceId."
 * - "booking ... userCardInstanceId with cardId" → where "book" leads.
 */
import type {
  BenefitCardMineView,
  BenefitCardView,
  CardPreOrderReply,
  CardStatus,
  PriceMode,
  PrivilegeCardItem
} from '../../../../types/api/benefit-card'
import { cardQuery } from '../../../utils/card-booking-params'
import { timesLeft as timesLeftRule } from '../../../../types/rules/benefit-card-rules'

/** The card's price as the page draws it: money (fen) and/or points, by its mode. */
export interface CardPrice {
  mode: PriceMode
  /** Fen, for CASH and CASH_POINT. */
  cashFen?: number
  /** Points, for POINT and CASH_POINT. */
  points?: number
}

export function cardPrice(card: Pick<BenefitCardView, 'priceMode' | 'cardPrice' | 'pointPrice'>): CardPrice {
  switch (card.priceMode) {
    case 'CASH':
      return { mode: 'CASH', cashFen: card.cardPrice }
    case 'POINT':
      return { mode: 'POINT', points: card.pointPrice }
    default:
      return { mode: 'CASH_POINT', cashFen: card.cardPrice, points: card.pointPrice }
  }
}

/** "convertibleTimes − redeemedTimes" by the gateway's own rule (benefit-card-rules.ts), for a held card. */
export function timesLeft(item: Pick<PrivilegeCardItem, 'convertibleTimes' | 'redeemedTimes'>): number {
  return timesLeftRule(item.convertibleTimes, item.redeemedTimes)
}

/** The stamp of a held card: its cardStatus; none while it can book. */
export function cardStamp(item: Pick<PrivilegeCardItem, 'cardStatus'>): CardStatus | null {
  return item.cardStatus
}

/** What a held card offers: book while it can (enabled with times left), refund when the gateway says it is unused and refundable. */
export function cardActions(item: Pick<PrivilegeCardItem, 'enabled' | 'refundable' | 'convertibleTimes' | 'redeemedTimes'>): {
  book: boolean
  refund: boolean
} {
  return { book: item.enabled && timesLeft(item) > 0, refund: item.refundable && item.redeemedTimes === 0 }
}

/**
 * How card-detail's validity reads: an annual card "365 days from purchase", DAYS "N days from purchase",
 * UNTIL its end date; a held card its own expirationTime.
 */
export type ValidityLine = { key: 'annual_validity' } | { key: 'valid_days'; days: number } | { key: 'valid_until'; at: number }

export function validityLine(
  card: Pick<BenefitCardView, 'isAnnualCard' | 'validityType' | 'validDays' | 'validUntil'>,
  held?: Pick<PrivilegeCardItem, 'expirationTime'>
): ValidityLine {
  if (held) return { key: 'valid_until', at: held.expirationTime }
  if (card.isAnnualCard || card.validityType === 'ANNUAL') return { key: 'annual_validity' }
  if (card.validityType === 'UNTIL' && card.validUntil !== null) return { key: 'valid_until', at: card.validUntil }
  return { key: 'valid_days', days: card.validDays ?? 0 }
}

function isMine(card: BenefitCardView | BenefitCardMineView): card is BenefitCardMineView {
  return Array.isArray((card as BenefitCardMineView).userCardInstanceIds)
}

/**
 * card-detail's main button: "view" (my cards) when the caller holds one that can book and may not buy
 * another; "buy" when the card is on sale (and, logged in, the caller may buy one more); otherwise the
 * reason it cannot be bought (sold out, off sale).
 */
export type DetailAction = { kind: 'buy' } | { kind: 'view'; userCardInstanceId: string } | { kind: 'off'; reason: 'sold_out' | 'off_sale' }

export function detailAction(card: BenefitCardView | BenefitCardMineView): DetailAction {
  const held = isMine(card) ? card.userCardInstanceIds[0] : undefined
  const canBuy = isMine(card) ? card.canBuy : card.onSale && card.stock > 0
  if (canBuy) return { kind: 'buy' }
  if (held) return { kind: 'view', userCardInstanceId: held }
  return { kind: 'off', reason: card.stock <= 0 ? 'sold_out' : 'off_sale' }
}

/** The list item's button ("shows a view button if the user holds an instance, otherwise buy"). */
export function itemButton(card: BenefitCardView | BenefitCardMineView): 'view' | 'buy' {
  return isMine(card) && card.userCardInstanceIds.length > 0 ? 'view' : 'buy'
}

/** The caller's newest card of this card that can still book (the item's "view"), if any. */
export function heldInstanceOf(card: BenefitCardView | BenefitCardMineView): string | undefined {
  return isMine(card) ? card.userCardInstanceIds[0] : undefined
}

/** "It opens card-detail with cardId and optional userCardInstanceId." */
export function detailParams(cardId: string, userCardInstanceId?: string): Record<string, string> {
  return userCardInstanceId ? { cardId, userCardInstanceId } : { cardId }
}

/** "book" on a held card: its range, carrying the card so a show picked there books with it. */
export function rangeParams(item: Pick<PrivilegeCardItem, 'cardId' | 'userCardInstanceId'>): Record<string, string> {
  return { cardId: item.cardId, userCardInstanceId: item.userCardInstanceId }
}

/** A session of the range to booking: the show, the session (and the tier when the range names one), and the card when one is held. */
export function bookingFromRange(
  showId: string,
  sessionId: string,
  seatPlanId: string | undefined,
  card: { cardId: string; userCardInstanceId?: string }
): Record<string, string> {
  return {
    showId,
    sessionId,
    ...(seatPlanId ? { seatPlanId } : {}),
    ...cardQuery(card.userCardInstanceId ? { cardId: card.cardId, userCardInstanceId: card.userCardInstanceId } : undefined)
  }
}

/** What card-confirm's submit does: buy, or send the buyer where the refusal is mended. */
export type ConfirmStep = { kind: 'buy' } | { kind: 'verify' } | { kind: 'refused'; reason: NonNullable<CardPreOrderReply['reason']> }

export function confirmStep(pre: Pick<CardPreOrderReply, 'canBuy' | 'reason' | 'needRealName' | 'identity'>): ConfirmStep {
  if (pre.needRealName && !pre.identity) return { kind: 'verify' }
  if (pre.canBuy) return { kind: 'buy' }
  if (pre.reason === 'NEEDS_REAL_NAME') return { kind: 'verify' }
  return { kind: 'refused', reason: pre.reason ?? 'OFF_SALE' }
}

/** Pages appended without repeats (a card bought between two reads would shift the offsets). */
export function appendCards<T extends { userCardInstanceId: string }>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((c) => c.userCardInstanceId))
  return [...list, ...page.filter((c) => !seen.has(c.userCardInstanceId))]
}
