/**
 * Builds the gateway: request context, error envelope, OpenAPI at /docs, every route family, the
 * generated images and the H5 storefront with its history fallback.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { Db } from './db/db'
import { registerRequestContext } from './http/request-context'
import { errorHandler, notFoundReply } from './http/error-handler'
import { ok } from './http/envelope'
import { ShowService } from './browse/show.service'
import { registerShowRoutes } from './browse/show.routes'
import { RiskTokens } from './risk/risk-tokens'
import { registerRiskRoutes } from './risk/risk.routes'
import { registerPosterRoutes } from './browse/poster.routes'
import { registerShopConfigRoutes } from './shop/shop-config.routes'
import { registerLocationRoutes } from './location/location.routes'
import { LayoutService } from './layout/layout.service'
import { registerLayoutRoutes } from './layout/layout.routes'
import { isClientRoute, registerH5, sendIndex } from './static/h5'
import { shopConfig } from './shop/shop-config.routes'
import type { ShopConfig } from '../../types/shop-config'
import { secretStore } from './account/secret-store'
import { OutboxSender } from './account/outbox'
import { SmtpMailSender } from './account/smtp-sender'
import { VerificationService } from './account/verification.service'
import { SessionService } from './account/session.service'
import { AccountService } from './account/account.service'
import { registerAuthHook } from './account/auth-hook'
import { registerAccountRoutes } from './account/account.routes'
import { AudienceService } from './audience/audience.service'
import { registerAudienceRoutes } from './audience/audience.routes'
import { AddressService } from './address/address.service'
import { registerAddressRoutes } from './address/address.routes'
import { CertificationService } from './certification/certification.service'
import { registerCertificationRoutes } from './certification/certification.routes'
import { registerFavouriteRoutes } from './favourite/favourite.routes'
import { callContext } from './account/account.routes'
import { IdentityRepository } from './identity/identity.repository'
import { ThirdPartyLoginService } from './identity/third-party-login.service'
import { registerIdentityRoutes } from './identity/identity.routes'
import { OrderService } from './order/order.service'
import { registerOrderRoutes } from './order/order.routes'
import { startSweeper } from './http/sweeper'
import { LocalOrderGate, type OrderGate } from './order/order-gate'
import { PrefillService } from './prefill/prefill.service'
import { registerPrefillRoutes } from './prefill/prefill.routes'
import { PaymentService } from './payment/payment.service'
import { DooolyProvider, SandboxProvider } from './payment/payment-provider'
import { DooolyPayService } from './payment/doooly-pay.service'
import { registerDooolyRoutes } from './payment/doooly.routes'
import { registerPaymentRoutes } from './payment/payment.routes'
import { TicketService } from './ticket/ticket.service'
import { registerTicketRoutes } from './ticket/ticket.routes'
import { UploadService } from './upload/upload.service'
import { registerUploadRoutes } from './upload/upload.routes'
import { sandboxMiniProgramAuth, type IdentityProviders } from './identity/identity-providers'

export interface AppOptions {
  db: Db
  defaultMerchantId?: string
  h5Dir?: string
  logLevel?: string
  /** The clock, so tests can stand at a sale-time boundary. */
  now?: () => Date
  /** Production hides the /dev tools (the outbox). */
  production?: boolean
  /** The rush gate in front of order creation (default: per process, 32 at once). */
  orderGate?: OrderGate
  /** Background sweepers (unpaid-order expiry, sale reminders); tests run them by hand. */
  sweepOrders?: boolean
  /** Mail goes through this SMTP server (smtp:// or smtps:// URL) as well as the outbox. */
  smtp?: { url: string; from: string }
  /** Google and Apple keys and the mini-program code exchange; none configured: only the sandbox. */
  identity?: IdentityProviders
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
    // Query strings arrive as text; numbers and booleans are coerced by the schemas.
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: false } }
  })
  registerRequestContext(app, options.defaultMerchantId ?? 'demo')
  app.setErrorHandler(errorHandler)
  const secret = secretStore(db)
  const sessions = new SessionService(db, secret)
  registerAuthHook(app, sessions, now)

  await app.register(swagger, {
    openapi: {
      info: { title: 'Stagedoor gateway', version: '1.0.0', description: 'Every reply is the envelope {statusCode, mode, comments, subComments, actText, iconUrl, errorCode, data}.' }
    }
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })

  app.get('/healthz', { schema: { tags: ['ops'] } }, async () => {
    await db.query('SELECT 1')
    return ok({ status: 'ok', database: db.kind })
  })

  const shows = new ShowService(db)
  const risk = new RiskTokens(secretStore(db, 'risk_secret'))
  registerShowRoutes(app, shows, risk, now)
  registerRiskRoutes(app, risk, shows, now)
  registerLayoutRoutes(app, new LayoutService(db, shows), now)
  registerShopConfigRoutes(app, db, options.production === true)
  registerLocationRoutes(app, db)
  registerPosterRoutes(app, db)

  const outbox = new OutboxSender(db, (line) => app.log.info(line))
  const sender = options.smtp ? SmtpMailSender.fromUrl(options.smtp.url, options.smtp.from, outbox) : outbox
  const verification = new VerificationService(db, sender, secret)
  const merchantConfig = async (merchantId: string) => (await shopConfig(db, merchantId)) as ShopConfig
  const accounts = new AccountService(db, verification, sessions)
  const identities = new IdentityRepository(db)
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
    logins: new ThirdPartyLoginService(db, accounts, options.identity ?? { oauth: {}, mini: sandboxMiniProgramAuth }),
    sessions,
    identities,
    context: (r) => callContext(r, { now, shopConfig: merchantConfig }),
    production: options.production === true
  })
  await registerUploadRoutes(app, new UploadService(db, secretStore(db, 'upload_secret')), now)
  registerAudienceRoutes(app, new AudienceService(db), now)
  registerAddressRoutes(app, new AddressService(db), merchantConfig, now)
  registerCertificationRoutes(app, new CertificationService(db), now)
  registerFavouriteRoutes(app, db, now)
  const orders = new OrderService(db)
  registerOrderRoutes(app, orders, merchantConfig, risk, options.orderGate ?? new LocalOrderGate(), now)
  const prefills = new PrefillService(db)
  registerPrefillRoutes(app, prefills, now)
  if (options.sweepOrders !== false) {
    startSweeper(app, 'expired unpaid orders closed', () => orders.expireDue(now()), 5000)
    startSweeper(app, 'sale reminders sent', () => prefills.sendDueReminders(sender, async (merchantId) => (await merchantConfig(merchantId)).shopName ?? '', now()), 30000)
  }
  const sandboxPay = new SandboxProvider(secretStore(db, 'sandbox_pay_secret'))
  const payments = new PaymentService(db, orders, [sandboxPay, new DooolyProvider()], (message, detail) => app.log.warn(detail, message))
  await registerPaymentRoutes(app, payments, sandboxPay, now)
  registerDooolyRoutes(app, new DooolyPayService(db, payments, verification), merchantConfig, now)
  registerTicketRoutes(app, {
    tickets: new TicketService(db, secretStore(db, 'ticket_secret')),
    orders,
    db,
    staffKey: secretStore(db, 'staff_key'),
    now,
    production: options.production === true
  })

  const h5 = options.h5Dir ? await registerH5(app, options.h5Dir) : false
  servesH5 = h5
  // The static plugin refuses a directory; the storefront's home is the page itself.
  const h5Dir = options.h5Dir
  if (h5 && h5Dir) app.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply, h5Dir))
  app.setNotFoundHandler((request, reply) => (h5 && h5Dir && isClientRoute(request) ? sendIndex(reply, h5Dir) : notFoundReply(request, reply)))
  return app
}
