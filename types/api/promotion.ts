/**
 * Promotions (issue #18 "Promotions: list and detail, channel and outer discounts, ticket packages / combo
 * activities ... with their four pages and the combo price call"; calls-errors-limits.md "promotions list |
 * showId, promotionCategory, displayRule, promotionId, orderId", "promotion detail | grantorMerchantId",
 * "POST buyer /pub/v1/combo_activities/price", "POST show /buyer/v3/promotion/adapter/channel_promotion";
 * product.md "Ticket package: grantorMerchantId, promotionId, activityType (CROSS_SHOW_SESSION),
 * promotionMethod (FIXED_AMOUNT)"). Money in fen.
 */
import type { Fen } from './common'
import type { ChannelDiscountKind, PromotionKind } from '../rules/promotion-rules'

export const PROMOTION_PATHS = {
  /** GET ?showId=&promotionCategory=&displayRule=&promotionId=&orderId= → PromotionView[] (the show's active promotions). */
  list: '/show/pub/v1/promotions',
  /** GET ?promotionId=&grantorMerchantId= → PromotionDetail. */
  detail: '/show/pub/v1/promotions/detail',
  /** POST { showId } → ChannelPromotionReply: the launch channel's discount on the show (channel-id header). */
  channel: '/show/buyer/v3/promotion/adapter/channel_promotion',
  /** POST ComboSelection → ComboPriceReply. */
  comboPrice: '/buyer/pub/v1/combo_activities/price',
  /** POST ComboOrderRequest → ComboOrderReply: the package purchase (one order per chosen session). */
  comboOrder: '/buyer/buyer/v1/combo_activities/create_order'
} as const

export type PromotionCategory = PromotionKind

export interface PromotionView {
  promotionId: string
  grantorMerchantId: string
  promotionCategory: PromotionCategory
  /** Packages only (product.md "Ticket package"). */
  activityType?: 'CROSS_SHOW_SESSION'
  promotionMethod?: 'FIXED_AMOUNT'
  name: string
  description: string
  /** One line as the show page shows it: "套票 ¥450 / 2场", "渠道专享 8.5折". */
  promotionDescription: string
  startTime: number
  endTime: number
  /** A package's price per set and its number of slots. */
  fixedAmount?: Fen
  slotCount?: number
  /** A channel discount's kind and value (PERCENT: 85 = 8.5折; AMOUNT: fen off each ticket). */
  discountKind?: ChannelDiscountKind
  discountValue?: number
  /** Left of the quota (sets or tickets); null when unlimited. */
  remaining: number | null
  perBuyerLimit: number | null
}

export interface PromotionTierView {
  seatPlanId: string
  seatPlanName: string
  price: Fen
  available: number
}

export interface PromotionSessionView {
  sessionId: string
  sessionName: string
  startTime: number
  tiers: PromotionTierView[]
}

export interface PromotionShowView {
  showId: string
  showName: string
  posterUrl: string | null
  posterColor: string
  venueName: string
  cityName: string
  /** The show's tickets per order: a set takes one of its slot's tier, so no more sets than this at once. */
  limitPerOrder: number
  /** The sessions on sale the slot allows, with their tiers (general admission only). */
  sessions: PromotionSessionView[]
}

export interface PromotionSlotView {
  slot: number
  shows: PromotionShowView[]
}

export interface PromotionDetail extends PromotionView {
  /** A package's slots; a channel discount's one scope as slot 0. */
  slots: PromotionSlotView[]
}

export interface ChannelPromotionReply {
  /** null when the channel has no discount on the show now. */
  promotion: PromotionView | null
}

export interface ComboPick {
  slot: number
  bizShowSessionId: string
  seatPlanId: string
}

export interface ComboSelection {
  promotionId: string
  sets: number
  items: ComboPick[]
}

export interface ComboPriceReply {
  promotionId: string
  sets: number
  /** fixed amount × sets, what the tiers cost alone, what the buyer pays, and the saving. */
  fixedTotal: Fen
  originalAmount: Fen
  payAmount: Fen
  saving: Fen
  /** Each pick's share of payAmount (its child order's total). */
  items: Array<ComboPick & { price: Fen; share: Fen }>
}

export interface ComboOrderRequest extends ComboSelection {
  idempotencyKey: string
  paymentParam: { payAmount: Fen }
}

export interface ComboOrderReply {
  packageOrderId: string
  orderIds: string[]
  /** What the pay calls pay: the package's one transaction (all the child orders at once). */
  unPaidTransactionIds: string[]
  payAmount: Fen
}

/** The console (admin/): what the merchant sends to make a promotion. */
export interface PromotionInput {
  kind: PromotionKind
  name: Record<string, string>
  description?: Record<string, string>
  startTime: number
  endTime: number
  quota?: number | null
  perBuyerLimit?: number | null
  /** CHANNEL */
  channelCode?: string
  discountKind?: ChannelDiscountKind
  discountValue?: number
  /** PACKAGE: the fixed amount per set. */
  fixedAmount?: Fen
  /** Each scope row: a show, narrowed to a session and a tier when named; slot 0.. for a package. */
  scopes: Array<{ slot: number; showId: string; sessionId?: string | null; seatPlanId?: string | null }>
}

export interface AdminPromotion extends PromotionView {
  state: 'ACTIVE' | 'STOPPED'
  channelCode: string | null
  quota: number | null
  used: number
  scopes: PromotionInput['scopes']
}

export const ADMIN_PROMOTION_PATHS = {
  list: '/promotions', // GET → AdminPromotion[]
  create: '/promotions', // POST PromotionInput → AdminPromotion
  stop: '/promotions/:id/stop' // POST → AdminPromotion
} as const
