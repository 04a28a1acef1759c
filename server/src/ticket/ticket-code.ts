/**
 * The gateway's side of the ticket code (rules in types/rules/rotating-ticket-code.ts): each
 * ticket has its own secret; the phone shows `{ticketNumber}.{step}.{otp}`, which changes every 30 s, and
 * the door reads it here. A code made with a secret the ticket no longer has (re-keyed) reads as unknown.
 *
 * Before issue #17 a code was the ticket id signed with one gateway secret, with no time in it; such a
 * static code (a screenshot, an old app) is still recognised, so the door can say "expired, ask the buyer
 * to refresh" instead of "unknown", but it never admits.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import {
  CODE_SECRET_BYTES,
  base32Encode,
  hotp,
  parseTicketCode,
  rotatingTicketCode,
  stepIsCurrent
} from '../../../types/rules/rotating-ticket-code'
import type { TicketRepository, TicketRow } from './ticket.repository'
import { nodeHmacSha1 } from '../account/token-codec'

export function newCodeSecret(): Buffer {
  return randomBytes(CODE_SECRET_BYTES)
}

/** The secret as the holder's phone gets it (base32, as OTP secrets are spelt). */
export function codeSecretText(secret: Uint8Array): string {
  return base32Encode(secret)
}

/** The code a ticket's phone shows at `now` (tests, the door's e2e). */
export function currentTicketCode(secret: Uint8Array, ticketNumber: string, now: Date): string {
  return rotatingTicketCode(nodeHmacSha1, codeSecretText(secret), ticketNumber, now.getTime()) ?? ''
}

const LEGACY_SIG_LENGTH = 22

function legacySignature(ticketId: string, secret: string): string {
  return createHmac('sha256', secret).update(`ticket:${ticketId}`).digest('base64url').slice(0, LEGACY_SIG_LENGTH)
}

/** A pre-issue-#17 static code (tests show it no longer admits). */
export function legacyTicketCode(ticketId: string, secret: string): string {
  return `${ticketId}.${legacySignature(ticketId, secret)}`
}

function readLegacyTicketCode(code: string, secret: string): string | undefined {
  const dot = code.lastIndexOf('.')
  if (dot <= 0) return undefined
  const ticketId = code.slice(0, dot)
  const given = Buffer.from(code.slice(dot + 1))
  const expected = Buffer.from(legacySignature(ticketId, secret))
  return given.length === expected.length && timingSafeEqual(given, expected) ? ticketId : undefined
}

/**
 * The code an Apple Wallet pass carries. A pass cannot rotate: Apple shows pass.json's barcode
 * as it was signed, and updating it needs a push web service this gateway does not run. So the pass holds
 * a static code bound to the ticket's current secret, `{ticketNumber}.W.{mac}`, the MAC an HMAC-SHA256 of
 * the ticket number under that secret. The trade-off: a screenshot of the pass admits like the pass (once,
 * first come) for as long as the ticket stays VALID with that secret, where the app's rotating code would
 * have expired in a minute. What bounds it: the door admits it only while the ticket is VALID (refunded,
 * refunding, transferring, rebooked or used: VOID or already used), and every re-key (transfer accepted,
 * the console's Reissue code) changes the secret, so the old pass reads as unknown. A buyer who wants the
 * rotating protection shows the app's code; the Google pass rotates (googleWalletValuePattern).
 */
const WALLET_PASS_MAC_LENGTH = 22
const WALLET_PASS_PATTERN = new RegExp(`^(\\d{10,30})\\.W\\.([A-Za-z0-9_-]{${WALLET_PASS_MAC_LENGTH}})$`)

function walletPassMac(secret: Uint8Array, ticketNumber: string): string {
  return createHmac('sha256', secret).update(`apple-wallet-pass:${ticketNumber}`).digest('base64url').slice(0, WALLET_PASS_MAC_LENGTH)
}

export function walletPassCode(secret: Uint8Array, ticketNumber: string): string {
  return `${ticketNumber}.W.${walletPassMac(secret, ticketNumber)}`
}

/**
 * What a scanned code proves: a genuine code names its ticket; `current` says whether its window is one
 * the door admits now (types/rules stepIsCurrent). undefined: made up, or made with a secret the ticket
 * no longer has.
 */
export type CodeReading = { ticket: TicketRow; current: boolean } | undefined

export async function readTicketCode(code: string, tickets: TicketRepository, legacySecret: string, now: Date): Promise<CodeReading> {
  const text = code.trim()
  const parts = parseTicketCode(text)
  if (parts) {
    const ticket = await tickets.byNumber(parts.ticketNumber)
    if (!ticket) return undefined
    const expected = Buffer.from(hotp(nodeHmacSha1, ticket.code_secret, parts.step))
    const given = Buffer.from(parts.otp)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    return { ticket, current: stepIsCurrent(parts.step, now.getTime()) }
  }
  const pass = WALLET_PASS_PATTERN.exec(text)
  if (pass) {
    const ticket = await tickets.byNumber(pass[1])
    if (!ticket) return undefined
    const expected = Buffer.from(walletPassMac(ticket.code_secret, ticket.ticket_number))
    const given = Buffer.from(pass[2])
    // No window: the pass's code is static; checkIn still demands VALID and the same secret at the write.
    return given.length === expected.length && timingSafeEqual(given, expected) ? { ticket, current: true } : undefined
  }
  const legacyId = readLegacyTicketCode(text, legacySecret)
  const ticket = legacyId ? await tickets.byId(legacyId) : undefined
  return ticket ? { ticket, current: false } : undefined
}
