/**
 * Storefront preview tokens: `<merchant>.<expiry ms>.<HMAC-SHA256>` under the gateway's preview_secret,
 * valid 30 minutes. Whoever holds one sees the merchant's draft shop config (issue #16 item 1); nobody
 * else ever does.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const PREVIEW_TTL_MS = 30 * 60 * 1000

function mac(body: string, secret: string): string {
  return createHmac('sha256', secret).update(`preview:${body}`).digest('base64url')
}

export function signPreviewToken(merchantId: string, now: Date, secret: string): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS)
  const body = `${Buffer.from(merchantId).toString('base64url')}.${expiresAt.getTime()}`
  return { token: `${body}.${mac(body, secret)}`, expiresAt }
}

/** True when the token is this merchant's, unexpired and untampered. */
export function previewTokenValid(token: string, merchantId: string, now: Date, secret: string): boolean {
  const parts = token.split('.')
  if (parts.length !== 3) return false
  const body = `${parts[0]}.${parts[1]}`
  const given = Buffer.from(parts[2])
  const expected = Buffer.from(mac(body, secret))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  return Buffer.from(parts[0], 'base64url').toString() === merchantId && Number(parts[1]) > now.getTime()
}
