/**
 * Refund requests (Refunds): the buyer's calls under /buyer (the refund-orders and
 * refund-order-tickets pages) and the merchant's under the console's sales area. Amounts are fen, always
 * the gateway's quote (types/rules/refund-rule.ts), never the app's.
 */
import type { Fen } from './common'
import type { TicketState } from './order'
import type { RefundQuote, RefundRule } from '../rules/refund-rule'
import { ADMIN_API } from './staff'

/** The buyer's calls. */
export const REFUND_API = {
  /** GET ?ticketIds=a,b (absent: every ticket the buyer may still refund): the quote and the tickets to choose from. */
  quote: (orderId: string) => `/buyer/buyer/v1/orders/${encodeURIComponent(orderId)}/refund_quote`,
  /** POST RefundApplyRequest → RefundRequestView; GET → RefundRequestView[] (newest first). */
  requests: (orderId: string) => `/buyer/buyer/v1/orders/${encodeURIComponent(orderId)}/refund_requests`
} as const

/** Why the buyer asks (the reason picker); the texts are the app's section dictionary's. */
export const REFUND_REASON_CODES = ['PLANS_CHANGED', 'BOUGHT_WRONG', 'CANNOT_ATTEND', 'SHOW_CHANGED', 'OTHER'] as const
export type RefundReasonCode = (typeof REFUND_REASON_CODES)[number]

export type RefundRequestState = 'APPLYING' | 'REJECTED' | 'REFUNDING' | 'REFUNDED' | 'REFUND_FAILED'

/** The order's refund in words (order detail's orderRefundState): the latest request's state, NONE without one. */
export type OrderRefundState = 'NONE' | RefundRequestState

/** One ticket of the order as the refund pages list it. */
export interface RefundTicketView {
  ticketId: string
  ticketNumber: string
  seatPlanName: string
  /** "3排12座" on a seated plan; empty for general admission. */
  seatInfo: string
  /** What was paid for it (Ticket.price): what a refund of it returns before the fee. */
  price: Fen
  /** Its price before its discounts (Ticket.publicPrice); the pages strike it through beside price when higher. */
  publicPrice: Fen
  state: TicketState
  /** VALID and still held by the order's buyer (a transferred ticket is not theirs to refund). */
  refundable: boolean
}

export interface RefundQuoteReply {
  orderId: string
  rule: RefundRule
  /** The quote for the chosen tickets (every refundable one when none were named). */
  quote: RefundQuote
  /** Whether the rule lets the buyer choose tickets (PER_TICKET) or only the whole order. */
  perTicket: boolean
  tickets: RefundTicketView[]
  /** The tickets the quote is for. */
  chosenTicketIds: string[]
}

export interface RefundApplyRequest {
  /** The tickets to refund; absent: the whole order (every refundable ticket). */
  ticketIds?: string[]
  reason: RefundReasonCode
}

export interface RefundRequestView {
  requestId: string
  orderId: string
  state: RefundRequestState
  /** The state in the request's language. */
  stateText: string
  amount: Fen
  fee: Fen
  feePercent: number
  reason: RefundReasonCode
  /** The merchant's reason when REJECTED. */
  rejectReason: string
  /** The provider's reason when REFUND_FAILED. */
  failureReason: string
  ticketIds: string[]
  createdAt: number
  decidedAt: number
  completedAt: number
}

/** The console's refund calls (under the admin API; owner and finance: AREA_ROLES.refunds). */
export const REFUND_ADMIN_PATHS = {
  list: `${ADMIN_API}/sales/refunds`, // GET AdminRefundsQuery -> AdminRefundsReply
  approve: (id: string) => `${ADMIN_API}/sales/refunds/${encodeURIComponent(id)}/approve`, // POST -> true
  reject: (id: string) => `${ADMIN_API}/sales/refunds/${encodeURIComponent(id)}/reject`, // POST AdminRefundRejectRequest -> true
  retry: (id: string) => `${ADMIN_API}/sales/refunds/${encodeURIComponent(id)}/retry`, // POST -> true (REFUND_NOT_RETRYABLE unless the money finally failed)
  settings: `${ADMIN_API}/sales/refund-settings` // GET / PUT RefundSettings
} as const

/** The console: GET /sales/refunds?state=&page=&pageSize= */
export interface AdminRefundsQuery {
  state?: RefundRequestState
  page?: number
  pageSize?: number
}

export interface AdminRefundRow extends RefundRequestView {
  orderNumber: string
  showName: string
  sessionName: string
  /** The buyer's phone, masked. */
  phone: string
  ticketCount: number
  autoApproved: boolean
  /** The refund of money behind a REFUNDING / REFUND_FAILED request (its id for a retry), when one was queued. */
  refundId: string
  /** Whether the console may ask the provider again (the money's refund is finally FAILED). */
  retryable: boolean
  /**
   * The money's refund in parts, one per payment it goes back on (the order's, then each paid rebook's
   * difference): their amounts add up to `amount`; the request is refunded once every part SUCCEEDED.
   */
  refundParts: AdminRefundPart[]
}

export interface AdminRefundPart {
  refundId: string
  amount: Fen
  state: 'REQUESTED' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED'
  /** The payment product it goes back through (its own payment's, e.g. WECHAT for a rebook paid on WeChat). */
  paymentProduct: string
  paymentPurpose: 'ORDER' | 'REBOOK'
}

export interface AdminRefundsReply {
  rows: AdminRefundRow[]
  total: number
  page: number
  pageSize: number
}

/** POST /sales/refunds/:id/reject */
export interface AdminRefundRejectRequest {
  reason: string
}

/** GET / PUT /sales/refund-settings */
export interface RefundSettings {
  /** Every request approved the moment it is made (by the show's rule, which already set amount and fee). */
  autoApprove: boolean
}

export const REJECT_REASON_MAX = 200
