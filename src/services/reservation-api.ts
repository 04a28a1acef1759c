/** Reservations (types/api/reservation.ts): the items, an item's slots, booking, cancelling, the buyer's bookings. */
import { api } from './request/app-request'
import {
  RESERVATION_PATHS,
  type BookReservationBody,
  type BookReservationReply,
  type BookingView,
  type ReservationItemCard,
  type ReservationItemView
} from '../../types/api/reservation'

export function reservationItems() {
  return api().request<ReservationItemCard[]>({ path: RESERVATION_PATHS.items })
}

export function reservationItem(itemId: string) {
  return api().request<ReservationItemView>({ path: RESERVATION_PATHS.item, data: { itemId } })
}

/** Refusals (RESERVATION_FULL, RESERVATION_CLOSED ...) come back as a RequestError; the caller shows its message. */
export function bookReservation(body: BookReservationBody) {
  return api().request<BookReservationReply>({ path: RESERVATION_PATHS.book, method: 'POST', data: { ...body }, handleErrors: false })
}

export function cancelReservation(bookingId: string) {
  return api().request<BookingView>({ path: RESERVATION_PATHS.cancel, method: 'POST', data: { bookingId }, handleErrors: false })
}

export function myBookings() {
  return api().request<BookingView[]>({ path: RESERVATION_PATHS.mine })
}

/** The booking with its entry code, on the spec's voucher path (calls-errors-limits.md: reservation_voucher/detail). */
export function bookingVoucher(bookingId: string) {
  return api().request<BookingView>({ path: RESERVATION_PATHS.voucher, data: { bookingId } })
}
