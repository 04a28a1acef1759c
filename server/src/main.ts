/** Starts the gateway: config, database, migrations, demo data on first start, HTTP, graceful stop. */
import fs from 'node:fs'
import { loadConfig } from './config'
import { openDatabase } from './db/db'
import { migrate } from './db/migrate'
import Redis from 'ioredis'
import { LocalOrderGate, RedisOrderGate } from './order/order-gate'
import { seedSeatPlans } from './seed/seat-plans'
import { DEMO_MERCHANT_ID } from './seed/catalog'
import { seedDemoStaff } from './seed/demo-staff'
import { seedDemoCards } from './seed/demo-cards'
import { refusedDemoRows } from './seed/demo-rows'
import { isSeeded, seedDemo, seedMissingLayouts, seedMissingPartnerChannel } from './seed/seed'
import { buildApp } from './app'
import { identityProvidersFromEnv } from './identity/identity-providers'

/** Connections kept for reads beside the rush gate's order creations. */
const READ_CONNECTIONS = 8

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
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true })
  // Every order creation the gate lets in holds a connection; reads (browse, logins) get room beside them.
  const db = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.gate.capacity + READ_CONNECTIONS
  })
  const applied = await migrate(db)
  if (!(await isSeeded(db))) {
    const { shows } = await seedDemo(db, config.clock())
    console.log(`Seeded the demo merchant with ${shows} shows`)
  } else {
    await seedMissingLayouts(db, config.clock())
    await seedMissingPartnerChannel(db)
    await seedSeatPlans(db, DEMO_MERCHANT_ID)
    // Benefit cards on a database seeded before them.
    await seedDemoCards(db, config.clock())
  }
  // The demo console accounts have a published password: never in production.
  if (!config.production) await seedDemoStaff(db)
  // Table statistics for the planner: PGlite never runs autovacuum and a fresh PostgreSQL may not yet
  // (without them the search plan read every price tier once per show: 36.6 ms against 1.4 ms).
  await db.exec('ANALYZE')
  // With Redis the rush gate's places are shared by every gateway process.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined
  const orderGate = redis ? new RedisOrderGate(redis, config.gate) : new LocalOrderGate(config.gate)
  const app = await buildApp({
    db,
    defaultMerchantId: config.defaultMerchantId,
    h5Dir: config.h5Dir,
    adminDir: config.adminDir,
    logLevel: config.logLevel,
    production: config.production,
    identity,
    smtp: config.smtp,
    orderGate,
    rateLimits: { enabled: config.rateLimits, redis },
    trustProxy: config.trustProxy,
    docs: config.docs,
    settingsKey: config.settingsKey,
    publicBaseUrl: config.publicBaseUrl,
    now: config.clock,
    sandboxRefundNotifyMs: config.sandboxRefundNotifyMs
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

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info(`${signal}: closing`)
    await app.close()
    await redis?.quit()
    await db.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  console.log(`Stagedoor storefront on http://localhost:${config.port} (${db.kind})`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
