/** The console's reservation calls (types/api/reservation.ts ADMIN_RESERVATION_PATHS, which carry ADMIN_API). */
import { adminPath } from '../../../types/api/staff'
import {
  ADMIN_RESERVATION_PATHS as P,
  type AdminBooking,
  type AdminReservationItem,
  type AdminSlot,
  type ReservationCheckInReply,
  type ReservationItemInput,
  type SlotPlan,
  type SlotPlanReply
} from '../../../types/api/reservation'
import { adminGet, adminSend } from './admin-client'

export const reservationItems = () => adminGet<AdminReservationItem[]>(P.items)
export const saveReservationItem = (id: string | null, body: ReservationItemInput) =>
  id ? adminSend<AdminReservationItem>('PUT', adminPath(P.item, { id }), body) : adminSend<AdminReservationItem>('POST', P.items, body)
export const reservationSlots = (itemId: string, range: { from?: string; to?: string }) =>
  adminGet<AdminSlot[]>(adminPath(P.slots, { id: itemId }), range)
export const addReservationSlots = (itemId: string, plan: SlotPlan) =>
  adminSend<SlotPlanReply>('POST', adminPath(P.slots, { id: itemId }), plan)
export const setSlotCapacity = (slotId: string, capacity: number) =>
  adminSend<AdminSlot>('PUT', adminPath(P.capacity, { id: slotId }), { capacity })
export const reservationBookings = (filter: { itemId?: string; date?: string }) => adminGet<AdminBooking[]>(P.bookings, filter)
export const checkInReservation = (code: string) => adminSend<ReservationCheckInReply>('POST', P.checkIn, { code })
