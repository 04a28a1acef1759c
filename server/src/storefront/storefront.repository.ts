/** SQL for the storefront's draft and published versions (migration 024); merchants.config is what buyers get. */
import type { Queryable } from '../db/db'
import type { ShopConfig } from '../../../types/shop-config'
import type { StorefrontConfig } from '../../../types/api/storefront-admin'
import { STOREFRONT_TABLES, VersionedDocumentRepository } from './versioned-document.repository'

/** Drafts and versions are keyed by merchant id. */
export class StorefrontRepository extends VersionedDocumentRepository<StorefrontConfig> {
  constructor(db: Queryable) {
    super(db, STOREFRONT_TABLES)
  }

  async published(merchantId: string, lock = false): Promise<ShopConfig | undefined> {
    return (
      await this.db.query<{ config: ShopConfig }>(`SELECT config FROM merchants WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [merchantId])
    )[0]?.config
  }

  async setPublished(merchantId: string, config: ShopConfig): Promise<void> {
    await this.db.query('UPDATE merchants SET config = $2 WHERE id = $1', [merchantId, JSON.stringify(config)])
  }
}
