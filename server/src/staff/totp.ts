/**
 * Staff TOTP (RFC 6238 through otpauth: SHA1, 6 digits, 30 s, one step of drift either way). The secret
 * must be read back to check a code, so it is kept encrypted (AES-256-GCM) under the gateway's
 * staff_totp_key rather than hashed.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

const ISSUER = 'Stagedoor'

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) })
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

export function totpUrl(secretBase32: string, label: string): string {
  return totpOf(secretBase32, label).toString()
}

const PERIOD_MS = 30_000

/**
 * The 30-second time step a right code belongs to (otpauth's validate, one step of drift either way), or
 * undefined. A code is accepted once: the caller refuses a step at or before the member's last accepted
 * one (staff.totp_last_step), so a code seen over a shoulder or in a log cannot be used again.
 */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined
  const delta = totpOf(secretBase32, '').validate({ token: code, timestamp: now.getTime(), window: 1 })
  return delta === null ? undefined : Math.floor(now.getTime() / PERIOD_MS) + delta
}

/** The current code (tests and the seed's documentation). */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32, '').generate({ timestamp: now.getTime() })
}

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`staff-totp:${secret}`).digest()
}

export function sealTotpSecret(plain: string, key: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(key), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')
}

export function openTotpSecret(sealed: string, key: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
  const decipher = createDecipheriv('aes-256-gcm', keyOf(key), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
}
