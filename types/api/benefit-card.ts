/**
 * Benefit (privilege) cards (issue #18 "Benefit (privilege) cards: card list, detail, range, confirm and
 * purchase (cash, points, or both), redemption times per card, annual cards, booking with
 * userCardInstanceId/cardId ..., refund of a card"; product.md "Privilege card" and the entity "Privilege
 * card item"; calls-errors-limits.md "Coupons and users": `buyer/v3/purchased/privilege/card/query`,
 * `buyer/v3/privilege/card/query_card_by_order_id (itemOrderId)`, `buyer/v1/coupon/support_auto_use
 * (couponId)`, `buyer/v1/exchange_coupon/use (couponId, privilegeCardTemplateId, type)`).
 *
 * Field names are the spec's where it names them. Money is integer fen (cardPrice, redeemPrice, payAmount),
 * points are whole points (pointPrice), times are epoch ms. `cardId` is the merchant's card (its template,
 * the spec's privilegeCardTemplateId and spuId); `userCardInstanceId` is one card a buyer holds.
 * Paths not shown by the spec are "named here" in the spec's style.
 */
import type { Translations } from './translations'
import type { Fen } from './common'
import type { UseCouponRule } from '../rules/coupon-rules'
import type { CouponUseLimitVO } from './coupon'

/** product.md "priceMode (CASH, POINT, CASH_POINT)". */
export const PRICE_MODES = ['CASH', 'POINT', 'CASH_POINT'] as const
export type PriceMode = (typeof PRICE_MODES)[number]

/**
 * product.md "cardStatus (USED, EXPIRE, REFUND, REFUNDING)": the stamp a held card shows. A card that can
 * still book has none (null) and `enabled` true; USED: every time redeemed.
 */
export const CARD_STATUSES = ['USED', 'EXPIRE', 'REFUND', 'REFUNDING'] as const
export type CardStatus = (typeof CARD_STATUSES)[number]

/**
 * How long a held card lasts (named here): ANNUAL, 365 days from purchase (isAnnualCard); DAYS, validDays
 * days from purchase; UNTIL, until validUntil (a fixed end date).
 */
export const CARD_VALIDITY_TYPES = ['ANNUAL', 'DAYS', 'UNTIL'] as const
export type CardValidityType = (typeof CARD_VALIDITY_TYPES)[number]

/** The identity a real-name card is bound to at purchase (the buyer's verified certificate). */
export const CARD_IDENTITY_TYPES = ['ID_CARD'] as const
export type CardIdentityType = (typeof CARD_IDENTITY_TYPES)[number]

/** What a card books: the coupon scope shape (useCouponRule + couponUseLimitVO), shows only. */
export interface CardRange {
  /** ALL_SHOW, or LIMIATION_SHOW_SESSION_SEATPLAN with showIds / showSessionIds / seatPlanIds. */
  useCouponRule: UseCouponRule
  couponUseLimitVO: CouponUseLimitVO
}

/** The merchant's card as a buyer reads it (card-detail, the card list's on-sale cards). */
export interface BenefitCardView {
  cardId: string
  cardName: string
  cardUrl: string
  /** The card's rules and description, plain text with line breaks. */
  description: string
  /** A one-line selling point ("3次观演 · 年卡"), in the request's language. */
  promotionDesc: string
  priceMode: PriceMode
  /** Fen paid in money (CASH, CASH_POINT); 0 for POINT. */
  cardPrice: Fen
  /** Points paid (POINT, CASH_POINT); 0 for CASH. */
  pointPrice: number
  /** Redemptions per card: tickets it books over its life. */
  convertibleTimes: number
  /** Fen a redeemed ticket costs (0: the ticket is free). */
  redeemPrice: Fen
  /** Most tickets one card books for one session (0: no limit beyond convertibleTimes). */
  perSessionLimit: number
  isAnnualCard: boolean
  validityType: CardValidityType
  /** DAYS: days from purchase; ANNUAL: 365. */
  validDays: number | null
  /** UNTIL: the end (epoch ms). */
  validUntil: number | null
  /** Bound to the buyer's verified identity at purchase. */
  needRealName: boolean
  range: CardRange
  /** The range in words ("all shows", "3 shows"), in the request's language. */
  rangeDesc: string
  /** Left for sale. */
  stock: number
  /** Most cards one buyer may hold of this card (0: no limit). */
  perBuyerLimit: number
  /** On sale now (switched on, stock left, UNTIL not passed). */
  onSale: boolean
}

/** The same with the caller's state (login variants). */
export interface BenefitCardMineView extends BenefitCardView {
  /** The caller's cards of this card that can still book, newest first (the item's "view" button). */
  userCardInstanceIds: string[]
  /** The caller may buy one more (on sale and under the per-buyer limit). */
  canBuy: boolean
}

/** product.md entity "Privilege card item": one card a buyer holds. */
export interface PrivilegeCardItem {
  cardName: string
  cardUrl: string
  cardId: string
  userCardInstanceId: string
  /** null while it can book. */
  cardStatus: CardStatus | null
  /** It can book now (not used up, expired, refunded or refunding). */
  enabled: boolean
  /** In the history tab (used up, expired, refunded). */
  isHistory: boolean
  isAnnualCard: boolean
  /** Epoch ms. */
  expirationTime: number
  promotionDesc: string
  priceMode: PriceMode
  /** What this card was bought for (0 for a card from a coupon exchange). */
  cardPrice: Fen
  pointPrice: number
  convertibleTimes: number
  redeemedTimes: number
  redeemPrice: Fen
  perSessionLimit: number
  /** Unused, not expired, bought (not from a coupon): the buyer may refund it. */
  refundable: boolean
  /** The identity bound at purchase (needRealName), identityNo masked; empty strings otherwise. */
  identityName: string
  identityType: CardIdentityType | ''
  identityNo: string
  /** The venue and city of the card's range when it names one show, else empty. */
  venueName: string
  cityName: string
  /** What it booked: one line per redeemed ticket. */
  seatInfos: CardSeatInfo[]
  /** How it came: bought, or exchanged from a coupon. */
  source: 'PURCHASE' | 'COUPON'
  /** The card order it was bought with (absent for a coupon exchange). */
  itemOrderId?: string
  /** Epoch ms. */
  createdAt: number
}

export interface CardSeatInfo {
  orderId: string
  ticketId: string
  showName: string
  /** Epoch ms of the session. */
  sessionStart: number
  /** "A区 3排12座", or the tier's name when unseated. */
  seatInfo: string
  /** The ticket was refunded: its time came back. */
  refunded: boolean
}

/** Buyer calls: /buyer/buyer/... needs login, /buyer/pub/... does not. */
export const BENEFIT_CARD_PATHS = {
  /** GET ?offset&length → BenefitCardListReply: the merchant's cards on sale (named here). */
  list: '/buyer/pub/v3/privilege/card/list',
  /** GET ?offset&length → BenefitCardMineListReply: the same with the caller's state. */
  listMine: '/buyer/buyer/v3/privilege/card/list',
  /** GET ?cardId= → BenefitCardView (card-detail). */
  detail: '/buyer/pub/v3/privilege/card/detail',
  /** GET ?cardId= → BenefitCardMineView. */
  detailMine: '/buyer/buyer/v3/privilege/card/detail',
  /** GET ?cardId=&offset&length → CardRangeReply (card-range): the shows, sessions and tiers it books. */
  range: '/buyer/pub/v3/privilege/card/range',
  /** GET ?tab=&offset=&length= → PurchasedCardsReply (card-list; spec buyer/v3/purchased/privilege/card/query). */
  purchased: '/buyer/buyer/v3/purchased/privilege/card/query',
  /** GET ?userCardInstanceId= → PrivilegeCardItem (card-detail opened with userCardInstanceId). */
  instance: '/buyer/buyer/v3/privilege/card/instance',
  /** GET ?itemOrderId= → PrivilegeCardItem (spec query_card_by_order_id; pay-success after a card order). */
  byOrder: '/buyer/buyer/v3/privilege/card/query_card_by_order_id',
  /** POST CardPreOrderRequest → CardPreOrderReply (card-confirm). */
  preOrder: '/buyer/buyer/v3/privilege/card/pre_order',
  /**
   * POST CardCreateOrderRequest → CardOrderReply (card-confirm's buy button). UNPAID: pay transactionId
   * through /trade/buyer/v3/payments/cashiers and /pay like an order's, with a returnUrl of the app's own
   * (without one the cashier returns to /pay-success?orderId={itemOrderId}).
   */
  createOrder: '/buyer/buyer/v3/privilege/card/create_order',
  /** GET /:itemOrderId → CardOrderReply (pay-loading polls it after the cashier). */
  order: '/buyer/buyer/v3/privilege/card/order/:itemOrderId',
  /** POST /:itemOrderId/cancel → CardOrderReply (the buyer leaves an unpaid card order; points come back). */
  cancelOrder: '/buyer/buyer/v3/privilege/card/order/:itemOrderId/cancel',
  /** POST CardRefundRequest → PrivilegeCardItem (an unused card, REFUNDING then REFUND). */
  refund: '/buyer/buyer/v3/privilege/card/refund',
  /** GET ?couponId= → CouponSupportReply (spec buyer/v1/coupon/support_auto_use). */
  supportAutoUse: '/buyer/buyer/v1/coupon/support_auto_use',
  /** POST ExchangeCouponUseRequest → PrivilegeCardItem (spec buyer/v1/exchange_coupon/use). */
  exchangeCouponUse: '/buyer/buyer/v1/exchange_coupon/use'
} as const

/** The app's route to card-detail ("card-detail (/benefit-card/:cardId)"). */
export const BENEFIT_CARD_DETAIL_ROUTE = '/benefit-card/:cardId'

export const CARD_PAGE_MAX = 50

export interface BenefitCardListReply {
  cards: BenefitCardView[]
  total: number
}

export interface BenefitCardMineListReply {
  cards: BenefitCardMineView[]
  total: number
}

/** card-list's tabs: cards that can book, and history (used up, expired, refunded, refunding). */
export const CARD_TABS = ['ACTIVE', 'HISTORY'] as const
export type CardTab = (typeof CARD_TABS)[number]

export interface PurchasedCardsReply {
  cards: PrivilegeCardItem[]
  total: number
}

export interface CardRangeTier {
  seatPlanId: string
  name: string
  /** The tier's own price (the card books it at redeemPrice). */
  price: Fen
}

export interface CardRangeSession {
  bizShowSessionId: string
  sessionName: string
  /** Epoch ms. */
  startTime: number
  tiers: CardRangeTier[]
}

export interface CardRangeShow {
  showId: string
  showName: string
  posterUrl: string
  posterColor: string
  venueName: string
  cityName: string
  sessions: CardRangeSession[]
}

export interface CardRangeReply {
  cardId: string
  /** ALL_SHOW: every current show of the merchant counts; `shows` lists them a page at a time. */
  allShows: boolean
  shows: CardRangeShow[]
  total: number
}

export interface CardPreOrderRequest {
  cardId: string
}

export interface CardPreOrderReply {
  cardId: string
  cardName: string
  priceMode: PriceMode
  /** Fen to pay at the cashier (0 for POINT). */
  payAmount: Fen
  /** Points taken at creation (0 for CASH). */
  pointAmount: number
  /** The caller's points now. */
  pointsOwned: number
  /** Whether the caller can buy now; `reason` says why not. */
  canBuy: boolean
  reason?: CardBuyRefusal
  /** needRealName: the verified identity it will be bound to (identityNo masked); absent without one. */
  identity?: { identityName: string; identityType: CardIdentityType; identityNo: string }
  needRealName: boolean
}

/** Why a buyer cannot buy a card now (benefit-card-rules.ts). */
export type CardBuyRefusal = 'OFF_SALE' | 'SOLD_OUT' | 'BUYER_LIMIT' | 'POINTS_SHORT' | 'NEEDS_REAL_NAME'

export interface CardCreateOrderRequest {
  cardId: string
  /** The fen the buyer saw (payAmount of pre_order); a changed price is refused. */
  payAmount: Fen
  /** The points the buyer saw (pointAmount of pre_order). */
  pointAmount: number
  /** The app reuses it on automatic retries; the gateway replays the first reply. */
  idempotencyKey: string
}

/** UNPAID: waiting for its money; PAID: the card is issued; CLOSED: cancelled or expired unpaid (points back). */
export type CardOrderState = 'UNPAID' | 'PAID' | 'CLOSED'

export interface CardOrderReply {
  itemOrderId: string
  cardId: string
  state: CardOrderState
  payAmount: Fen
  pointAmount: number
  /** UNPAID: what the pay calls take (transactionIds), as an unpaid order's. */
  transactionId?: string
  /** UNPAID: epoch ms after which it closes. */
  payDeadline?: number
  /** PAID: the card issued. */
  userCardInstanceId?: string
}

export interface CardRefundRequest {
  userCardInstanceId: string
}

/** calls-errors-limits.md "Coupon support reply: supportUse, privilegeCardName, privilegeCardTemplateId, spuId". */
export interface CouponSupportReply {
  supportUse: boolean
  privilegeCardName: string
  privilegeCardTemplateId: string
  /** The card's product id: the same as privilegeCardTemplateId here. */
  spuId: string
}

/** calls-errors-limits.md "buyer/v1/exchange_coupon/use | couponId, privilegeCardTemplateId, type". */
export interface ExchangeCouponUseRequest {
  couponId: string
  privilegeCardTemplateId: string
  /** The coupon's type as the popup had it (EXCHANGE). */
  type: string
}

/**
 * Booking with a card (product.md "booking ... userCardInstanceId with cardId"): pre_order and
 * create_order take these beside the order body (types/api/order.ts CreateOrderRequest); the tickets of the
 * card's range are priced at redeemPrice and take one time each. Every ticket of the order must be in the
 * card's range (else 40338), within its times left (40339) and per-session limit (40340). A card order takes
 * no coupons: pre_order answers `coupons: []` with a card, and create_order with both is refused (40312).
 * payAmount is PreOrderReply.payAmount (0 when the card's tickets are free: the order is paid at once).
 */
export interface CardBookingFields {
  userCardInstanceId?: string
  cardId?: string
}

/** What pre_order says about the card (PreOrderReply.card). */
export interface OrderCardUse {
  userCardInstanceId: string
  cardId: string
  cardName: string
  /** Tickets the card prices (all the order's, or refused). */
  qty: number
  /** Times left before this order. */
  timesLeft: number
  redeemPrice: Fen
  /** What the card takes off the tickets' price. */
  cardDiscount: Fen
}

// ---- Console (under ADMIN_API; catalogue area: owner, operator; refund an instance: owner) ----

export const ADMIN_CARD_PATHS = {
  list: '/benefit_cards', // GET → AdminBenefitCard[]
  create: '/benefit_cards', // POST BenefitCardInput → AdminBenefitCard
  one: '/benefit_cards/:id', // GET → AdminBenefitCard; PUT BenefitCardInput → AdminBenefitCard
  instances: '/benefit_cards/:id/instances', // GET ?offset&length → AdminCardInstancePage
  refund: '/benefit_card_instances/:id/refund' // POST → AdminCardInstance (owner): refunds an unused card, or asks a failed refund again
} as const

export const CARD_NAME_MAX = 40
export const CARD_DESCRIPTION_MAX = 2000
export const CARD_STOCK_MAX = 1_000_000
export const CARD_TIMES_MAX = 100
export const CARD_PER_BUYER_MAX = 100
/** Fen: ¥100,000. */
export const CARD_PRICE_MAX = 10_000_000
export const CARD_POINTS_MAX = 100_000_000
export const CARD_VALID_DAYS_MAX = 3650

export interface BenefitCardInput {
  /** zh-CN, required. */
  cardName: string
  cardUrl: string
  description: string
  /** zh-MO / en-US of cardName and description; a language left out reads the zh-CN text. */
  cardNameTexts?: Translations
  descriptionTexts?: Translations
  priceMode: PriceMode
  cardPrice: Fen
  pointPrice: number
  convertibleTimes: number
  redeemPrice: Fen
  perSessionLimit: number
  validityType: CardValidityType
  validDays: number | null
  validUntil: number | null
  range: CardRange
  /** Total for sale (an edit may not go below what is sold). */
  stock: number
  perBuyerLimit: number
  enabled: boolean
  needRealName: boolean
}

export interface AdminBenefitCard extends BenefitCardInput {
  id: string
  /** Left for sale: stock less sold. */
  remaining: number
  sold: number
  /** Instances still able to book. */
  active: number
  createdAt: number
  updatedAt: number
}

export interface AdminCardInstance {
  userCardInstanceId: string
  cardId: string
  userId: string
  /** The buyer's phone or email, masked. */
  buyer: string
  cardStatus: CardStatus | null
  enabled: boolean
  convertibleTimes: number
  redeemedTimes: number
  expirationTime: number
  source: 'PURCHASE' | 'COUPON'
  payAmount: Fen
  pointAmount: number
  refundable: boolean
  /** Its refund failed after every attempt: the money is still owed, the owner asks again (the same refund call). */
  refundFailed: boolean
  createdAt: number
}

export interface AdminCardInstancePage {
  instances: AdminCardInstance[]
  total: number
}
