/**
 * The tier counters (available, held, sold, capacity of price_tiers), written here only. Every method
 * takes a transaction opened by boundedWrite (a lock it waits for is bounded), sorts the tier ids it is
 * given into the lock order (lock-order.ts), and takes stock under one guard, ON_SALE. The balance
 * available + held + sold = capacity holds after every statement (migration 005's check keeps it).
 */
import type { Statement } from '../db/db'
import type { BoundedTx } from '../db/bounded-write'
import { byId, LOCK_TIERS_IN_ORDER, sortedIds } from './lock-order'

/** The tier had fewer tickets on sale than a take asked for (takeStatements broke the check on available). */
export function isStockShort(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null
  return e?.code === '23514' && e.constraint === 'price_tiers_available_in_range'
}

/** The one guard of every take: enough on sale, and the console has not closed the tier. */
const ON_SALE = (n: string) => `t.available >= ${n} AND NOT t.closed`

/**
 * Tickets coming back to sale from held or sold. A tier the console closed sells no more: what comes back
 * leaves its stock (capacity shrinks) instead of going on sale.
 */
const BACK_TO_SALE = (from: 'held' | 'sold', n: string) =>
  `${from} = t.${from} - ${n}, available = CASE WHEN t.closed THEN t.available ELSE t.available + ${n} END,
   capacity = CASE WHEN t.closed THEN t.capacity - ${n} ELSE t.capacity END`

/**
 * One change of one tier's counters: `hold` (available → held) and `sell` (available → sold) take stock
 * under ON_SALE; `sellHeld` (held → sold) settles a hold; `releaseHeld` and `returnSold` give tickets back.
 */
export interface TierMove {
  tierId: string
  n: number
  move: 'hold' | 'sell' | 'sellHeld' | 'releaseHeld' | 'returnSold'
}

const MOVE_SQL: Record<TierMove['move'], string> = {
  hold: `UPDATE price_tiers t SET available = t.available - $2, held = t.held + $2 WHERE t.id = $1 AND ${ON_SALE('$2')} RETURNING t.id`,
  sell: `UPDATE price_tiers t SET available = t.available - $2, sold = t.sold + $2 WHERE t.id = $1 AND ${ON_SALE('$2')} RETURNING t.id`,
  sellHeld: 'UPDATE price_tiers t SET held = t.held - $2, sold = t.sold + $2 WHERE t.id = $1 RETURNING t.id',
  releaseHeld: `UPDATE price_tiers t SET ${BACK_TO_SALE('held', '$2')} WHERE t.id = $1 RETURNING t.id`,
  returnSold: `UPDATE price_tiers t SET ${BACK_TO_SALE('sold', '$2')} WHERE t.id = $1 RETURNING t.id`
}

/** One tier's stock for new orders, in one statement. */
export interface StockTake {
  tierId: string
  qty: number
  take: 'hold' | 'sell' | 'sellHeld'
}

const TAKE_ORDER: Array<StockTake['take']> = ['hold', 'sell', 'sellHeld']
const TAKE_SQL: Record<StockTake['take'], string> = {
  hold: `UPDATE price_tiers t SET available = CASE WHEN ${ON_SALE('$2')} THEN t.available - $2 ELSE -1 END, held = t.held + $2 WHERE t.id = $1`,
  sell: `UPDATE price_tiers t SET available = CASE WHEN ${ON_SALE('$2')} THEN t.available - $2 ELSE -1 END, sold = t.sold + $2 WHERE t.id = $1`,
  sellHeld: MOVE_SQL.sellHeld
}

export class StockRepository {
  constructor(private readonly tx: BoundedTx) {}

  /** Locks these tier rows in the lock order; the ids found. */
  async lockTiers(ids: Iterable<string>): Promise<string[]> {
    const sorted = sortedIds(ids)
    if (!sorted.length) return []
    const rows = await this.tx.query<{ id: string }>(`SELECT t.id FROM price_tiers t WHERE t.id = ANY($1::text[]) ${LOCK_TIERS_IN_ORDER}`, [
      sorted
    ])
    return rows.map((r) => r.id)
  }

  /** Locks the tiers an order's lines are of, before its holds are sold or released. */
  async lockTiersOfOrder(orderId: string): Promise<string[]> {
    const rows = await this.tx.query<{ id: string }>(
      `SELECT t.id FROM price_tiers t WHERE t.id IN (SELECT i.tier_id FROM order_items i WHERE i.order_id = $1) ${LOCK_TIERS_IN_ORDER}`,
      [orderId]
    )
    return rows.map((r) => r.id)
  }

  /** Locks every tier a package's child orders hold. */
  async lockTiersOfPackage(packageOrderId: string): Promise<void> {
    await this.tx.query(
      `SELECT t.id FROM price_tiers t WHERE t.id IN (SELECT i.tier_id FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.package_order_id = $1) ${LOCK_TIERS_IN_ORDER}`,
      [packageOrderId]
    )
  }

  /** Locks every tier of a session (a seat-map publish recounts them). */
  async lockTiersOfSession(sessionId: string): Promise<void> {
    await this.tx.query(`SELECT t.id FROM price_tiers t WHERE t.session_id = $1 ${LOCK_TIERS_IN_ORDER}`, [sessionId])
  }

  /**
   * Applies the moves in the lock order (the tiers locked first when there are several; moves of one tier
   * in the order given). False when a take found too little on sale: the caller's transaction must roll back.
   */
  async move(moves: TierMove[]): Promise<boolean> {
    const live = moves.filter((m) => m.n > 0)
    if (new Set(live.map((m) => m.tierId)).size > 1) await this.lockTiers(live.map((m) => m.tierId))
    for (const m of [...live].sort((a, b) => byId(a.tierId, b.tierId))) {
      const rows = await this.tx.query(MOVE_SQL[m.move], [m.tierId, m.n])
      if (rows.length !== 1) return false
    }
    return true
  }

  /**
   * The stock of new orders (held; sold for a free order; sold from what was held for it), as statements
   * the transaction ends with (Transaction.commitWith), in the lock order: a tier row is locked only while
   * its statement and the COMMIT run. They cannot answer false, so a take ON_SALE refuses sets available
   * below zero instead, which breaks the price_tiers_available_in_range check and rolls the whole
   * transaction back (isStockShort tells that error apart).
   */
  takeStatements(takes: StockTake[]): Statement[] {
    return [...takes]
      .sort((a, b) => byId(a.tierId, b.tierId) || TAKE_ORDER.indexOf(a.take) - TAKE_ORDER.indexOf(b.take))
      .map((t) => ({ sql: TAKE_SQL[t.take], params: [t.tierId, t.qty] }))
  }

  /** A paid order's held tickets become sold (its tiers locked first: lockTiersOfOrder). */
  async sellHeldOfOrder(orderId: string): Promise<void> {
    await this.tx.query(
      'UPDATE price_tiers t SET held = t.held - i.qty, sold = t.sold + i.qty FROM order_items i WHERE i.order_id = $1 AND i.tier_id = t.id',
      [orderId]
    )
  }

  /** A closed order's held tickets back to sale (its tiers locked first: lockTiersOfOrder). */
  async releaseHeldOfOrder(orderId: string): Promise<void> {
    await this.tx.query(
      `UPDATE price_tiers t SET ${BACK_TO_SALE('held', 'i.qty')} FROM order_items i WHERE i.order_id = $1 AND i.tier_id = t.id`,
      [orderId]
    )
  }

  /**
   * Each tier of the session that has seats, or is mapped, counts its seats again (the tiers locked first:
   * lockTiersOfSession); a tier left without seats is general admission with nothing on sale.
   */
  async recountSeated(
    sessionId: string,
    tierIds: string[]
  ): Promise<Array<{ id: string; capacity: number; available: number; held: number; sold: number }>> {
    return this.tx.query(
      `WITH counts AS (
         SELECT t.id,
                (SELECT count(*) FROM seats s WHERE s.tier_id = t.id AND s.status = 'FREE')::int AS free,
                (SELECT count(*) FROM seats s WHERE s.tier_id = t.id AND s.status = 'HELD')::int AS held,
                (SELECT count(*) FROM seats s WHERE s.tier_id = t.id AND s.status = 'SOLD')::int AS sold
           FROM price_tiers t WHERE t.session_id = $1 AND (t.seated OR t.id = ANY($2::text[]))
       )
       UPDATE price_tiers t SET capacity = c.free + c.held + c.sold, available = c.free, held = c.held, sold = c.sold, seated = c.free + c.held + c.sold > 0
         FROM counts c WHERE t.id = c.id
       RETURNING t.id, t.capacity, t.available, t.held, t.sold`,
      [sessionId, sortedIds(tierIds)]
    )
  }
}
