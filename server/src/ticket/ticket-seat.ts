/** A ticket's seat as the buyer and the door read it: the designer's name when the seat has one (seat-key.ts). */
import { seatLabel, seatNameOf } from '../../../types/rules/seat-key'
import type { Locale } from '../http/texts'
import type { TicketRow } from './ticket.repository'

/** "A区 3排12座" / "A区 · Row 3 · Seat 12", "3排12座" for a seat without a name, '' for general admission. */
export function ticketSeatLabel(
  t: Pick<TicketRow, 'seat_row' | 'seat_col' | 'seat_section' | 'seat_row_label' | 'seat_no'>,
  locale: Locale
): string {
  if (!t.seat_row || !t.seat_col) return ''
  return seatLabel({ row: t.seat_row, col: t.seat_col }, locale, seatNameOf(t.seat_section, t.seat_row_label, t.seat_no))
}
