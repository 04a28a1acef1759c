/**
 * The steps a ticket order's lifecycles take for the goods bought with it (tied sale): its goods orders
 * are paid by its payment and closed with it, each through the goods order's own lifecycle
 * (goods-order-paid.ts, goods-order-closed.ts), so their guards, coupons, stock and vouchers are the same.
 */
import type { BoundedTx } from '../db/bounded-write'
import type { Queryable } from '../db/db'
import { GoodsOrderRepository } from '../goods-order/goods-order.repository'
import type { GoodsOrderStores } from '../goods-order/goods-order-steps'
import { CouponGoodsOrderRepository } from '../coupon/coupon-goods-order.repository'
import { CouponOrderRepository } from '../coupon/coupon-order.repository'
import { AddressRepository } from '../address/address.repository'
import { CartRepository } from '../cart/cart.repository'
import { PaymentRepository } from '../payment/payment.repository'
import { RefundRepository } from '../payment/refund.repository'
import { MemberRepository } from '../member/member.repository'
import { PromotionOrderRepository } from '../order/promotion-order.repository'
import { standardSteps } from '../order/pricing/standard-steps'
import { TicketStubRepository } from '../ticket-stub/ticket-stub.repository'
import { goodsOrderPaid } from './goods-order-paid'
import { closeGoodsOrder } from './goods-order-closed'

function goodsStoresOn(q: Queryable): GoodsOrderStores {
  return {
    goods: new GoodsOrderRepository(q),
    goodsCoupons: new CouponGoodsOrderRepository(q),
    coupons: new CouponOrderRepository(q),
    addresses: new AddressRepository(q),
    cart: new CartRepository(q),
    payments: new PaymentRepository(q),
    refunds: new RefundRepository(q),
    members: new MemberRepository(q),
    pricing: standardSteps(
      { members: new MemberRepository(q), coupons: new CouponOrderRepository(q), promotions: new PromotionOrderRepository(q) },
      q
    ),
    stubs: new TicketStubRepository(q)
  }
}

/** The ticket order was paid: each goods order tied to it is paid with its own amount. */
export async function payTiedGoods(tx: BoundedTx, ticketOrderId: string, now: Date): Promise<void> {
  const s = goodsStoresOn(tx)
  for (const g of await s.goods.tiedTo(ticketOrderId)) await goodsOrderPaid(tx, s, g.id, g.total_fen, now)
}

/** The unpaid ticket order closed: so does each goods order tied to it, its units back on sale. */
export async function closeTiedGoods(tx: BoundedTx, ticketOrderId: string, reason: 'EXPIRED' | 'CANCELLED', now: Date): Promise<void> {
  const s = goodsStoresOn(tx)
  for (const g of await s.goods.tiedTo(ticketOrderId)) await closeGoodsOrder(tx, s, g.id, reason, now)
}
