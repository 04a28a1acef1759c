/** The console's open-show calls (types/api/open-show.ts ADMIN_OPEN_SHOW_PATHS, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import {
  ADMIN_OPEN_SHOW_PATHS as P,
  type AdminOpenShow,
  type AdminRegistration,
  type EntryCheckReply,
  type OpenShowInput,
  type RegistrationState
} from '../../../types/api/open-show'
import { adminGet, adminSend, adminUrl } from './admin-client'

const path = (p: string, id?: string) => `${ADMIN_API}${id ? adminPath(p, { id }) : p}`

export const openShows = () => adminGet<AdminOpenShow[]>(path(P.list))
export const saveOpenShow = (id: string | null, body: OpenShowInput) =>
  id ? adminSend<AdminOpenShow>('PUT', path(P.one, id), body) : adminSend<AdminOpenShow>('POST', path(P.create), body)
export const openShowRegistrations = (id: string, state?: RegistrationState) =>
  adminGet<AdminRegistration[]>(path(P.registrations, id), state ? { state } : undefined)
export const approveRegistration = (id: string) => adminSend<AdminRegistration>('POST', path(P.approve, id))
export const rejectRegistration = (id: string, reason: string) => adminSend<AdminRegistration>('POST', path(P.reject, id), { reason })
/** The show's registrations as CSV, downloaded by the browser with the staff cookie. */
export const openShowCsvUrl = (id: string) => adminUrl(path(P.csv, id))
export const checkInEntryCode = (code: string) => adminSend<EntryCheckReply>('POST', path(P.checkIn), { code })
