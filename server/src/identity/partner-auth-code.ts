/**
 * The partner channel's auto-login code: the partner signs who the buyer is with the channel secret we
 * share, `base64url(JSON payload).base64url(HMAC-SHA256)`, valid for 5 minutes and once. Both parts
 * must be canonical base64url (see decodeBase64UrlStrict), and "once" is decided by the payload's
 * `nonce`, which the partner makes fresh for every code: re-spelling a code cannot make it new again.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { decodeBase64UrlStrict, randomToken } from '../account/token-codec'

export interface PartnerGrant {
  /** The buyer's id at the partner. */
  uid: string
  nickName?: string
  /** expiry, seconds since the epoch */
  exp: number
  /** Unique per code (8-128 characters); the code is good once per nonce and channel. */
  nonce: string
}

export const PARTNER_CODE_MAX_SECONDS = 300

const NONCE = /^[\w-]{8,128}$/

/** Signs a grant as the partner does; a grant without a nonce gets a random one. */
export function signPartnerCode(grant: Omit<PartnerGrant, 'nonce'> & { nonce?: string }, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ ...grant, nonce: grant.nonce ?? randomToken(16) })).toString('base64url')
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`
}

export function readPartnerCode(code: string, secret: string, nowMs: number): PartnerGrant | undefined {
  const [payload, mac, extra] = code.split('.')
  if (!payload || !mac || extra !== undefined) return undefined
  const given = decodeBase64UrlStrict(mac)
  const payloadBytes = decodeBase64UrlStrict(payload)
  if (!given || !payloadBytes) return undefined
  const expected = createHmac('sha256', secret).update(payload).digest()
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  let grant: PartnerGrant
  try {
    grant = JSON.parse(payloadBytes.toString('utf8')) as PartnerGrant
  } catch {
    return undefined
  }
  if (typeof grant !== 'object' || grant === null) return undefined
  if (typeof grant.uid !== 'string' || !grant.uid || typeof grant.exp !== 'number') return undefined
  if (typeof grant.nonce !== 'string' || !NONCE.test(grant.nonce)) return undefined
  const nowS = nowMs / 1000
  // Expired, or issued for longer than a code may live.
  if (grant.exp <= nowS || grant.exp > nowS + PARTNER_CODE_MAX_SECONDS) return undefined
  return grant
}
