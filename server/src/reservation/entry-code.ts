/**
 * A booking's entry code, `RSV.{bookingId}.{mac}` (ticket/signed-code.ts), under the gateway's reservation
 * secret. Static: a booking admits once, on its slot's day, while BOOKED, so a copy admits nobody the
 * booking would not. The `RSV.` prefix keeps it apart from ticket codes (`{digits}.{step}.{otp}`) and goods
 * vouchers (12 digits) in the door's one field.
 */
import { RESERVATION_CODE_PREFIX } from '../../../types/rules/reservation-code'
import { signedCode } from '../ticket/signed-code'

export const reservationEntryCode = signedCode(RESERVATION_CODE_PREFIX, 'reservation')
