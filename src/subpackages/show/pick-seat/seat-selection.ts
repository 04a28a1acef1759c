/**
 * Choosing seats on the map (product.md section 5 "Audience and tickets"): only free seats, no more than
 * the show's per-order limit, and with a zone filter on only seats of that zone (issue #14: "with a zone
 * filter on, a seat in a dimmed zone can still be picked"); the choice becomes one order item per price
 * zone.
 */
import type { SeatMap } from '../../../../types/api/show'
import { seatKey } from '../../../../types/rules/seat-key'
import type { SeatSelection } from '../../../utils/seat-param'

export type SeatIndex = Map<string, { zone: number; state: number }>

export function indexSeats(map: SeatMap): SeatIndex {
  return new Map(map.seats.map(([row, col, zone, state]) => [seatKey({ row, col }), { zone, state }]))
}

export type ToggleResult =
  | { selected: string[] }
  | { selected: string[]; refused: 'unavailable' | 'limit' }
  /** The seat is in another zone than the filter's: the page says which zone each is. */
  | { selected: string[]; refused: 'filtered'; seatZone: number; filterZone: number }

/**
 * A tap on a seat. `zone` is the zone filter (undefined: all zones). A chosen seat can always be let go,
 * even one of another zone chosen before the filter was switched: the buyer must be able to undo it.
 */
export function toggleSeat(selected: readonly string[], key: string, index: SeatIndex, limit: number, zone?: number): ToggleResult {
  if (selected.includes(key)) return { selected: selected.filter((k) => k !== key) }
  const seat = index.get(key)
  if (!seat || seat.state !== 0) return { selected: [...selected], refused: 'unavailable' }
  if (zone !== undefined && seat.zone !== zone)
    return { selected: [...selected], refused: 'filtered', seatZone: seat.zone, filterZone: zone }
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

/** The first row with a seat of the zone (where the map opens for a buyer who chose that price). */
export function firstRowOfZone(map: SeatMap, zone: number): number | undefined {
  let first: number | undefined
  for (const [row, , z] of map.seats) if (z === zone && (first === undefined || row < first)) first = row
  return first
}
