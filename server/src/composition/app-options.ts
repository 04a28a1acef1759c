/** What buildApp is given (main.ts from the configuration, the tests and benchmarks from their helpers). */
import type { Db } from '../db/db'
import type Redis from 'ioredis'
import type { OrderGate } from '../order/order-gate'
import type { IdentityProviders } from '../identity/identity-providers'
import type { RateLimitOptions } from '../http/rate-limits'
import type { IdVerificationOptions } from '../certification/verifiers-for'

export interface AppOptions {
  db: Db
  /**
   * DATABASE_READ_URL's pool: a standby the public browse reads go to (db/browse-reads.ts), the primary
   * while it does not answer. Absent: every read is on db.
   */
  readDb?: Db
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
  /**
   * One of a fleet of gateway processes (REDIS_URL): what they must agree on is shared through this Redis
   * (docs/OPERATIONS.md "A fleet of gateways"): the waiting rooms of hot shows, and the reply cache's
   * publish clears (pub/sub). `prefix` names the keys and the channel (default `stagedoor`; tests use
   * their own). Absent: this process alone.
   */
  fleet?: { redis: Redis; prefix?: string }
  /** Background sweepers (unpaid-order expiry, sale reminders); tests run them by hand. */
  sweepOrders?: boolean
  /**
   * Outside production, the sandbox sends a refund's success by itself this long after answering PROCESSING;
   * absent or 0: only on demand.
   */
  sandboxRefundNotifyMs?: number
  /** Mail goes through this SMTP server (smtp:// or smtps:// URL) as well as the outbox. */
  smtp?: { url: string; from: string }
  /** Google and Apple keys and the mini-program code exchanges; none given: the sandbox exchange outside production, nothing in it. */
  identity?: IdentityProviders
  /** Douyin's open platform (login-channel/douyin-oauth.ts); tests point it at a double. Default https://open.douyin.com. */
  douyinApiBase?: string
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
  /**
   * The real-name provider (Tencent Cloud FaceID). None: the sandbox check outside production; in
   * production real-name certification answers ID_VERIFY_UNAVAILABLE.
   */
  idVerification?: IdVerificationOptions
}
