/** The console's seat-map designer calls (issue #16 item 4). Staff, roles and the envelope: staff.ts. */
import type { HallMap } from '../rules/hall-map'
import { ADMIN_API } from './staff'

// ---- seat-map designer (issue #16 item 4; owner, operator) ------------------------------------------
// A hall's map belongs to the hall (the catalogue's halls, migration 030): renaming the hall keeps it.
// The draft is validated as a whole on PUT (SEAT_MAP_INVALID names the problem). Publishing writes the
// session's seats from the saved draft, each zone's seats into the tier the call maps it to, with the
// names the designer gave them (section, row label, number: what buyers see); the session is then held
// in this hall (a session of another hall is SEAT_MAP_SESSION_HALL). A seat held or sold in that session
// cannot be removed, moved to another tier, made unavailable or renamed (SEAT_MAP_LOCKED_SEATS names them).

export const SEAT_MAP_PATHS = {
  halls: `${ADMIN_API}/seat-maps`, // GET venues and their halls (with their maps' figures)
  hall: `${ADMIN_API}/seat-maps/:venueId/halls/:hallId`, // GET, PUT the draft
  hallSessions: `${ADMIN_API}/seat-maps/:venueId/halls/:hallId/sessions`, // GET the venue's seat-picked sessions held in this hall or in none yet
  hallPublish: `${ADMIN_API}/seat-maps/:venueId/halls/:hallId/publish` // POST SeatMapPublishRequest
} as const

export interface SeatMapVenue {
  id: string
  name: string
  /** Every hall of the venue; seatCount 0 and updatedAt null while it has no map. */
  halls: Array<{ hallId: string; hallName: string; seatCount: number; updatedAt: string | null; publishedSessions: number }>
}

export interface HallMapDraft {
  venueId: string
  hallId: string
  /** In the request's language. */
  hallName: string
  map: HallMap
  /** ISO 8601; null when nothing is saved yet. */
  updatedAt: string | null
}

export interface SeatMapSessionTier {
  id: string
  name: string
  priceFen: number
  seated: boolean
}

export interface SeatMapSession {
  id: string
  showId: string
  showName: string
  sessionName: string
  startsAt: string
  tiers: SeatMapSessionTier[]
  /** The hall (id) this session was last published from, if any. */
  publishedHallId: string | null
  /** zone id -> tier id of the last publish from this hall. */
  zoneTiers: Record<string, string>
  /** Seats of the saved draft that are held or sold in this session: drawn locked. */
  lockedSeatIds: string[]
}

export interface SeatMapPublishRequest {
  sessionId: string
  zoneTiers: Record<string, string>
}

export interface SeatMapPublishReply {
  sessionId: string
  seats: number
  tiers: Array<{ id: string; capacity: number; available: number; held: number; sold: number }>
}

export type SeatMapErrorCode =
  | 'SEAT_MAP_INVALID' // the draft's first problem (duplicate row or number, overlap, unknown zone …)
  | 'SEAT_MAP_NOT_FOUND' // no such venue, hall draft or session of this merchant
  | 'SEAT_MAP_TIER_INVALID' // a zone without a tier, a tier of another session, or a general-admission tier with tickets out
  | 'SEAT_MAP_LOCKED_SEATS' // held or sold seats the publish would remove, re-price, block or rename: comments names them
  | 'SEAT_MAP_SESSION_HALL' // the session is held in another hall of the venue
