/**
 * Access tokens: compact HS256 JWTs signed with the merchant-wide secret, so any gateway process checks
 * them without a shared cache. Refresh tokens and codes are random and only ever stored as hashes.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { HmacSha1 } from '../../../types/rules/rotating-ticket-code'

export interface AccessClaims {
  /** user id */
  sub: string
  /** session id */
  sid: string
  /** merchant id */
  mid: string
  /** expiry, seconds since the epoch */
  exp: number
}

export type SignatureResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'malformed' | 'signature' }
export type VerifyResult = SignatureResult | { ok: false; reason: 'expired' }

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

export function signAccessToken(claims: AccessClaims, secret: string): string {
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`
}

/** The token's signature and shape under `secret`, whatever its expiry (what a memo may keep per token). */
export function checkAccessToken(token: string, secret: string): SignatureResult {
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' }
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest()
  const given = decodeBase64UrlStrict(parts[2])
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' }
  let claims: AccessClaims
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as AccessClaims
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number')
    return { ok: false, reason: 'malformed' }
  return { ok: true, claims }
}

/** A checked token's verdict at `nowMs`: expired once its `exp` is reached. */
export function atTime(checked: SignatureResult, nowMs: number): VerifyResult {
  return checked.ok && checked.claims.exp * 1000 <= nowMs ? { ok: false, reason: 'expired' } : checked
}

/**
 * Decodes base64url only in its canonical form: the URL-safe alphabet, no padding, and no spare bits
 * set in the last character, so each byte string has exactly one spelling. Node's own decoder is
 * lenient (it takes `+/`, `=` and ignores the spare bits), which let one signature be written several
 * ways; a one-time check keyed on the spelling then saw a "new" code each time.
 */
export function decodeBase64UrlStrict(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined
  const bytes = Buffer.from(text, 'base64url')
  return bytes.toString('base64url') === text ? bytes : undefined
}

/**
 * HMAC-SHA1 with Node's crypto, as the one-time code rules take it (types/rules/rotating-ticket-code.ts):
 * rotating ticket codes and offline coupon codes.
 */
export const nodeHmacSha1: HmacSha1 = (key, message) => new Uint8Array(createHmac('sha1', key).update(message).digest())

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

export function randomId(prefix: string): string {
  return `${prefix}${randomBytes(9).toString('base64url')}`
}

/** Lookup hash of a high-entropy secret (refresh tokens); codes get the merchant secret mixed in. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export function keyedHash(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('hex')
}
