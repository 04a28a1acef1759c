/** Parking (types/api/parking.ts): the buyer's plates, the stay's quote, paying it, the records. */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import {
  PARKING_PATHS,
  type ParkingPayBody,
  type ParkingPayReply,
  type ParkingPlate,
  type ParkingQuote,
  type ParkingRecord
} from '../../types/api/parking'

export function parkingPlates() {
  return api().request<ParkingPlate[]>({ path: PARKING_PATHS.plates })
}

/** A refused plate (bad format, too many) comes back as a RequestError; the form shows its message. */
export function addParkingPlate(plate: string) {
  return api().request<ParkingPlate[]>({ path: PARKING_PATHS.addPlate, method: 'POST', data: { plate }, handleErrors: false })
}

export function removeParkingPlate(plate: string) {
  return api().request<ParkingPlate[]>({ path: PARKING_PATHS.removePlate, method: 'POST', data: { plate } })
}

/** `couponId` undefined: the gateway picks the best coupon; '': none. */
export function parkingQuote(plate: string, couponId?: string) {
  return api().request<ParkingQuote>({ path: PARKING_PATHS.quote, data: { plate, ...(couponId !== undefined ? { couponId } : {}) } })
}

export function payParking(body: ParkingPayBody) {
  return api().request<ParkingPayReply>({ path: PARKING_PATHS.pay, method: 'POST', data: { ...body }, importance: IMPORTANCE.critical })
}

export function parkingRecords(offset = 0, length = 20) {
  return api().request<{ list: ParkingRecord[]; total: number }>({ path: PARKING_PATHS.records, data: { offset, length } })
}

export function parkingRecord(orderId: string) {
  return api().request<ParkingRecord>({ path: PARKING_PATHS.record, data: { orderId } })
}
