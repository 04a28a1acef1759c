/**
 * A dearer rebook ends unpaid: CANCELLED by its buyer, EXPIRED past its pay deadline (the sweeper, or the
 * payment that arrives too late and finds it due), or CANCELLED by its own payment when the paid move
 * cannot be made (rebook-applied.ts failed under the settlement). The compensation of holding it
 * (RebookService.apply for a dearer rebook), as order-closed.ts is of creating an order. It runs in the
 * caller's bounded write, the order row locked; the first write is the guard, so it gives back once
 * whatever runs at the same time. Money that still arrives for it is queued back by the payment side.
 */
import type { Queryable } from '../db/db'
import type { BoundedTx } from '../db/bounded-write'
import { inventoryOn } from '../inventory/inventory'
import type { SeatPlace } from '../../../types/rules/seat-key'
import type { RebookStores } from '../rebook/rebook.service'
import type { HoldRow } from '../rebook/rebook-hold.repository'
import type { CloseRebook } from '../rebook/rebook-move'

export interface RebookClosedDeps {
  stores: (q: Queryable) => RebookStores
}

/** How many holds share a key, in key order (the tier rows' lock order). */
function countBy(holds: HoldRow[], key: (h: HoldRow) => string): Array<[string, number]> {
  const m = new Map<string, number>()
  for (const h of holds) m.set(key(h), (m.get(key(h)) ?? 0) + 1)
  return [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}
const seatOf = (h: HoldRow): SeatPlace[] => (h.seat_row !== null && h.seat_col !== null ? [{ row: h.seat_row, col: h.seat_col }] : [])

export function rebookClosed(d: RebookClosedDeps): CloseRebook {
  return async (tx: BoundedTx, rebook, state, now) => {
    const s = d.stores(tx)
    const inv = inventoryOn(tx)
    // 1. PENDING → CANCELLED or EXPIRED: the guard.
    if (!(await s.holds.end(rebook.id, state, now))) return false
    // 2. Its tickets (locked by id) are free again to refund, transfer or rebook.
    const holds = await s.holds.holdsOf(rebook.id)
    await s.holds.lockTickets(holds.map((h) => h.old_ticket_id))
    await s.holds.unmarkTickets(rebook.id)
    // 3. The seats held for it back on sale, then the held stock (tier rows by id).
    const tiers = countBy(holds, (h) => h.to_tier_id)
    for (const [tierId] of tiers) {
      await inv.seats.releaseHeldAt(rebook.order_id, rebook.to_session_id, holds.filter((h) => h.to_tier_id === tierId).flatMap(seatOf))
    }
    await inv.stock.move(tiers.map(([tierId, n]) => ({ tierId, n, move: 'releaseHeld' as const })))
    return tiers.map(([id]) => id)
  }
}
