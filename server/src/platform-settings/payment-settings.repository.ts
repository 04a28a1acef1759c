/** SQL for the merchants' sealed payment settings (payment_settings): the rows only, never plain secrets. */
import type { Queryable } from '../db/db'
import type { SettingsPlatform } from './payment-settings.schemas'

export interface SealedSettingsRow {
  merchant_id: string
  platform: SettingsPlatform
  sealed: string
  key_id: string
  updated_at: Date
}

export class PaymentSettingsRepository {
  constructor(private readonly db: Queryable) {}

  async upsert(row: { merchantId: string; platform: SettingsPlatform; sealed: string; keyId: string; updatedAt: Date }): Promise<void> {
    await this.db.query(
      `INSERT INTO payment_settings (merchant_id, platform, sealed, key_id, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, platform) DO UPDATE SET sealed = EXCLUDED.sealed, key_id = EXCLUDED.key_id, updated_at = EXCLUDED.updated_at`,
      [row.merchantId, row.platform, row.sealed, row.keyId, row.updatedAt]
    )
  }

  async remove(merchantId: string, platform: SettingsPlatform): Promise<boolean> {
    return (
      (
        await this.db.query('DELETE FROM payment_settings WHERE merchant_id = $1 AND platform = $2 RETURNING merchant_id', [
          merchantId,
          platform
        ])
      ).length === 1
    )
  }

  async ofMerchant(merchantId: string): Promise<SealedSettingsRow[]> {
    return this.db.query<SealedSettingsRow>(
      'SELECT merchant_id, platform, sealed, key_id, updated_at FROM payment_settings WHERE merchant_id = $1 ORDER BY platform',
      [merchantId]
    )
  }

  /** When each platform's settings last changed: what a cache compares before reading the sealed rows again. */
  async versions(merchantId: string): Promise<string> {
    const rows = await this.db.query<{ platform: string; updated_at: Date }>(
      'SELECT platform, updated_at FROM payment_settings WHERE merchant_id = $1 ORDER BY platform',
      [merchantId]
    )
    return rows.map((r) => `${r.platform}@${new Date(r.updated_at).toISOString()}`).join(',')
  }

  async merchantExists(merchantId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM merchants WHERE id = $1', [merchantId])).length === 1
  }
}
