/**
 * Choosing seats on the map (product.md section 5 "Audience and tickets"): only free seats, no more than
 * the show's per-order limit; the choice becomes one order item per price zone.
 */
import type { SeatMap } from '../../../../types/api/show'
import { seatKey } from '../../../../types/rules/seat-key'
import type { SeatSelection } from '../../../utils/seat-param'

export type SeatIndex = Map<string, { zone: number; state: number }>

export function indexSeats(map: SeatMap): SeatIndex {
  return new Map(map.seats.map(([row, col, zone, state]) => [seatKey({ row, col }), { zone, state }]))
}

export type ToggleResult = { selected: string[] } | { selected: string[]; refused: 'unavailable' | 'limit' }

export function toggleSeat(selected: readonly string[], key: string, index: SeatIndex, limit: number): ToggleResult {
  if (selected.includes(key)) return { selected: selected.filter((k) => k !== key) }
  const seat = index.get(key)
  if (!seat || seat.state !== 0) return { selected: [...selected], refused: 'unavailable' }
  if (selected.length >= limit) return { selected: [...selected], refused: 'limit' }
  return { selected: [...selected, key] }
}

/** After the map is reloaded: the chosen seats someone else has taken meanwhile drop out. */
export function stillFree(selected: readonly string[], index: SeatIndex): string[] {
  return selected.filter((k) => index.get(k)?.state === 0)
}

export function selectionItems(map: SeatMap, index: SeatIndex, selected: readonly string[]): SeatSelection {
  return map.zones
    .map((z, zone) => ({ seatPlanId: z.seatPlanId, seatIds: selected.filter((k) => index.get(k)?.zone === zone) }))
    .filter((i) => i.seatIds.length > 0)
}

export function selectionTotal(map: SeatMap, index: SeatIndex, selected: readonly string[]): number {
  return selected.reduce((sum, k) => sum + (map.zones[index.get(k)?.zone ?? -1]?.price ?? 0), 0)
}
