/** SQL for the merchants' sealed wallet pass settings (wallet_settings, migration 045): sealed rows and their public summary only. */
import type { Queryable } from '../db/db'
import type { WalletKind } from '../../../types/api/wallet'

export interface WalletSettingsRow {
  merchant_id: string
  wallet: WalletKind
  sealed: string
  key_id: string
  summary: Record<string, unknown>
  updated_at: Date
}

export class WalletSettingsRepository {
  constructor(private readonly db: Queryable) {}

  async upsert(row: {
    merchantId: string
    wallet: WalletKind
    sealed: string
    keyId: string
    summary: object
    updatedAt: Date
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO wallet_settings (merchant_id, wallet, sealed, key_id, summary, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (merchant_id, wallet) DO UPDATE SET sealed = EXCLUDED.sealed, key_id = EXCLUDED.key_id, summary = EXCLUDED.summary, updated_at = EXCLUDED.updated_at`,
      [row.merchantId, row.wallet, row.sealed, row.keyId, JSON.stringify(row.summary), row.updatedAt]
    )
  }

  async remove(merchantId: string, wallet: WalletKind): Promise<boolean> {
    return (
      (
        await this.db.query('DELETE FROM wallet_settings WHERE merchant_id = $1 AND wallet = $2 RETURNING merchant_id', [
          merchantId,
          wallet
        ])
      ).length === 1
    )
  }

  async ofMerchant(merchantId: string): Promise<WalletSettingsRow[]> {
    return this.db.query<WalletSettingsRow>(
      'SELECT merchant_id, wallet, sealed, key_id, summary, updated_at FROM wallet_settings WHERE merchant_id = $1 ORDER BY wallet',
      [merchantId]
    )
  }

  async one(merchantId: string, wallet: WalletKind): Promise<WalletSettingsRow | undefined> {
    return (
      await this.db.query<WalletSettingsRow>(
        'SELECT merchant_id, wallet, sealed, key_id, summary, updated_at FROM wallet_settings WHERE merchant_id = $1 AND wallet = $2',
        [merchantId, wallet]
      )
    )[0]
  }
}
