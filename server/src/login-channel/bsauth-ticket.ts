/**
 * The bsauth page's ticket (product.md section 2, login family): the merchant's business system signs who
 * the buyer is as a JWT with the shared secret set in the console (HS256), and the buyer arrives with it in
 * the page's query. Checked here with jose: the signature, the algorithm (HS256 only), the audience (this
 * merchant's id), a subject, an id (jti) and a short life: issued at most 5 minutes ago and expiring at most
 * 5 minutes ahead. "Once" is the caller's (the jti claimed as a grant).
 *
 * Claims: sub (the buyer's id in the business system, 1-64 characters), aud (the merchant id), iat, exp,
 * jti (8-128 URL-safe characters), name (optional nickname).
 */
import { SignJWT, jwtVerify } from 'jose'

export const BSAUTH_TICKET_MAX_SECONDS = 300
const CLOCK_SKEW_SECONDS = 30

export interface BsauthGrant {
  subject: string
  name?: string
  jti: string
  /** When the ticket stops being good: the grant is remembered until then. */
  expiresAt: Date
}

const SUBJECT = /^[\w.@:-]{1,64}$/
const JTI = /^[\w-]{8,128}$/

export async function readBsauthTicket(ticket: string, secret: string, merchantId: string, now: Date): Promise<BsauthGrant | undefined> {
  try {
    const { payload } = await jwtVerify(ticket, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      audience: merchantId,
      requiredClaims: ['sub', 'exp', 'iat', 'jti'],
      maxTokenAge: BSAUTH_TICKET_MAX_SECONDS,
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: now
    })
    const nowS = now.getTime() / 1000
    if (typeof payload.exp !== 'number' || payload.exp > nowS + BSAUTH_TICKET_MAX_SECONDS + CLOCK_SKEW_SECONDS) return undefined
    if (typeof payload.sub !== 'string' || !SUBJECT.test(payload.sub)) return undefined
    if (typeof payload.jti !== 'string' || !JTI.test(payload.jti)) return undefined
    const name = typeof payload.name === 'string' ? payload.name.trim() : undefined
    return {
      subject: payload.sub,
      name: name || undefined,
      jti: payload.jti,
      expiresAt: new Date((payload.exp + CLOCK_SKEW_SECONDS) * 1000)
    }
  } catch {
    return undefined
  }
}

/** Signs a ticket as the business system does (the local stand-in and the tests). */
export async function signBsauthTicket(
  claims: { sub: string; name?: string; jti: string },
  secret: string,
  merchantId: string,
  now: Date,
  lifeSeconds = 120
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000)
  return new SignJWT(claims.name ? { name: claims.name } : {})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience(merchantId)
    .setJti(claims.jti)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifeSeconds)
    .sign(new TextEncoder().encode(secret))
}
