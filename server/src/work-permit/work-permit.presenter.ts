/** Work permits as the app and the console read them: rows never go out as they are. */
import { textIn, type Locale } from '../http/texts'
import { maskIdNo } from '../../../types/rules/account-rules'
import type { AdminWorkPermit, WorkPermitShow, WorkPermitView } from '../../../types/api/work-permit'
import type { WorkPermitRow, WorkPermitShowRow } from './work-permit.repository'

export function presentPermitShow(row: WorkPermitShowRow, locale: Locale): WorkPermitShow {
  return {
    showId: row.id,
    name: textIn(row.name, locale),
    venueName: textIn(row.venue_name, locale),
    firstSession: new Date(row.first_session).toISOString(),
    lastSession: new Date(row.last_session).toISOString()
  }
}

/** The applicant's view: the ID number masked, the door code only once approved. */
export function presentPermit(row: WorkPermitRow, locale: Locale, code: string | null): WorkPermitView {
  return {
    permitId: row.id,
    showId: row.show_id,
    showName: textIn(row.show_name, locale),
    name: row.name,
    idNumber: maskIdNo(row.id_number),
    company: row.company,
    role: row.role,
    photoUrl: row.photo_url,
    state: row.state,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    code: row.state === 'APPROVED' ? code : null
  }
}

export function presentAdminPermit(row: WorkPermitRow, locale: Locale): AdminWorkPermit {
  return {
    permitId: row.id,
    showId: row.show_id,
    showName: textIn(row.show_name, locale),
    name: row.name,
    idType: row.id_type,
    idNumber: row.id_number,
    cellphone: `+${row.country_code} ${row.cellphone}`,
    company: row.company,
    role: row.role,
    photoUrl: row.photo_url,
    state: row.state,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null
  }
}
