/**
 * The merchant console's gateway (/admin-api/v1, admin/admin.plugin.ts) with what it shares with the
 * buyers' side: the wallet pass settings, the order close, shipping, refund requests and paid membership.
 */
import { registerAdmin } from '../admin/admin.plugin'
import { AuditRepository } from '../staff/audit.repository'
import { WalletSettingsService } from '../wallet/wallet-settings.service'
import { DEV_SETTINGS_KEY, SettingsCipher } from '../platform-settings/settings-cipher'
import type { AdminDeps } from '../admin/admin.plugin'
import type { Wiring } from './wiring'

/** Wallet pass settings, sealed like the payment settings and by the same rule for the key. */
export function wireWalletSettings({ db, options, production }: Wiring): WalletSettingsService | undefined {
  const key = options.settingsKey ?? (production ? undefined : DEV_SETTINGS_KEY)
  return key ? new WalletSettingsService(db, new SettingsCipher(key), (q) => new AuditRepository(q)) : undefined
}

export async function wireConsole(
  { app, db, now, production, options }: Wiring,
  deps: Omit<AdminDeps, 'db' | 'now' | 'production' | 'settingsCipher'>
): Promise<void> {
  const key = options.settingsKey ?? (production ? undefined : DEV_SETTINGS_KEY)
  await registerAdmin(app, { db, now, production, ...deps, settingsCipher: key ? new SettingsCipher(key) : undefined })
}
