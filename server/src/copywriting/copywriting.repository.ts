/** SQL for a merchant's copywriting overrides; every statement names the merchant. */
import type { Queryable } from '../db/db'
import type { Locale } from '../../../types/rules/language-tag'

export interface OverrideRow {
  text_key: string
  locale: Locale
  text: string
}

export class CopywritingRepository {
  constructor(private readonly db: Queryable) {}

  async ofMerchant(merchantId: string, key?: string): Promise<OverrideRow[]> {
    return this.db.query<OverrideRow>(
      `SELECT text_key, locale, text FROM copywriting_overrides WHERE merchant_id = $1 AND ($2::text IS NULL OR text_key = $2)
       ORDER BY text_key, locale`,
      [merchantId, key ?? null]
    )
  }

  async put(merchantId: string, key: string, locale: Locale, text: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO copywriting_overrides (merchant_id, text_key, locale, text, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, text_key, locale) DO UPDATE SET text = EXCLUDED.text, updated_at = EXCLUDED.updated_at`,
      [merchantId, key, locale, text, now]
    )
  }

  /** One language's override, or all of the key's when locale is undefined. */
  async drop(merchantId: string, key: string, locale?: Locale): Promise<void> {
    await this.db.query(
      'DELETE FROM copywriting_overrides WHERE merchant_id = $1 AND text_key = $2 AND ($3::text IS NULL OR locale = $3)',
      [merchantId, key, locale ?? null]
    )
  }
}
