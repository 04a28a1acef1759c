/** Benefit (privilege) card calls (calls-errors-limits.md "Coupons and users"; types/api/benefit-card.ts). */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import {
  BENEFIT_CARD_PATHS,
  type BenefitCardListReply,
  type BenefitCardMineListReply,
  type BenefitCardMineView,
  type BenefitCardView,
  type CardCreateOrderRequest,
  type CardOrderReply,
  type CardPreOrderReply,
  type CardRangeReply,
  type CardTab,
  type CouponSupportReply,
  type ExchangeCouponUseRequest,
  type PrivilegeCardItem,
  type PurchasedCardsReply
} from '../../types/api/benefit-card'

/** The path with its `:itemOrderId` filled (the contract writes the parameter in the path). */
function orderPath(template: string, itemOrderId: string): string {
  return template.replace(':itemOrderId', encodeURIComponent(itemOrderId))
}

/** The merchant's cards on sale; logged in, each with whether the caller holds one and may buy one more. */
export function cardsOnSale(loggedIn: boolean, offset: number, length: number): Promise<BenefitCardListReply | BenefitCardMineListReply> {
  return api().request<BenefitCardListReply | BenefitCardMineListReply>({
    path: loggedIn ? BENEFIT_CARD_PATHS.listMine : BENEFIT_CARD_PATHS.list,
    data: { offset, length }
  })
}

/** One card (card-detail); logged in, with the caller's cards of it and whether they may buy. */
export function cardDetail(cardId: string, loggedIn: boolean): Promise<BenefitCardView | BenefitCardMineView> {
  return api().request<BenefitCardView | BenefitCardMineView>({
    path: loggedIn ? BENEFIT_CARD_PATHS.detailMine : BENEFIT_CARD_PATHS.detail,
    data: { cardId }
  })
}

/** The shows, sessions and tiers a card books (card-range), a page at a time. */
export function cardRange(cardId: string, offset: number, length: number) {
  return api().request<CardRangeReply>({ path: BENEFIT_CARD_PATHS.range, data: { cardId, offset, length } })
}

/** My cards (card-list): the ACTIVE tab (can still book) or HISTORY. */
export function myCards(tab: CardTab, offset: number, length: number) {
  return api().request<PurchasedCardsReply>({ path: BENEFIT_CARD_PATHS.purchased, data: { tab, offset, length } })
}

/** One card the caller holds (card-detail opened with userCardInstanceId). */
export function cardInstance(userCardInstanceId: string) {
  return api().request<PrivilegeCardItem>({ path: BENEFIT_CARD_PATHS.instance, data: { userCardInstanceId } })
}

/** What buying the card costs the caller now, and whether they may (card-confirm). */
export function cardPreOrder(cardId: string) {
  return api().request<CardPreOrderReply>({
    path: BENEFIT_CARD_PATHS.preOrder,
    method: 'POST',
    data: { cardId },
    importance: IMPORTANCE.high
  })
}

/** Critical: on limiting it retries with the same body and idempotency key, which replays the first card order. */
export function cardCreateOrder(body: CardCreateOrderRequest) {
  return api().request<CardOrderReply>({
    path: BENEFIT_CARD_PATHS.createOrder,
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.critical
  })
}

/** A card order's state (pay-loading reads it after the cashier). */
export function cardOrder(itemOrderId: string) {
  return api().request<CardOrderReply>({ path: orderPath(BENEFIT_CARD_PATHS.order, itemOrderId), importance: IMPORTANCE.high })
}

/** The buyer leaves an unpaid card order: it closes and its points come back. */
export function cancelCardOrder(itemOrderId: string) {
  return api().request<CardOrderReply>({
    path: orderPath(BENEFIT_CARD_PATHS.cancelOrder, itemOrderId),
    method: 'POST',
    importance: IMPORTANCE.high
  })
}

/** Refund an unused card (REFUNDING, then REFUND once the money is back). */
export function refundCard(userCardInstanceId: string) {
  return api().request<PrivilegeCardItem>({
    path: BENEFIT_CARD_PATHS.refund,
    method: 'POST',
    data: { userCardInstanceId },
    importance: IMPORTANCE.high
  })
}

/** Whether a coupon can be exchanged for a card (product.md "Using a coupon"). */
export function couponSupportAutoUse(couponId: string) {
  return api().request<CouponSupportReply>({ path: BENEFIT_CARD_PATHS.supportAutoUse, data: { couponId } })
}

/** Exchange the coupon for the card it names: the coupon is used, the card issued. */
export function exchangeCouponForCard(body: ExchangeCouponUseRequest) {
  return api().request<PrivilegeCardItem>({
    path: BENEFIT_CARD_PATHS.exchangeCouponUse,
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.high
  })
}
