/**
 * The merchant console's gateway side (issue #16 foundation) under /admin-api/v1, in its own plugin so
 * its cookie and CSRF machinery touch no buyer call: cookies (@fastify/cookie), double-submit CSRF
 * (@fastify/csrf-protection; every non-GET call needs x-csrf-token), staff sessions, roles per route.
 */
import type { FastifyInstance } from 'fastify'
import type { SettingsCipher } from '../platform-settings/settings-cipher'
import { LoginChannelAdminService } from '../login-channel/login-channel-admin.service'
import { registerLoginChannelAdminRoutes } from '../login-channel/login-channel-admin.routes'
import { ChatGoodsService } from '../chat-goods/chat-goods.service'
import { registerChatGoodsAdminRoutes } from '../chat-goods/chat-goods.routes'
import cookie from '@fastify/cookie'
import csrf from '@fastify/csrf-protection'
import type { Db, Queryable } from '../db/db'
import { secretStore } from '../account/secret-store'
import { ADMIN_API, CSRF_HEADER } from '../../../types/api/staff'
import { StaffSessionService } from '../staff/staff-session.service'
import { StaffService } from '../staff/staff.service'
import { AuditRepository } from '../staff/audit.repository'
import { StorefrontService } from '../storefront/storefront-admin.service'
import { DoorService } from '../door/door-admin.service'
import { TicketRepository } from '../ticket/ticket.repository'
import { ShowRepository } from '../browse/show.repository'
import { registerAdminAuthRoutes } from '../staff/admin-auth.routes'
import { registerStaffRoutes } from '../staff/staff.routes'
import { AuditLogService } from '../staff/audit-log.service'
import { registerStorefrontRoutes } from '../storefront/storefront-admin.routes'
import { registerDoorRoutes } from '../door/door-admin.routes'
import { registerLayoutsRoutes } from '../storefront/layouts-admin.routes'
import { LayoutsService } from '../storefront/layouts-admin.service'
import { gateBeforeValidation, staffCookieOptions } from '../staff/staff-auth'
import type { OrderService } from '../order/order.service'
import { SalesService } from '../sales/sales-admin.service'
import { DashboardService } from '../sales/dashboard-admin.service'
import { registerSalesRoutes } from '../sales/sales-admin.routes'
import { registerAnalyticsAdminRoutes } from '../analytics/analytics-admin.routes'
import { AnalyticsService } from '../analytics/analytics.service'
import { AnalyticsRepository } from '../analytics/analytics.repository'
import { SeatMapService } from '../seat-map/seat-map-admin.service'
import { registerSeatMapRoutes } from '../seat-map/seat-map-admin.routes'
import { CatalogueService } from '../catalogue/catalogue-admin.service'
import { registerCatalogueRoutes } from '../catalogue/catalogue-admin.routes'
import { registerGoodsAdminRoutes } from '../goods/goods-admin.routes'
import { GoodsAdminService } from '../goods/goods-admin.service'
import { UploadService } from '../upload/upload.service'
import { UploadRepository } from '../upload/upload.repository'
import { InvoiceAdminService } from '../invoice/invoice-admin.service'
import { registerInvoiceAdminRoutes } from '../invoice/invoice-admin.routes'
import { RefundRepository } from '../payment/refund.repository'
import { RebookRepository } from '../rebook/rebook.repository'
import { registerShipmentRoutes } from '../sales/shipment-admin.routes'
import { InvitationService } from '../binding/invitation.service'
import { registerInvitationAdminRoutes } from '../binding/invitation.routes'
import { RealNameService } from '../binding/real-name.service'
import { registerRealNameAdminRoutes } from '../binding/real-name.routes'
import { AudienceRepository } from '../audience/audience.repository'
import type { ExpressService } from '../express/express.service'
import type { RefundRequestService } from '../refund/refund-request.service'
import { registerRefundsRoutes } from '../sales/refunds-admin.routes'
// Coupons.
import { CouponAdminService } from '../coupon/coupon-admin.service'
import { registerCouponAdminRoutes } from '../coupon/coupon-admin.routes'
// Benefit cards.
import { cardStores } from '../stores'
import { BenefitCardAdminService } from '../benefit-card/benefit-card-admin.service'
import { registerBenefitCardAdminRoutes } from '../benefit-card/benefit-card-admin.routes'
import { PromotionService } from '../promotion/promotion.service'
import { orderStores, promotionStores } from '../stores'
import { registerPromotionAdminRoutes } from '../promotion/promotion-admin.routes'
import type { WalletSettingsService } from '../wallet/wallet-settings.service'
import { registerWalletSettingsRoutes } from '../wallet/wallet-settings.routes'
import { MemberAdminService } from '../member/member-admin.service'
import { registerMemberAdminRoutes } from '../member/member-admin.routes'
import type { PaidMemberService } from '../member/paid-member.service'
import { registerPaidMemberAdminRoutes } from '../member/paid-member-admin.routes'
// Offline coupons verified in the console.
import { CouponOfflineService } from '../coupon/coupon-offline.service'
import { registerCouponOfflineAdminRoutes } from '../coupon/coupon-offline-admin.routes'
// Goods orders: fulfilment and refunds.
import type { GoodsOrderService } from '../goods-order/goods-order.service'
import { GoodsOrderAdminService } from '../goods-order/goods-order-admin.service'
import { TicketStubRepository } from '../ticket-stub/ticket-stub.repository'
import { registerGoodsOrderAdminRoutes } from '../goods-order/goods-order-admin.routes'
// Privilege purchase codes.
import { PrivilegeAdminService } from '../privilege/privilege-admin.service'
import { registerPrivilegeAdminRoutes } from '../privilege/privilege-admin.routes'
import { VoteAdminService } from '../vote/vote-admin.service'
import { registerVoteAdminRoutes } from '../vote/vote-admin.routes'
import type { SubscriptionMessageService } from '../subscription-message/subscription-message.service'
import { registerSubscriptionMessageAdminRoutes } from '../subscription-message/subscription-message-admin.routes'
import { VenuePurchaseAdminService } from '../venue-purchase/venue-purchase-admin.service'
import { registerVenuePurchaseAdminRoutes } from '../venue-purchase/venue-purchase-admin.routes'
import { PolicyService } from '../policy/policy.service'
import { PolicyRepository } from '../policy/policy.repository'
import { ShowAccessAdminService } from '../show-access/show-access-admin.service'
import { registerShowAccessAdminRoutes } from '../show-access/show-access-admin.routes'
import { OpenShowAdminService } from '../open-show/open-show-admin.service'
import { registerOpenShowAdminRoutes } from '../open-show/open-show-admin.routes'
import { WorkPermitAdminService } from '../work-permit/work-permit-admin.service'
import { registerWorkPermitAdminRoutes } from '../work-permit/work-permit-admin.routes'
import type { ReservationAdminService } from '../reservation/reservation-admin.service'
import { registerReservationAdminRoutes } from '../reservation/reservation-admin.routes'
import type { ParkingService } from '../parking/parking.service'
import { ParkingAdminService } from '../parking/parking-admin.service'
import { registerParkingAdminRoutes } from '../parking/parking-admin.routes'
import { PromotionCodeService } from '../promotion-code/promotion-code.service'
import { registerPromotionCodeAdminRoutes } from '../promotion-code/promotion-code-admin.routes'
// Announcements: the shop's and a show's notices.
import { AnnouncementAdminService } from '../announcement/announcement-admin.service'
import { registerAnnouncementAdminRoutes } from '../announcement/announcement-admin.routes'
// Copywriting overrides and the app versions a merchant publishes.
import { CopywritingService } from '../copywriting/copywriting.service'
import { registerCopywritingAdminRoutes } from '../copywriting/copywriting.routes'
import { AppVersionService } from '../app-version/app-version.service'
import { registerAppVersionAdminRoutes } from '../app-version/app-version.routes'

/** Every console write records its audit row on its own transaction. */
const auditOn = (q: Queryable) => new AuditRepository(q)

export interface AdminDeps {
  db: Db
  now: () => Date
  production: boolean
  storefront: StorefrontService
  timeZoneOf: (merchantId: string) => Promise<string>
  /** The buyers' order service: the console closes an unpaid order through its close path. */
  orders: OrderService
  /** A publish changed the buyers' shop config: forget what is kept of it. */
  afterPublish: (merchantId: string) => void
  /** Shipping paper tickets: the console's sales order page ships and tracks. */
  express: ExpressService
  /** Buyers' refund requests, decided in the sales area (Refunds). */
  refundRequests?: RefundRequestService
  /** Wallet pass settings; absent when no settings key can seal them. */
  walletSettings?: WalletSettingsService
  /** Paid membership: plans, member orders and their refund. */
  paidMembers?: PaidMemberService
  /** Goods orders: the console ships and refunds them. */
  goodsOrders?: GoodsOrderService
  /** Reservations: items, calendars and capacity, bookings, the door's entry-code check. */
  reservations?: ReservationAdminService
  /** Parking: lots, stays and records, a refund, the gate simulator. */
  parking?: ParkingService
  /** Subscription messages: the templates per mini-program and kind, and what was sent. */
  subscriptionMessages?: SubscriptionMessageService
  /** Seals the login channels' secrets; absent when no settings key can (production without SETTINGS_KEY). */
  settingsCipher?: SettingsCipher
}

export function storefrontService(db: Db): StorefrontService {
  return new StorefrontService(db, secretStore(db, 'preview_secret'), auditOn)
}

export async function registerAdmin(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const { db, now, production } = deps
  const totpKey = secretStore(db, 'staff_totp_key')
  const sessions = new StaffSessionService(db, totpKey, { production })
  const staff = new StaffService(db, totpKey)
  await app.register(
    async (admin) => {
      await admin.register(cookie)
      await admin.register(csrf, {
        cookieKey: 'sd_csrf',
        cookieOpts: staffCookieOptions(production, ADMIN_API),
        getToken: (request) => {
          const value = request.headers[CSRF_HEADER]
          return typeof value === 'string' ? value : undefined
        }
      })
      admin.decorateRequest('staff', null)
      admin.addHook('onRoute', gateBeforeValidation)
      admin.addHook('onRequest', (request, reply, done) => {
        if (request.method === 'GET' || request.method === 'HEAD') return done()
        admin.csrfProtection(request, reply, done)
      })
      registerAdminAuthRoutes(admin, {
        sessions,
        staff,
        now,
        production,
        cookiePath: ADMIN_API,
        timeZoneOf: deps.timeZoneOf
      })
      registerStaffRoutes(admin, { staff, auditLog: new AuditLogService(db), sessions, now })
      registerStorefrontRoutes(admin, { storefront: deps.storefront, sessions, now, afterPublish: deps.afterPublish })
      registerSeatMapRoutes(admin, { seatMaps: new SeatMapService(db, auditOn), sessions, now })
      registerLayoutsRoutes(admin, { layouts: new LayoutsService(db, secretStore(db, 'preview_secret'), auditOn), sessions, now })
      registerCatalogueRoutes(admin, {
        catalogue: new CatalogueService(
          db,
          new UploadService(new UploadRepository(db), secretStore(db, 'upload_secret')),
          deps.timeZoneOf,
          auditOn
        ),
        sessions,
        now
      })
      registerGoodsAdminRoutes(admin, {
        goods: new GoodsAdminService(db, new UploadService(new UploadRepository(db), secretStore(db, 'upload_secret')), auditOn),
        sessions,
        now
      })
      registerDoorRoutes(admin, {
        door: new DoorService(
          db,
          { ticketsOn: (q) => new TicketRepository(q), shows: new ShowRepository(db) },
          secretStore(db, 'ticket_secret'),
          deps.timeZoneOf,
          auditOn
        ),
        sessions,
        now
      })
      registerInvoiceAdminRoutes(admin, { invoices: new InvoiceAdminService(db, (tx) => new AuditRepository(tx)), sessions, now })
      if (deps.refundRequests) registerRefundsRoutes(admin, { refunds: deps.refundRequests, sessions, now })
      registerSalesRoutes(admin, {
        sales: new SalesService(
          db,
          deps.orders,
          deps.timeZoneOf,
          (q) => new TicketRepository(q),
          (q) => ({ refunds: new RefundRepository(q), rebooks: new RebookRepository(q) }),
          auditOn
        ),
        dashboard: new DashboardService(db, deps.timeZoneOf),
        sessions,
        now,
        timeZoneOf: deps.timeZoneOf
      })
      registerAnalyticsAdminRoutes(admin, { analytics: new AnalyticsService(new AnalyticsRepository(db), deps.timeZoneOf), sessions, now })
      registerShipmentRoutes(admin, { express: deps.express, sessions, now })
      if (deps.goodsOrders)
        registerGoodsOrderAdminRoutes(admin, {
          goods: new GoodsOrderAdminService(db, deps.goodsOrders, auditOn, deps.timeZoneOf, new TicketStubRepository(db)),
          sessions,
          now,
          timeZoneOf: deps.timeZoneOf
        })
      // Binding tickets: invitation batches (catalogue area).
      registerInvitationAdminRoutes(admin, {
        invitations: new InvitationService(db, { orderStoresOn: orderStores, auditOn: (q) => new AuditRepository(q) }),
        sessions,
        now
      })
      registerRealNameAdminRoutes(admin, {
        realNames: new RealNameService(db, new AudienceRepository(db), (q) => new AuditRepository(q)),
        sessions,
        now
      })
      // Coupons: templates and exchange-code batches (catalogue area).
      registerCouponAdminRoutes(admin, { coupons: new CouponAdminService(db, (q) => new AuditRepository(q)), sessions, now })
      // Wallet pass settings: owner only.
      if (deps.walletSettings) registerWalletSettingsRoutes(admin, { settings: deps.walletSettings, sessions, now })
      // Membership: levels, rates and the points report.
      registerMemberAdminRoutes(admin, { members: new MemberAdminService(db, (q) => new AuditRepository(q)), sessions, now })
      // Paid membership: plans on a level, member orders, a refund (owner).
      if (deps.paidMembers) registerPaidMemberAdminRoutes(admin, { paid: deps.paidMembers, sessions, now })
      // Offline coupons: the verify box (catalogue and door staff).
      registerCouponOfflineAdminRoutes(admin, {
        offline: new CouponOfflineService(db, { timeZoneOf: deps.timeZoneOf, auditOn: (q) => new AuditRepository(q) }),
        sessions,
        now
      })
      // Benefit cards: cards and their prices (catalogue area), a held card refunded by the owner.
      registerBenefitCardAdminRoutes(admin, {
        cards: new BenefitCardAdminService(db, (q) => new AuditRepository(q), cardStores),
        sessions,
        now
      })
      // Promotions: channel discounts and ticket packages (catalogue area).
      registerPromotionAdminRoutes(admin, { promotions: new PromotionService(db, promotionStores), sessions, now })
      // Privilege purchase codes: privileges on a show, code batches, CSV, voids (catalogue area).
      registerPrivilegeAdminRoutes(admin, { privileges: new PrivilegeAdminService(db, (q) => new AuditRepository(q)), sessions, now })
      // Votes: questions on a topic page or a show, closed early, their results (marketing: owner, operator).
      registerVoteAdminRoutes(admin, { votes: new VoteAdminService(db, (q) => new AuditRepository(q)), sessions, now })
      // On-site sale: per show, sold at the venue and the box office's window (catalogue area).
      registerVenuePurchaseAdminRoutes(admin, { onSite: new VenuePurchaseAdminService(db, (q) => new AuditRepository(q)), sessions, now })
      // Default policies, and a show's white tags, own policies and third-party seat pages (catalogue area).
      registerShowAccessAdminRoutes(admin, {
        policies: new PolicyService(db, db, auditOn),
        access: new ShowAccessAdminService(db, auditOn, (q) => new PolicyRepository(q)),
        sessions,
        now
      })
      // Login channels (bsauth's secret, Douyin's client): the owner's alone. The chat's goods ids: catalogue roles.
      registerLoginChannelAdminRoutes(admin, { channels: new LoginChannelAdminService(db, deps.settingsCipher, auditOn), sessions, now })
      registerChatGoodsAdminRoutes(admin, { chatGoods: new ChatGoodsService(db, auditOn), sessions, now })
      // Reservations: items, calendars, capacity (catalogue area), bookings, the entry-code check (door).
      if (deps.reservations) registerReservationAdminRoutes(admin, { reservations: deps.reservations, sessions, now })
      // Announcements: the shop's and a show's notices (storefront area).
      registerAnnouncementAdminRoutes(admin, { announcements: new AnnouncementAdminService(db, auditOn), sessions, now })
      // Open shows: shows and forms, registrations, approvals, CSV (catalogue area); entry codes at the door (owner, door).
      registerOpenShowAdminRoutes(admin, {
        shows: new OpenShowAdminService(db, auditOn, secretStore(db, 'open_show_code_secret'), deps.timeZoneOf),
        sessions,
        now
      })
      // Work permits: the review queue (owner, operator) and the staff door's permit check (owner, door).
      registerWorkPermitAdminRoutes(admin, {
        permits: new WorkPermitAdminService(db, secretStore(db, 'ticket_secret'), deps.timeZoneOf, auditOn),
        sessions,
        now
      })
      // Copywriting: the merchant's texts over the app's bundled ones; app versions per client (storefront area).
      registerCopywritingAdminRoutes(admin, { texts: new CopywritingService(db, db, auditOn), sessions, now })
      registerAppVersionAdminRoutes(admin, { versions: new AppVersionService(db, auditOn), sessions, now })
      // Parking: lots and fee rules (catalogue), plates, stays and records, a refund (refunds), the gate simulator.
      if (deps.parking) registerParkingAdminRoutes(admin, { parking: new ParkingAdminService(db, deps.parking, auditOn), sessions, now })
      // Subscription messages: template ids and keys per mini-program and kind (marketing: owner, operator).
      if (deps.subscriptionMessages) registerSubscriptionMessageAdminRoutes(admin, { messages: deps.subscriptionMessages, sessions, now })
      // Promotion codes (推广码) with their scans, and where another app's pages open per terminal (storefront area).
      registerPromotionCodeAdminRoutes(admin, { codes: new PromotionCodeService(db, auditOn), sessions, now })
    },
    { prefix: ADMIN_API }
  )
}
