/**
 * The gateway's configuration, read once at start from the environment. A bad value stops the start
 * with a message that names it.
 *
 * PORT          port to listen on (3000)
 * HOST          address to bind (0.0.0.0)
 * DATABASE_URL  postgres://... ; unset: the embedded PGlite under DATA_DIR
 * DATABASE_READ_URL  postgres://... of a standby (optional, needs DATABASE_URL): the public browse reads
 *               (the cached replies) are read there, and from the primary while it does not answer
 * DATA_DIR      PGlite data folder (.data/pglite)
 * H5_DIR        the H5 build to serve (dist/h5)
 * ADMIN_DIR     the merchant console's build to serve at /admin (dist/admin)
 * MERCHANT_ID   merchant used when a request names none (demo)
 * LOG_LEVEL     pino level (info)
 * NODE_ENV      production hides the /dev tools
 * SMTP_URL      mail through this SMTP server too (smtp:// or smtps://); SMTP_FROM is the sender
 * REDIS_URL     redis://... ; what every gateway process of a fleet must agree on (the rush gate's places,
 *               the hot shows' waiting rooms, the call budgets, the reply cache's publish clears); unset:
 *               per process
 * REDIS_PREFIX  what the fleet's Redis keys start with (the waiting rooms, the stock counts, the publish
 *               clears); unset: `stagedoor:` and a digest of DATABASE_URL (of DATA_DIR on the embedded
 *               database), so the gateways of one database share them and another database's never do.
 *               Set it alike on every gateway of a deployment whose DATABASE_URLs differ
 * WORKERS       gateway processes on this machine, one port (1): node:cluster forks them and restarts one
 *               that dies; more than 1 needs REDIS_URL and DATABASE_URL (docs/OPERATIONS.md)
 * ORDER_GATE    order creations at once, per gate (32); ORDER_GATE_WAIT_MS how long one waits (3000)
 * RATE_LIMITS   on | off (on): per-address call budgets (http/rate-limits.ts), counted in Redis when
 *               REDIS_URL is set; off only for benchmarks and load tests from a few addresses (the
 *               per-account and per-code limits hold either way)
 * TRUST_PROXY   addresses or CIDRs of the reverse proxies whose X-Forwarded-For names the caller,
 *               comma-separated, or true for any (unset: the connecting address is the caller); the
 *               per-address budgets count the caller
 * DOCS          on | off: the OpenAPI description and viewer at /docs (on, but off when NODE_ENV=production)
 * SETTINGS_KEY  base64 of 32 random bytes: seals the merchants' payment settings (AES-256-GCM); required
 *               in production; unset elsewhere: a fixed development key, with a warning at start
 * PUBLIC_BASE_URL  the gateway's public https origin, which the payment platforms' notify_url point at
 *               (https://shop.example.com); unset: the platforms cannot reach this gateway, so in
 *               production WeChat Pay and Alipay are not offered
 * TENCENTCLOUD_SECRET_ID, TENCENTCLOUD_SECRET_KEY  a Tencent Cloud API key allowed FaceID's IdCardVerification:
 *               real-name certification checks name and ID number there (both or neither); unset: the
 *               sandbox check outside production, and in production real-name certification is refused
 *               as unavailable
 * CLOCK_START   an ISO instant the gateway's clock starts at and runs on from (tests only: the
 *               screenshot journeys seed and show the same dates every day); refused in production
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { DEFAULT_GATE, type GateOptions } from './order/order-gate'
import { parseSettingsKey } from './platform-settings/settings-cipher'
import type { IdVerificationOptions } from './certification/verifiers-for'

export interface Config {
  port: number
  host: string
  databaseUrl?: string
  /** DATABASE_READ_URL: a standby the public browse reads go to (db/browse-reads.ts). */
  databaseReadUrl?: string
  dataDir: string
  h5Dir: string
  adminDir: string
  defaultMerchantId: string
  logLevel: string
  production: boolean
  smtp?: { url: string; from: string }
  redisUrl?: string
  /** What the fleet's Redis keys start with (REDIS_PREFIX, else named for the database). */
  redisPrefix: string
  /** Gateway processes (WORKERS): more than one only with Redis and PostgreSQL. */
  workers: number
  gate: GateOptions
  rateLimits: boolean
  trustProxy: boolean | string
  docs: boolean
  /** Seals the payment settings; undefined outside production means the fixed development key. */
  settingsKey?: Buffer
  /** The public origin the payment platforms call back (notify_url), without a trailing slash. */
  publicBaseUrl?: string
  /** The gateway's clock, wall-clock time unless CLOCK_START moved it. */
  clock: () => Date
  /** The real-name provider's credentials (TENCENTCLOUD_SECRET_ID / _KEY). */
  idVerification: IdVerificationOptions
  /** SANDBOX_REFUND_NOTIFY_MS (default 3000; 0: only on demand, as the browser tests want it). */
  sandboxRefundNotifyMs: number
}

const ROOT = path.resolve(__dirname, '..', '..')

/**
 * The fleet's keys are named for the database: the gateways of one database share their waiting rooms and
 * stock counts, and those of another database on the same Redis (a staging copy, the test suites' and
 * browser tests' databases, whose demo tiers carry the same ids) never take from each other's counts.
 */
export function fleetRedisPrefix(database: string): string {
  return `stagedoor:${createHash('sha256').update(database).digest('hex').slice(0, 12)}`
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number (1-65535), got "${env.PORT}"`)
  if (env.DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL))
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://')
  if (env.DATABASE_READ_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_READ_URL))
    throw new Error('DATABASE_READ_URL must start with postgres:// or postgresql://')
  // A standby of the embedded database does not exist: browse would read another database's shows.
  if (env.DATABASE_READ_URL && !env.DATABASE_URL)
    throw new Error('DATABASE_READ_URL needs DATABASE_URL: it names a standby of that database')
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']
  const logLevel = env.LOG_LEVEL ?? 'info'
  if (!levels.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${levels.join(', ')}`)
  if (env.SMTP_URL && !/^smtps?:\/\//.test(env.SMTP_URL)) throw new Error('SMTP_URL must start with smtp:// or smtps://')
  if (env.REDIS_URL && !/^rediss?:\/\//.test(env.REDIS_URL)) throw new Error('REDIS_URL must start with redis:// or rediss://')
  const whole = (name: string, fallback: number) => {
    const n = Number(env[name] ?? fallback)
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, got "${env[name]}"`)
    return n
  }
  const onOff = (name: string, fallback: boolean) => {
    const value = env[name]
    if (value === undefined || value === '') return fallback
    if (value !== 'on' && value !== 'off') throw new Error(`${name} must be on or off, got "${value}"`)
    return value === 'on'
  }
  const production = env.NODE_ENV === 'production'
  const workers = whole('WORKERS', 1)
  // Two processes that do not share their waiting rooms, places and budgets would run two unfair queues;
  // the embedded database's files belong to one process.
  if (workers > 1 && !env.REDIS_URL)
    throw new Error(
      `WORKERS=${workers} needs REDIS_URL: a fleet's processes share the waiting room, the rush gate and the budgets in Redis`
    )
  if (workers > 1 && !env.DATABASE_URL)
    throw new Error(`WORKERS=${workers} needs DATABASE_URL: the embedded database belongs to one process`)
  const sandboxRefundNotifyMs = Number(env.SANDBOX_REFUND_NOTIFY_MS ?? 3000)
  if (!Number.isInteger(sandboxRefundNotifyMs) || sandboxRefundNotifyMs < 0)
    throw new Error(`SANDBOX_REFUND_NOTIFY_MS must be a whole number of milliseconds (0: off), got "${env.SANDBOX_REFUND_NOTIFY_MS}"`)
  const dataDir = path.resolve(ROOT, env.DATA_DIR ?? '.data/pglite')
  let clock = () => new Date()
  if (env.CLOCK_START) {
    if (production) throw new Error('CLOCK_START is for tests only and cannot be set in production')
    const start = Date.parse(env.CLOCK_START)
    if (Number.isNaN(start)) throw new Error(`CLOCK_START must be an ISO date and time, got "${env.CLOCK_START}"`)
    const bootedAt = Date.now()
    clock = () => new Date(start + (Date.now() - bootedAt))
  }
  if (production && !env.SETTINGS_KEY)
    throw new Error("SETTINGS_KEY must be set in production: it seals the merchants' payment settings (openssl rand -base64 32)")
  const settingsKey = env.SETTINGS_KEY ? parseSettingsKey(env.SETTINGS_KEY) : undefined
  const publicBaseUrl = env.PUBLIC_BASE_URL ? env.PUBLIC_BASE_URL.replace(/\/+$/, '') : undefined
  if (publicBaseUrl && !/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(publicBaseUrl))
    throw new Error(`PUBLIC_BASE_URL must be an http(s) origin such as https://shop.example.com, got "${env.PUBLIC_BASE_URL}"`)
  if (!env.TENCENTCLOUD_SECRET_ID !== !env.TENCENTCLOUD_SECRET_KEY)
    throw new Error('TENCENTCLOUD_SECRET_ID and TENCENTCLOUD_SECRET_KEY must be set together')
  const idVerification: IdVerificationOptions = env.TENCENTCLOUD_SECRET_ID
    ? { tencent: { secretId: env.TENCENTCLOUD_SECRET_ID, secretKey: env.TENCENTCLOUD_SECRET_KEY as string } }
    : {}
  if (production && publicBaseUrl && !publicBaseUrl.startsWith('https://'))
    throw new Error('PUBLIC_BASE_URL must be https in production (the payment platforms call only https notify URLs)')
  return {
    settingsKey,
    publicBaseUrl,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM ?? 'Stagedoor <no-reply@stagedoor.local>' } : undefined,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    dataDir,
    h5Dir: path.resolve(ROOT, env.H5_DIR ?? 'dist/h5'),
    adminDir: path.resolve(ROOT, env.ADMIN_DIR ?? 'dist/admin'),
    defaultMerchantId: env.MERCHANT_ID ?? 'demo',
    logLevel,
    production,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || fleetRedisPrefix(env.DATABASE_URL || `file:${dataDir}`),
    workers,
    gate: {
      ...DEFAULT_GATE,
      capacity: whole('ORDER_GATE', DEFAULT_GATE.capacity),
      maxWaitMs: whole('ORDER_GATE_WAIT_MS', DEFAULT_GATE.maxWaitMs)
    },
    rateLimits: onOff('RATE_LIMITS', true),
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    docs: onOff('DOCS', !production),
    sandboxRefundNotifyMs,
    idVerification,
    clock
  }
}
