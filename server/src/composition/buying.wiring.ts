/**
 * Buying tickets and holding them: orders (with privilege codes and form prefills), paper-ticket
 * delivery, the tickets and their vouchers and wallet passes, invitation codes, binding a ticket from
 * another account and naming its attendee.
 */
import { OrderService } from '../order/order.service'
import { registerOrderRoutes } from '../order/order.routes'
import { LocalOrderGate } from '../order/order-gate'
import { RedisWaitingRoom } from '../order/redis-waiting-room'
import { RedisTierCount } from '../order/redis-tier-count'
import { OrderRepository } from '../order/order.repository'
import { ExpressService } from '../express/express.service'
import { ManualTrackingProvider } from '../express/tracking-provider'
import { registerExpressRoutes } from '../express/express.routes'
import { PrivilegeService } from '../privilege/privilege.service'
import { registerPrivilegeRoutes } from '../privilege/privilege.routes'
import { privilegeTokenOf } from '../http/privilege-token'
import { PrefillService } from '../prefill/prefill.service'
import { PrefillRepository } from '../prefill/prefill.repository'
import { registerPrefillRoutes } from '../prefill/prefill.routes'
import { AudienceRepository } from '../audience/audience.repository'
import { AddressRepository } from '../address/address.repository'
import type { RefundRequestService } from '../refund/refund-request.service'
import { presentRefundRequest } from '../refund/refund-request.presenter'
import { TicketRepository } from '../ticket/ticket.repository'
import { TicketService } from '../ticket/ticket.service'
import { registerTicketRoutes } from '../ticket/ticket.routes'
import { VoucherRepository } from '../ticket/voucher.repository'
import { VoucherService } from '../ticket/voucher.service'
import { registerVoucherRoutes } from '../ticket/voucher.routes'
import { WalletService } from '../wallet/wallet.service'
import type { WalletSettingsService } from '../wallet/wallet-settings.service'
import { registerWalletRoutes } from '../wallet/wallet.routes'
import { UserRepository } from '../account/user.repository'
import { AuditRepository } from '../staff/audit.repository'
import { InvitationService } from '../binding/invitation.service'
import { registerInvitationRoutes } from '../binding/invitation.routes'
import { TicketBindingService } from '../binding/ticket-binding.service'
import { registerTicketBindingRoutes } from '../binding/ticket-binding.routes'
import { RealNameService } from '../binding/real-name.service'
import { registerRealNameRoutes } from '../binding/real-name.routes'
import { secretStore } from '../account/secret-store'
import { VenuePurchaseRepository } from '../venue-purchase/venue-purchase.repository'
import { VenuePurchaseService } from '../venue-purchase/venue-purchase.service'
import { registerVenuePurchaseRoutes } from '../venue-purchase/venue-purchase.routes'
import { shopTimeZone } from '../../../types/rules/merchant-time'
import { orderStores } from '../stores'
import { closeOrder } from '../lifecycle/order-closed'
import type { Accounts } from './account.wiring'
import type { Browse } from './browse.wiring'
import type { Shops, Wiring } from './wiring'

export function wireOrders({ app, db, now, options }: Wiring, shops: Shops, browse: Browse, refundRequests: RefundRequestService) {
  const fleet = options.fleet
  const orders = new OrderService(db, orderStores, closeOrder, {
    gate: options.orderGate ?? new LocalOrderGate(),
    // A fleet's processes run one waiting room per hot show, in Redis.
    room: fleet && ((merchantId, source) => new RedisWaitingRoom(fleet.redis, source, `${fleet.prefix ?? 'stagedoor'}:room:${merchantId}`)),
    // And one count per tier: the fleet admits no more attempts than there are tickets, sold out from Redis.
    sharedStock: fleet && new RedisTierCount(fleet.redis, `${fleet.prefix ?? 'stagedoor'}:stock`)
  })
  // Paper tickets by post: steps entered by hand until a carrier API plugs in.
  const express = new ExpressService(db, new ManualTrackingProvider(db), (q) => new AuditRepository(q))
  registerExpressRoutes(app, express)
  // Privilege purchase codes: the code check, its token, the session variants; orders read the token's grant.
  const privileges = new PrivilegeService(db, secretStore(db, 'privilege_secret'))
  registerPrivilegeRoutes(app, privileges, browse.shows, now)
  registerOrderRoutes(
    app,
    orders,
    shops.config,
    browse.risk,
    now,
    async (orderIds, locale) =>
      new Map([...(await refundRequests.latestOf(orderIds))].map(([id, request]) => [id, presentRefundRequest(request, locale)])),
    async (r, userId) => ({
      grant: await privileges.grant(privilegeTokenOf(r), r.merchantId, userId, now()),
      opens: (tierIds) => privileges.opensAny(tierIds, now())
    })
  )
  const prefills = new PrefillService({
    prefills: new PrefillRepository(db),
    shows: browse.showRepo,
    audiences: new AudienceRepository(db),
    addresses: new AddressRepository(db)
  })
  registerPrefillRoutes(app, prefills, now)
  return { orders, express, prefills }
}

export function wireTickets(
  { app, db, now, options, production }: Wiring,
  shops: Shops,
  browse: Browse,
  accounts: Accounts,
  orders: OrderService,
  walletSettings: WalletSettingsService | undefined
) {
  const tickets = new TicketService(new TicketRepository(db), browse.showRepo, secretStore(db, 'ticket_secret'))
  registerVoucherRoutes(app, { vouchers: new VoucherService(new VoucherRepository(db), new TicketRepository(db), tickets, orders), now })
  registerTicketRoutes(app, { tickets, orders, staffKey: secretStore(db, 'staff_key', { production }), now, production })
  // Wallet passes: the buyer's Apple and Google passes, and the ticket detail's flags.
  if (walletSettings) {
    const walletUsers = new UserRepository(db)
    const wallet = new WalletService({
      settings: walletSettings,
      tickets: new TicketRepository(db),
      shows: browse.showRepo,
      nameOf: async (userId) => (await walletUsers.byId(userId))?.nick_name ?? '',
      shopOf: async (merchantId) => {
        const shop = await shops.config(merchantId)
        return { shopName: shop.shopName ?? '', themeColor: shop.themeColor, timeZone: shopTimeZone(shop) }
      },
      linkSecret: secretStore(db, 'wallet_link_secret'),
      warn: (message, detail) => app.log.warn(detail, message)
    })
    registerWalletRoutes(app, { wallet, now, publicBaseUrl: options.publicBaseUrl })
    tickets.offerWallets((ticket, merchantId) => wallet.offer(ticket, merchantId))
  }
  // On-site (venue box-office) purchase: today's sessions, the on-site rules before the one sales core, the buyer's on-site tickets.
  registerVenuePurchaseRoutes(app, {
    venuePurchase: new VenuePurchaseService(new VenuePurchaseRepository(db), orders),
    tickets,
    shopConfig: shops.config,
    risk: browse.risk,
    now
  })
  // Invitation codes redeemed by buyers.
  registerInvitationRoutes(app, new InvitationService(db, { orderStoresOn: orderStores, auditOn: (q) => new AuditRepository(q) }), now)
  // A ticket of another account moved here with its number and a proof.
  registerTicketBindingRoutes(app, {
    bindings: new TicketBindingService(db, {
      verification: accounts.verification,
      ticketsOn: (q) => new TicketRepository(q),
      ordersOn: (q) => new OrderRepository(q)
    }),
    context: accounts.context,
    now
  })
  // Real-name binding after purchase: attendees named per ticket until the show's deadline.
  registerRealNameRoutes(app, new RealNameService(db, new AudienceRepository(db), (q) => new AuditRepository(q)), now)
  return tickets
}
