/**
 * Checks a Google or Apple identity token (a JWT signed RS256 or ES256) against the provider's published
 * key set: the key named by kid, the signature, the issuer, our client id as audience, and the expiry
 * (with a minute of clock skew). Nothing in the token is trusted before the signature holds.
 */
import { createPublicKey, verify as verifySignature, type JsonWebKey, type KeyObject } from 'node:crypto'

export interface IdTokenPolicy {
  issuers: readonly string[]
  /** Our client ids at the provider; the token's aud must be one of them. */
  audiences: readonly string[]
  /** The provider's public keys (a JWKS `keys` array). */
  keys: readonly (JsonWebKey & { kid?: string })[]
}

export interface IdTokenClaims {
  sub: string
  email?: string
  email_verified?: boolean | string
  name?: string
  nonce?: string
}

export type IdTokenResult = { ok: true; claims: IdTokenClaims } | { ok: false; reason: 'malformed' | 'unknown-key' | 'signature' | 'issuer' | 'audience' | 'expired' }

const SKEW_SECONDS = 60
const ALGORITHMS: Record<string, { hash: string; dsaEncoding?: 'ieee-p1363' }> = {
  RS256: { hash: 'sha256' },
  ES256: { hash: 'sha256', dsaEncoding: 'ieee-p1363' }
}

function decodePart<T>(part: string): T | undefined {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as T
  } catch {
    return undefined
  }
}

export function verifyIdToken(token: string, policy: IdTokenPolicy, nowMs: number): IdTokenResult {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'malformed' }
  const header = decodePart<{ alg?: string; kid?: string }>(parts[0])
  const alg = header?.alg ? ALGORITHMS[header.alg] : undefined
  if (!header || !alg) return { ok: false, reason: 'malformed' }
  const jwk = policy.keys.find((k) => k.kid === header.kid) ?? (policy.keys.length === 1 && !header.kid ? policy.keys[0] : undefined)
  if (!jwk) return { ok: false, reason: 'unknown-key' }
  let key: KeyObject
  try {
    key = createPublicKey({ key: jwk, format: 'jwk' })
  } catch {
    return { ok: false, reason: 'unknown-key' }
  }
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`)
  const signature = Buffer.from(parts[2], 'base64url')
  const good = verifySignature(alg.hash, signed, alg.dsaEncoding ? { key, dsaEncoding: alg.dsaEncoding } : key, signature)
  if (!good) return { ok: false, reason: 'signature' }
  const claims = decodePart<IdTokenClaims & { iss?: string; aud?: string | string[]; exp?: number }>(parts[1])
  if (!claims || typeof claims.sub !== 'string' || !claims.sub || typeof claims.exp !== 'number') return { ok: false, reason: 'malformed' }
  if (!claims.iss || !policy.issuers.includes(claims.iss)) return { ok: false, reason: 'issuer' }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  if (!audiences.some((a) => a !== undefined && policy.audiences.includes(a))) return { ok: false, reason: 'audience' }
  if ((claims.exp + SKEW_SECONDS) * 1000 <= nowMs) return { ok: false, reason: 'expired' }
  return { ok: true, claims }
}

/** Google and Apple mark a verified email as true or "true". */
export function emailIsVerified(claims: IdTokenClaims): boolean {
  return claims.email_verified === true || claims.email_verified === 'true'
}
