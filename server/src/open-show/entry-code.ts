/**
 * The entry code of a confirmed registration: `OS.{registrationId}.{mac}`, the MAC an HMAC-SHA256 of the
 * registration id under the gateway's own secret (as the pre-#17 ticket codes were signed, ticket-code.ts).
 * It does not rotate: a registration is free, named by its answers, and admits once, so a copy passed
 * around admits at most one person, first come; the door says ALREADY_USED to the next.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { ENTRY_CODE_PREFIX, parseEntryCode } from '../../../types/rules/open-show-rules'

const MAC_LENGTH = 22

function mac(registrationId: string, secret: string): string {
  return createHmac('sha256', secret).update(`open-show-entry:${registrationId}`).digest('base64url').slice(0, MAC_LENGTH)
}

export function entryCode(registrationId: string, secret: string): string {
  return `${ENTRY_CODE_PREFIX}${registrationId}.${mac(registrationId, secret)}`
}

/** The registration a genuine code names, or undefined (made up, tampered with). */
export function readEntryCode(code: string, secret: string): string | undefined {
  const parts = parseEntryCode(code)
  if (!parts) return undefined
  const given = Buffer.from(parts.signature)
  const expected = Buffer.from(mac(parts.registrationId, secret))
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts.registrationId : undefined
}
