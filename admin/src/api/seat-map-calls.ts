/** Typed calls of the seat-map designer (types/api/seat-map-admin.ts, SEAT_MAP_PATHS): a hall is named by its venue and its id. */
import { adminPath } from '../../../types/api/staff'
import {
  SEAT_MAP_PATHS,
  type HallMapDraft,
  type SeatMapPublishReply,
  type SeatMapPublishRequest,
  type SeatMapSession,
  type SeatMapVenue
} from '../../../types/api/seat-map-admin'
import type { HallMap } from '../../../types/rules/hall-map'
import { adminGet, adminSend } from './admin-client'

const hallPath = (path: string, venueId: string, hallId: string) => adminPath(path, { venueId, hallId })

export const seatMapVenues = () => adminGet<SeatMapVenue[]>(SEAT_MAP_PATHS.halls)
export const hallDraft = (venueId: string, hallId: string) => adminGet<HallMapDraft>(hallPath(SEAT_MAP_PATHS.hall, venueId, hallId))
export const saveHallDraft = (venueId: string, hallId: string, map: HallMap) =>
  adminSend<HallMapDraft>('PUT', hallPath(SEAT_MAP_PATHS.hall, venueId, hallId), { map })
export const hallSessions = (venueId: string, hallId: string) =>
  adminGet<SeatMapSession[]>(hallPath(SEAT_MAP_PATHS.hallSessions, venueId, hallId))
export const publishHall = (venueId: string, hallId: string, req: SeatMapPublishRequest) =>
  adminSend<SeatMapPublishReply>('POST', hallPath(SEAT_MAP_PATHS.hallPublish, venueId, hallId), req)
