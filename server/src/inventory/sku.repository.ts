/**
 * The console's writes of goods SKUs as rows (created, repriced, given a new stock, taken off sale), here
 * with the other writers of stock. Each takes a transaction opened by boundedWrite: a stock change waits for
 * the row lock an order's take holds. A SKU is never deleted: orders name it.
 */
import type { BoundedTx } from '../db/bounded-write'

/** What the console sets of a SKU besides its stock. */
export interface SkuFields {
  attributeValueIds: string[]
  priceFen: number
  marketPriceFen: number | null
  pictureUrl: string | null
  onSale: boolean
  sort: number
}

export class SkuRepository {
  constructor(private readonly tx: BoundedTx) {}

  /** A new SKU, all of its stock available. */
  async insert(id: string, spuId: string, f: SkuFields & { capacity: number }): Promise<void> {
    await this.tx.query(
      `INSERT INTO skus (id, spu_id, attribute_value_ids, price_fen, market_price_fen, capacity, available, picture_url, on_sale, sort)
       VALUES ($1, $2, $3::text[], $4, $5, $6, $6, $7, $8, $9)`,
      [id, spuId, f.attributeValueIds, f.priceFen, f.marketPriceFen, f.capacity, f.pictureUrl, f.onSale, f.sort]
    )
  }

  async updateFields(id: string, f: SkuFields): Promise<void> {
    await this.tx.query(
      `UPDATE skus SET attribute_value_ids = $2::text[], price_fen = $3, market_price_fen = $4, picture_url = $5, on_sale = $6, sort = $7
        WHERE id = $1`,
      [id, f.attributeValueIds, f.priceFen, f.marketPriceFen, f.pictureUrl, f.onSale, f.sort]
    )
  }

  /**
   * The stock change in one statement, as a tier's (tier.repository.ts setCapacity): its check (held + sold ≤
   * the new stock) and its write happen under the row lock a take holds. False: below what is held and sold.
   */
  async setCapacity(id: string, capacity: number): Promise<boolean> {
    const rows = await this.tx.query<{ id: string }>(
      'UPDATE skus SET capacity = $2, available = $2 - held - sold WHERE id = $1 AND held + sold <= $2 RETURNING id',
      [id, capacity]
    )
    return rows.length === 1
  }

  /** The goods' SKUs not among these go off sale (left out of a save); their stock and sales stay. */
  async offSaleExcept(spuId: string, keep: string[]): Promise<void> {
    await this.tx.query('UPDATE skus SET on_sale = false WHERE spu_id = $1 AND NOT (id = ANY($2::text[]))', [spuId, keep])
  }
}
