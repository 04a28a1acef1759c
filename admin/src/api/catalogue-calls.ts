/** Typed catalogue calls (types/api/catalogue-admin.ts CATALOGUE_PATHS; issue #16 item 3). */
import { adminPath } from '../../../types/api/staff'
import {
  CATALOGUE_PATHS,
  POSTER_UPLOAD,
  type AdminHall,
  type AdminShow,
  type AdminShowSummary,
  type AdminShowsQuery,
  type AdminTier,
  type AdminVenue,
  type CatalogueOptionsReply,
  type HallInput,
  type SessionInput,
  type ShowInput,
  type ShowRebookSetting,
  type TierInput,
  type TierUpdate,
  type VenueInput
} from '../../../types/api/catalogue-admin'
import type { RefundRule } from '../../../types/rules/refund-rule'
import { adminGet, adminSend } from './admin-client'

export const catalogueOptions = () => adminGet<CatalogueOptionsReply>(CATALOGUE_PATHS.options)
/** The venues list's query key: the venues page, the show editor and the site-code picker read under it. */
export const VENUES_KEY = ['catalogue', 'venues'] as const
export const venues = () => adminGet<AdminVenue[]>(CATALOGUE_PATHS.venues)
export const saveVenue = (id: string | null, v: VenueInput) =>
  id ? adminSend<AdminVenue>('PUT', adminPath(CATALOGUE_PATHS.venue, { id }), v) : adminSend<AdminVenue>('POST', CATALOGUE_PATHS.venues, v)
export const addHall = (venueId: string, h: HallInput) => adminSend<AdminHall>('POST', adminPath(CATALOGUE_PATHS.halls, { id: venueId }), h)
export const saveHall = (id: string, h: HallInput) => adminSend<AdminHall>('PUT', adminPath(CATALOGUE_PATHS.hall, { id }), h)
export const shows = (q: AdminShowsQuery) =>
  adminGet<AdminShowSummary[]>(CATALOGUE_PATHS.shows, { q: q.q, listing: q.listing, cityId: q.cityId })
export const show = (id: string) => adminGet<AdminShow>(adminPath(CATALOGUE_PATHS.show, { id }))
export const saveShow = (id: string | null, s: ShowInput) =>
  id ? adminSend<AdminShow>('PUT', adminPath(CATALOGUE_PATHS.show, { id }), s) : adminSend<AdminShow>('POST', CATALOGUE_PATHS.shows, s)
export const addSession = (showId: string, s: SessionInput) =>
  adminSend<AdminShow>('POST', adminPath(CATALOGUE_PATHS.sessions, { id: showId }), s)
export const saveSession = (id: string, s: SessionInput) => adminSend<AdminShow>('PUT', adminPath(CATALOGUE_PATHS.session, { id }), s)
export const addTier = (sessionId: string, t: TierInput) =>
  adminSend<AdminTier>('POST', adminPath(CATALOGUE_PATHS.tiers, { id: sessionId }), t)
export const updateTier = (id: string, t: TierUpdate) => adminSend<AdminTier>('PUT', adminPath(CATALOGUE_PATHS.tier, { id }), t)
export const closeTier = (id: string) => adminSend<AdminTier>('POST', adminPath(CATALOGUE_PATHS.tierClose, { id }))
export const deleteTier = (id: string) => adminSend<null>('DELETE', adminPath(CATALOGUE_PATHS.tier, { id }))
/** The show's poster: one image file sent as multipart; the answer is the show with its new posterUrl. */
export function uploadPoster(showId: string, file: File): Promise<AdminShow> {
  const form = new FormData()
  form.append(POSTER_UPLOAD.field, file, file.name)
  return adminSend<AdminShow>('PUT', adminPath(CATALOGUE_PATHS.poster, { id: showId }), form)
}
export const removePoster = (showId: string) => adminSend<AdminShow>('DELETE', adminPath(CATALOGUE_PATHS.poster, { id: showId }))
/** The show's refund rule: the answer is the show with the rule now in force. */
// Rebooking.
export const saveRebook = (showId: string, setting: ShowRebookSetting) =>
  adminSend<AdminShow>('PUT', adminPath(CATALOGUE_PATHS.rebook, { id: showId }), setting)
export const saveRefundRule = (showId: string, rule: RefundRule) =>
  adminSend<AdminShow>('PUT', adminPath(CATALOGUE_PATHS.refundRule, { id: showId }), rule)
