/** SQL for the merchant's own login channels (bsauth, Douyin): one row per merchant and channel, the secret sealed. */
import type { Queryable } from '../db/db'
import type { LoginChannel } from '../../../types/api/user-calls'

export interface LoginChannelRow {
  channel: LoginChannel
  client_key: string | null
  sealed_secret: string
  enabled: boolean
  updated_at: Date
}

export class LoginChannelRepository {
  constructor(private readonly db: Queryable) {}

  async all(merchantId: string): Promise<LoginChannelRow[]> {
    return this.db.query<LoginChannelRow>(
      'SELECT channel, client_key, sealed_secret, enabled, updated_at FROM login_channels WHERE merchant_id = $1 ORDER BY channel',
      [merchantId]
    )
  }

  async one(merchantId: string, channel: LoginChannel): Promise<LoginChannelRow | undefined> {
    const rows = await this.db.query<LoginChannelRow>(
      'SELECT channel, client_key, sealed_secret, enabled, updated_at FROM login_channels WHERE merchant_id = $1 AND channel = $2',
      [merchantId, channel]
    )
    return rows[0]
  }

  async upsert(merchantId: string, row: Omit<LoginChannelRow, 'updated_at'>, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO login_channels (merchant_id, channel, client_key, sealed_secret, enabled, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (merchant_id, channel) DO UPDATE
         SET client_key = EXCLUDED.client_key, sealed_secret = EXCLUDED.sealed_secret, enabled = EXCLUDED.enabled, updated_at = EXCLUDED.updated_at`,
      [merchantId, row.channel, row.client_key, row.sealed_secret, row.enabled, now]
    )
  }

  async remove(merchantId: string, channel: LoginChannel): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM login_channels WHERE merchant_id = $1 AND channel = $2 RETURNING channel', [
      merchantId,
      channel
    ])
    return rows.length === 1
  }
}
