/**
 * The console's SQL of goods: the merchant's goods with every SKU, categories, option groups and values,
 * ties to shows. SKU rows are written by the inventory module (inventory/sku.repository.ts).
 */
import type { Queryable } from '../db/db'
import type { AdminGoodsCategory, AdminGoodsSku, AdminGoodsSummary, GoodsKind, GoodsTexts } from '../../../types/api/goods'

export interface AdminSpuRow {
  id: string
  name: GoodsTexts
  description: GoodsTexts
  kind: GoodsKind
  category_id: string | null
  on_sale: boolean
  per_buyer_limit: number | null
  sort: number
  pictures: string[]
}

export interface AdminOptionRow {
  group_id: string
  group_name: GoodsTexts
  value_id: string
  value_name: GoodsTexts
}

/** What the console saves of the SPU row itself. */
export interface SpuFields {
  name: GoodsTexts
  description: GoodsTexts
  kind: GoodsKind
  categoryId: string | null
  onSale: boolean
  perBuyerLimit: number | null
  sort: number
  pictures: string[]
  searchText: string
}

const SKU_COLUMNS = `k.id, k.attribute_value_ids AS "attributeValueIds", k.price_fen AS "priceFen", k.market_price_fen AS "marketPriceFen",
  k.capacity, k.available, k.held, k.sold, k.picture_url AS "pictureUrl", k.on_sale AS "onSale"`

export class GoodsAdminRepository {
  constructor(private readonly q: Queryable) {}

  async categories(merchantId: string): Promise<AdminGoodsCategory[]> {
    return this.q.query<AdminGoodsCategory>('SELECT id, name, sort FROM goods_categories WHERE merchant_id = $1 ORDER BY sort, id', [
      merchantId
    ])
  }

  async categoryExists(merchantId: string, id: string): Promise<boolean> {
    return (await this.q.query('SELECT 1 FROM goods_categories WHERE merchant_id = $1 AND id = $2', [merchantId, id])).length === 1
  }

  async saveCategory(merchantId: string, id: string, c: { name: GoodsTexts; sort: number }): Promise<void> {
    await this.q.query(
      `INSERT INTO goods_categories (id, merchant_id, name, sort) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, sort = EXCLUDED.sort WHERE goods_categories.merchant_id = EXCLUDED.merchant_id`,
      [id, merchantId, JSON.stringify(c.name), c.sort]
    )
  }

  /**
   * The merchant's goods, with their SKUs on sale added up; `q` matches a name in any language or the id;
   * `showId` keeps the goods tied to that show.
   */
  async summaries(
    merchantId: string,
    f: { q?: string; categoryId?: string; showId?: string }
  ): Promise<Array<Omit<AdminGoodsSummary, 'posterUrl'> & { pictures: string[] }>> {
    return this.q.query(
      `SELECT s.id, s.name, s.kind, s.category_id AS "categoryId", s.on_sale AS "onSale", s.pictures,
              (SELECT count(*)::int FROM skus k WHERE k.spu_id = s.id AND k.on_sale) AS "skuCount",
              (SELECT min(k.price_fen)::int FROM skus k WHERE k.spu_id = s.id AND k.on_sale) AS "minPriceFen",
              (SELECT coalesce(sum(k.available), 0)::int FROM skus k WHERE k.spu_id = s.id AND k.on_sale) AS available,
              (SELECT coalesce(sum(k.sold), 0)::int FROM skus k WHERE k.spu_id = s.id) AS sold
         FROM spus s
        WHERE s.merchant_id = $1 AND ($2::text IS NULL OR s.search_text LIKE '%' || lower($2) || '%' OR s.id = $2)
          AND ($3::text IS NULL OR s.category_id = $3)
          AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM spu_shows t WHERE t.spu_id = s.id AND t.show_id = $4))
        ORDER BY s.sort, s.id`,
      [merchantId, f.q ?? null, f.categoryId ?? null, f.showId ?? null]
    )
  }

  async spu(merchantId: string, id: string, lock = false): Promise<AdminSpuRow | undefined> {
    const rows = await this.q.query<AdminSpuRow>(
      `SELECT id, name, description, kind, category_id, on_sale, per_buyer_limit, sort, pictures FROM spus
        WHERE merchant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
      [merchantId, id]
    )
    return rows[0]
  }

  async options(spuId: string): Promise<AdminOptionRow[]> {
    return this.q.query<AdminOptionRow>(
      `SELECT g.id AS group_id, g.name AS group_name, v.id AS value_id, v.name AS value_name
         FROM spu_option_groups g JOIN spu_option_values v ON v.group_id = g.id
        WHERE g.spu_id = $1 ORDER BY g.sort, g.id, v.sort, v.id`,
      [spuId]
    )
  }

  async skus(spuId: string): Promise<AdminGoodsSku[]> {
    return this.q.query<AdminGoodsSku>(`SELECT ${SKU_COLUMNS} FROM skus k WHERE k.spu_id = $1 ORDER BY k.sort, k.id`, [spuId])
  }

  async showIds(spuId: string): Promise<string[]> {
    return (await this.q.query<{ show_id: string }>('SELECT show_id FROM spu_shows WHERE spu_id = $1 ORDER BY sort, show_id', [spuId])).map(
      (r) => r.show_id
    )
  }

  /** Those of these shows that are the merchant's. */
  async ownShowIds(merchantId: string, showIds: string[]): Promise<string[]> {
    if (!showIds.length) return []
    const rows = await this.q.query<{ id: string }>('SELECT id FROM shows WHERE merchant_id = $1 AND id = ANY($2::text[])', [
      merchantId,
      showIds
    ])
    return rows.map((r) => r.id)
  }

  async saveSpu(merchantId: string, id: string, s: SpuFields, now: Date): Promise<void> {
    await this.q.query(
      `INSERT INTO spus (id, merchant_id, category_id, name, description, pictures, kind, on_sale, per_buyer_limit, sort, search_text, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
       ON CONFLICT (id) DO UPDATE SET category_id = EXCLUDED.category_id, name = EXCLUDED.name, description = EXCLUDED.description,
         pictures = EXCLUDED.pictures, kind = EXCLUDED.kind, on_sale = EXCLUDED.on_sale, per_buyer_limit = EXCLUDED.per_buyer_limit,
         sort = EXCLUDED.sort, search_text = EXCLUDED.search_text, updated_at = EXCLUDED.updated_at
       WHERE spus.merchant_id = EXCLUDED.merchant_id`,
      [
        id,
        merchantId,
        s.categoryId,
        JSON.stringify(s.name),
        JSON.stringify(s.description),
        JSON.stringify(s.pictures),
        s.kind,
        s.onSale,
        s.perBuyerLimit,
        s.sort,
        s.searchText,
        now
      ]
    )
  }

  /** The goods' option groups and values become exactly these (ids kept where given again). */
  async replaceOptions(
    spuId: string,
    groups: Array<{ id: string; name: GoodsTexts; values: Array<{ id: string; name: GoodsTexts }> }>
  ): Promise<void> {
    const groupIds = groups.map((g) => g.id)
    const valueIds = groups.flatMap((g) => g.values.map((v) => v.id))
    await this.q.query(
      'DELETE FROM spu_option_values v USING spu_option_groups g WHERE v.group_id = g.id AND g.spu_id = $1 AND NOT (v.id = ANY($2::text[]))',
      [spuId, valueIds]
    )
    await this.q.query('DELETE FROM spu_option_groups WHERE spu_id = $1 AND NOT (id = ANY($2::text[]))', [spuId, groupIds])
    for (const [gi, g] of groups.entries()) {
      await this.q.query(
        `INSERT INTO spu_option_groups (id, spu_id, name, sort) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, sort = EXCLUDED.sort`,
        [g.id, spuId, JSON.stringify(g.name), gi + 1]
      )
      for (const [vi, v] of g.values.entries()) {
        await this.q.query(
          `INSERT INTO spu_option_values (id, group_id, name, sort) VALUES ($1, $2, $3, $4)
           ON CONFLICT (id) DO UPDATE SET group_id = EXCLUDED.group_id, name = EXCLUDED.name, sort = EXCLUDED.sort`,
          [v.id, g.id, JSON.stringify(v.name), vi + 1]
        )
      }
    }
  }

  /** The goods are tied to exactly these shows; among a show's goods they take their own sort's place. */
  async replaceShows(spuId: string, showIds: string[], sort: number): Promise<void> {
    await this.q.query('DELETE FROM spu_shows WHERE spu_id = $1', [spuId])
    if (!showIds.length) return
    await this.q.query('INSERT INTO spu_shows (spu_id, show_id, sort) SELECT $1, unnest($2::text[]), $3', [spuId, showIds, sort])
  }
}
