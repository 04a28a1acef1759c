/**
 * A static signed code, `{prefix}{id}.{mac}`: the id signed with HMAC-SHA256 under a gateway secret, the
 * MAC cut to 22 base64url characters, read back in constant time. Ticket codes rotate (ticket-code.ts); the
 * codes made here do not, because what bounds them is the state of what they name (a confirmed
 * registration, a booking on its day, an approved permit) and the door admitting each once.
 *
 * The context is signed with the id so one area's code never reads as another's, even under the same
 * secret. Changing a context or the MAC length invalidates every code already shown.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const MAC_LENGTH = 22

export interface SignedCode {
  make(id: string, secret: string): string
  /** The id a genuine code names; undefined for a made-up, mistyped or tampered one. */
  read(code: string, secret: string): string | undefined
}

export function signedCode(prefix: string, context: string): SignedCode {
  const mac = (id: string, secret: string) =>
    createHmac('sha256', secret).update(`${context}:${id}`).digest('base64url').slice(0, MAC_LENGTH)
  return {
    make: (id, secret) => `${prefix}${id}.${mac(id, secret)}`,
    read(code, secret) {
      const text = code.trim()
      if (!text.startsWith(prefix)) return undefined
      const rest = text.slice(prefix.length)
      const dot = rest.lastIndexOf('.')
      if (dot <= 0) return undefined
      const id = rest.slice(0, dot)
      const given = Buffer.from(rest.slice(dot + 1))
      const expected = Buffer.from(mac(id, secret))
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined
    }
  }
}
