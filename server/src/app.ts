/**
 * Builds the gateway: request context, error envelope, OpenAPI at /docs, every route family, the
 * generated images and the H5 storefront with its history fallback.
 */
import zlib from 'node:zlib'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import compress from '@fastify/compress'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { Db } from './db/db'
import { registerRequestContext } from './http/request-context'
import { errorHandler, notFoundReply } from './http/error-handler'
import { ok } from './http/envelope'
import { ShowService } from './browse/show.service'
import { ShowRepository } from './browse/show.repository'
import { SeatRepository } from './seat/seat.repository'
import { registerShowRoutes } from './browse/show.routes'
import { registerSearchTermRoutes } from './browse/search-terms.routes'
import { SearchTermsService } from './browse/search-terms.service'
import { SearchTermsRepository } from './browse/search-terms.repository'
import { RiskTokens } from './risk/risk-tokens'
import { registerRiskRoutes } from './risk/risk.routes'
import { registerPosterRoutes } from './browse/poster.routes'
import { registerShopConfigRoutes } from './shop/shop-config.routes'
import { registerLocationRoutes } from './location/location.routes'
import { LayoutService } from './layout/layout.service'
import { LayoutRepository } from './layout/layout.repository'
import { LocationRepository } from './location/location.repository'
import { registerLayoutRoutes } from './layout/layout.routes'
import { LayoutsService } from './admin/layouts.service'
import { isClientRoute, registerH5, sendIndex } from './static/h5'
import { FirstPage, firstPageRequest } from './static/first-page'
import { presentShopConfig } from './shop/shop-config.presenter'
import { ShopConfigService } from './shop/shop-config.service'
import { ShopConfigRepository } from './shop/shop-config.repository'
import { shopTimeZone } from '../../types/rules/merchant-time'
import { secretStore } from './account/secret-store'
import { PrivilegeService } from './privilege/privilege.service'
import { registerPrivilegeRoutes } from './privilege/privilege.routes'
import { privilegeTokenOf } from './http/privilege-token'
import { OutboxSender } from './account/outbox'
import { SmtpMailSender } from './account/smtp-sender'
import { VerificationService } from './account/verification.service'
import { SessionService } from './account/session.service'
import { AccountService } from './account/account.service'
import { registerAuthHook } from './account/auth-hook'
import { registerAccountRoutes } from './account/account.routes'
import { AudienceService } from './audience/audience.service'
import { AudienceRepository } from './audience/audience.repository'
import { registerAudienceRoutes } from './audience/audience.routes'
import { AddressService } from './address/address.service'
import { AddressRepository } from './address/address.repository'
import { registerAddressRoutes } from './address/address.routes'
import { CertificationService } from './certification/certification.service'
import { CertificationRepository } from './certification/certification.repository'
import { registerCertificationRoutes } from './certification/certification.routes'
import { registerFavouriteRoutes } from './favourite/favourite.routes'
import { FavouriteService } from './favourite/favourite.service'
import { FavouriteRepository } from './favourite/favourite.repository'
import { callContext } from './http/call-context'
import { IdentityRepository } from './identity/identity.repository'
import { ThirdPartyLoginService } from './identity/third-party-login.service'
import { registerIdentityRoutes } from './identity/identity.routes'
import { DEFAULT_RESERVE_MINUTES, OrderService } from './order/order.service'
import { registerOrderRoutes } from './order/order.routes'
import { ExpressService } from './express/express.service'
import { ManualTrackingProvider } from './express/tracking-provider'
import { registerExpressRoutes } from './express/express.routes'
import { startSweeper } from './http/sweeper'
import { LocalOrderGate, type OrderGate } from './order/order-gate'
import { PrefillService } from './prefill/prefill.service'
import { PrefillRepository } from './prefill/prefill.repository'
import { registerPrefillRoutes } from './prefill/prefill.routes'
import { PaymentService } from './payment/payment.service'
import { PaymentRepository } from './payment/payment.repository'
import { REFUSED_NOTICE_KEEP_MS } from './payment/notify-path'
import { cardStores, orderStores, rebookStores, settlementStores } from './stores'
import { TicketRepository } from './ticket/ticket.repository'
import { UserRepository } from './account/user.repository'
import { DooolyProvider, SandboxProvider } from './payment/payment-provider'
import { PaymentProviders } from './payment/payment-providers'
import { DEV_SETTINGS_KEY, SettingsCipher } from './payment/settings/settings-cipher'
import { PaymentSettingsService } from './payment/settings/payment-settings.service'
import { payerIdentityAt } from './payment/pay-place'
import { RefundService } from './payment/refund.service'
import { registerPlatformFactories } from './payment/platform-factories'
import { registerPlatformNotifyRoutes } from './payment/platform-notify.routes'
import { DooolyPayService } from './payment/doooly-pay.service'
import { registerDooolyRoutes } from './payment/doooly.routes'
import { registerPaymentRoutes } from './payment/payment.routes'
import { TicketService } from './ticket/ticket.service'
import { registerTicketRoutes } from './ticket/ticket.routes'
import { TransferService } from './transfer/transfer.service'
import { registerTransferRoutes } from './transfer/transfer.routes'
import { InvitationService } from './binding/invitation.service'
import { OrderRepository } from './order/order.repository'
import { AuditRepository } from './admin/audit.repository'
import { registerInvitationRoutes } from './binding/invitation.routes'
import { TicketBindingService } from './binding/ticket-binding.service'
import { registerTicketBindingRoutes } from './binding/ticket-binding.routes'
import { RealNameService } from './binding/real-name.service'
import { registerRealNameRoutes } from './binding/real-name.routes'
import { VoucherRepository } from './ticket/voucher.repository'
import { VoucherService } from './ticket/voucher.service'
import { registerVoucherRoutes } from './ticket/voucher.routes'
// Rebooking (issue #17 "Rebooking").
import { RebookService } from './rebook/rebook.service'
import { registerRebookRoutes } from './rebook/rebook.routes'
// Paying a dearer rebook's difference (issue #17 "Rebooking").
import { RebookPaymentService } from './rebook/rebook-payment.service'
import { registerRebookPaymentRoutes } from './rebook/rebook-payment.routes'
import { UploadService } from './upload/upload.service'
import { UploadRepository } from './upload/upload.repository'
import { registerUploadRoutes } from './upload/upload.routes'
import { identityProvidersFor, type IdentityProviders } from './identity/identity-providers'
import { MerchantIdentityProviders } from './identity/merchant-identity-providers'
import { wechatIdentityFactory } from './identity/wechat-identity'
import { MiniProgramAccountService } from './identity/mini-program-account.service'
import { rateLimitMeter, type RateLimitOptions } from './http/rate-limits'
import { AJV_OPTIONS, registerInputGuard } from './http/input-guard'
import { registerSecurityHeaders } from './http/security-headers'
import { clientErrorHandler } from './http/client-errors'
import { registerAdmin, storefrontService } from './admin/admin.plugin'
import { registerAdminConsole } from './static/admin'
import { PREVIEW_QUERY } from '../../types/api/admin'
import { RefundRequestService } from './refund/refund-request.service'
import { registerRefundRequestRoutes } from './refund/refund-request.routes'
import { presentRefundRequest } from './refund/refund-request.presenter'
import { registerSandboxRefundRoutes } from './payment/sandbox-refund.routes'
import { RefundRepository } from './payment/refund.repository'
import { previewTokenOf } from './http/preview-request'
import { BROTLI_QUALITY, COMPRESS_FROM_BYTES, registerReplyCache, ReplyCache } from './http/reply-cache'
import { InvoiceService, cancelInvoicesOfOrder } from './invoice/invoice.service'
import { registerInvoiceRoutes } from './invoice/invoice.routes'
// Coupons (issue #18).
import { CouponService } from './coupon/coupon.service'
// Promotions (issue #18).
import { PromotionService } from './promotion/promotion.service'
import { registerPromotionRoutes } from './promotion/promotion.routes'
import { promotionStores } from './stores'
import { CouponOrderRepository } from './coupon/coupon-order.repository'
import { registerCouponRoutes } from './coupon/coupon.routes'
// Wallet passes (issue #17).
import { WalletSettingsService } from './wallet/wallet-settings.service'
import { WalletService } from './wallet/wallet.service'
import { registerWalletRoutes } from './wallet/wallet.routes'
// Membership, growth and points (issue #18).
import { MemberService } from './member/member.service'
import { MemberRepository } from './member/member.repository'
import { returnPointsForRefund } from './order/pricing/points-step'
import { registerMemberRoutes } from './member/member.routes'
import { PaidMemberService } from './member/paid-member.service'
import { PaidMemberRepository } from './member/paid-member.repository'
import { registerPaidMemberRoutes } from './member/paid-member.routes'
// Benefit (privilege) cards (issue #18).
import { BenefitCardService } from './benefit-card/benefit-card.service'
import { CardOrderService } from './benefit-card/card-order.service'
import { registerBenefitCardRoutes } from './benefit-card/benefit-card.routes'
import { CardBookingRepository } from './order/pricing/card-booking.repository'

declare module 'fastify' {
  interface FastifyInstance {
    /** The merchants' shop configs, kept a second; a change made outside the service forgets them. */
    shopConfigs: ShopConfigService
    /**
     * The payment settings (undefined when no SETTINGS_KEY can read them), the per-merchant provider
     * registry where the platform adapters register their factories, and the refunds (whose
     * applyRefundOutcome a platform's refund notification route calls), and the payment service whose
     * notifyVerified a platform's payment notification route calls.
     */
    payments: { settings?: PaymentSettingsService; providers: PaymentProviders; refunds: RefundService; service: PaymentService }
    /** The login exchanges per merchant, where a platform's login factory is registered (the Alipay one). */
    logins: MerchantIdentityProviders
    /** Refund requests (issue #17): whenOrderRefunded is where the invoice work cancels an all-refunded order's invoice. */
    refundRequests: RefundRequestService
    /** Dearer rebooks waiting for their difference (issue #17): tests run expireDue by hand. */
    rebookPayments: RebookPaymentService
    /** Paid membership (issue #18): tests run expireDue by hand. */
    paidMembers: PaidMemberService
    /** Benefit card orders (issue #18): tests run closeDue by hand. */
    cardOrders: CardOrderService
  }
}

export interface AppOptions {
  db: Db
  defaultMerchantId?: string
  h5Dir?: string
  /** The merchant console's build (dist/admin), served at /admin. */
  adminDir?: string
  logLevel?: string
  /** The clock, so tests can stand at a sale-time boundary. */
  now?: () => Date
  /** Production hides the /dev tools (the outbox). */
  production?: boolean
  /** The rush gate in front of order creation (default: per process, 32 at once). */
  orderGate?: OrderGate
  /** Background sweepers (unpaid-order expiry, sale reminders); tests run them by hand. */
  sweepOrders?: boolean
  /** Outside production, the sandbox sends a refund's success by itself this long after answering PROCESSING; absent or 0: only on demand. */
  sandboxRefundNotifyMs?: number
  /** Mail goes through this SMTP server (smtp:// or smtps:// URL) as well as the outbox. */
  smtp?: { url: string; from: string }
  /** Google and Apple keys and the mini-program code exchanges; none given: the sandbox exchange outside production, nothing in it. */
  identity?: IdentityProviders
  /** Per-address call budgets (default: on, counted in this process's memory). */
  rateLimits?: RateLimitOptions
  /** Serve the OpenAPI description and its viewer at /docs (default: outside production only). */
  docs?: boolean
  /** Which proxies' X-Forwarded-For to believe for the caller's address (Fastify's trustProxy). */
  trustProxy?: boolean | string
  /**
   * SETTINGS_KEY: seals the merchants' payment settings. Unset outside production: the fixed development
   * key (a warning). Unset in production: no settings can be read, so no platform payment is offered
   * (main.ts never gets here: the configuration refuses to start without it).
   */
  settingsKey?: Buffer
  /** PUBLIC_BASE_URL: the origin the payment platforms call back and H5 pay pages return to. */
  publicBaseUrl?: string
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options
  const now = options.now ?? (() => new Date())
  let servesH5 = false
  const app = Fastify({
    // A malformed URL (bad percent-encoding) on a storefront path still gets the page, whose boot script
    // sends the buyer home; on an API path it is an invalid-parameter envelope.
    frameworkErrors: (error, request, reply) => {
      if (servesH5 && options.h5Dir && isClientRoute(request)) return void sendIndex(reply, options.h5Dir)
      return void errorHandler(error, request, reply)
    },
    logger: options.logLevel === 'silent' ? false : { level: options.logLevel ?? 'info' },
    ajv: AJV_OPTIONS,
    clientErrorHandler,
    trustProxy: options.trustProxy ?? false
  })
  registerRequestContext(app, options.defaultMerchantId ?? 'demo')
  app.setErrorHandler(errorHandler)
  const meter = await rateLimitMeter(app, options.rateLimits ?? { enabled: true })
  // Kept browse replies answer before the security headers are worked out again (they replay them).
  registerReplyCache(app, new ReplyCache(() => now().getTime()), meter)
  await registerSecurityHeaders(app, { production: options.production === true })
  // After the reply cache, so a rebuilt reply is kept as text before it is compressed for its caller.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: COMPRESS_FROM_BYTES, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } })
  app.addHook('onRequest', meter)
  registerInputGuard(app)
  const secret = secretStore(db)
  const sessions = new SessionService(db, secret)
  registerAuthHook(app, sessions, now)

  if (options.docs ?? options.production !== true) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Stagedoor gateway', version: '1.0.0', description: 'Every reply is the envelope {statusCode, mode, comments, subComments, actText, iconUrl, errorCode, data}.' },
        tags: [{ name: 'admin', description: 'Merchant console (/admin-api/v1, types/api/admin.ts): staff cookie session, x-csrf-token on every non-GET call, roles per call' }]
      }
    })
    // staticCSP: the viewer's own policy, with the hashes of its inline code.
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
  }

  // Only whether the gateway and its database answer; nothing about how they are built.
  app.get('/healthz', { schema: { tags: ['ops'] } }, async () => {
    await db.query('SELECT 1')
    return ok({ status: 'ok' })
  })

  const shopConfigs = new ShopConfigService(new ShopConfigRepository(db))
  app.decorate('shopConfigs', shopConfigs)
  const merchantConfig = (merchantId: string) => shopConfigs.config(merchantId)
  // The shows' local time: each merchant's zone, from its shop configuration.
  const timeZoneOf = async (merchantId: string) => shopTimeZone(await merchantConfig(merchantId))
  const showRepo = new ShowRepository(db)
  const shows = new ShowService(showRepo, new SeatRepository(db), timeZoneOf)
  const risk = new RiskTokens(secretStore(db, 'risk_secret'))
  registerShowRoutes(app, shows, risk, now)
  const searchTerms = new SearchTermsService(new SearchTermsRepository(db), timeZoneOf)
  registerSearchTermRoutes(app, searchTerms, now)
  registerRiskRoutes(app, risk, showRepo, now)
  const layoutService = new LayoutService(new LayoutRepository(db), shows)
  const layoutDrafts = new LayoutsService(db, secretStore(db, 'preview_secret'))
  registerLayoutRoutes(app, layoutService, now, {
    layout: async (request, page, topicId) => {
      const token = previewTokenOf(request)
      const row = await layoutDrafts.preview(token, request.merchantId, page, topicId, now())
      return row ? layoutService.presentPreview(row, token as string, { merchantId: request.merchantId, locale: request.locale, now: now() }) : row
    },
    banner: (request, layoutId, itemId) => layoutDrafts.previewBanner(previewTokenOf(request), request.merchantId, layoutId, itemId, request.locale, now())
  })
  const storefront = storefrontService(db)
  registerShopConfigRoutes(app, shopConfigs, options.production === true, now, (request) => storefront.previewConfig(previewTokenOf(request), request.merchantId, now()))
  const orders = new OrderService(db, orderStores, { gate: options.orderGate ?? new LocalOrderGate() })
  // Paper tickets by post (issue #17 "express"): steps entered by hand until a carrier API plugs in.
  const express = new ExpressService(db, new ManualTrackingProvider(db))
  // Refund requests (issue #17): the money they queue is asked of the provider by the refund job, run
  // at once after a queue when the sweepers run (the job is created below with the payment providers).
  let runRefundsSoon = (): void => undefined
  const refundRequests = new RefundRequestService(db, (q) => ({ refunds: new RefundRepository(q), audit: new AuditRepository(q) }), () => runRefundsSoon())
  app.decorate('refundRequests', refundRequests)
  // "cancelled (automatically when the order is refunded)": in the transaction that finds every ticket refunded.
  refundRequests.whenOrderRefunded((tx, orderId, at) => cancelInvoicesOfOrder(tx, orderId, at).then(() => undefined))
  // Stock an approval gives back is buyable at once in this process, as after an order's close (stock admission).
  refundRequests.whenStockReturned((tierIds) => orders.stockMoved(tierIds))
  refundRequests.whenTicketsRefunded((tx, orderId, at) => cancelInvoicesOfOrder(tx, orderId, at, 'ORDER_CHANGED').then(() => undefined))
  // Wallet pass settings (issue #17), sealed like the payment settings and by the same rule for the key.
  const walletSettingsKey = options.settingsKey ?? (options.production === true ? undefined : DEV_SETTINGS_KEY)
  const walletSettings = walletSettingsKey ? new WalletSettingsService(db, new SettingsCipher(walletSettingsKey), (q) => new AuditRepository(q)) : undefined
  // Coupons on orders (issue #18): a whole-order refund makes its coupons REFUNDING, then returns them once
  // the money is back; a partial refund keeps them USED (the order still used them).
  refundRequests.whenTicketsRefunded((tx, orderId) => new CouponOrderRepository(tx).markRefundingIfWhole(orderId).then(() => undefined))
  refundRequests.whenOrderRefunded((tx, orderId) => new CouponOrderRepository(tx).returnRefunded(orderId).then(() => undefined))
  // Points spent on an order (issue #18) come back with its refunded tickets, in proportion, each once.
  refundRequests.whenTicketsRefunded((tx, orderId, at) => returnPointsForRefund(new MemberRepository(tx), orderId, at))
  // Paid membership (issue #18): a member order waits for its money as long as a ticket order; its payment and refunds are wired below.
  const paidMembers = new PaidMemberService(
    db,
    (q) => ({
      paid: new PaidMemberRepository(q),
      members: new MemberRepository(q),
      refunds: new RefundRepository(q),
      audit: new AuditRepository(q),
      payments: new PaymentRepository(q),
      timeZoneOf: async (merchantId) => shopTimeZone((await new ShopConfigRepository(q).config(merchantId)) ?? {})
    }),
    {
      holdMinutes: async (merchantId) => (await merchantConfig(merchantId)).orderReserveMinutes ?? DEFAULT_RESERVE_MINUTES,
      refundQueued: () => runRefundsSoon()
    }
  )
  await registerAdmin(app, { db, now, orders, express, production: options.production === true, storefront, timeZoneOf, afterPublish: (merchantId) => shopConfigs.forget(merchantId), refundRequests, walletSettings, paidMembers })
  registerLocationRoutes(app, new LocationRepository(db))
  registerPosterRoutes(app, showRepo)

  const outbox = new OutboxSender(db, (line) => app.log.info(line))
  const sender = options.smtp ? SmtpMailSender.fromUrl(options.smtp.url, options.smtp.from, outbox) : outbox
  const verification = new VerificationService(db, sender, secret, { production: options.production === true })
  const accounts = new AccountService(db, verification, sessions)
  const identities = new IdentityRepository(db)
  // The merchants' payment settings also key their mini-program logins.
  const settingsKey = options.settingsKey ?? (options.production === true ? undefined : DEV_SETTINGS_KEY)
  if (!options.settingsKey) app.log.warn(options.production === true ? 'SETTINGS_KEY unset: payment settings cannot be read, no platform payment is offered' : 'SETTINGS_KEY unset: payment settings sealed with the fixed development key')
  const paymentSettings = settingsKey ? new PaymentSettingsService(db, new SettingsCipher(settingsKey)) : undefined
  const merchantIdentities = new MerchantIdentityProviders(paymentSettings, identityProvidersFor(options.identity, options.production === true), options.production === true, (message, detail) =>
    app.log.warn(detail, message)
  )
  merchantIdentities.registerFactory('WECHAT', wechatIdentityFactory)
  app.decorate('logins', merchantIdentities)
  const logins = new ThirdPartyLoginService(db, accounts, merchantIdentities)
  registerAccountRoutes(app, {
    accounts,
    verification,
    outbox,
    shopConfig: merchantConfig,
    now,
    production: options.production === true,
    linkedProviders: (userId) => identities.providersOf(userId)
  })
  registerIdentityRoutes(app, {
    logins,
    miniAccounts: new MiniProgramAccountService(accounts.users, identities, logins, merchantIdentities),
    sessions,
    identities,
    context: (r) => callContext(r, { now, shopConfig: merchantConfig }),
    production: options.production === true
  })
  await registerUploadRoutes(app, new UploadService(new UploadRepository(db), secretStore(db, 'upload_secret')), now)
  registerAudienceRoutes(app, new AudienceService(new AudienceRepository(db), showRepo), now, timeZoneOf)
  registerAddressRoutes(app, new AddressService(db), merchantConfig, now)
  // Invoices (issue #17): a paper invoice goes to one of the buyer's addresses.
  const invoiceAddresses = new AddressRepository(db)
  registerInvoiceRoutes(app, new InvoiceService(db, { addressOf: (userId, id) => invoiceAddresses.byId(userId, id), linkSecret: secretStore(db, 'invoice_link_secret') }), now)
  registerCertificationRoutes(app, new CertificationService(new CertificationRepository(db)), now, timeZoneOf)
  registerFavouriteRoutes(app, new FavouriteService(new FavouriteRepository(db), showRepo), now)
  registerExpressRoutes(app, express)
  // Privilege purchase codes (issue #18): the code check, its token, the session variants; orders read the token's grant.
  const privileges = new PrivilegeService(db, secretStore(db, 'privilege_secret'))
  registerPrivilegeRoutes(app, privileges, shows, now)
  registerOrderRoutes(
    app,
    orders,
    merchantConfig,
    risk,
    now,
    async (orderIds, locale) => new Map([...(await refundRequests.latestOf(orderIds))].map(([id, request]) => [id, presentRefundRequest(request, locale)])),
    async (r, userId) => ({ grant: await privileges.grant(privilegeTokenOf(r), r.merchantId, userId, now()), opens: (tierIds) => privileges.opensAny(tierIds, now()) })
  )
  registerRefundRequestRoutes(app, refundRequests, now)
  const prefills = new PrefillService({ prefills: new PrefillRepository(db), shows: showRepo, audiences: new AudienceRepository(db), addresses: new AddressRepository(db) })
  registerPrefillRoutes(app, prefills, now)
  if (options.sweepOrders !== false) {
    startSweeper(app, 'expired unpaid orders closed', () => orders.closeExpiredOrders(now()), 5000)
    const shopNameAndZone = async (merchantId: string) => {
      const shop = await merchantConfig(merchantId)
      return { shopName: shop.shopName ?? '', timeZone: shopTimeZone(shop) }
    }
    startSweeper(app, 'sale reminders sent', () => prefills.sendDueReminders(sender, shopNameAndZone, now()), 30000)
    // search_terms grows by a row per merchant, day and keyword; trending reads only the last days.
    startSweeper(app, 'old search counts pruned', () => searchTerms.pruneOld(now()), 3600000)
  }
  const sandboxPay = new SandboxProvider(secretStore(db, 'sandbox_pay_secret'))
  const paymentProviders = new PaymentProviders(paymentSettings, [sandboxPay, new DooolyProvider()], {
    production: options.production === true,
    publicBaseUrl: options.publicBaseUrl,
    now,
    log: (message, detail) => app.log.warn(detail, message)
  })
  registerPlatformFactories(paymentProviders, merchantIdentities, (message, detail) => app.log.info(detail, message))
  const refunds = new RefundService(db, paymentProviders, (level, message, detail) => app.log[level](detail, message))
  // The after-sale requests' money: its final word settles the request (refunded, or failed with a retry).
  refunds.settleWith('AFTER_SALE', refundRequests.settler)
  if (options.sweepOrders !== false) {
    runRefundsSoon = () => void refunds.run(now()).catch((error: unknown) => app.log.error({ err: error }, 'refund job failed'))
    startSweeper(app, 'refunds asked of the providers', () => refunds.run(now()), 30000)
    const rejections = new PaymentRepository(db)
    startSweeper(app, 'old refused payment notices pruned', () => rejections.pruneRejectionsBefore(new Date(now().getTime() - REFUSED_NOTICE_KEEP_MS)), 3600000)
  }
  // Rebooking (issue #17): the routes, and how a cheaper rebook's refund ends (the refund job calls the settler).
  const rebooks = new RebookService(db, rebookStores)
  refunds.settleWith('REBOOK', rebooks.settler())
  // A rebook moves stock both ways: this process's stock admission reads both tiers again, as after an order's close.
  rebooks.whenStockMoved((tierIds) => orders.stockMoved(tierIds))
  registerRebookRoutes(app, rebooks, now)
  const payments = new PaymentService(db, settlementStores, new UserRepository(db), orders, paymentProviders, {
    log: (message, detail) => app.log.warn(detail, message),
    payers: async (userId, merchantId, place) => {
      const provider = payerIdentityAt(place)
      return provider && identities.subjectOf(userId, merchantId, provider)
    },
    publicBaseUrl: options.publicBaseUrl
  })
  app.decorate('payments', { settings: paymentSettings, providers: paymentProviders, refunds, service: payments })
  // A dearer rebook holds as long as an unpaid order, its difference is paid through the same cashiers
  // (payments of purpose REBOOK), and unpaid ones expire on a sweeper as unpaid orders do.
  rebooks.holdAsOrders(async (merchantId) => (await merchantConfig(merchantId)).orderReserveMinutes)
  const rebookPayments = new RebookPaymentService(db, rebookStores)
  rebookPayments.whenStockReleased((tierIds) => orders.stockMoved(tierIds))
  payments.payFor('REBOOK', rebookPayments.subjects())
  registerRebookPaymentRoutes(app, rebookPayments, now)
  app.decorate('rebookPayments', rebookPayments)
  if (options.sweepOrders !== false) startSweeper(app, 'expired pending rebooks released', () => rebookPayments.expireDue(now()), 5000)
  // Membership (issue #18): a paid order earns points and growth in its settling transaction; refunded
  // tickets take their share back in the approval's; earnings past their expiry are swept.
  const members = new MemberService(db, timeZoneOf)
  payments.whenPaid((tx, orderId, at) => members.earnForOrder(tx, orderId, at))
  refundRequests.whenTicketsRefunded((tx, orderId, at) => members.reverseForOrder(tx, orderId, at))
  // Rebooks move money too (review #18-2): a paid difference earns, a cheaper rebook's refund once SUCCEEDED takes back.
  rebookPayments.whenPaid((tx, orderId, paymentId, amountFen, at) => members.earnForRebookPayment(tx, orderId, paymentId, amountFen, at))
  rebooks.whenRefundSucceeded((tx, orderId, at) => members.reverseForOrder(tx, orderId, at))
  // An earning never fails a payment (it is left out under a savepoint): the merchant hears of it here.
  members.whenEarningFailed((orderId, error) => app.log.error({ orderId, err: error }, 'points and growth not earned for a paid order'))
  registerMemberRoutes(app, members, now)
  // Paid membership (issue #18): member orders paid through the same cashiers (purpose MEMBER), their refunds settled, unpaid ones expired.
  payments.payFor('MEMBER', paidMembers.subjects())
  refunds.settleWith('MEMBER', paidMembers.settler())
  registerPaidMemberRoutes(app, paidMembers, now)
  app.decorate('paidMembers', paidMembers)
  if (options.sweepOrders !== false) startSweeper(app, 'expired unpaid member orders', () => paidMembers.expireDue(now()), 5000)
  // Promotions (issue #18): the show's promotions, the channel discount, the combo price and package
  // purchases, paid at once by one PACKAGE payment (each child order through the order paid path).
  const promotions = new PromotionService(db, promotionStores, async (merchantId) => (await merchantConfig(merchantId)).orderReserveMinutes)
  payments.payFor('PACKAGE', promotions.subjects(payments))
  registerPromotionRoutes(app, promotions, now)
  if (options.sweepOrders !== false) startSweeper(app, 'expired points', () => members.expireDue(now()), 3600000)
  // Benefit cards (issue #18): bought through the same cashiers (payments of purpose CARD), unpaid card
  // orders closed by a sweeper as unpaid orders are, a card's refund settled by the refund job.
  const benefitCards = new BenefitCardService(db)
  const cardOrders = new CardOrderService(db, cardStores, {
    reserveMinutesOf: async (merchantId) => (await merchantConfig(merchantId)).orderReserveMinutes,
    timeZoneOf,
    heldCard: (instanceId, userId, locale, at) => benefitCards.heldCard(instanceId, userId, locale, at)
  })
  payments.payFor('CARD', cardOrders.subjects())
  // A refunded ticket booked with a card gives its time back, once (order-card.ts).
  refundRequests.whenTicketsRefunded((tx, orderId, at) => new CardBookingRepository(tx).returnRefunded(orderId, at))
  refunds.settleWith('CARD', cardOrders.settler())
  registerBenefitCardRoutes(app, benefitCards, cardOrders, now)
  app.decorate('cardOrders', cardOrders)
  if (options.sweepOrders !== false) startSweeper(app, 'unpaid card orders closed', () => cardOrders.closeDue(now()), 5000)
  await registerPaymentRoutes(app, payments, sandboxPay, now)
  await registerPlatformNotifyRoutes(app, { payments, providers: paymentProviders, refunds, now })
  registerSandboxRefundRoutes(app, { sandbox: sandboxPay, refunds, now, production: options.production === true, notifyAfterMs: options.sandboxRefundNotifyMs })
  registerDooolyRoutes(app, new DooolyPayService(new UserRepository(db), payments, verification), merchantConfig, now)
  const ticketService = new TicketService(new TicketRepository(db), showRepo, secretStore(db, 'ticket_secret'))
  registerVoucherRoutes(app, { vouchers: new VoucherService(new VoucherRepository(db), new TicketRepository(db), ticketService, orders), now })
  registerTicketRoutes(app, {
    tickets: ticketService,
    orders,
    staffKey: secretStore(db, 'staff_key'),
    now,
    production: options.production === true
  })
  // Wallet passes (issue #17): the buyer's Apple and Google passes, and the ticket detail's flags.
  if (walletSettings) {
    const walletUsers = new UserRepository(db)
    const wallet = new WalletService({
      settings: walletSettings,
      tickets: new TicketRepository(db),
      shows: showRepo,
      nameOf: async (userId) => (await walletUsers.byId(userId))?.nick_name ?? '',
      shopOf: async (merchantId) => {
        const shop = await merchantConfig(merchantId)
        return { shopName: shop.shopName ?? '', themeColor: shop.themeColor, timeZone: shopTimeZone(shop) }
      },
      linkSecret: secretStore(db, 'wallet_link_secret'),
      warn: (message, detail) => app.log.warn(detail, message)
    })
    registerWalletRoutes(app, { wallet, now, publicBaseUrl: options.publicBaseUrl })
    ticketService.offerWallets((ticket, merchantId) => wallet.offer(ticket, merchantId))
  }
  // Ticket transfer (issue #17): offers past their deadline end and give their tickets back.
  const transfers = new TransferService(db, {
    ticketsOn: (q) => new TicketRepository(q),
    audiences: new AudienceRepository(db),
    presentTicket: (row, locale) => ticketService.present(row, locale)
  })
  registerTransferRoutes(app, transfers, now)
  if (options.sweepOrders !== false) startSweeper(app, 'expired ticket transfers ended', () => transfers.expireDue(now()), 15000)
  // Binding tickets (issue #17): invitation codes redeemed by buyers.
  registerInvitationRoutes(app, new InvitationService(db, { ordersOn: (q) => new OrderRepository(q), ticketsOn: (q) => new TicketRepository(q), auditOn: (q) => new AuditRepository(q) }), now)
  // bindTicket (issue #17): a ticket of another account moved here with its number and a proof.
  registerTicketBindingRoutes(app, {
    bindings: new TicketBindingService(db, { verification, ticketsOn: (q) => new TicketRepository(q), ordersOn: (q) => new OrderRepository(q) }),
    context: (r) => callContext(r, { now, shopConfig: merchantConfig }),
    now
  })
  // Real-name binding after purchase (issue #17): attendees named per ticket until the show's deadline.
  registerRealNameRoutes(app, new RealNameService(db, new AudienceRepository(db), (q) => new AuditRepository(q)), now)
  // Coupons (issue #18): receiving (real-name coupons need a passed PERSON_CERT), exchange codes, my coupons.
  const couponCerts = new CertificationRepository(db)
  registerCouponRoutes(
    app,
    new CouponService(db, {
      realNamePassed: async (userId) => (await couponCerts.ofUser(userId, ['PERSON_CERT'])).some((c) => c.auth_status === 'AUTH_SUCCESS'),
      timeZoneOf
    }),
    now
  )

  const h5 = options.h5Dir ? await registerH5(app, options.h5Dir) : false
  if (options.adminDir) await registerAdminConsole(app, options.adminDir)
  servesH5 = h5
  // The static plugin refuses a directory; the storefront's home is the page itself.
  const h5Dir = options.h5Dir
  const firstPage = new FirstPage({
    shopConfig: async (merchantId) => presentShopConfig(await shopConfigs.config(merchantId), now()),
    homeLayout: (merchantId, locale) => layoutService.layout('HOME', { merchantId, locale, now: now() }),
    uploadedPoster: (merchantId, showId) => showRepo.uploadedPoster(merchantId, showId)
  })
  app.replyCache.whenCleared(() => firstPage.forget())
  // A storefront preview (?preview=) gets no first-page data: the page asks for the draft itself.
  const page = async (request: FastifyRequest, reply: FastifyReply, dir: string) =>
    sendIndex(reply, dir, (request.query as Record<string, unknown>)?.[PREVIEW_QUERY] !== undefined ? '' : await firstPage.head(firstPageRequest(request)))
  if (h5 && h5Dir) app.get('/', { schema: { hide: true } }, async (request, reply) => page(request, reply, h5Dir))
  app.setNotFoundHandler((request, reply) => (h5 && h5Dir && isClientRoute(request) ? page(request, reply, h5Dir) : notFoundReply(request, reply)))
  return app
}
