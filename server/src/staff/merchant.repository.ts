/** SQL for merchants as the console and merchant:create see them. */
import type { Queryable } from '../db/db'
import type { ShopConfig } from '../../../types/shop-config'

export class MerchantRepository {
  constructor(private readonly db: Queryable) {}

  async name(merchantId: string): Promise<Record<string, string> | undefined> {
    return (await this.db.query<{ name: Record<string, string> }>('SELECT name FROM merchants WHERE id = $1', [merchantId]))[0]?.name
  }

  /** The gateway's merchant when it has exactly one, else undefined. */
  async onlyOne(): Promise<string | undefined> {
    const rows = await this.db.query<{ id: string }>('SELECT id FROM merchants ORDER BY id LIMIT 2')
    return rows.length === 1 ? rows[0].id : undefined
  }

  /** false when the id is taken. */
  async insert(id: string, name: Record<string, string>, config: ShopConfig): Promise<boolean> {
    const rows = await this.db.query('INSERT INTO merchants (id, name, config) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id', [
      id,
      JSON.stringify(name),
      JSON.stringify(config)
    ])
    return rows.length === 1
  }
}
