/** The console's on-site sale calls (types/api/venue-purchase.ts ADMIN_ONSITE_PATHS, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import { ADMIN_ONSITE_PATHS, type AdminOnSiteShow, type OnSiteSettings } from '../../../types/api/venue-purchase'
import { adminGet, adminSend } from './admin-client'

export const onSiteShows = () => adminGet<AdminOnSiteShow[]>(`${ADMIN_API}${ADMIN_ONSITE_PATHS.list}`)
export const saveOnSite = (showId: string, body: OnSiteSettings) =>
  adminSend<AdminOnSiteShow>('PUT', `${ADMIN_API}${adminPath(ADMIN_ONSITE_PATHS.one, { showId })}`, body)
