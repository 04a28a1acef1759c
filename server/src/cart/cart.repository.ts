/** SQL of the buyer's cart (076_goods_orders.sql cart_lines), with what its lines show of their SKUs. */
import type { Queryable } from '../db/db'
import type { GoodsKind } from '../../../types/api/goods'

/** A SKU as the cart checks it. */
export interface CartSkuRow {
  id: string
  merchant_id: string
  spu_on_sale: boolean
  sku_on_sale: boolean
  available: number
  per_buyer_limit: number | null
  kind: GoodsKind
}

/** A cart line with its SKU and SPU; the SKU's columns are null when it is gone. */
export interface CartLineRow {
  sku_id: string
  qty: number
  selected: boolean
  spu_id: string | null
  name: Record<string, string> | null
  attribute_names: Array<Record<string, string>> | null
  picture_url: string | null
  price_fen: number | null
  available: number | null
  spu_on_sale: boolean | null
  sku_on_sale: boolean | null
}

export class CartRepository {
  constructor(private readonly db: Queryable) {}

  async sku(skuId: string): Promise<CartSkuRow | undefined> {
    return (
      await this.db.query<CartSkuRow>(
        `SELECT k.id, s.merchant_id, s.on_sale AS spu_on_sale, k.on_sale AS sku_on_sale, k.available, s.per_buyer_limit, s.kind
           FROM skus k JOIN spus s ON s.id = k.spu_id WHERE k.id = $1`,
        [skuId]
      )
    )[0]
  }

  /** The units in the buyer's cart at this merchant. */
  async units(userId: string, merchantId: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      'SELECT COALESCE(SUM(qty), 0)::int AS n FROM cart_lines WHERE user_id = $1 AND merchant_id = $2',
      [userId, merchantId]
    )
    return row.n
  }

  async lineCount(userId: string, merchantId: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_lines WHERE user_id = $1 AND merchant_id = $2', [
      userId,
      merchantId
    ])
    return row.n
  }

  async qtyOf(userId: string, skuId: string): Promise<number | undefined> {
    return (await this.db.query<{ qty: number }>('SELECT qty FROM cart_lines WHERE user_id = $1 AND sku_id = $2', [userId, skuId]))[0]?.qty
  }

  /** The buyer's lines, newest first, with their SKUs as they are now. */
  async lines(userId: string, merchantId: string): Promise<CartLineRow[]> {
    return this.db.query<CartLineRow>(
      `SELECT c.sku_id, c.qty, c.selected, k.spu_id, s.name, k.price_fen, k.available, s.on_sale AS spu_on_sale, k.on_sale AS sku_on_sale,
              CASE WHEN k.id IS NULL THEN NULL ELSE COALESCE(k.picture_url, s.pictures->>0, '') END AS picture_url,
              CASE WHEN k.id IS NULL THEN NULL ELSE
                COALESCE((SELECT jsonb_agg(v.name ORDER BY g.sort, g.id) FROM spu_option_values v JOIN spu_option_groups g ON g.id = v.group_id
                           WHERE v.id = ANY(k.attribute_value_ids)), '[]'::jsonb) END AS attribute_names
         FROM cart_lines c LEFT JOIN skus k ON k.id = c.sku_id LEFT JOIN spus s ON s.id = k.spu_id
        WHERE c.user_id = $1 AND c.merchant_id = $2 ORDER BY c.added_at DESC, c.sku_id`,
      [userId, merchantId]
    )
  }

  /** Adds units to the line (ticked), or the line when the cart had none of the SKU. */
  async add(userId: string, merchantId: string, skuId: string, qty: number, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO cart_lines (user_id, merchant_id, sku_id, qty, selected, added_at, updated_at) VALUES ($1, $2, $3, $4, true, $5, $5)
       ON CONFLICT (user_id, sku_id) DO UPDATE SET qty = cart_lines.qty + EXCLUDED.qty, selected = true, updated_at = EXCLUDED.updated_at`,
      [userId, merchantId, skuId, qty, now]
    )
  }

  /** Sets the line's quantity, adding the line (ticked) when the cart had none of the SKU. */
  async put(userId: string, merchantId: string, skuId: string, qty: number, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO cart_lines (user_id, merchant_id, sku_id, qty, selected, added_at, updated_at) VALUES ($1, $2, $3, $4, true, $5, $5)
       ON CONFLICT (user_id, sku_id) DO UPDATE SET qty = EXCLUDED.qty, updated_at = EXCLUDED.updated_at`,
      [userId, merchantId, skuId, qty, now]
    )
  }

  /** Ticks or unticks the line; false when the cart has no such line. */
  async select(userId: string, merchantId: string, skuId: string, selected: boolean, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE cart_lines SET selected = $4, updated_at = $5 WHERE user_id = $1 AND merchant_id = $2 AND sku_id = $3 RETURNING sku_id',
      [userId, merchantId, skuId, selected, now]
    )
    return rows.length === 1
  }

  async remove(userId: string, merchantId: string, skuIds: string[]): Promise<void> {
    await this.db.query('DELETE FROM cart_lines WHERE user_id = $1 AND merchant_id = $2 AND sku_id = ANY($3::text[])', [
      userId,
      merchantId,
      skuIds
    ])
  }
}
