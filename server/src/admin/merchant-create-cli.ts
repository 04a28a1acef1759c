/**
 * `npm run merchant:create -- --id <merchantId> --name <name> --email <owner email>`: a new merchant
 * (its row and starting shop configuration) and its owner, whose generated password is printed once.
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { openDatabase } from '../db/db'
import { migrate } from '../db/migrate'
import { createMerchant } from './merchant-create'
import { consoleSignInPath } from '../../../types/api/staff'

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } } })
  if (!values.id || !values.name || !values.email)
    throw new Error('usage: npm run merchant:create -- --id <merchantId> --name <name> --email <owner email>')
  const config = loadConfig()
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true })
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir })
  try {
    await migrate(db)
    const { password } = await createMerchant(db, { id: values.id, name: values.name, email: values.email }, new Date())
    console.log(`Merchant ${values.id} created. Owner ${values.email}, password (shown once, change it at first login):\n${password}`)
    // Each merchant's staff sign in through a link naming it: an email may be staff at several merchants.
    console.log(`Console sign-in link for its staff: ${config.publicBaseUrl ?? ''}${consoleSignInPath(values.id)}`)
  } finally {
    await db.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
