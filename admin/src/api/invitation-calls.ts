/** The console's invitation calls (types/api/binding.ts ADMIN_INVITATION_PATHS, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import {
  ADMIN_INVITATION_PATHS,
  ADMIN_REAL_NAME_PATHS,
  type AdminInvitationBatch,
  type AdminInvitationCreate,
  type ShowRealNameSettings
} from '../../../types/api/binding'
import { adminGet, adminSend, adminUrl } from './admin-client'

const path = (p: string, id?: string) => `${ADMIN_API}${id ? adminPath(p, { id }) : p}`

export const invitationBatches = () => adminGet<AdminInvitationBatch[]>(path(ADMIN_INVITATION_PATHS.list))
export const createInvitationBatch = (body: AdminInvitationCreate) =>
  adminSend<AdminInvitationBatch>('POST', path(ADMIN_INVITATION_PATHS.create), body)
export const voidInvitationBatch = (id: string) => adminSend<AdminInvitationBatch>('POST', path(ADMIN_INVITATION_PATHS.void, id))
/** The batch's codes as CSV, downloaded by the browser with the staff cookie. */
export const invitationCsvUrl = (id: string) => adminUrl(path(ADMIN_INVITATION_PATHS.csv, id))

/** The show's real-name-after-purchase setting (types/api/binding.ts ADMIN_REAL_NAME_PATHS). */
export const realNameSettings = (showId: string) => adminGet<ShowRealNameSettings>(path(ADMIN_REAL_NAME_PATHS.settings, showId))
export const saveRealNameSettings = (showId: string, s: ShowRealNameSettings) =>
  adminSend<ShowRealNameSettings>('PUT', path(ADMIN_REAL_NAME_PATHS.settings, showId), s)
