/** SQL of the search counts behind trending searches (migration 021, search_terms). */
import type { Queryable } from '../db/db'
import type { Texts } from '../http/texts'

export class SearchTermsRepository {
  constructor(private readonly db: Queryable) {}

  /** One more search of a normalised keyword on the merchant's local day ("YYYY-MM-DD"). */
  async record(merchantId: string, day: string, term: string): Promise<void> {
    await this.db.query(
      `INSERT INTO search_terms (merchant_id, day, term, searches) VALUES ($1, $2::date, $3, 1)
       ON CONFLICT (merchant_id, day, term) DO UPDATE SET searches = search_terms.searches + 1`,
      [merchantId, day, term]
    )
  }

  /** Deletes the counts of days before `beforeDay` ("YYYY-MM-DD"); answers how many rows went. */
  async pruneBefore(beforeDay: string): Promise<number> {
    const rows = await this.db.query(`DELETE FROM search_terms WHERE day < $1::date RETURNING 1`, [beforeDay])
    return rows.length
  }

  /**
   * The most searched keywords since `sinceDay`, only those that still find a show a buyer can go to (not
   * cancelled, a session after `aheadOf`), matched as the search matches them.
   */
  async top(merchantId: string, sinceDay: string, aheadOf: Date, limit: number): Promise<Array<{ term: string; searches: number }>> {
    return this.db.query(
      `SELECT t.term, t.searches FROM (
         SELECT term, sum(searches)::int AS searches FROM search_terms
         WHERE merchant_id = $1 AND day >= $2::date GROUP BY term
       ) t
       WHERE EXISTS (
         SELECT 1 FROM shows s
         WHERE s.merchant_id = $1 AND s.state <> 'CANCELED'
           AND s.search_text LIKE '%' || replace(replace(replace(t.term, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
           AND EXISTS (SELECT 1 FROM sessions a WHERE a.show_id = s.id AND a.starts_at > $3::timestamptz)
       )
       ORDER BY t.searches DESC, t.term
       LIMIT $4`,
      [merchantId, sinceDay, aheadOf.toISOString(), limit]
    )
  }

  /** The names of the hottest shows a buyer can still go to: most wanted first, then the merchant's weight. */
  async hottestShowNames(merchantId: string, aheadOf: Date, limit: number): Promise<Texts[]> {
    const rows = await this.db.query<{ name: Texts }>(
      `SELECT s.name FROM shows s
       WHERE s.merchant_id = $1 AND s.state <> 'CANCELED'
         AND EXISTS (SELECT 1 FROM sessions a WHERE a.show_id = s.id AND a.starts_at > $2::timestamptz)
       ORDER BY s.want_count DESC, s.weight DESC, s.id
       LIMIT $3`,
      [merchantId, aheadOf.toISOString(), limit]
    )
    return rows.map((r) => r.name)
  }
}
