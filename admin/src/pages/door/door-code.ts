/**
 * What a code given at the door is, so one field takes tickets, goods vouchers and reservations alike. A
 * reservation's entry code starts `RSV.` (types/rules/reservation-code.ts). A goods voucher's
 * collect code is 12 digits (server/src/goods-order/goods-voucher.ts), read aloud or typed in groups
 * ("1234 5678 9012", "1234-5678-9012"); a ticket's code is never digits alone: its phone shows
 * `{ticketNumber}.{step}.{otp}`, a wallet pass `{number}.W.{mac}`, an old static code a signed id.
 */
import { isReservationCode } from '../../../../types/rules/reservation-code'

export type DoorCode = { kind: 'TICKET'; code: string } | { kind: 'VOUCHER'; code: string } | { kind: 'RESERVATION'; code: string }

const VOUCHER_DIGITS = 12
const VOUCHER_SHAPE = new RegExp(`^[1-9]\\d{${VOUCHER_DIGITS - 1}}$`)

/** The code to check and where, or undefined when nothing was given. */
export function readDoorCode(raw: string): DoorCode | undefined {
  const trimmed = raw.trim()
  if (!trimmed) return undefined
  if (isReservationCode(trimmed)) return { kind: 'RESERVATION', code: trimmed }
  // Group separators are only ever typed by people: a scanned ticket code keeps its own characters.
  const digits = trimmed.replace(/[\s-]+/g, '')
  if (VOUCHER_SHAPE.test(digits)) return { kind: 'VOUCHER', code: digits }
  return { kind: 'TICKET', code: trimmed }
}
