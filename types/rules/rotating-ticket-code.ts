/**
 * Rotating ticket codes: "the QR on the ticket page changes every 30 s (a time-based code
 * signed per ticket), so a screenshot passed around stops working; the door check-in accepts the current
 * and previous window. Offline in a hall with no signal still works: the code is derived on the phone from
 * a per-ticket secret delivered with the ticket."
 *
 * The one place of the code's rules, imported by the app (which derives the code) and the gateway (which
 * checks it), so they cannot drift. The code is `{ticketNumber}.{step}.{otp}`: the public ticket number,
 * the 30-second step (Unix seconds / 30) and an 8-digit HOTP (RFC 4226, dynamic truncation) of that step
 * under the ticket's own secret, i.e. TOTP (RFC 6238) with the step written out. The step is in the code
 * so the door can tell a genuine but old code ("expired, ask the buyer to refresh") from a made-up one.
 *
 * HMAC-SHA1 itself is passed in: the gateway uses node:crypto, the app a small pure-JS one
 * (src/utils/hmac-sha1.ts) that runs in both mini-programs (no WebCrypto there) and on H5.
 */

export const CODE_PERIOD_SECONDS = 30
export const CODE_DIGITS = 8
/** Bytes of a new per-ticket secret (RFC 4226 asks for 160 bits at least). */
export const CODE_SECRET_BYTES = 20
/**
 * Steps the door accepts around its own: the current and the previous window (a code shown just before
 * the step turned, read a few seconds later), and one step ahead, for a phone whose clock runs up to 30 s
 * fast (the app corrects its clock by the gateway's time when online, so only drift since then is left).
 */
export const ACCEPT_STEPS_BEHIND = 1
export const ACCEPT_STEPS_AHEAD = 1

export type HmacSha1 = (key: Uint8Array, message: Uint8Array) => Uint8Array

export interface TicketCodeParts {
  ticketNumber: string
  step: number
  otp: string
}

/** The 30-second window a moment falls in. */
export function codeStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / CODE_PERIOD_SECONDS)
}

/** Milliseconds until the code changes (the countdown on the ticket page). */
export function msLeftInStep(nowMs: number): number {
  const periodMs = CODE_PERIOD_SECONDS * 1000
  return periodMs - (((nowMs % periodMs) + periodMs) % periodMs)
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 (no padding), the usual spelling of an OTP secret. */
export function base32Encode(bytes: Uint8Array): string {
  let out = ''
  let bits = 0
  let value = 0
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/** undefined when the text is not base32. */
export function base32Decode(text: string): Uint8Array | undefined {
  const clean = text.replace(/=+$/, '').toUpperCase()
  const out: number[] = []
  let bits = 0
  let value = 0
  for (const ch of clean) {
    const index = BASE32.indexOf(ch)
    if (index < 0) return undefined
    value = ((value << 5) | index) & 0xffff
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return new Uint8Array(out)
}

/** RFC 4226 section 5.3: HMAC-SHA1 of the 8-byte big-endian counter, dynamically truncated. */
export function hotp(hmac: HmacSha1, key: Uint8Array, counter: number, digits = CODE_DIGITS): string {
  const message = new Uint8Array(8)
  // Counters here fit in 32 bits until the year 6053; the high word is written anyway (no BigInt on old engines).
  const high = Math.floor(counter / 0x100000000)
  const low = counter >>> 0
  for (let i = 0; i < 4; i++) {
    message[3 - i] = (high >>> (8 * i)) & 255
    message[7 - i] = (low >>> (8 * i)) & 255
  }
  const mac = hmac(key, message)
  const offset = mac[mac.length - 1] & 0x0f
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3]
  return String(binary % 10 ** digits).padStart(digits, '0')
}

export function formatTicketCode(parts: TicketCodeParts): string {
  return `${parts.ticketNumber}.${parts.step}.${parts.otp}`
}

const CODE_PATTERN = new RegExp(`^(\\d{10,30})\\.(\\d{1,12})(s?)\\.(\\d{${CODE_DIGITS}})$`)

/**
 * The parts of a text shaped like a rotating code (not yet checked), or undefined. The middle part is the
 * step, or (a trailing `s`) the Unix time in seconds the code was made at: Google Wallet draws the same
 * TOTP from the ticket's secret but can only write the time, not the step, into its rotating barcode
 * (`{totp_timestamp_seconds}`; see googleWalletValuePattern), so the step is that time's window.
 */
export function parseTicketCode(text: string): TicketCodeParts | undefined {
  const m = CODE_PATTERN.exec(text.trim())
  if (!m) return undefined
  const step = m[3] === 's' ? Math.floor(Number(m[2]) / CODE_PERIOD_SECONDS) : Number(m[2])
  return { ticketNumber: m[1], step, otp: m[4] }
}

/**
 * Google Wallet's rotatingBarcode.valuePattern for a ticket: the ticket number, the time of the code with
 * the `s` that marks seconds, and the 8-digit TOTP (totpDetails: TOTP_SHA1, 30 000 ms, the ticket's secret
 * in hex), so the door reads a Google pass as it reads the app's code.
 */
export function googleWalletValuePattern(ticketNumber: string): string {
  return `${ticketNumber}.{totp_timestamp_seconds}s.{totp_value_0}`
}

/** The code a ticket shows at a moment; undefined when the secret is not base32. */
export function rotatingTicketCode(hmac: HmacSha1, secretBase32: string, ticketNumber: string, nowMs: number): string | undefined {
  const key = base32Decode(secretBase32)
  if (!key || key.length === 0) return undefined
  const step = codeStep(nowMs)
  return formatTicketCode({ ticketNumber, step, otp: hotp(hmac, key, step) })
}

/** Whether a code's step is one the door admits now: EXPIRED before the window (or far ahead of it). */
export function stepIsCurrent(codeStepValue: number, nowMs: number): boolean {
  const now = codeStep(nowMs)
  return codeStepValue >= now - ACCEPT_STEPS_BEHIND && codeStepValue <= now + ACCEPT_STEPS_AHEAD
}
