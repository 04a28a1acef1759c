/** Order creation, order detail and payment calls (calls-errors-limits.md section 7, "Orders, payment, tickets"). */
import type { Fen } from './common'

export interface OrderItemInput {
  showId: string
  bizShowSessionId: string
  seatPlanId: string
  qty: number
  seatIds?: string[]
  audienceIds?: string[]
}

export interface CreateOrderRequest {
  showId?: string
  items: OrderItemInput[]
  paymentParam: { payAmount: Fen }
  promotionId?: string
  /** The app reuses it on automatic retries; the gateway replays the first reply. */
  idempotencyKey: string
}

export interface CreateOrderReply {
  orderId: string
  unPaidTransactionIds: string[]
}

export interface ReserveTimeReply {
  /** Seconds left to pay. */
  time: number
}

export type BrowserType = 'WEIXIN' | 'ALIPAY' | 'OTHER'

export interface CashiersRequest {
  transactionIds: string[]
  platform: string
  src: string
  browserType: BrowserType
}

export interface PaymentOption {
  name?: string
  paymentProduct: string
  displayName: string
  isCheck?: boolean
  currency?: string
  exchangeRate?: { exchangeAmount: string; exchangeCurrency: string; providerName: string }
  platform?: string
  extra?: Record<string, unknown>
  tipInfos?: Array<{ tip: string }>
}

export interface PayRequest {
  transactionIds: string[]
  openId?: string
  platform: string
  paymentProduct: string
  extra?: Record<string, unknown>
  thirdPartyUserId?: string
  isNewCyy?: boolean
  returnUrl?: string
  osType?: string
  cancelUrl?: string
  actualReturnUrl?: string
  thirdPartyOpenId?: string
}

export interface PayReply {
  paymentProduct: string
  paymentInfo?: Record<string, unknown>
  paymentInfoMap?: Record<string, unknown>
}

export interface OrderDetail {
  orderId: string
  orderNumber: string
  orderBrief: { orderState: { name: string; code: number } }
  payAmount: Fen
  total: Fen
  reserveTime?: number
  orderOperations?: Array<{ name: 'E_TICKET' | 'TICKET_TAKING_CODE' | 'TO_BE_PAID' }>
}
