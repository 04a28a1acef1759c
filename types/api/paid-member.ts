/**
 * Paid membership calls (issue #18 "paid membership (member-confirm → pay through the same cashier →
 * member-pay-success)"; product.md "User area": member-confirm (login), member-pay-success "with orderId
 * and channelId"). The spec names no call for it: these paths sit beside the membership calls
 * (types/api/member.ts). A member order is paid with its transactionId through the order's pay calls
 * (`/trade/buyer/v3/payments/cashiers`, `/pay`), as a dearer rebook's difference is.
 */
import type { DurationUnit } from '../rules/paid-member-rules'
import type { Translations } from './translations'

export const PAID_MEMBER_API = {
  /** GET (no login): the plans on sale, each with its level → MemberPlansReply. */
  plans: '/buyer/pub/v3/prime/plans',
  /** POST (login) CreateMemberOrderInput → MemberOrderReply (idempotent by the key). */
  createOrder: '/buyer/buyer/v3/prime/member_orders',
  /** GET (login): one of the buyer's member orders → MemberOrderReply. */
  order: (orderId: string) => `/buyer/buyer/v3/prime/member_orders/${encodeURIComponent(orderId)}`
} as const

export interface MemberPlanView {
  planId: string
  levelId: string
  primeLevelName: string
  priceFen: number
  durationUnit: DurationUnit
  durationCount: number
  /** 30天 / 12个月 / "3 months", in the request's language. */
  durationText: string
  description: string
}

export interface MemberPlansReply {
  plans: MemberPlanView[]
}

export interface CreateMemberOrderInput {
  planId: string
  /** The app's key for this purchase: a retry with it answers the same order. */
  idempotencyKey: string
}

export type MemberOrderState = 'PENDING' | 'PAID' | 'EXPIRED' | 'CANCELLED' | 'REFUNDED'

/** A member order, with the terms of the plan it bought under the plan view's names. */
export interface MemberOrderReply extends Omit<MemberPlanView, 'description'> {
  orderId: string
  state: MemberOrderState
  /** PENDING: what the pay calls take, and until when (epoch ms). */
  transactionId?: string
  payDeadline?: number
  /** PAID: the term this order bought (epoch ms); the level is held until endsAt. */
  startsAt?: number
  endsAt?: number
  /** PAID: until when the buyer holds this level, counting every renewal after this order (epoch ms). */
  levelUntil?: number
}

/** Console (under ADMIN_API; plans: owner and operator, the membership area; a refund: the owner). */
export const ADMIN_PAID_MEMBER_PATHS = {
  plans: '/membership/plans', // GET → AdminMemberPlan[]; POST AdminMemberPlanInput → AdminMemberPlan
  plan: (planId: string) => `/membership/plans/${encodeURIComponent(planId)}`, // PUT AdminMemberPlanInput → AdminMemberPlan
  orders: '/membership/orders', // GET → AdminMemberOrder[] (newest first)
  refund: (orderId: string) => `/membership/orders/${encodeURIComponent(orderId)}/refund`, // POST → AdminMemberOrder
  retryRefund: (orderId: string) => `/membership/orders/${encodeURIComponent(orderId)}/refund/retry` // POST (owner; refundState FAILED) → AdminMemberOrder
} as const

export interface AdminMemberPlanInput {
  levelId: string
  priceFen: number
  durationUnit: DurationUnit
  durationCount: number
  onSale: boolean
  description: string
  /** The description's optional zh-MO and en-US translations (a buyer without one reads the zh-CN text). */
  descriptionTexts?: Translations
}

export interface AdminMemberPlan extends AdminMemberPlanInput {
  planId: string
  /** The level's name now; absent when the ladder no longer has the level (the plan is not sold then). */
  primeLevelName?: string
}

export interface AdminMemberOrder {
  orderId: string
  userId: string
  /** The buyer's phone, or email when they have none: whom the merchant knows the order by. */
  buyer: string
  planId: string
  levelId: string
  priceFen: number
  durationUnit: DurationUnit
  durationCount: number
  state: MemberOrderState
  createdAt: number
  paidAt?: number
  startsAt?: number
  endsAt?: number
  refundState?: 'IN_PROGRESS' | 'SUCCEEDED' | 'FAILED'
}
