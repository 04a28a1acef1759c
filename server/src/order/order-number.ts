/**
 * Human numbers for orders and tickets (issue #14 item 15: "Give orders and tickets human numbers
 * (copyable) and keep ids internal"). The ids (`ord_…`, `tkt_…`) stay the keys of URLs and calls; these
 * numbers are what a buyer reads out to customer service or copies.
 *
 * Order number: 18 digits, the day it was placed (YYMMDD, China time) and 12 digits made from a database
 * sequence. The sequence never goes back (a rolled-back insert leaves a gap, never a reuse), and the
 * 12 digits are the serial multiplied by a constant coprime with 10^12, modulo 10^12: a bijection, so two
 * serials never give the same digits, while consecutive orders do not read as consecutive numbers (the
 * number does not tell a buyer how many orders the shop takes).
 *
 * Ticket number: its order's number and the ticket's place in the order, two digits from 01.
 */

export const ORDER_NUMBER_LENGTH = 18
const SERIAL_DIGITS = 12
const SERIAL_MODULUS = 10n ** BigInt(SERIAL_DIGITS)
/** Odd and not a multiple of 5, so it is invertible modulo 10^12. Keep in step with 020_human_numbers.sql's backfill. */
export const SERIAL_MULTIPLIER = 7_302_695_719n
/** The day part is read in China time (no summer time): one fixed zone keeps numbers of one day together. */
const DAY_OFFSET_MS = 8 * 3600 * 1000

function dayPart(createdAt: Date): string {
  const d = new Date(createdAt.getTime() + DAY_OFFSET_MS)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(d.getUTCFullYear() % 100)}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}`
}

/** The 12 digits of a serial: a bijection on 0 … 10^12 - 1. */
export function serialDigits(serial: bigint): string {
  if (serial < 0n) throw new RangeError('order serial must not be negative')
  return ((serial * SERIAL_MULTIPLIER) % SERIAL_MODULUS).toString().padStart(SERIAL_DIGITS, '0')
}

export function orderNumber(createdAt: Date, serial: bigint): string {
  return `${dayPart(createdAt)}${serialDigits(serial)}`
}

/** `seq` is the ticket's 0-based place in its order (tickets.seq). */
export function ticketNumber(orderNo: string, seq: number): string {
  return `${orderNo}${String(seq + 1).padStart(2, '0')}`
}

export function isOrderNumber(text: string): boolean {
  return /^\d{18}$/.test(text)
}
