/**
 * The SKU counters (available, held, sold, capacity of skus, migration 075), written by orders here only,
 * as the tier counters are (stock.repository.ts): every method takes a transaction opened by boundedWrite,
 * sorts the SKU ids into the lock order (lock-order.ts) and takes stock under one guard, "available >= n",
 * as a conditional write, never read-then-write. The balance available + held + sold = capacity holds after
 * every statement (075's check keeps it). SKU rows are locked after tier rows when one order has both.
 */
import type { BoundedTx } from '../db/bounded-write'
import { byId, sortedIds } from './lock-order'

/**
 * One change of one SKU's counters: `hold` (available → held) and `sell` (available → sold) take stock
 * under the guard; `sellHeld` (held → sold) settles an unpaid order's hold; `releaseHeld` (held →
 * available) and `returnSold` (sold → available) give units back.
 */
export interface SkuMove {
  skuId: string
  n: number
  move: 'hold' | 'sell' | 'sellHeld' | 'releaseHeld' | 'returnSold'
}

/** The one guard of every take. */
const ENOUGH = 'k.available >= $2'

const MOVE_SQL: Record<SkuMove['move'], string> = {
  hold: `UPDATE skus k SET available = k.available - $2, held = k.held + $2 WHERE k.id = $1 AND ${ENOUGH} RETURNING k.id`,
  sell: `UPDATE skus k SET available = k.available - $2, sold = k.sold + $2 WHERE k.id = $1 AND ${ENOUGH} RETURNING k.id`,
  sellHeld: 'UPDATE skus k SET held = k.held - $2, sold = k.sold + $2 WHERE k.id = $1 AND k.held >= $2 RETURNING k.id',
  releaseHeld: 'UPDATE skus k SET held = k.held - $2, available = k.available + $2 WHERE k.id = $1 AND k.held >= $2 RETURNING k.id',
  returnSold: 'UPDATE skus k SET sold = k.sold - $2, available = k.available + $2 WHERE k.id = $1 AND k.sold >= $2 RETURNING k.id'
}

export class SkuStockRepository {
  constructor(private readonly tx: BoundedTx) {}

  /** Locks these SKU rows in the lock order (FOR NO KEY UPDATE, as tiers: lock-order.ts says why); the ids found. */
  async lockSkus(ids: Iterable<string>): Promise<string[]> {
    const sorted = sortedIds(ids)
    if (!sorted.length) return []
    const rows = await this.tx.query<{ id: string }>(
      'SELECT k.id FROM skus k WHERE k.id = ANY($1::text[]) ORDER BY k.id COLLATE "C" FOR NO KEY UPDATE OF k',
      [sorted]
    )
    return rows.map((r) => r.id)
  }

  /**
   * Applies the moves in the lock order (the rows locked first when there are several). False when a take
   * found too little available, or a release more than was held: the caller's transaction must roll back.
   */
  async move(moves: SkuMove[]): Promise<boolean> {
    const live = moves.filter((m) => m.n > 0)
    if (new Set(live.map((m) => m.skuId)).size > 1) await this.lockSkus(live.map((m) => m.skuId))
    for (const m of [...live].sort((a, b) => byId(a.skuId, b.skuId))) {
      const rows = await this.tx.query(MOVE_SQL[m.move], [m.skuId, m.n])
      if (rows.length !== 1) return false
    }
    return true
  }
}
