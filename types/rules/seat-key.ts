/**
 * A seat within its session is named by its place: row from the stage and seat from the left, as
 * "row-seat" (the seatIds of an order item). The app and the gateway read and write them here.
 */
export interface SeatPlace {
  row: number
  col: number
}

export function seatKey(place: SeatPlace): string {
  return `${place.row}-${place.col}`
}

/** The place a key names, or undefined for anything that is not two positive whole numbers. */
export function parseSeatKey(key: string): SeatPlace | undefined {
  const m = /^([1-9]\d{0,3})-([1-9]\d{0,3})$/.exec(key)
  return m ? { row: Number(m[1]), col: Number(m[2]) } : undefined
}

/**
 * The name the seat-map designer gave a seat (issue #16 item 4): its section's name ("A区", "池座"; may be
 * empty), its row's label ("3", "AA") and its number. Seats without one (maps not drawn in the designer)
 * are named by their place.
 */
export interface SeatName {
  section: string
  row: string
  seat: number
}

const SEAT_WORDS: Record<string, (p: SeatPlace) => string> = {
  'en-US': (p) => `Row ${p.row} Seat ${p.col}`
}

const NAMED_WORDS: Record<string, (n: SeatName) => string> = {
  'en-US': (n) => [n.section, `Row ${n.row}`, `Seat ${n.seat}`].filter(Boolean).join(' · ')
}

/**
 * "3排12座", or "Row 3 Seat 12" in English; with the designer's name "A区 3排12座" (zh-CN, zh-MO) or
 * "A区 · Row 3 · Seat 12" (en-US).
 */
export function seatLabel(place: SeatPlace, locale: string, name?: SeatName | null): string {
  if (name) return NAMED_WORDS[locale]?.(name) ?? [name.section, `${name.row}排${name.seat}座`].filter(Boolean).join(' ')
  return SEAT_WORDS[locale]?.(place) ?? `${place.row}排${place.col}座`
}

/** A seat's name from three nullable columns (seats, order_seats): all three set, or none. */
export function seatNameOf(section: string | null, row: string | null, seat: number | null): SeatName | null {
  return row !== null && seat !== null ? { section: section ?? '', row, seat } : null
}
