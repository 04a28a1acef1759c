/** Typed calls of the seat-map designer (types/api/admin.ts, SEAT_MAP_PATHS). */
import { adminPath, SEAT_MAP_PATHS, type HallMapDraft, type SeatMapPublishReply, type SeatMapPublishRequest, type SeatMapSession, type SeatMapVenue } from '../../../types/api/admin'
import type { HallMap } from '../../../types/rules/hall-map'
import { adminGet, adminSend } from './admin-client'

const hallPath = (path: string, venueId: string, hall: string) => adminPath(path, { venueId, hall })

export const seatMapVenues = () => adminGet<SeatMapVenue[]>(SEAT_MAP_PATHS.halls)
export const hallDraft = (venueId: string, hall: string) => adminGet<HallMapDraft>(hallPath(SEAT_MAP_PATHS.hall, venueId, hall))
export const saveHallDraft = (venueId: string, hall: string, map: HallMap) => adminSend<HallMapDraft>('PUT', hallPath(SEAT_MAP_PATHS.hall, venueId, hall), { map })
export const hallSessions = (venueId: string, hall: string) => adminGet<SeatMapSession[]>(hallPath(SEAT_MAP_PATHS.hallSessions, venueId, hall))
export const publishHall = (venueId: string, hall: string, req: SeatMapPublishRequest) => adminSend<SeatMapPublishReply>('POST', hallPath(SEAT_MAP_PATHS.hallPublish, venueId, hall), req)
