/**
 * Two buyer reads about the state of an order (calls-errors-limits.md section 7):
 * - GET payments/query_by_bind_id: the payment state of the transactions bound to one bindId (an order's
 *   payment binding, product.md data "bindId"); pay-loading polls it after the buyer comes back from a cashier.
 * - POST recent order info: the buyer's most recent order worth a reminder: an unpaid order still payable
 *   ("you have an unpaid order"), else the next show of a paid order ("your next show"); mine shows it.
 */
import type { Fen } from './common'

export type BindPayState = 'PAID' | 'PAYING' | 'UNPAID' | 'CLOSED'

export interface BindTransaction {
  paymentId: string
  paymentProduct: string
  amount: Fen
  state: 'CREATED' | 'SUCCEEDED' | 'CANCELLED' | 'REFUND_PENDING'
  createdAt: number
  completedAt: number | null
}

export interface BindPaymentsReply {
  bindId: string
  orderId: string
  /** PAID: the order is paid; PAYING: a payment was started and no result is known yet; UNPAID: none started; CLOSED: the order closed unpaid. */
  payState: BindPayState
  /** The order's deadline to pay (ms), while unpaid. */
  payDeadline: number | null
  transactions: BindTransaction[]
}

export type RecentOrderKind = 'UNPAID' | 'UPCOMING'

export interface RecentOrder {
  kind: RecentOrderKind
  orderId: string
  orderState: 'UNPAID' | 'PAID'
  showId: string
  showName: string
  posterUrl: string | null
  sessionName: string
  /** When the session starts (ms); shown in the merchant's time zone. */
  sessionStartsAt: number
  venueName: string
  ticketCount: number
  amount: Fen
  /** While UNPAID: when the order closes unpaid (ms). */
  payDeadline: number | null
  /** While UNPAID: the transaction to pay. */
  transactionId: string | null
  /** The merchant's time zone, for the times shown. */
  timeZone: string
}

export interface RecentOrderReply {
  order: RecentOrder | null
}

export const ORDER_REMINDER_PATHS = {
  /** GET ?bindId= */
  queryByBindId: '/trade/buyer/v3/payments/query_by_bind_id',
  /** POST {} */
  recentOrderInfo: '/buyer/buyer/v1/orders/recent_order_info'
} as const
