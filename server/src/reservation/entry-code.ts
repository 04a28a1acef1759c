/**
 * A booking's entry code, as the door reads it: `RSV.{bookingId}.{mac}`, the MAC an HMAC-SHA256 of the
 * booking id under the gateway's reservation secret (made once per database, as the ticket codes' legacy
 * secret is: ticket/ticket-code.ts). It is static: a booking admits once, on its slot's day, while BOOKED,
 * so a copy admits nobody the booking would not. The `RSV.` prefix keeps it apart from ticket codes
 * (`{digits}.{step}.{otp}`, `{digits}.W.{mac}`) and goods vouchers (12 digits) in the door's one field.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { RESERVATION_CODE_PREFIX } from '../../../types/rules/reservation-code'

const MAC_LENGTH = 22

function mac(bookingId: string, secret: string): string {
  return createHmac('sha256', secret).update(`reservation:${bookingId}`).digest('base64url').slice(0, MAC_LENGTH)
}

export function entryCode(bookingId: string, secret: string): string {
  return `${RESERVATION_CODE_PREFIX}${bookingId}.${mac(bookingId, secret)}`
}

/** The booking id a genuine code names; undefined for a made-up or tampered one. */
export function readEntryCode(code: string, secret: string): string | undefined {
  const text = code.trim()
  if (!text.startsWith(RESERVATION_CODE_PREFIX)) return undefined
  const rest = text.slice(RESERVATION_CODE_PREFIX.length)
  const dot = rest.lastIndexOf('.')
  if (dot <= 0) return undefined
  const bookingId = rest.slice(0, dot)
  const given = Buffer.from(rest.slice(dot + 1))
  const expected = Buffer.from(mac(bookingId, secret))
  return given.length === expected.length && timingSafeEqual(given, expected) ? bookingId : undefined
}
