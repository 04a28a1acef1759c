/**
 * Goods orders (issue "Shop"; calls-errors-limits.md section 7: "order detail: goods use items/orders/{id}",
 * "/buyer/v2/items/orders/{orderId} reply paidDeadlineTime in seconds"; product.md "Order type: ticket or
 * goods", goods detail path order/product/{orderId}). Paths, with the buyer's login, in the buyer
 * family (the app's `${BUYER}` = /buyer, so the gateway serves /buyer/buyer/v1/...):
 * - POST /buyer/v1/items/pre_order                    GoodsOrderQuoteRequest → GoodsQuote
 * - POST /buyer/v1/items/orders                       CreateGoodsOrderRequest → CreateGoodsOrderReply
 * - GET  /buyer/v2/items/orders?offset=&length=       → Page<GoodsOrderDetail> (the order list's goods type, newest first)
 *   &ticketOrderId=                                   → the goods bought with that ticket order (tied sale; not in the list)
 * - GET  /buyer/v2/items/orders/{orderId}             → GoodsOrderDetail
 * - POST /buyer/v1/items/orders/{orderId}/cancel      → GoodsOrderDetail
 * - POST /buyer/v1/items/orders/{orderId}/refund      GoodsRefundRequest → GoodsOrderDetail
 * Paid through the ticket cashiers: /buyer/v3/payments/cashiers and /pay with unPaidTransactionIds.
 * Tied sale: a ticket order's pre_order and create_order accept `goods: GoodsLineInput[]` beside the tickets.
 * Console (staff, merchant-scoped; ADMIN_GOODS_ORDER_PATHS): list, detail, ship, CSV, refund.
 * Money is integer fen; texts are in the request's language.
 */
import type { Fen } from './common'
import type { OrderCouponOption, OrderPointsOption } from './order'
import type { GoodsKind } from './goods'
import type { StubTexts } from './ticket-stub'

export interface GoodsLineInput {
  skuId: string
  qty: number
  /**
   * A ticket stub's line (kind STUB; types/api/ticket-stub.ts): the buyer's ticket it prints, one unit.
   * Required on a STUB line (STUB_TICKET_REQUIRED), refused on any other; one live stub per ticket.
   */
  ticketId?: string
}

export interface GoodsOrderQuoteRequest {
  lines: GoodsLineInput[]
  /** One of the buyer's addresses; required when a line is PHYSICAL (ADDRESS_REQUIRED). */
  addressId?: string
  /**
   * The ITEM coupons chosen. pre_order: left out, the gateway pre-selects the best pick; [] is "no coupon".
   * create: re-checked by the gateway, which computes the discount itself.
   */
  couponIds?: string[]
  /** Pay part with points (the points row's switch, as confirm order's usePoints); create spends them. */
  usePoints?: boolean
}

export interface CreateGoodsOrderRequest extends GoodsOrderQuoteRequest {
  /** Checked out from the cart: the lines bought leave the cart with the order. */
  fromCart?: boolean
  /** The amount the buyer saw; another one is refused with GOODS_PRICE_CHANGED and nothing is written. */
  paymentParam: { payAmount: Fen }
  /**
   * As create_order's: the app reuses it on automatic retries and the gateway replays the first reply (the
   * same key with another body is refused). May come as the Idempotency-Key header instead.
   */
  idempotencyKey?: string
}

export interface GoodsQuoteLine {
  skuId: string
  spuId: string
  name: string
  pictureUrl: string
  attributeText: string
  kind: GoodsKind
  unitFen: Fen
  qty: number
  /** The line at its price: unitFen × qty. */
  amountFen: Fen
}

export interface GoodsDiscountLine {
  /** In pricing order: the member discount on goods (会员N折), the ITEM coupon, the points. */
  kind: 'MEMBER' | 'COUPON' | 'POINTS'
  amount: Fen
  label: string
}

/** pre_order's answer: what create would charge, holding nothing. */
export interface GoodsQuote {
  lines: GoodsQuoteLine[]
  goodsAmount: Fen
  /** Delivered goods' fee (docs/shop.md "Delivery fee"); 0 for vouchers only. */
  deliveryFee: Fen
  /** Whether an address is needed (some line is PHYSICAL). */
  needsAddress: boolean
  discounts: GoodsDiscountLine[]
  payAmount: Fen
  /** The buyer's coupons for these goods (ITEM ones usable), as on confirm order. */
  coupons: OrderCouponOption[]
  checkedCouponIds: string[]
  /** The member rows as confirm order's (PreOrderReply): the level's discount on goods with its label. */
  memberDiscount?: Fen
  memberDiscountLabel?: string
  /** The points row; absent when the merchant does not let points pay. pointsDiscount is what they pay here. */
  points?: OrderPointsOption
  pointsDiscount?: Fen
}

export interface CreateGoodsOrderReply {
  orderId: string
  /** Pay these through the cashiers; empty when nothing is left to pay. */
  unPaidTransactionIds: string[]
}

/**
 * UNPAID (to pay before paidDeadlineTime), PAID (to ship, or a voucher to collect), SHIPPED, CLOSED
 * (cancelled or expired unpaid), REFUNDED (every line went back).
 */
export type GoodsOrderState = 'UNPAID' | 'PAID' | 'SHIPPED' | 'CLOSED' | 'REFUNDED'

export interface GoodsOrderLine extends GoodsQuoteLine {
  refundedQty: number
  /** Units that may still be refunded by the buyer now. */
  refundableQty: number
  /** A ticket stub's line: the ticket it prints and the texts printed on it. */
  stub?: GoodsLineStub
}

/** What a STUB line prints (types/api/ticket-stub.ts StubTexts) and the ticket it is of. */
export interface GoodsLineStub extends StubTexts {
  ticketId: string
}

export interface GoodsVoucherCode {
  skuId: string
  code: string
  state: 'VALID' | 'USED' | 'REFUNDED'
}

export interface GoodsOrderAddress {
  recipient: string
  cellphone: string
  regionText: string
  detail: string
}

/**
 * One refund of the order's units and where its money is: REFUNDING (queued or with the provider, retries
 * included), REFUNDED (the provider gave it back, or there was nothing to give), FAILED (the provider refused
 * it for good: the merchant's retry moves it again).
 */
export interface GoodsOrderRefund {
  refundId: string
  amountFen: Fen
  state: 'REFUNDING' | 'REFUNDED' | 'FAILED'
  createdTime: number
}

export interface GoodsOrderDetail {
  orderId: string
  /** The 18-digit number the buyer quotes (one number space with ticket orders); the id stays the key of calls. */
  orderNumber: string
  orderType: 'GOODS'
  /** The spec's goods order state field (orderItems.orderStatus). */
  orderStatus: GoodsOrderState
  orderStatusTitle: string
  lines: GoodsOrderLine[]
  address?: GoodsOrderAddress
  goodsAmount: Fen
  deliveryFee: Fen
  discounts: GoodsDiscountLine[]
  payAmount: Fen
  paidAmount: Fen
  refundedAmount: Fen
  /** Until when an UNPAID order may be paid, in seconds since the epoch (calls-errors-limits.md). */
  paidDeadlineTime?: number
  unPaidTransactionIds: string[]
  express?: { carrier: string; carrierName: string; trackingNo: string }
  vouchers: GoodsVoucherCode[]
  /** Its refunds, oldest first, each with where its money is (the buyer sees "refunding" until it arrives). */
  refunds: GoodsOrderRefund[]
  /** The ticket order it was bought and paid with (tied sale). */
  ticketOrderId?: string
  createdTime: number
  paidTime?: number
  canCancel: boolean
  canRefund: boolean
}

export interface GoodsRefundRequest {
  lines: GoodsLineInput[]
}

/** The console's goods orders. */
export interface GoodsOrderAdminRow {
  orderId: string
  orderNumber: string
  state: GoodsOrderState
  buyer: string
  lines: Array<{ skuId: string; name: string; attributeText: string; qty: number; refundedQty: number; stub?: GoodsLineStub }>
  payAmount: Fen
  refundedAmount: Fen
  address?: GoodsOrderAddress
  express?: { carrier: string; trackingNo: string }
  createdTime: number
  paidTime?: number
}

export interface GoodsOrderAdminList {
  items: GoodsOrderAdminRow[]
  total: number
}

export interface ShipGoodsOrder {
  /** A carrier code of types/rules/express-carriers.ts. */
  carrier: string
  trackingNo: string
}

/** The console's goods order calls, under /admin-api/v1 (area goodsOrders; a refund is the refunds roles'). */
export const ADMIN_GOODS_ORDER_PATHS = {
  /** GET ?state=&keyword=&placedFrom=&placedTo=&offset=&length= → GoodsOrderAdminList */
  list: '/admin-api/v1/goods-orders',
  /** GET, the same filters → text/csv, one line per order (the pick list) */
  csv: '/admin-api/v1/goods-orders.csv',
  /** GET → GoodsOrderDetail */
  detail: '/admin-api/v1/goods-orders/:id',
  /** POST ShipGoodsOrder → GoodsOrderDetail */
  ship: '/admin-api/v1/goods-orders/:id/ship',
  /** POST GoodsRefundRequest → GoodsOrderDetail */
  refund: '/admin-api/v1/goods-orders/:id/refund',
  /** POST VoucherCheckInRequest → VoucherCheckInReply (owner, door) */
  voucherCheckIn: '/admin-api/v1/goods-orders/vouchers/check-in'
} as const

/** A VOUCHER unit's collect code as typed or scanned at the door. */
export interface VoucherCheckInRequest {
  code: string
}

/**
 * ADMITTED: collected now. ALREADY_USED: collected before (checkedInAt says when). VOID: its unit was
 * refunded. UNKNOWN: no such code at this merchant (another merchant's reads the same: the door learns nothing).
 */
export interface VoucherCheckInReply {
  result: 'ADMITTED' | 'ALREADY_USED' | 'VOID' | 'UNKNOWN'
  orderId?: string
  name?: string
  attributeText?: string
  /** ISO 8601: now for ADMITTED, the first collection for ALREADY_USED. */
  checkedInAt?: string
}
