/**
 * The HTTP platform every route stands on: the request context, the error envelope, the call budgets, the
 * reply cache, security headers and compression, the input guard, the buyer's session, OpenAPI at /docs
 * and /healthz and /readyz. Registered before any route, in this order.
 */
import zlib from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import compress from '@fastify/compress'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { registerRequestContext } from '../http/request-context'
import { errorHandler } from '../http/error-handler'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import { readiness } from '../http/readiness'
import { rateLimitMeter } from '../http/rate-limits'
import { AJV_OPTIONS, buildValidator, registerInputGuard } from '../http/input-guard'
import { registerSecurityHeaders } from '../http/security-headers'
import { clientErrorHandler } from '../http/client-errors'
import { shareReplyClears } from '../http/fleet-clears'
import { BROTLI_QUALITY, COMPRESS_FROM_BYTES, keptReplyDesk, registerReplyCache, ReplyCache } from '../http/reply-cache'
import { addressOf, FrontDoor } from '../http/front-door'
import { isClientRoute } from '../static/h5'
import type { PageDocuments } from '../static/page-documents'
import { secretStore } from '../account/secret-store'
import { SessionService } from '../account/session.service'
import { registerAuthHook } from '../account/auth-hook'
import type { AppOptions } from './app-options'
import { ADMIN_PREFIX } from '../static/admin'
import { SANDBOX_CASHIER_PATH } from '../payment/payment-provider'

/** Where the OpenAPI viewer is served (outside production, or with DOCS=on). */
const DOCS_PREFIX = '/docs'

export interface Platform {
  app: FastifyInstance
  /** The buyers' sessions (the account routes issue them, the auth hook reads them). */
  sessions: SessionService
  secret: () => Promise<string>
  /**
   * Set once the storefront's build is served: its pages are then answered from the kept documents before
   * the security headers (as kept browse replies are), and a malformed URL on a storefront path gets the page.
   */
  servesH5(pages: PageDocuments): void
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What is answered before Fastify (http/front-door.ts). */
    frontDoor: FrontDoor
  }
}

export async function buildPlatform(options: AppOptions, now: () => Date): Promise<Platform> {
  const { db } = options
  let pages: PageDocuments | undefined
  const trustProxy = options.trustProxy ?? false
  const defaultMerchantId = options.defaultMerchantId ?? 'demo'
  // Kept replies and pages are answered here once an earlier request served the whole way has kept them.
  const door = new FrontDoor(addressOf(trustProxy))
  const app = Fastify({
    serverFactory: door.serverFactory,
    // A malformed URL (bad percent-encoding) on a storefront path still gets the page, whose boot script
    // sends the buyer home; on an API path it is an invalid-parameter envelope.
    frameworkErrors: (error, request, reply) => {
      if (pages && isClientRoute(request)) return void pages.sendBare(request, reply)
      return void errorHandler(error, request, reply)
    },
    logger: options.logLevel === 'silent' ? false : { level: options.logLevel ?? 'info' },
    ajv: AJV_OPTIONS,
    schemaController: { compilersFactory: { buildValidator } },
    clientErrorHandler,
    trustProxy
  })
  app.decorate('frontDoor', door)
  // A stopping gateway's replies close their connection (main.ts): only Fastify's do that.
  app.addHook('preClose', async () => door.shut())
  registerRequestContext(app, defaultMerchantId)
  app.setErrorHandler(errorHandler)
  const { meter, addressMeter } = await rateLimitMeter(app, options.rateLimits ?? { enabled: true })
  // Kept browse replies answer before the security headers are worked out again (they replay them).
  const replies = new ReplyCache(() => now().getTime())
  registerReplyCache(app, replies, meter)
  door.add(keptReplyDesk(replies, addressMeter, defaultMerchantId))
  // In a fleet a publish on one process clears every process's kept replies.
  if (options.fleet) await shareReplyClears(app, options.fleet.redis, `${options.fleet.prefix ?? 'stagedoor'}:replies-cleared`)
  // So are the kept H5 pages (static/page-documents.ts).
  app.addHook('onRequest', async (request, reply) => pages?.answerEarly(request, reply, meter))
  await registerSecurityHeaders(app, {
    production: options.production === true,
    pagesAmongCalls: [ADMIN_PREFIX, DOCS_PREFIX, SANDBOX_CASHIER_PATH]
  })
  // After the reply cache, so a rebuilt reply is kept as text before it is compressed for its caller.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }
  })
  app.addHook('onRequest', meter)
  registerInputGuard(app)
  const secret = secretStore(db)
  const sessions = new SessionService(db, secret)
  registerAuthHook(app, sessions, now)

  if (options.docs ?? options.production !== true) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Stagedoor gateway',
          version: '1.0.0',
          description: 'Every reply is the envelope {statusCode, mode, comments, subComments, actText, iconUrl, errorCode, data}.'
        },
        tags: [
          {
            name: 'admin',
            description:
              'Merchant console (/admin-api/v1, types/api/staff.ts): staff cookie session, x-csrf-token on every non-GET call, roles per call'
          }
        ]
      }
    })
    // staticCSP: the viewer's own policy, with the hashes of its inline code.
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true })
  }

  // Liveness only: the process answers. A database outage is /readyz's to tell; restarting a gateway for
  // it would not bring PostgreSQL back. Nothing about how anything is built.
  app.get('/healthz', { schema: { tags: ['ops'] } }, async () => ok({ status: 'ok' }))
  // Readiness: PostgreSQL answers (without it nothing can be served: 503, so a balancer sends buyers
  // elsewhere). Redis down is told but still ready: the rush gate and the budgets fall back to this process;
  // so is the standby down: the browse reads go to the primary.
  app.get('/readyz', { schema: { tags: ['ops'] } }, async () => {
    const ready = await readiness(db, options.rateLimits?.redis, options.readDb)
    if (ready.postgres === 'down') throw new AppError('NOT_READY', {}, ready)
    return ok({ status: ready.redis === 'down' || ready.standby === 'down' ? 'degraded' : 'ready', ...ready })
  })
  return {
    app,
    sessions,
    secret,
    servesH5: (served) => {
      pages = served
      door.add(served.desk(defaultMerchantId))
    }
  }
}
