/** `npm run seed`: the demo data again from scratch (catalogue dates laid out from today). */
import fs from 'node:fs'
import { loadConfig } from '../config'
import { openDatabase } from '../db/db'
import { migrate } from '../db/migrate'
import { seedDemo } from './seed'
import { seedDemoStaff } from './demo-staff'

const TABLES = [
  'audit_log',
  'staff_sessions',
  'staff',
  'storefront_drafts',
  'storefront_versions',
  'layouts',
  'price_tiers',
  'sessions',
  'shows',
  'show_groups',
  'tours',
  'venues',
  'categories',
  'districts',
  'cities',
  'provinces',
  'merchants'
]

async function main(): Promise<void> {
  const config = loadConfig()
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true })
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir })
  await migrate(db)
  await db.exec(`TRUNCATE ${TABLES.join(', ')} CASCADE`)
  const { shows } = await seedDemo(db)
  if (!config.production) await seedDemoStaff(db)
  console.log(`Seeded the demo merchant with ${shows} shows (${db.kind})`)
  await db.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
