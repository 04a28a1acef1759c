/**
 * Every background sweeper of the gateway, in one list: what it does, how often, and the use case it runs.
 * Every expiry (orders, rebooks, transfers, member and card orders, points) goes through the one due-sweep
 * (db/due-sweep.ts: one process at a time, each row in its own bounded write, a row held past the wait
 * bound left for the next round). Each sweeper runs one round at a time in this process (http/sweeper.ts). Started only
 * when AppOptions.sweepOrders is not false: tests run the use cases by hand. (The sandbox's delayed refund
 * notifications, a development aid, keep their own timer in payment/sandbox-refund.routes.ts.)
 */
import type { FastifyInstance } from 'fastify'
import { startSweeper } from '../http/sweeper'
import type { MessageSender } from '../account/outbox'
import type { Db } from '../db/db'
import type { OrderService } from '../order/order.service'
import type { PrefillService } from '../prefill/prefill.service'
import type { SearchTermsService } from '../browse/search-terms.service'
import type { RefundService } from '../payment/refund.service'
import { PaymentRepository } from '../payment/payment.repository'
import { REFUSED_NOTICE_KEEP_MS } from '../payment/notify-path'
import type { RebookPaymentService } from '../rebook/rebook-payment.service'
import type { TransferService } from '../transfer/transfer.service'
import type { MemberService } from '../member/member.service'
import type { PaidMemberService } from '../member/paid-member.service'
import type { CardOrderService } from '../benefit-card/card-order.service'
import type { GoodsOrderService } from '../goods-order/goods-order.service'
import type { ReservationService } from '../reservation/reservation.service'
import type { ParkingService } from '../parking/parking.service'
import type { SubscriptionMessageService } from '../subscription-message/subscription-message.service'
import { shopTimeZone } from '../../../types/rules/merchant-time'
import type { Shops } from './wiring'

const SECOND = 1000
const HOUR = 3600 * SECOND

export interface Sweeper {
  /** Logged with the count of what a round did. */
  name: string
  everyMs: number
  sweep: () => Promise<number>
}

export interface Swept {
  db: Db
  now: () => Date
  shops: Shops
  sender: MessageSender
  orders: OrderService
  prefills: PrefillService
  searchTerms: SearchTermsService
  refunds: RefundService
  rebookPayments: RebookPaymentService
  transfers: TransferService
  members: MemberService
  paidMembers: PaidMemberService
  cardOrders: CardOrderService
  goodsOrders: GoodsOrderService
  reservations: ReservationService
  parking: ParkingService
  subscriptionMessages: SubscriptionMessageService
}

export function sweepers(s: Swept): Sweeper[] {
  const { now } = s
  const shopNameAndZone = async (merchantId: string) => {
    const shop = await s.shops.config(merchantId)
    return { shopName: shop.shopName ?? '', timeZone: shopTimeZone(shop) }
  }
  const rejections = new PaymentRepository(s.db)
  return [
    // Buying: what an unpaid order holds goes back at its reserve deadline (lifecycle/order-closed.ts).
    { name: 'expired unpaid orders closed', everyMs: 5 * SECOND, sweep: () => s.orders.closeExpiredOrders(now()) },
    { name: 'sale reminders sent', everyMs: 30 * SECOND, sweep: () => s.prefills.sendDueReminders(s.sender, shopNameAndZone, now()) },
    // search_terms grows by a row per merchant, day and keyword; trending reads only the last days.
    { name: 'old search counts pruned', everyMs: HOUR, sweep: () => s.searchTerms.pruneOld(now()) },
    // Money: refunds asked of the providers (also at once after a queue), refused notices kept a while.
    { name: 'refunds asked of the providers', everyMs: 30 * SECOND, sweep: () => s.refunds.run(now()) },
    {
      name: 'old refused payment notices pruned',
      everyMs: HOUR,
      sweep: () => rejections.pruneRejectionsBefore(new Date(now().getTime() - REFUSED_NOTICE_KEEP_MS))
    },
    // After-sale: a dearer rebook's holds past its pay deadline, transfer offers past theirs.
    { name: 'expired pending rebooks released', everyMs: 5 * SECOND, sweep: () => s.rebookPayments.expireDue(now()) },
    // Loyalty: unpaid member and card orders, points past their expiry.
    { name: 'expired unpaid member orders', everyMs: 5 * SECOND, sweep: () => s.paidMembers.expireDue(now()) },
    { name: 'expired points', everyMs: HOUR, sweep: () => s.members.expireDue(now()) },
    { name: 'unpaid card orders closed', everyMs: 5 * SECOND, sweep: () => s.cardOrders.closeDue(now()) },
    // The shop: what an unpaid goods order holds goes back at its pay deadline (lifecycle/goods-order-closed.ts).
    { name: 'unpaid goods orders closed', everyMs: 5 * SECOND, sweep: () => s.goodsOrders.closeDue(now()) },
    // Reservations: an unpaid hold's place back at its pay deadline; the day-before reminders.
    { name: 'unpaid reservations ended', everyMs: 5 * SECOND, sweep: () => s.reservations.closeDue(now()) },
    {
      name: 'reservation reminders sent',
      everyMs: 60 * SECOND,
      sweep: () => s.reservations.sendReminders(s.sender, async (merchantId) => (await shopNameAndZone(merchantId)).shopName, now())
    },
    // Parking: an unpaid fee's coupons back at its pay deadline.
    { name: 'unpaid parking orders closed', everyMs: 5 * SECOND, sweep: () => s.parking.closeDue(now()) },
    { name: 'expired ticket transfers ended', everyMs: 15 * SECOND, sweep: () => s.transfers.expireDue(now()) },
    // Subscription messages: a coupon about to expire, a level reached, a birthday, once per buyer's consent.
    { name: 'subscription messages sent', everyMs: 60 * SECOND, sweep: () => s.subscriptionMessages.sendDue(now()) }
  ]
}

export function startSweepers(app: FastifyInstance, list: readonly Sweeper[]): void {
  for (const s of list) startSweeper(app, s.name, s.sweep, s.everyMs)
}
