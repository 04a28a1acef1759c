/**
 * The names the console's seat-map designer gave the seats (issue #16 item 4: "seat names from the
 * designer reach the buyer"), read from the seat map's compact form (types/api/show.ts SeatMap sections
 * and names). A map not drawn in the designer has none: seats are then named by their place (3排12座).
 */
import type { SeatMap } from '../../../../types/api/show'
import { seatKey, seatLabel, type SeatName, type SeatPlace } from '../../../../types/rules/seat-key'

/** Each named seat's name, by seat key ("row-col"). */
export function seatNames(map: Pick<SeatMap, 'seats' | 'sections' | 'names'>): Map<string, SeatName> {
  const out = new Map<string, SeatName>()
  if (!map.names) return out
  map.seats.forEach(([row, col], i) => {
    const n = map.names?.[i]
    if (n) out.set(seatKey({ row, col }), { section: map.sections?.[n[0]] ?? '', row: n[1], seat: n[2] })
  })
  return out
}

/** "A区 3排12座" / "A区 · Row 3 · Seat 12" for a named seat, else its place's label. */
export function pickedSeatLabel(place: SeatPlace, names: ReadonlyMap<string, SeatName>, locale: string): string {
  return seatLabel(place, locale, names.get(seatKey(place)))
}

/** Longest row label the gutter has room for; longer ones leave the gutter showing the grid row. */
const GUTTER_LABEL_MAX = 3

/**
 * The label the row gutter shows for each grid row: the designer's row label when every named seat of
 * that grid row has the same one (sections side by side with the same row letters), else none.
 */
export function gridRowLabels(map: Pick<SeatMap, 'seats' | 'names'>): Map<number, string> {
  const seen = new Map<number, string | null>()
  map.seats.forEach(([row], i) => {
    const label = map.names?.[i]?.[1]
    if (label === undefined) return
    const before = seen.get(row)
    seen.set(row, before === undefined || before === label ? label : null)
  })
  const out = new Map<number, string>()
  for (const [row, label] of seen) if (label !== null && label.length <= GUTTER_LABEL_MAX) out.set(row, label)
  return out
}
