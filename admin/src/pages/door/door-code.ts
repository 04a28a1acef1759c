/**
 * What a code given at the door is, so one field takes tickets, goods vouchers, open-show entry codes,
 * reservations and work permits alike. A goods voucher's collect code is 12 digits
 * (server/src/goods-order/goods-voucher.ts), read aloud or typed in groups ("1234 5678 9012",
 * "1234-5678-9012"); an open-show entry code starts `OS.` (types/rules/open-show-rules.ts), a reservation's
 * `RSV.` (types/rules/reservation-code.ts), a work permit's `WP.` (types/rules/work-permit.ts); a ticket's
 * code is never digits alone: its phone shows `{ticketNumber}.{step}.{otp}`, a wallet pass
 * `{number}.W.{mac}`, an old static code a signed id.
 */
import { isEntryCode } from '../../../../types/rules/open-show-rules'
import { isReservationCode } from '../../../../types/rules/reservation-code'
import { looksLikeWorkPermitCode } from '../../../../types/rules/work-permit'

export type DoorCode =
  | { kind: 'TICKET'; code: string }
  | { kind: 'VOUCHER'; code: string }
  | { kind: 'OPEN_SHOW'; code: string }
  | { kind: 'RESERVATION'; code: string }
  | { kind: 'WORK_PERMIT'; code: string }

const VOUCHER_DIGITS = 12
const VOUCHER_SHAPE = new RegExp(`^[1-9]\\d{${VOUCHER_DIGITS - 1}}$`)

/** The code to check and where, or undefined when nothing was given. */
export function readDoorCode(raw: string): DoorCode | undefined {
  const trimmed = raw.trim()
  if (!trimmed) return undefined
  if (isEntryCode(trimmed)) return { kind: 'OPEN_SHOW', code: trimmed }
  if (isReservationCode(trimmed)) return { kind: 'RESERVATION', code: trimmed }
  // Group separators are only ever typed by people: a scanned ticket code keeps its own characters.
  const digits = trimmed.replace(/[\s-]+/g, '')
  if (VOUCHER_SHAPE.test(digits)) return { kind: 'VOUCHER', code: digits }
  // A crew member's work permit: `WP.` then a signed permit id (types/rules/work-permit.ts).
  if (looksLikeWorkPermitCode(trimmed)) return { kind: 'WORK_PERMIT', code: trimmed }
  return { kind: 'TICKET', code: trimmed }
}
