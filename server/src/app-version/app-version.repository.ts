/** SQL for the app versions a merchant publishes per client; every statement names the merchant. */
import type { Queryable } from '../db/db'
import type { AppClient } from '../../../types/rules/version-rules'

export interface AppVersionRow {
  client: AppClient
  latest_version: string
  min_version: string
  notes: string
  updated_at: Date
}

const COLUMNS = 'client, latest_version, min_version, notes, updated_at'

export class AppVersionRepository {
  constructor(private readonly db: Queryable) {}

  async ofMerchant(merchantId: string): Promise<AppVersionRow[]> {
    return this.db.query<AppVersionRow>(`SELECT ${COLUMNS} FROM app_versions WHERE merchant_id = $1 ORDER BY client`, [merchantId])
  }

  async one(merchantId: string, client: AppClient): Promise<AppVersionRow | undefined> {
    const rows = await this.db.query<AppVersionRow>(`SELECT ${COLUMNS} FROM app_versions WHERE merchant_id = $1 AND client = $2`, [
      merchantId,
      client
    ])
    return rows[0]
  }

  async put(
    merchantId: string,
    client: AppClient,
    v: { latestVersion: string; minVersion: string; notes: string },
    now: Date
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO app_versions (merchant_id, client, latest_version, min_version, notes, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (merchant_id, client) DO UPDATE SET latest_version = EXCLUDED.latest_version, min_version = EXCLUDED.min_version,
         notes = EXCLUDED.notes, updated_at = EXCLUDED.updated_at`,
      [merchantId, client, v.latestVersion, v.minVersion, v.notes, now]
    )
  }
}
