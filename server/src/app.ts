/**
 * Builds the gateway: the composition root. The HTTP platform first, then each area's services and routes
 * (composition/*.wiring.ts, in dependency order), then the lifecycles' step lists (lifecycle/), what
 * each purpose of payment pays and whose refunds settle what, the sweepers, and the built front ends last.
 */
import type { FastifyInstance } from 'fastify'
import { buildPlatform } from './composition/platform.wiring'
import type { AppOptions } from './composition/app-options'
import type { Wiring } from './composition/wiring'
import { wireBrowse, wireShops } from './composition/browse.wiring'
import { wireAccounts } from './composition/account.wiring'
import { wirePaymentSettings, wirePayments } from './composition/payments.wiring'
import { wireOrders, wireTickets } from './composition/buying.wiring'
import { wireAfterSale, wireRefundRequests } from './composition/after-sale.wiring'
import { wireLoyalty } from './composition/loyalty.wiring'
import { wireConsole, wireWalletSettings } from './composition/console.wiring'
import { wireStatic } from './composition/static.wiring'
import { wireShopOrders } from './composition/shop-orders.wiring'
import { wireReservations } from './composition/reservation.wiring'
import { wireParking } from './composition/parking.wiring'
import { wireSubscriptionMessages } from './composition/messages.wiring'
import { wireCodes } from './composition/codes.wiring'
import { wireShowCalls } from './composition/show-calls.wiring'
import { startSweepers, sweepers } from './composition/sweepers'
import { orderPaid } from './lifecycle/order-paid'
import { orderRefunded, ticketsRefunded, type RefundLifecycleDeps } from './lifecycle/tickets-refunded'
import { rebookApplied } from './lifecycle/rebook-applied'
import { rebookClosed } from './lifecycle/rebook-closed'
import { ticketTransferred } from './lifecycle/ticket-transferred'
import { transferClosed } from './lifecycle/transfer-closed'
import { cancelInvoicesOfOrder } from './invoice/invoice.service'
import { browseReads } from './db/browse-reads'
import { rebookStores, refundedOrderStores, settlementStores, transferStores } from './stores'

export type { AppOptions }

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date())
  const platform = await buildPlatform(options, now)
  const { app } = platform
  const w: Wiring = {
    app,
    db: options.db,
    browseReads: browseReads(options.db, options.readDb, app.log),
    now,
    options,
    production: options.production === true
  }
  // The refund job runs at once after money was queued, when the sweepers run (else tests run it by hand).
  let runRefundsSoon = (): void => undefined
  const refundJobSoon = () => runRefundsSoon()

  const shops = wireShops(w)
  // A publish (here, or heard from another process of a fleet) shows on the next read: the shop settings
  // kept for a second are read again with the replies.
  app.replyCache.whenCleared(() => shops.configs.forget())
  const browse = wireBrowse(w, shops)
  const paymentSettings = wirePaymentSettings(w)
  const accounts = await wireAccounts(w, shops, browse, platform, paymentSettings)
  const refundRequests = wireRefundRequests(w, refundJobSoon)
  const { orders, express, prefills } = wireOrders(w, shops, browse, refundRequests)
  const { members, paidMembers, promotions, cardOrders } = wireLoyalty(w, shops, refundJobSoon)
  const walletSettings = wireWalletSettings(w)
  const { goodsOrders } = wireShopOrders(w, shops, refundJobSoon)
  const reservations = wireReservations(w, shops, refundJobSoon)
  const parking = wireParking(w, shops, refundJobSoon)
  const subscriptionMessages = wireSubscriptionMessages(w, shops, paymentSettings, members)
  wireCodes(w, shops)
  await wireConsole(w, {
    orders,
    express,
    storefront: browse.storefront,
    timeZoneOf: shops.timeZoneOf,
    afterPublish: (merchantId) => shops.configs.forget(merchantId),
    refundRequests,
    walletSettings,
    paidMembers,
    goodsOrders,
    reservations: reservations.admin,
    parking,
    subscriptionMessages
  })
  const { payments, refunds } = await wirePayments(w, shops, accounts, paymentSettings, orders)
  const tickets = wireTickets(w, shops, browse, accounts, orders, walletSettings)
  const { rebooks, rebookPayments, transfers } = wireAfterSale(w, shops, tickets)
  // show_user v5, the outer channel discount per show and home's per-buyer components (docs/show-calls.md).
  wireShowCalls(w, shops, browse, rebooks)

  // The lifecycles, each one file listing its steps in order: an order paid, tickets refunded, an order
  // refunded (order-closed.ts is the order area's own close, run by OrderService).
  payments.paysOrdersWith(orderPaid({ stores: settlementStores, earn: (tx, orderId, at) => members.earnForOrder(tx, orderId, at) }))
  const refunded: RefundLifecycleDeps = {
    stores: refundedOrderStores,
    cancelInvoices: cancelInvoicesOfOrder,
    reverseEarnings: (tx, orderId, at) => members.reverseForOrder(tx, orderId, at)
  }
  refundRequests.whenTicketsRefunded(ticketsRefunded(refunded))
  refundRequests.whenOrderRefunded(orderRefunded(refunded))
  // A rebook applied (at once, or once its difference is paid: which earns as a paid order does), a pending
  // one ended unpaid; a ticket transferred, an offer ended unaccepted (lifecycle/).
  const applyRebook = rebookApplied({
    stores: rebookStores,
    cancelInvoices: cancelInvoicesOfOrder,
    earn: (tx, orderId, paymentId, amountFen, at) => members.earnForRebookPayment(tx, orderId, paymentId, amountFen, at)
  })
  rebooks.appliesWith(applyRebook)
  rebookPayments.appliesWith(applyRebook, rebookClosed({ stores: rebookStores }))
  transfers.acceptsWith(ticketTransferred({ stores: transferStores }), transferClosed({ stores: transferStores }))
  // A cheaper rebook's refund, once SUCCEEDED, takes back what the order earned.
  rebooks.whenRefundSucceeded((tx, orderId, at) => members.reverseForOrder(tx, orderId, at))
  // Stock that moved outside order creation and close (a refund approved, a rebook made, a pending rebook
  // released) is read again by this process's stock admission, so it sells at once.
  refundRequests.whenStockReturned((tierIds) => orders.stockMoved(tierIds))
  rebooks.whenStockMoved((tierIds) => orders.stockMoved(tierIds))
  rebookPayments.whenStockReleased((tierIds) => orders.stockMoved(tierIds))

  // What each purpose of payment pays (asked in this order for a transaction id), and whose refunds settle what.
  payments.payFor('REBOOK', rebookPayments.subjects())
  payments.payFor('MEMBER', paidMembers.subjects())
  payments.payFor('PACKAGE', promotions.subjects(payments))
  payments.payFor('CARD', cardOrders.subjects())
  payments.payFor('GOODS', goodsOrders.subjects())
  payments.payFor('RESERVATION', reservations.bookings.subjects())
  payments.payFor('PARKING', parking.subjects())
  refunds.settleWith('AFTER_SALE', refundRequests.settler)
  refunds.settleWith('REBOOK', rebooks.settler())
  refunds.settleWith('MEMBER', paidMembers.settler())
  refunds.settleWith('CARD', cardOrders.settler())
  refunds.settleWith('GOODS', goodsOrders.settler())
  refunds.settleWith('RESERVATION', reservations.bookings.settler())
  refunds.settleWith('PARKING', parking.settler())

  if (options.sweepOrders !== false) {
    runRefundsSoon = () => void refunds.run(now()).catch((error: unknown) => app.log.error({ err: error }, 'refund job failed'))
    startSweepers(
      app,
      sweepers({
        db: w.db,
        now,
        shops,
        sender: accounts.sender,
        orders,
        prefills,
        searchTerms: browse.searchTerms,
        refunds,
        rebookPayments,
        transfers,
        members,
        paidMembers,
        cardOrders,
        goodsOrders,
        reservations: reservations.bookings,
        parking,
        subscriptionMessages
      })
    )
  }
  await wireStatic(w, shops, browse, platform.servesH5)
  return app
}
