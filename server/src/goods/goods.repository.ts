/**
 * The SQL of the buyer's catalogue: goods (SPUs) with their option groups and SKUs, categories, the goods
 * tied to a show. Reads only; SKU stock is written by the inventory module.
 */
import type { Queryable } from '../db/db'
import { likeEscaped } from '../db/like-escaped'
import type { Texts } from '../http/texts'
import type { GoodsKind } from '../../../types/api/goods'

export interface SpuRow {
  id: string
  merchant_id: string
  category_id: string | null
  category_name: Texts | null
  name: Texts
  description: Texts
  pictures: string[]
  kind: GoodsKind
  on_sale: boolean
  per_buyer_limit: number | null
  /** The first show the goods are tied to (by the tie's sort). */
  show_id: string | null
}

export interface SkuRow {
  id: string
  spu_id: string
  attribute_value_ids: string[]
  price_fen: number
  market_price_fen: number | null
  available: number
  picture_url: string | null
  on_sale: boolean
}

export interface OptionValueRow {
  id: string
  group_id: string
  group_name: Texts
  name: Texts
}

/** A goods card's row: the SPU and what its SKUs on sale add up to. */
export interface GoodsCardRow {
  id: string
  name: Texts
  pictures: string[]
  kind: GoodsKind
  min_price_fen: number
  min_market_price_fen: number | null
  in_stock: boolean
}

export interface GoodsCategoryRow {
  id: string
  name: Texts
}

export interface GoodsFilter {
  merchantId: string
  categoryId?: string
  /** Lower-cased. */
  keyword?: string
  showId?: string
  offset: number
  length: number
}

/**
 * Goods a buyer can see: on sale, with at least one SKU on sale. The card's price is the cheapest such SKU,
 * its market price that SKU's, sold out when none of them has stock.
 */
const CARD_FROM = `FROM spus s
  JOIN LATERAL (
    SELECT min(k.price_fen)::int AS min_price_fen,
           (array_agg(k.market_price_fen ORDER BY k.price_fen, k.sort, k.id))[1] AS min_market_price_fen,
           bool_or(k.available > 0) AS in_stock
      FROM skus k WHERE k.spu_id = s.id AND k.on_sale
  ) m ON m.min_price_fen IS NOT NULL`

/** Goods buyers browse: on sale, and not a ticket stub (stubs are offered from the ticket, ticket-stub/). */
const LISTED = "s.on_sale AND s.kind <> 'STUB'"

const CARD_COLUMNS = 's.id, s.name, s.pictures, s.kind, m.min_price_fen, m.min_market_price_fen, m.in_stock'

/** LIKE's own characters in a keyword match themselves. */

export class GoodsRepository {
  constructor(private readonly db: Queryable) {}

  /** One goods of the merchant, on sale or not (the caller decides what a buyer may see). */
  async spu(merchantId: string, spuId: string): Promise<SpuRow | undefined> {
    const rows = await this.db.query<SpuRow>(
      `SELECT s.id, s.merchant_id, s.category_id, c.name AS category_name, s.name, s.description, s.pictures, s.kind,
              s.on_sale, s.per_buyer_limit,
              (SELECT t.show_id FROM spu_shows t WHERE t.spu_id = s.id ORDER BY t.sort, t.show_id LIMIT 1) AS show_id
         FROM spus s LEFT JOIN goods_categories c ON c.id = s.category_id
        WHERE s.merchant_id = $1 AND s.id = $2`,
      [merchantId, spuId]
    )
    return rows[0]
  }

  async skus(spuId: string): Promise<SkuRow[]> {
    return this.db.query<SkuRow>(
      `SELECT k.id, k.spu_id, k.attribute_value_ids, k.price_fen, k.market_price_fen, k.available, k.picture_url, k.on_sale
         FROM skus k WHERE k.spu_id = $1 ORDER BY k.sort, k.id`,
      [spuId]
    )
  }

  /** The SPU's option values with their groups, in the groups' order then the values'. */
  async optionValues(spuId: string): Promise<OptionValueRow[]> {
    return this.db.query<OptionValueRow>(
      `SELECT v.id, v.group_id, g.name AS group_name, v.name
         FROM spu_option_groups g JOIN spu_option_values v ON v.group_id = g.id
        WHERE g.spu_id = $1 ORDER BY g.sort, g.id, v.sort, v.id`,
      [spuId]
    )
  }

  /** A page of the merchant's visible goods, and how many match in all. */
  async cards(f: GoodsFilter): Promise<{ rows: GoodsCardRow[]; total: number }> {
    const params: unknown[] = [f.merchantId]
    const where = ['s.merchant_id = $1', LISTED]
    if (f.categoryId) {
      params.push(f.categoryId)
      where.push(`s.category_id = $${params.length}`)
    }
    if (f.keyword) {
      params.push(`%${likeEscaped(f.keyword)}%`)
      where.push(`s.search_text LIKE $${params.length}`)
    }
    if (f.showId) {
      params.push(f.showId)
      where.push(`EXISTS (SELECT 1 FROM spu_shows t WHERE t.spu_id = s.id AND t.show_id = $${params.length})`)
    }
    params.push(f.offset, f.length)
    const rows = await this.db.query<GoodsCardRow & { total: number }>(
      `SELECT ${CARD_COLUMNS}, (count(*) OVER ())::int AS total ${CARD_FROM}
        WHERE ${where.join(' AND ')}
        ORDER BY s.sort, s.id OFFSET $${params.length - 1} LIMIT $${params.length}`,
      params
    )
    return { rows, total: rows[0]?.total ?? 0 }
  }

  /** The visible goods among these ids, in no particular order (the caller orders them). */
  async cardsByIds(merchantId: string, spuIds: string[]): Promise<GoodsCardRow[]> {
    if (!spuIds.length) return []
    return this.db.query<GoodsCardRow>(
      `SELECT ${CARD_COLUMNS} ${CARD_FROM} WHERE s.merchant_id = $1 AND ${LISTED} AND s.id = ANY($2::text[])`,
      [merchantId, spuIds]
    )
  }

  /** The visible goods tied to a show of the merchant, in the ties' order. */
  async cardsOfShow(merchantId: string, showId: string): Promise<GoodsCardRow[]> {
    return this.db.query<GoodsCardRow>(
      `SELECT ${CARD_COLUMNS} ${CARD_FROM} JOIN spu_shows t ON t.spu_id = s.id AND t.show_id = $2
        WHERE s.merchant_id = $1 AND ${LISTED} ORDER BY t.sort, s.sort, s.id`,
      [merchantId, showId]
    )
  }

  /** The merchant's categories that hold visible goods. */
  async categories(merchantId: string): Promise<GoodsCategoryRow[]> {
    return this.db.query<GoodsCategoryRow>(
      `SELECT c.id, c.name FROM goods_categories c
        WHERE c.merchant_id = $1
          AND EXISTS (SELECT 1 FROM spus s JOIN skus k ON k.spu_id = s.id AND k.on_sale WHERE s.category_id = c.id AND ${LISTED})
        ORDER BY c.sort, c.id`,
      [merchantId]
    )
  }
}
