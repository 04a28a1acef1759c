/**
 * Which earned points are still unused when they expire. Spending and expiry take the oldest-expiring
 * earnings first (FIFO); a refund's reversal belongs to its own order's earning (already netted in each
 * lot). So the points still to expire by a date are the lots expiring by then, less what spending and
 * earlier expiries already took from the front of the queue.
 */
import type { PointsLot } from './member.repository'

export function unusedOfLots(lots: readonly PointsLot[], consumed: number): { points: number; earliest?: Date } {
  let taken = Math.max(0, consumed)
  let points = 0
  let earliest: Date | undefined
  for (const lot of lots) {
    const take = Math.min(lot.net, taken)
    taken -= take
    const left = lot.net - take
    if (left > 0) {
      points += left
      earliest ??= lot.expires_at
    }
  }
  return { points, earliest }
}
