/** SQL for the storefront's draft and published versions (migration 024); merchants.config is what buyers get. */
import type { Queryable } from '../db/db'
import type { ShopConfig } from '../../../types/shop-config'
import type { StorefrontConfig } from '../../../types/api/admin'

export interface DraftRow {
  config: StorefrontConfig
  base_version: number
  updated_at: Date
  updated_by: string | null
  updated_by_email: string | null
}

export interface VersionRow {
  version: number
  config: StorefrontConfig
  published_at: Date
  published_by: string | null
  published_by_email: string | null
  rolled_back_from: number | null
}

export class StorefrontRepository {
  constructor(private readonly db: Queryable) {}

  async published(merchantId: string, lock = false): Promise<ShopConfig | undefined> {
    return (await this.db.query<{ config: ShopConfig }>(`SELECT config FROM merchants WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [merchantId]))[0]?.config
  }

  async setPublished(merchantId: string, config: ShopConfig): Promise<void> {
    await this.db.query('UPDATE merchants SET config = $2 WHERE id = $1', [merchantId, JSON.stringify(config)])
  }

  async draft(merchantId: string): Promise<DraftRow | undefined> {
    return (
      await this.db.query<DraftRow>(
        `SELECT d.config, d.base_version, d.updated_at, d.updated_by, s.email AS updated_by_email
           FROM storefront_drafts d LEFT JOIN staff s ON s.id = d.updated_by WHERE d.merchant_id = $1`,
        [merchantId]
      )
    )[0]
  }

  async saveDraft(merchantId: string, config: StorefrontConfig, baseVersion: number, staffId: string | null, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO storefront_drafts (merchant_id, config, base_version, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id) DO UPDATE SET config = EXCLUDED.config, base_version = EXCLUDED.base_version, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [merchantId, JSON.stringify(config), baseVersion, now, staffId]
    )
  }

  async latestVersion(merchantId: string): Promise<number> {
    return (await this.db.query<{ v: number }>('SELECT coalesce(max(version), 0)::int AS v FROM storefront_versions WHERE merchant_id = $1', [merchantId]))[0].v
  }

  async version(merchantId: string, version: number): Promise<VersionRow | undefined> {
    return (await this.versions(merchantId, version))[0]
  }

  /** Newest first; one version when `only` is given. */
  async versions(merchantId: string, only?: number): Promise<VersionRow[]> {
    return this.db.query<VersionRow>(
      `SELECT v.version, v.config, v.published_at, v.published_by, s.email AS published_by_email, v.rolled_back_from
         FROM storefront_versions v LEFT JOIN staff s ON s.id = v.published_by
        WHERE v.merchant_id = $1 AND ($2::int IS NULL OR v.version = $2) ORDER BY v.version DESC LIMIT 200`,
      [merchantId, only ?? null]
    )
  }

  async insertVersion(merchantId: string, version: number, config: StorefrontConfig, staffId: string | null, rolledBackFrom: number | null, now: Date): Promise<void> {
    await this.db.query('INSERT INTO storefront_versions (merchant_id, version, config, published_at, published_by, rolled_back_from) VALUES ($1, $2, $3, $4, $5, $6)', [
      merchantId,
      version,
      JSON.stringify(config),
      now,
      staffId,
      rolledBackFrom
    ])
  }
}
