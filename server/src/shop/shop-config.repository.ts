/** SQL for a merchant's shop configuration (one JSON document per merchant). */
import type { Queryable } from '../db/db'
import type { ShopConfig } from '../../../types/shop-config'

export class ShopConfigRepository {
  constructor(private readonly db: Queryable) {}

  /** The merchant's configuration, or undefined for an unknown merchant. */
  async config(merchantId: string): Promise<ShopConfig | undefined> {
    const rows = await this.db.query<{ config: ShopConfig }>('SELECT config FROM merchants WHERE id = $1', [merchantId])
    return rows[0]?.config
  }

  /** Sets the given top-level fields, keeping the others. */
  async merge(merchantId: string, fields: Partial<ShopConfig>): Promise<void> {
    await this.db.query('UPDATE merchants SET config = config || $2::jsonb WHERE id = $1', [merchantId, JSON.stringify(fields)])
  }
}
