/**
 * `npm run payment:settings -- --merchant demo --platform WECHAT --file settings.json`: a merchant's
 * operator fills the WeChat or Alipay settings before the merchant console (#16) exists. The file is the
 * platform's whole settings (wechat-credentials.ts / alipay-credentials.ts fields, PEM keys as strings
 * with \n); it is checked, sealed under SETTINGS_KEY and stored. Prints the settings masked, never a secret.
 *
 *   --merge          add the file's fields to the stored ones instead of replacing them (a key rotation)
 *   --show           print what is stored, masked, and change nothing
 *   --remove         delete the platform's settings (its payment methods are no longer offered)
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { openDatabase } from '../db/db'
import { migrate } from '../db/migrate'
import { DEV_SETTINGS_KEY, SettingsCipher } from '../platform-settings/settings-cipher'
import { InvalidSettingsError, PaymentSettingsService } from '../platform-settings/payment-settings.service'
import { SETTINGS_PLATFORMS, type SettingsPlatform } from '../platform-settings/payment-settings.schemas'

const USAGE =
  'usage: npm run payment:settings -- --merchant <id> --platform WECHAT|ALIPAY (--file <settings.json> [--merge] | --show | --remove)'

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      merchant: { type: 'string' },
      platform: { type: 'string' },
      file: { type: 'string' },
      merge: { type: 'boolean', default: false },
      show: { type: 'boolean', default: false },
      remove: { type: 'boolean', default: false }
    }
  })
  const platform = values.platform?.toUpperCase() as SettingsPlatform | undefined
  const actions = [values.file !== undefined, values.show, values.remove].filter(Boolean).length
  if (!values.merchant || !platform || !SETTINGS_PLATFORMS.includes(platform) || actions !== 1) {
    console.error(USAGE)
    return 2
  }
  const config = loadConfig()
  if (!config.settingsKey) console.warn('SETTINGS_KEY is unset: sealing with the fixed development key (refused in production)')
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true })
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir })
  try {
    await migrate(db)
    const settings = new PaymentSettingsService(db, new SettingsCipher(config.settingsKey ?? DEV_SETTINGS_KEY), {
      production: config.production
    })
    if (values.remove) {
      console.log(
        (await settings.remove(values.merchant, platform))
          ? `Removed the ${platform} settings of ${values.merchant}`
          : `${values.merchant} had no ${platform} settings`
      )
      return 0
    }
    if (values.file !== undefined) {
      let input: unknown
      try {
        input = JSON.parse(fs.readFileSync(values.file, 'utf8'))
      } catch (error) {
        console.error(`${values.file} could not be read as JSON: ${(error as Error).message}`)
        return 1
      }
      await settings.write(values.merchant, platform, input, new Date(), { merge: values.merge })
      console.log(`Stored the ${platform} settings of ${values.merchant}; gateways pick them up within 30 seconds.`)
    }
    console.log(JSON.stringify((await settings.describe(values.merchant))[platform] ?? null, null, 2))
    return 0
  } catch (error) {
    if (error instanceof InvalidSettingsError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    await db.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
