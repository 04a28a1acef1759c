/** GET /show/pub/v1/site_codes/:code: the venue a site code names and its shows on sale. */
import type { ShowCard } from './show'

export interface SiteCodeVenue {
  venueId: string
  venueName: string
  venueAddress: string
  cityId: string
  cityName: string
}

export interface SiteCodeReply {
  /** The code as the gateway compared it (upper-cased, trimmed). */
  siteCode: string
  /** null: no venue of this shop has the code; the page explains instead of showing shows. */
  venue: SiteCodeVenue | null
  /** The venue's shows on sale with a session still ahead, soonest first. */
  shows: ShowCard[]
}

export const siteCodePath = (code: string) => `/show/pub/v1/site_codes/${encodeURIComponent(code)}`
