/**
 * The code on an e-ticket (drawn as a QR code): the ticket id and a keyed signature of it, so a code
 * cannot be guessed or made up, and the door checks it without trusting the phone that shows it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const SIG_LENGTH = 22

function signature(ticketId: string, secret: string): string {
  return createHmac('sha256', secret).update(`ticket:${ticketId}`).digest('base64url').slice(0, SIG_LENGTH)
}

export function ticketCode(ticketId: string, secret: string): string {
  return `${ticketId}.${signature(ticketId, secret)}`
}

/** The ticket id of a genuine code, or undefined. */
export function readTicketCode(code: string, secret: string): string | undefined {
  const dot = code.lastIndexOf('.')
  if (dot <= 0) return undefined
  const ticketId = code.slice(0, dot)
  const given = Buffer.from(code.slice(dot + 1))
  const expected = Buffer.from(signature(ticketId, secret))
  return given.length === expected.length && timingSafeEqual(given, expected) ? ticketId : undefined
}
