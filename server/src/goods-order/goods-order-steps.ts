/**
 * What the goods order area is handed by the composition root: the lifecycles of a goods order
 * (lifecycle/goods-order-paid.ts, goods-order-closed.ts, goods-refunded.ts) sit above it, as the ticket
 * order's do, so this area names their shapes and the repositories they run on.
 */
import type { BoundedTx } from '../db/bounded-write'
import type { CouponGoodsOrderRepository } from '../coupon/coupon-goods-order.repository'
import type { RefundRepository } from '../payment/refund.repository'
import type { PaymentRepository } from '../payment/payment.repository'
import type { CartRepository } from '../cart/cart.repository'
import type { AddressRepository } from '../address/address.repository'
import type { CouponOrderRepository } from '../coupon/coupon-order.repository'
import type { MemberRepository } from '../member/member.repository'
import type { PricingSteps } from '../order/pricing/pricing-step'
import type { GoodsOrderRepository } from './goods-order.repository'
import type { TicketStubRepository } from '../ticket-stub/ticket-stub.repository'

/** The repositories a goods order is read and written through, bound to one connection or one transaction. */
export interface GoodsOrderStores {
  goods: GoodsOrderRepository
  /** ITEM coupons locked to goods orders (the coupon area's). */
  goodsCoupons: CouponGoodsOrderRepository
  /** The buyer's coupons as confirm order reads them (the coupon area's). */
  coupons: CouponOrderRepository
  addresses: AddressRepository
  /** The lines checked out from the cart leave it with the order (the cart area's). */
  cart: CartRepository
  payments: PaymentRepository
  refunds: RefundRepository
  /** The member discount on goods and the points (the member area's): spent under the member row's lock, given back on close and refund. */
  members: MemberRepository
  /** The registered pricing steps the one quote() runs (order/pricing/standard-steps.ts); those of the buyer's price goods. */
  pricing: PricingSteps
  /** The tickets STUB lines print (the ticket-stub area's). */
  stubs: TicketStubRepository
}

/** Makes an UNPAID goods order PAID with `paidFen`; false (nothing written) when it was no longer unpaid. */
export type PayGoodsOrder = (tx: BoundedTx, s: GoodsOrderStores, orderId: string, paidFen: number, now: Date) => Promise<boolean>

/** Closes an UNPAID goods order and gives back what it held; false (nothing written) when it was not unpaid. */
export type CloseGoodsOrder = (
  tx: BoundedTx,
  s: GoodsOrderStores,
  orderId: string,
  reason: 'EXPIRED' | 'CANCELLED',
  now: Date
) => Promise<boolean>

export interface GoodsRefundInput {
  orderId: string
  lines: Array<{ skuId: string; qty: number }>
  by: 'BUYER' | 'STAFF'
  reason: string
  now: Date
}

/** Refunds units of a PAID or SHIPPED goods order (its row locked first); the amount queued back. Refuses with GOODS_NOT_REFUNDABLE. */
export type RefundGoods = (tx: BoundedTx, s: GoodsOrderStores, input: GoodsRefundInput) => Promise<{ amountFen: number }>

export interface GoodsLifecycles {
  pay: PayGoodsOrder
  close: CloseGoodsOrder
  refund: RefundGoods
}
