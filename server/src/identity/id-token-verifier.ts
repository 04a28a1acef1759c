/**
 * Checks a Google or Apple identity token (a JWT signed RS256 or ES256) with `jose` against the
 * provider's published key set: the key named by kid, the signature, the issuer, our client id as
 * audience, expiry and not-before (a minute of clock skew each way), an issue time not in the future,
 * and the nonce rule below. Nothing in the token is trusted before the signature holds.
 *
 * The nonce rule (one for both providers, as Apple documents it for native sign-in and Firebase for
 * both): the app makes a random nonce, hands the provider its SHA-256 in hex, and sends us the nonce
 * itself; the token must carry that hash. Only the holder of the raw nonce can present the token, so
 * a token lifted from a log or a proxy is useless alone. A request without a nonce must come with a
 * token without one (a flow that never used a nonce), and a request with one needs a token with it.
 */
import { timingSafeEqual } from 'node:crypto'
import { createLocalJWKSet, jwtVerify, errors, type JSONWebKeySet, type JWTPayload } from 'jose'
import { decodeBase64UrlStrict, sha256 } from '../account/token-codec'

export interface IdTokenPolicy {
  issuers: readonly string[]
  /** Our client ids at the provider; the token's aud must be one of them. */
  audiences: readonly string[]
  /** The provider's public keys (a JWKS `keys` array). */
  keys: JSONWebKeySet['keys']
}

export interface IdTokenClaims {
  sub: string
  email?: string
  email_verified?: boolean | string
  name?: string
  nonce?: string
  jti?: string
  exp: number
}

export type IdTokenFailure = 'malformed' | 'unknown-key' | 'signature' | 'issuer' | 'audience' | 'expired' | 'not-yet-valid' | 'nonce'

export type IdTokenResult =
  | {
      ok: true
      claims: IdTokenClaims
      /** What makes this token one login: its jti, else its nonce, else the signed part (covered by the signature, so it has one spelling). */
      onceKey: string
    }
  | { ok: false; reason: IdTokenFailure }

export const SKEW_SECONDS = 60
const ALGORITHMS = ['RS256', 'ES256']

// createLocalJWKSet imports each key once and keeps it; one key set per policy.
const keySets = new WeakMap<IdTokenPolicy, ReturnType<typeof createLocalJWKSet>>()
function keySetOf(policy: IdTokenPolicy): ReturnType<typeof createLocalJWKSet> {
  let set = keySets.get(policy)
  if (!set) {
    set = createLocalJWKSet({ keys: [...policy.keys] })
    keySets.set(policy, set)
  }
  return set
}

function nonceHolds(tokenNonce: unknown, requestNonce: string | undefined): boolean {
  if (requestNonce === undefined) return tokenNonce === undefined
  if (typeof tokenNonce !== 'string') return false
  const want = Buffer.from(sha256(requestNonce))
  const got = Buffer.from(tokenNonce)
  return got.length === want.length && timingSafeEqual(got, want)
}

function failureOf(error: unknown): IdTokenFailure {
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) return 'unknown-key'
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature'
  if (error instanceof errors.JWTExpired) return 'expired'
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'issuer'
    if (error.claim === 'aud') return 'audience'
    if (error.claim === 'nbf') return 'not-yet-valid'
  }
  return 'malformed'
}

export async function verifyIdToken(token: string, policy: IdTokenPolicy, now: Date, requestNonce?: string): Promise<IdTokenResult> {
  const parts = token.split('.')
  // One spelling per token: the one-time record below must not be dodged by re-encoding a part.
  if (parts.length !== 3 || parts.some((part) => !part || !decodeBase64UrlStrict(part))) return { ok: false, reason: 'malformed' }
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(token, keySetOf(policy), {
      issuer: [...policy.issuers],
      audience: [...policy.audiences],
      algorithms: ALGORITHMS,
      clockTolerance: SKEW_SECONDS,
      currentDate: now,
      requiredClaims: ['sub', 'exp']
    }))
  } catch (error) {
    return { ok: false, reason: failureOf(error) }
  }
  const claims = payload as JWTPayload & Partial<IdTokenClaims>
  if (typeof claims.sub !== 'string' || !claims.sub || typeof claims.exp !== 'number') return { ok: false, reason: 'malformed' }
  // jose checks iat only together with a maximum age; a token "issued" in the future is refused here.
  if (claims.iat !== undefined && claims.iat > now.getTime() / 1000 + SKEW_SECONDS) return { ok: false, reason: 'not-yet-valid' }
  if (!nonceHolds(claims.nonce, requestNonce)) return { ok: false, reason: 'nonce' }
  const onceKey =
    typeof claims.jti === 'string' && claims.jti
      ? `jti:${claims.jti}`
      : typeof claims.nonce === 'string'
        ? `nonce:${claims.nonce}`
        : `signed:${sha256(`${parts[0]}.${parts[1]}`)}`
  return { ok: true, claims: { ...claims, sub: claims.sub, exp: claims.exp }, onceKey }
}

/** Google and Apple mark a verified email as true or "true". */
export function emailIsVerified(claims: IdTokenClaims): boolean {
  return claims.email_verified === true || claims.email_verified === 'true'
}
