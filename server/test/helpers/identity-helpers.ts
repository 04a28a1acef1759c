/** Google and Apple as the tests play them: local keys, tokens signed with them, and a gateway that trusts them. */
import { createSign, generateKeyPairSync, sign as signWith, type KeyObject } from 'node:crypto'
import { sandboxMiniProgramAuth, ISSUERS, type IdentityProviders } from '../../src/identity/identity-providers'

export const GOOGLE_CLIENT = 'stagedoor-web.apps.googleusercontent.com'
export const APPLE_CLIENT = 'com.stagedoor.web'

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
/** A key no provider published. */
export const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
const jwk = (key: KeyObject, kid: string) => ({ ...key.export({ format: 'jwk' }), kid })

export const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url')

/** A Google-style token (RS256), by default signed with the published key g1. */
export function rs256(claims: object, key: KeyObject = rsa.privateKey, kid = 'g1'): string {
  const body = `${b64({ alg: 'RS256', kid, typ: 'JWT' })}.${b64(claims)}`
  return `${body}.${createSign('sha256').update(body).sign(key).toString('base64url')}`
}

/** An Apple-style token (ES256) signed with the published key a1. */
export function es256(claims: object): string {
  const body = `${b64({ alg: 'ES256', kid: 'a1' })}.${b64(claims)}`
  return `${body}.${signWith('sha256', Buffer.from(body), { key: ec.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`
}

/** Google and Apple with the keys above, and the sandbox exchange for both mini-program platforms. */
export const TEST_IDENTITY: IdentityProviders = {
  oauth: {
    GOOGLE: { issuers: ISSUERS.GOOGLE, audiences: [GOOGLE_CLIENT], keys: [jwk(rsa.publicKey, 'g1')] },
    APPLE: { issuers: ISSUERS.APPLE, audiences: [APPLE_CLIENT], keys: [jwk(ec.publicKey, 'a1')] }
  },
  mini: { WEAPP: sandboxMiniProgramAuth, ALIPAY: sandboxMiniProgramAuth }
}
