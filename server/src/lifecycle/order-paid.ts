/**
 * An order is paid: the one path that makes an unpaid order PAID with the money it took, for an order's
 * own payment and for each child order of a package's payment (PaymentService.orderPaid). It runs in the
 * settling transaction, the payment row and then the order row locked. The first write is the guard, so
 * every step runs once per order; an order that is no longer unpaid takes nothing, and its money is queued
 * back (PaymentService.decide: REFUND_PENDING).
 *
 * Compensation: a paid order is undone ticket by ticket when tickets are refunded (tickets-refunded.ts:
 * coupons REFUNDING then returned, stock and seats back, points and growth taken back). An unpaid order's
 * close (order-closed.ts) gives back what creating it took instead.
 */
import type { Queryable, Transaction } from '../db/db'
import { inventoryOn } from '../inventory/inventory'
import type { PayOrder } from '../payment/payment.service'
import type { OrderRepository } from '../order/order.repository'
import type { SeatRepository } from '../inventory/seat.repository'
import type { TicketRepository } from '../ticket/ticket.repository'
import type { CouponOrderRepository } from '../coupon/coupon-order.repository'
import { payTiedGoods } from './tied-goods-steps'

/** The repositories paying an order writes through, bound to the settling transaction (stores.ts settlementStores). */
export interface OrderPaidStores {
  orders: OrderRepository
  seats: SeatRepository
  tickets: TicketRepository
  /** Coupons on orders: a paid order's coupons are used. */
  coupons: CouponOrderRepository
}

export interface OrderPaidDeps {
  stores: (q: Queryable) => OrderPaidStores
  /** Membership's points and growth for a paid order (member.service.ts earnForOrder: under a savepoint, it never fails a payment). */
  earn: (tx: Transaction, orderId: string, now: Date) => Promise<void>
}

export function orderPaid(d: OrderPaidDeps): PayOrder {
  return async (tx, orderId, paidFen, product, now) => {
    const s = d.stores(tx)
    // 1. UNPAID → PAID with the money it took: the guard.
    if (!(await s.orders.markPaid(orderId, paidFen, now, product))) return false
    // 2. Its coupons are used (after the order row, as every path that holds an order takes them).
    await s.coupons.markUsed(orderId, now)
    // 3. The goods bought with it are paid by the same payment (SKU rows before the tier rows).
    await payTiedGoods(tx, orderId, now)
    // 4. The held tickets and seats become sold (inventory/): tier rows first, then the seats and the counters.
    const stock = inventoryOn(tx)
    await stock.stock.lockTiersOfOrder(orderId)
    await stock.seats.sellHeldOfOrder(orderId)
    await stock.stock.sellHeldOfOrder(orderId)
    // 5. Its tickets are issued, on the seats it sold.
    await s.tickets.issue(orderId, await s.seats.ofOrder(orderId), now)
    // 6. Membership earns its points and growth, last, after every lock of the order's lock order.
    await d.earn(tx, orderId, now)
    return true
  }
}
