/**
 * The partner channel's auto-login code: the partner signs who the buyer is with the channel secret we
 * share, `base64url(JSON payload).base64url(HMAC-SHA256)`, valid for 5 minutes and once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export interface PartnerGrant {
  /** The buyer's id at the partner. */
  uid: string
  nickName?: string
  /** expiry, seconds since the epoch */
  exp: number
}

export const PARTNER_CODE_MAX_SECONDS = 300

export function signPartnerCode(grant: PartnerGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url')
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`
}

export function readPartnerCode(code: string, secret: string, nowMs: number): PartnerGrant | undefined {
  const [payload, mac, extra] = code.split('.')
  if (!payload || !mac || extra !== undefined) return undefined
  const expected = createHmac('sha256', secret).update(payload).digest()
  const given = Buffer.from(mac, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  let grant: PartnerGrant
  try {
    grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PartnerGrant
  } catch {
    return undefined
  }
  if (typeof grant.uid !== 'string' || !grant.uid || typeof grant.exp !== 'number') return undefined
  const nowS = nowMs / 1000
  // Expired, or issued for longer than a code may live.
  if (grant.exp <= nowS || grant.exp > nowS + PARTNER_CODE_MAX_SECONDS) return undefined
  return grant
}
