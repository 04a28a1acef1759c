/**
 * The repositories a service works through, bound to one connection or one transaction. Wired here, beside
 * app.ts, so a service receives its repositories instead of constructing other areas' ones; tests and the
 * benchmarks build their services with the same factories as the gateway.
 */
import type { Queryable } from './db/db'
import type { OrderStores } from './order/order.service'
import type { SettlementStores } from './payment/payment.service'
import { OrderRepository } from './order/order.repository'
import { SeatRepository } from './seat/seat.repository'
import { TicketRepository } from './ticket/ticket.repository'
import { PrefillRepository } from './prefill/prefill.repository'
import { AddressRepository } from './address/address.repository'
import { AudienceRepository } from './audience/audience.repository'
import { PaymentRepository } from './payment/payment.repository'
// Rebooking (issue #17).
import type { RebookStores } from './rebook/rebook.service'
import { RebookRepository } from './rebook/rebook.repository'
import { RefundRepository } from './payment/refund.repository'
// Paying a dearer rebook's difference (issue #17).
import { RebookHoldRepository } from './rebook/rebook-hold.repository'
// Coupons on orders (issue #18).
import { CouponOrderRepository } from './coupon/coupon-order.repository'
// The member discount and points on orders (issue #18).
import { MemberRepository } from './member/member.repository'
import { PrivilegeRepository } from './privilege/privilege.repository'

export function orderStores(q: Queryable): OrderStores {
  return {
    orders: new OrderRepository(q),
    seats: new SeatRepository(q),
    tickets: new TicketRepository(q),
    prefills: new PrefillRepository(q),
    addresses: new AddressRepository(q),
    audiences: new AudienceRepository(q),
    coupons: new CouponOrderRepository(q),
    members: new MemberRepository(q),
    privileges: new PrivilegeRepository(q)
  }
}

export function settlementStores(q: Queryable): SettlementStores {
  return { payments: new PaymentRepository(q), orders: new OrderRepository(q), seats: new SeatRepository(q), tickets: new TicketRepository(q), coupons: new CouponOrderRepository(q) }
}

/** Rebooking (issue #17): the moves, the seats they take and free, the refund of a cheaper rebook. */
export function rebookStores(q: Queryable): RebookStores {
  return { rebooks: new RebookRepository(q), seats: new SeatRepository(q), refunds: new RefundRepository(q), holds: new RebookHoldRepository(q) }
}
