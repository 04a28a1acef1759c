/** Starts the gateway: config, database, migrations, demo data on first start, HTTP, graceful stop. */
import fs from 'node:fs'
import cluster from 'node:cluster'
import { loadConfig } from './config'
import { openDatabase } from './db/db'
import { migrate } from './db/migrate'
import Redis from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'
import { LocalOrderGate, RedisOrderGate } from './order/order-gate'
import { refusedDemoRows } from './seed/demo-rows'
import { seedOnStart } from './seed/seed-on-start'
import { buildApp } from './app'
import { identityProvidersFromEnv } from './identity/identity-providers'
import { runFleet } from './fleet-primary'

/** Connections kept for reads beside the rush gate's order creations. */
const READ_CONNECTIONS = 8
/** How long getting a standby connection may take before browse reads go to the primary instead. */
const READ_CONNECT_MS = 1000
/** How long a SIGTERM waits for the requests in flight before the process ends anyway. */
const STOP_WITHIN_MS = 20000

/**
 * Tells when Redis goes away and when it is back, once each (the client reconnects by itself meanwhile,
 * and unheard its errors would be printed at every attempt).
 */
function watchRedis(redis: Redis, log: FastifyBaseLogger): void {
  let away = false
  redis.on('error', (error: Error) => {
    if (away) return
    away = true
    log.warn(
      { err: error },
      'redis: not answering; the rush gate, the waiting rooms and the budgets fall back to this process until it is back'
    )
  })
  redis.on('ready', () => {
    if (!away) return
    away = false
    log.info('redis: answering again')
  })
}

async function main(): Promise<void> {
  let config
  let identity
  try {
    config = loadConfig()
    identity = identityProvidersFromEnv(process.env, config.production)
  } catch (error) {
    console.error(`Bad configuration: ${(error as Error).message}`)
    process.exit(1)
  }
  // WORKERS > 1: this process only forks and watches the gateways (fleet-primary.ts).
  if (config.workers > 1 && cluster.isPrimary) return runFleet(config.workers)
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true })
  // Every order creation the gate lets in holds a connection; reads (browse, logins) get room beside them.
  const db = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.gate.capacity + READ_CONNECTIONS
  })
  // The standby for the public browse reads (db/browse-reads.ts): opening it connects to nothing yet, so a
  // standby that is down does not stop the start.
  const readDb = config.databaseReadUrl
    ? await openDatabase({ url: config.databaseReadUrl, poolSize: READ_CONNECTIONS, connectTimeoutMs: READ_CONNECT_MS })
    : undefined
  const applied = await migrate(db)
  const shows = await seedOnStart(db, config.clock(), config.production)
  if (shows) console.log(`Seeded the demo merchant with ${shows} shows`)
  // Table statistics for the planner: PGlite never runs autovacuum and a fresh PostgreSQL may not yet
  // (without them the search plan read every price tier once per show: 36.6 ms against 1.4 ms).
  await db.exec('ANALYZE')
  // With Redis the rush gate's places, the waiting rooms and the publish clears are shared by every
  // gateway process (of this machine's WORKERS and of the others behind the balancer).
  // Without the offline queue a call while Redis is away fails at once and falls back (the gate to this
  // process's places, the budgets unmetered) instead of waiting out reconnection attempts.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false }) : undefined
  const orderGate = redis ? new RedisOrderGate(redis, config.gate) : new LocalOrderGate(config.gate)
  const app = await buildApp({
    db,
    readDb,
    defaultMerchantId: config.defaultMerchantId,
    h5Dir: config.h5Dir,
    adminDir: config.adminDir,
    logLevel: config.logLevel,
    production: config.production,
    identity,
    smtp: config.smtp,
    orderGate,
    fleet: redis && { redis, prefix: config.redisPrefix },
    rateLimits: { enabled: config.rateLimits, redis },
    trustProxy: config.trustProxy,
    docs: config.docs,
    settingsKey: config.settingsKey,
    publicBaseUrl: config.publicBaseUrl,
    now: config.clock,
    sandboxRefundNotifyMs: config.sandboxRefundNotifyMs,
    idVerification: config.idVerification
  })
  if (applied.length) app.log.info({ applied }, 'migrations applied')
  if (config.production) {
    const refused = await refusedDemoRows(db)
    if (refused.staff.length || refused.keys.length)
      app.log.warn(
        { refusedDemoStaff: refused.staff, replacedDemoKeys: refused.keys },
        'production refuses the demo rows of a database started outside production; create the real owner with npm run merchant:create'
      )
  }
  if (redis) watchRedis(redis, app.log)

  let stopping = false
  // Replies sent while stopping (the requests in flight) close their connection: an idle keep-alive
  // socket left open would hold the close until its timeout.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('connection', 'close')
    return payload
  })
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    // At once, not at app.close()'s preClose a turn later: nothing more is answered before Fastify.
    app.frontDoor.shut()
    app.log.info(`${signal}: closing`)
    // A request that never ends must not keep a stopping gateway alive: its supervisor is waiting.
    setTimeout(() => {
      app.log.error(`not closed within ${STOP_WITHIN_MS} ms: exiting`)
      process.exit(1)
    }, STOP_WITHIN_MS).unref()
    try {
      // Stops accepting, answers what is in flight, runs the close hooks (the sweepers stop).
      await app.close()
      await redis?.quit().catch(() => redis.disconnect())
      await db.close()
      await readDb?.close()
      app.log.info(`${signal}: closed`)
    } catch (error) {
      app.log.error({ err: error }, `${signal}: closing failed`)
      process.exit(1)
    }
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  const worker = cluster.isWorker ? `, worker ${cluster.worker?.id} pid ${process.pid}` : ''
  console.log(`Stagedoor storefront on http://localhost:${config.port} (${db.kind}${worker})`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
