/**
 * Tickets are refunded: a refund request approved by the merchant's staff, or at once by auto-approval, in
 * one transaction that holds the order row (RefundRequestService.approveIn):
 *   1. the request's tickets REFUNDING → REFUNDED: the guard (only the tickets this call moved, so each once);
 *   2. `ticketsRefunded` below, its steps in their order;
 *   3. the refunded tickets' seats and stock back on sale (seats, then tier rows by id);
 *   4. the money queued back over the order's payments (its own, then each paid rebook's difference), or,
 *      with nothing to pay back, the request REFUNDED at once.
 * After the commit the order area's stock admission reads the tiers again (whenStockReturned) and the
 * refund job runs soon. Once every ticket is refunded and the last part of the money is back, the order is
 * REFUNDED and `orderRefunded` runs, in the transaction that records the provider's word (or the approval's,
 * when nothing was owed).
 *
 * Each step is the compensation of a step of order-paid.ts (or of what order creation took).
 */
import type { Queryable, Transaction } from '../db/db'
import type { CouponOrderRepository } from '../coupon/coupon-order.repository'
import type { MemberRepository } from '../member/member.repository'
import type { CancelReason } from '../invoice/invoice-words'
import type { OrderRefundedListener, TicketsRefundedListener } from '../refund/refund-request.service'
import type { CardBookingRepository } from '../order/pricing/card-booking.repository'
import { returnPointsForRefund } from '../order/pricing/points-step'

/** The repositories the refund steps write through, bound to the approval's transaction (stores.ts). */
export interface RefundedOrderStores {
  coupons: CouponOrderRepository
  members: MemberRepository
  cardBookings: CardBookingRepository
}

export interface RefundLifecycleDeps {
  stores: (q: Queryable) => RefundedOrderStores
  /** The invoice area: the order's live invoices cancelled, with the reason the buyer is shown. */
  cancelInvoices: (tx: Queryable, orderId: string, now: Date, reason?: CancelReason) => Promise<unknown>
  /** Membership: what the order earned, taken back in proportion (member.service.ts reverseForOrder). */
  reverseEarnings: (tx: Transaction, orderId: string, now: Date) => Promise<void>
}

/** Some of an order's tickets are REFUNDED, in the approval's transaction. */
export function ticketsRefunded(d: RefundLifecycleDeps): TicketsRefundedListener {
  return async (tx, orderId, now) => {
    const s = d.stores(tx)
    // 1. Its live invoice is cancelled, the amount having changed: "cancelled (automatically when the order status changes)".
    await d.cancelInvoices(tx, orderId, now, 'ORDER_CHANGED')
    // 2. A whole-order refund makes its coupons REFUNDING (returned once the money is back: orderRefunded);
    //    a partial refund keeps them USED (the order still used them).
    await s.coupons.markRefundingIfWhole(orderId)
    // 3. The points spent on the order come back with its refunded tickets, in proportion, each once.
    await returnPointsForRefund(s.members, orderId, now)
    // 4. The points and growth the order earned are taken back, for the same share.
    await d.reverseEarnings(tx, orderId, now)
    // 5. A refunded ticket booked with a benefit card gives its time back, once (order-card.ts).
    await s.cardBookings.returnRefunded(orderId, now)
  }
}

/** Every ticket of the order refunded and its money back: the order is REFUNDED, in that transaction. */
export function orderRefunded(d: RefundLifecycleDeps): OrderRefundedListener {
  return async (tx, orderId, now) => {
    // 1. "cancelled (automatically when the order is refunded)".
    await d.cancelInvoices(tx, orderId, now)
    // 2. Its coupons, REFUNDING since the whole-order refund was approved, are the buyer's again.
    await d.stores(tx).coupons.returnRefunded(orderId)
  }
}
