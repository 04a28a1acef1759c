/** The console's parking calls (types/api/parking.ts ADMIN_PARKING_PATHS, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import {
  ADMIN_PARKING_PATHS as P,
  type AdminParkingLot,
  type AdminParkingPlate,
  type AdminParkingStay,
  type GateEventBody,
  type GateExitReply,
  type ParkingLotInput,
  type ParkingRecord
} from '../../../types/api/parking'
import { adminGet, adminSend } from './admin-client'

const path = (p: string, id?: string) => `${ADMIN_API}${id ? adminPath(p, { id }) : p}`
const byPlate = (plate?: string) => (plate ? { plate } : undefined)

export const parkingLots = () => adminGet<AdminParkingLot[]>(path(P.lots))
export const saveParkingLot = (id: string | null, body: ParkingLotInput) =>
  id ? adminSend<AdminParkingLot>('PUT', path(P.lot, id), body) : adminSend<AdminParkingLot>('POST', path(P.lots), body)
export const parkingStays = (plate?: string) => adminGet<AdminParkingStay[]>(path(P.stays), byPlate(plate))
export const parkingPlates = (plate?: string) => adminGet<AdminParkingPlate[]>(path(P.plates), byPlate(plate))
export const parkingRecords = (plate?: string) => adminGet<ParkingRecord[]>(path(P.records), byPlate(plate))
export const refundParking = (id: string, reason: string) => adminSend<ParkingRecord>('POST', path(P.refund, id), { reason })
export const gateEntry = (body: GateEventBody) => adminSend<AdminParkingStay>('POST', path(P.entry), body)
export const gateExit = (body: GateEventBody) => adminSend<GateExitReply>('POST', path(P.exit), body)
