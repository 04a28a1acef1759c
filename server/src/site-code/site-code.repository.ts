/** SQL for site codes (migration 088): which venue of the merchant carries a code. */
import type { Queryable } from '../db/db'

export class SiteCodeRepository {
  constructor(private readonly db: Queryable) {}

  async venueIdOf(merchantId: string, siteCode: string): Promise<string | undefined> {
    const rows = await this.db.query<{ id: string }>('SELECT id FROM venues WHERE merchant_id = $1 AND site_code = $2', [
      merchantId,
      siteCode
    ])
    return rows[0]?.id
  }
}
