/** The door's sessions as the console lists them (a ticket at the door: ticket/check-in.presenter.ts). */
import type { DoorSession } from '../../../types/api/door'
import { textIn, type Locale } from '../http/texts'
import type { DoorSessionRow } from './door.repository'

export function presentDoorSession(row: DoorSessionRow, locale: Locale): DoorSession {
  return {
    id: row.id,
    showId: row.show_id,
    showName: textIn(row.show_name, locale),
    sessionName: textIn(row.session_name, locale),
    start: row.starts_at.toISOString(),
    venueName: textIn(row.venue_name, locale)
  }
}
