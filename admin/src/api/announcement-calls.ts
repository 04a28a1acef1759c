/** The console's announcement calls (types/api/announcement.ts ADMIN_ANNOUNCEMENT_PATHS, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import { ADMIN_ANNOUNCEMENT_PATHS as P, type AdminAnnouncement, type AnnouncementInput } from '../../../types/api/announcement'
import { adminGet, adminSend } from './admin-client'

const path = (p: string, id?: string) => `${ADMIN_API}${id ? adminPath(p, { id }) : p}`

export const announcements = () => adminGet<AdminAnnouncement[]>(path(P.list))
export const saveAnnouncement = (id: string | null, body: AnnouncementInput) =>
  id ? adminSend<AdminAnnouncement>('PUT', path(P.one, id), body) : adminSend<AdminAnnouncement>('POST', path(P.create), body)
export const withdrawAnnouncement = (id: string) => adminSend<AdminAnnouncement>('POST', path(P.withdraw, id))
