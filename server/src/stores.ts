/**
 * The repositories a service (or a lifecycle's steps) works through, bound to one connection or one
 * transaction: the factories the composition root (app.ts, composition/*.wiring.ts) hands to the services,
 * so a service receives its repositories instead of constructing other areas' ones; tests and the
 * benchmarks build their services with the same factories as the gateway. Only factories live here, no
 * wiring.
 */
import type { Queryable } from './db/db'
import type { OrderStores } from './order/order.service'
import type { SettlementStores } from './payment/payment.service'
import { OrderRepository } from './order/order.repository'
import { SeatRepository } from './inventory/seat.repository'
import { TierStockRepository } from './inventory/tier-stock.repository'
import { TicketRepository } from './ticket/ticket.repository'
import { PrefillRepository } from './prefill/prefill.repository'
import { AddressRepository } from './address/address.repository'
import { AudienceRepository } from './audience/audience.repository'
import { PaymentRepository } from './payment/payment.repository'
// Rebooking.
import type { RebookStores } from './rebook/rebook.service'
import { RebookRepository } from './rebook/rebook.repository'
import { RefundRepository } from './payment/refund.repository'
// Paying a dearer rebook's difference.
import { RebookHoldRepository } from './rebook/rebook-hold.repository'
// Coupons on orders.
import { CouponOrderRepository } from './coupon/coupon-order.repository'
// The member discount and points on orders.
import { MemberRepository } from './member/member.repository'
// Benefit cards.
import type { CardStores } from './benefit-card/card-order.service'
// Promotions on orders.
import { PromotionOrderRepository } from './order/promotion-order.repository'
import { standardSteps } from './order/pricing/standard-steps'
import type { PromotionStores } from './promotion/promotion.service'
import { AuditRepository } from './staff/audit.repository'
import { PrivilegeRepository } from './privilege/privilege.repository'
import type { RefundedOrderStores } from './lifecycle/tickets-refunded'
import type { OrderPaidStores } from './lifecycle/order-paid'
import type { TransferStores } from './lifecycle/ticket-transferred'
import { TransferRepository } from './transfer/transfer.repository'
import { CardBookingRepository } from './order/pricing/card-booking.repository'
// Goods orders and the cart.
import type { GoodsOrderStores } from './goods-order/goods-order-steps'
import { GoodsOrderRepository } from './goods-order/goods-order.repository'
import { CouponGoodsOrderRepository } from './coupon/coupon-goods-order.repository'
import { CartRepository } from './cart/cart.repository'
import { TiedGoodsOrders } from './goods-order/tied-goods'
import { TicketStubRepository } from './ticket-stub/ticket-stub.repository'
// Reservations.
import type { ReservationStores } from './reservation/reservation.service'
import { ReservationRepository } from './reservation/reservation.repository'

export function orderStores(q: Queryable): OrderStores {
  return {
    orders: new OrderRepository(q),
    seats: new SeatRepository(q),
    tierStock: new TierStockRepository(q),
    tickets: new TicketRepository(q),
    prefills: new PrefillRepository(q),
    addresses: new AddressRepository(q),
    audiences: new AudienceRepository(q),
    coupons: new CouponOrderRepository(q),
    members: new MemberRepository(q),
    promotions: new PromotionOrderRepository(q),
    privileges: new PrivilegeRepository(q),
    tiedGoods: new TiedGoodsOrders(q, goodsOrderStores)
  }
}

export function settlementStores(q: Queryable): SettlementStores & OrderPaidStores {
  return {
    payments: new PaymentRepository(q),
    orders: new OrderRepository(q),
    seats: new SeatRepository(q),
    tickets: new TicketRepository(q),
    coupons: new CouponOrderRepository(q)
  }
}

/** Rebooking: the moves, the seats they take and free, the refund of a cheaper rebook. */
/** Benefit cards: the payment a card order is paid with and the refund a card's money goes back by. */
export function cardStores(q: Queryable): CardStores {
  return { payments: new PaymentRepository(q), refunds: new RefundRepository(q) }
}

export function rebookStores(q: Queryable): RebookStores {
  return {
    rebooks: new RebookRepository(q),
    seats: new SeatRepository(q),
    refunds: new RefundRepository(q),
    holds: new RebookHoldRepository(q)
  }
}

/** Promotions: a package purchase writes orders, its payment may be queued back, the console audits. */
export function promotionStores(q: Queryable): PromotionStores {
  return { orders: new OrderRepository(q), payments: new PaymentRepository(q), audit: new AuditRepository(q), newOrders: orderStores(q) }
}

/** Tickets refunded (lifecycle/tickets-refunded.ts): the coupons, points and card times an order gives back. */
export function refundedOrderStores(q: Queryable): RefundedOrderStores {
  return { coupons: new CouponOrderRepository(q), members: new MemberRepository(q), cardBookings: new CardBookingRepository(q) }
}

/** A ticket transferred or its offer ended (lifecycle/ticket-transferred.ts, transfer-closed.ts): the offer, the transferee's orders counted for the limit, the ticket re-keyed. */
export function transferStores(q: Queryable): TransferStores {
  return { transfers: new TransferRepository(q), orders: new OrderRepository(q), tickets: new TicketRepository(q) }
}

/** Goods orders and their lifecycles (goods-order/, lifecycle/goods-*.ts). */
export function goodsOrderStores(q: Queryable): GoodsOrderStores {
  return {
    goods: new GoodsOrderRepository(q),
    goodsCoupons: new CouponGoodsOrderRepository(q),
    coupons: new CouponOrderRepository(q),
    addresses: new AddressRepository(q),
    cart: new CartRepository(q),
    payments: new PaymentRepository(q),
    refunds: new RefundRepository(q),
    members: new MemberRepository(q),
    pricing: goodsPricing(q),
    stubs: new TicketStubRepository(q)
  }
}

/** The steps of the one quote() for goods: the standard ones, of which the member discount, the coupon and the points price goods. */
function goodsPricing(q: Queryable) {
  return standardSteps(
    { members: new MemberRepository(q), coupons: new CouponOrderRepository(q), promotions: new PromotionOrderRepository(q) },
    q
  )
}

/** Reservations (reservation/): the bookings, the payment that paid one and the refund its cancel queues. */
export function reservationStores(q: Queryable): ReservationStores {
  return { reservations: new ReservationRepository(q), payments: new PaymentRepository(q), refunds: new RefundRepository(q) }
}
