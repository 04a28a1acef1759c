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

const SEAT_WORDS: Record<string, (p: SeatPlace) => string> = {
  'en-US': (p) => `Row ${p.row} Seat ${p.col}`
}

/** "3排12座", or "Row 3 Seat 12" in English. */
export function seatLabel(place: SeatPlace, locale: string): string {
  return SEAT_WORDS[locale]?.(place) ?? `${place.row}排${place.col}座`
}
