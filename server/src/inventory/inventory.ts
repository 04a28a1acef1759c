/**
 * The one way to write stock: the tier counters, the seats, the console's tier rows and the SKU counters of
 * goods orders, bound to a transaction that boundedWrite opened. A plain db.transaction does not type-check here, so no path can
 * move stock without the wait bound.
 */
import type { BoundedTx } from '../db/bounded-write'
import { SeatStockRepository } from './seat-stock.repository'
import { StockRepository } from './stock.repository'
import { SkuStockRepository } from './sku-stock.repository'
import { TierRepository } from './tier.repository'

export interface Inventory {
  stock: StockRepository
  seats: SeatStockRepository
  tiers: TierRepository
  skus: SkuStockRepository
}

export function inventoryOn(tx: BoundedTx): Inventory {
  return {
    stock: new StockRepository(tx),
    seats: new SeatStockRepository(tx),
    tiers: new TierRepository(tx),
    skus: new SkuStockRepository(tx)
  }
}
