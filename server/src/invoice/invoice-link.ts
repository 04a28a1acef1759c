/**
 * The buyer's download link of an issued PDF: the invoice id and an expiry signed with a per-database
 * secret. Only its buyer is given one (the download call checks ownership), so the PDF is never served by
 * a guessable or lasting address; the link works a few minutes, long enough for a phone to fetch it and
 * for H5 to open it in a new tab without the access-token header.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { decodeBase64UrlStrict } from '../account/token-codec'

export const INVOICE_LINK_TTL_MS = 10 * 60_000

export function signInvoiceLink(invoiceId: string, expiresAtMs: number, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ i: invoiceId, e: Math.floor(expiresAtMs / 1000) })).toString('base64url')
  return `${payload}.${createHmac('sha256', secret).update(`invoice:${payload}`).digest('base64url')}`
}

/** The invoice id a link names, or undefined when it is forged, damaged or expired. */
export function readInvoiceLink(token: string, secret: string, nowMs: number): string | undefined {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return undefined
  const expected = createHmac('sha256', secret).update(`invoice:${payload}`).digest()
  const given = decodeBase64UrlStrict(signature)
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    const { i, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { i?: unknown; e?: unknown }
    return typeof i === 'string' && typeof e === 'number' && e * 1000 > nowMs ? i : undefined
  } catch {
    return undefined
  }
}
