/**
 * The one way to write stock: the tier counters, the seats, the console's tier rows, and for goods the SKU
 * counters orders move and the console's SKU rows, bound to a transaction that boundedWrite opened. A plain
 * db.transaction does not type-check here, so no path can move stock without the wait bound.
 */
import type { BoundedTx } from '../db/bounded-write'
import { SeatStockRepository } from './seat-stock.repository'
import { StockRepository } from './stock.repository'
import { SkuStockRepository } from './sku-stock.repository'
import { TierRepository } from './tier.repository'
import { SkuRepository } from './sku.repository'

export interface Inventory {
  stock: StockRepository
  seats: SeatStockRepository
  tiers: TierRepository
  /** The SKU counters goods orders hold, sell and give back (one guard, sorted locks). */
  skuStock: SkuStockRepository
  /** The console's SKU rows. */
  skus: SkuRepository
}

export function inventoryOn(tx: BoundedTx): Inventory {
  return {
    stock: new StockRepository(tx),
    seats: new SeatStockRepository(tx),
    tiers: new TierRepository(tx),
    skuStock: new SkuStockRepository(tx),
    skus: new SkuRepository(tx)
  }
}
