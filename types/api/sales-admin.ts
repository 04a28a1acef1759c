/**
 * The console's sales calls: orders, payments needing attention, the orders CSV and
 * the dashboard. Staff, roles and the envelope: staff.ts.
 */
import type { OrderDiscountLine, TicketState } from './order'
import type { RefundRequestState } from './refund'
import type { RebookState } from './rebook'
import { ADMIN_API } from './staff'

// ==== Sales and dashboard (areas orders, payments, reports: owner, finance) ====
// Phones: the list and the CSV show a buyer's phone masked (138****5678); the order detail shows it in
// full (these calls are owner and finance only, who may need to ring the buyer). The phone filter takes
// a full number or its last 4 digits.

export const SALES_PATHS = {
  orders: `${ADMIN_API}/sales/orders`, // GET SalesOrdersQuery -> SalesOrdersReply
  ordersCsv: `${ADMIN_API}/sales/orders.csv`, // GET SalesOrdersQuery (no page) -> text/csv, UTF-8 with BOM
  order: `${ADMIN_API}/sales/orders/:id`, // GET -> SalesOrderDetail
  orderClose: `${ADMIN_API}/sales/orders/:id/close`, // POST -> SalesOrderDetail (an unpaid order only: ORDER_NOT_CANCELLABLE)
  ticketReissue: `${ADMIN_API}/sales/orders/:id/tickets/:ticketId/reissue`, // POST -> SalesOrderDetail (a new code secret: codes of the old one stop admitting; a used ticket: TICKET_ALREADY_USED)
  attention: `${ADMIN_API}/sales/attention`, // GET -> AttentionReply
  attentionAction: `${ADMIN_API}/sales/attention/:paymentId/actions`, // POST AttentionActionRequest -> AttentionItem
  attentionRefundRetry: `${ADMIN_API}/sales/attention/refunds/:refundId/retry`, // POST -> AttentionReply (a finally failed rebook refund, or late money's refund, asked again)
  dashboard: `${ADMIN_API}/sales/dashboard` // GET DashboardQuery -> DashboardReply
} as const

/** The state a reader sees: an unpaid order past its deadline is CLOSED (EXPIRED). */
export type SalesOrderState = 'UNPAID' | 'PAID' | 'CLOSED'

/**
 * The spec's order status (product.md "Order status codes"), as the buyer's order reads it
 * (server/src/order/order.presenter.ts orderState): every code that occurs. Reserve (3) is not built.
 */
export const SALES_ORDER_STATUSES = {
  UNPAID: 1,
  CANCELED: -1,
  DELIVERING: 6,
  DELIVERING_EXPRESS: 7,
  SUCCEEDED: 9,
  REFUNDED_TICKET: 11,
  CLOSED: 13
} as const
export type SalesOrderStatus = keyof typeof SALES_ORDER_STATUSES

export interface SalesOrdersQuery {
  showId?: string
  sessionId?: string
  state?: SalesOrderState
  /** The spec's status (finer than state: a paid order is SUCCEEDED, DELIVERING_EXPRESS, DELIVERING or REFUNDED_TICKET). */
  status?: SalesOrderStatus
  /** YYYY-MM-DD, the order's placing day in the merchant's time zone, both ends included. */
  placedFrom?: string
  placedTo?: string
  /** A full phone number or its last 4 digits. */
  phone?: string
  /** Order id (exact). */
  orderId?: string
  /** The console's one search box: an 18-digit order number, a phone (full or its last 4) or part of a show's name. */
  q?: string
  /** 1-based; 20 a page unless pageSize (at most 100). */
  page?: number
  pageSize?: number
}

export interface SalesOrderRow {
  orderId: string
  /** The 18-digit number buyers quote. */
  orderNumber: string
  state: SalesOrderState
  /** The spec's status name and code, the buyer's orderState. */
  status: SalesOrderStatus
  statusCode: number
  closeReason?: 'EXPIRED' | 'CANCELLED'
  showId: string
  showName: string
  sessionId: string
  sessionName: string
  sessionStart: string
  /** Masked: 138****5678. */
  phone: string
  ticketCount: number
  totalFen: number
  /** What the buyer paid for the order in total: its payment and dearer rebooks' differences (the money-counted rule). */
  paidFen: number
  /** ISO 8601. */
  placedAt: string
  paidAt?: string
  closedAt?: string
  /** Present when the order was sold at the venue's box office (on-site purchase, migration 096). */
  salesChannel?: 'ONSITE'
}

export interface SalesOrdersReply {
  rows: SalesOrderRow[]
  total: number
  page: number
  pageSize: number
}

export interface SalesOrderItem {
  tierId: string
  tierName: string
  qty: number
  unitFen: number
}
export interface SalesPaymentEvent {
  id: string
  kind?: string
  amountFen?: number
  signatureVerified: boolean
  /** PAID, CANCELLED, IGNORED, REFUND_PENDING, REVIEW, REJECTED, RECEIVED. */
  outcome: string
  reason: string
  receivedAt: string
}
export interface SalesPayment {
  paymentId: string
  product: string
  amountFen: number
  /** CREATED, SUCCEEDED, CANCELLED, REFUND_PENDING, REVIEW, REFUNDED, REFUND_FAILED. */
  state: string
  providerTxn?: string
  createdAt: string
  completedAt?: string
  events: SalesPaymentEvent[]
}
export interface SalesTicket {
  ticketId: string
  tierName: string
  seq: number
  /** The seat as buyers read it ("A区 3排12座"); absent for general admission. */
  seat?: string
  holder?: string
  state: TicketState
  usedAt?: string
}
/** What happened to the order, oldest first: placed, paid, closed, staff actions from the audit log. */
export interface SalesOrderEvent {
  at: string
  kind: 'PLACED' | 'PAID' | 'CLOSED' | 'STAFF'
  /** For STAFF: the audit action (e.g. sales.order.close) and who. */
  action?: string
  staffEmail?: string
}
export interface SalesOrderDetail extends Omit<SalesOrderRow, 'phone'> {
  /** In full (see the note above). */
  phone: string
  reserveDeadline: string
  /** The tickets at their public prices (a benefit card's or a privilege's saving is a discount line): ticketFen + deliveryFen + serviceFeeFen − Σ discounts = totalFen. */
  ticketFen: number
  deliveryFen: number
  serviceFeeFen: number
  items: SalesOrderItem[]
  payments: SalesPayment[]
  tickets: SalesTicket[]
  events: SalesOrderEvent[]
  /** The buyer's refund requests of this order, newest first. */
  refunds: SalesOrderRefund[]
  /** The order's rebooks, oldest first. */
  rebooks: SalesOrderRebook[]
  /** The discounts the order was priced with, as the buyer's order detail lists them (OrderDetail.discounts). */
  discounts?: OrderDiscountLine[]
}
/** A refund request of the order as the drawer lists it. */
export interface SalesOrderRefund {
  requestId: string
  state: RefundRequestState
  amountFen: number
  feeFen: number
  ticketCount: number
  reason: string
  rejectReason?: string
  failureReason?: string
  createdAt: string
  decidedAt?: string
}
/** A rebook of the order: from one session to another, the difference per the moved tickets (negative: money back). */
export interface SalesOrderRebook {
  rebookId: string
  fromSessionName: string
  toSessionName: string
  /** A dearer rebook waits for its difference (PENDING) and may end without moving anything (CANCELLED, EXPIRED). */
  state: RebookState
  ticketCount: number
  differenceFen: number
  /** Only a cheaper rebook has money to give back. */
  refundState?: 'REFUNDING' | 'REFUNDED' | 'FAILED'
  refundError?: string
  createdAt: string
}

export interface AttentionAction {
  action: 'REVIEWED'
  note: string
  at: string
  staffEmail?: string
}
export interface AttentionItem {
  paymentId: string
  /** The payment's ticket order; absent for a payment without one (purpose CARD, MEMBER, PACKAGE). */
  orderId?: string
  /** That order's 18-digit number, as buyers quote it. */
  orderNumber?: string
  orderState?: SalesOrderState
  amountFen: number
  orderTotalFen?: number
  /** What the payment paid for (payments.purpose: ORDER, REBOOK, CARD, MEMBER, PACKAGE) and its subject (the card, member or package order), shown when there is no ticket order. */
  purpose: string
  subjectId?: string
  /** The subject's 18-digit number where it has one (a goods order's), shown instead of its id. */
  subjectNumber?: string
  /** The paying buyer's phone, or email: names a payment whose subject has no number (a card's, a member order's). */
  buyer?: string
  /** A refund of this late money the provider finally refused (state REFUND_FAILED): asked again with POST attentionRefundRetry. */
  refundId?: string
  /** REVIEW, REFUND_PENDING or REFUND_FAILED. */
  state: string
  /** The newest event's reason (e.g. "amount differs"). */
  reason: string
  createdAt: string
  events: SalesPaymentEvent[]
  actions: AttentionAction[]
}
export interface AttentionReply {
  items: AttentionItem[]
  /** Rebook refunds the provider finally refused: the money a cheaper rebook owes back, for a retry (POST attentionRefundRetry). */
  failedRefunds?: AttentionRefund[]
}
export interface AttentionRefund {
  refundId: string
  /** The rebook's order; absent only if the order could not be found. */
  orderId?: string
  orderNumber?: string
  purpose: 'REBOOK'
  amountFen: number
  /** The provider's reason. */
  error: string
  failedAt: string
}
export interface AttentionActionRequest {
  action: 'REVIEWED'
  /** Up to 500 characters. */
  note: string
}

export interface DashboardQuery {
  /** YYYY-MM-DD in the merchant's time zone, both ends included; the last 7 days when absent. At most 366 days. */
  from?: string
  to?: string
}
export interface SalesFigures {
  paidOrders: number
  /** Net revenue: grossFen less refundedFen. */
  amountFen: number
  tickets: number
  /** What the orders paid in the period took, on their local day of payment, and dearer rebooks' differences and benefit cards' and member orders' payments, on theirs. */
  grossFen: number
  /** Money the provider settled back in the period (refund requests, cheaper rebooks, the merchant's refunds of cards and member orders; never late money's), on its local day of settling. */
  refundedFen: number
}
export interface DashboardDay extends SalesFigures {
  date: string
}
export interface DashboardTierRow {
  tierId: string
  tierName: string
  sessionName: string
  sold: number
  capacity: number
}
export interface DashboardShowRow {
  showId: string
  showName: string
  /** Tickets of paid orders placed in the period. */
  ticketsInPeriod: number
  /** All-time, as the tiers count them. */
  sold: number
  capacity: number
  /** sold / capacity, 0..1 (0 when no capacity). */
  sellThrough: number
  checkedIn: number
  /** checked-in / tickets issued, 0..1 (0 when none). */
  checkInRate: number
  tiers: DashboardTierRow[]
}
/** The shop's goods sales, counted apart from the tickets (none of it is in SalesFigures). */
export interface GoodsSalesFigures {
  /** Goods orders paid in the period (bought on their own, or with a ticket order). */
  paidOrders: number
  /** Units of those orders. */
  units: number
  /** What they paid, on their local day of payment. */
  grossFen: number
  /** Goods refunds the provider settled in the period, on their local day of settling. */
  refundedFen: number
  /** Net: grossFen less refundedFen. */
  amountFen: number
}
export interface DashboardReply {
  timeZone: string
  today: SalesFigures & { date: string }
  period: SalesFigures & { from: string; to: string }
  /** The shop's goods, today and in the period, apart from the tickets. */
  goods: { today: GoodsSalesFigures; period: GoodsSalesFigures }
  days: DashboardDay[]
  shows: DashboardShowRow[]
}
