/**
 * The buyer's download link of a ticket's Apple Wallet pass: the ticket, its merchant (a plain link
 * carries no merchant header) and an expiry, signed with a per-database secret. H5 cannot send the
 * access-token header on a link, so the authenticated call hands out this link, to the ticket's holder
 * only, and it works a few minutes: long enough for Safari to fetch the pass.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { decodeBase64UrlStrict } from '../account/token-codec'

export const WALLET_LINK_TTL_MS = 10 * 60_000

export interface WalletLinkFacts {
  ticketId: string
  merchantId: string
}

const mac = (payload: string, secret: string) => createHmac('sha256', secret).update(`wallet-pass:${payload}`)

export function signWalletLink(facts: WalletLinkFacts, expiresAtMs: number, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ t: facts.ticketId, m: facts.merchantId, e: Math.floor(expiresAtMs / 1000) })).toString('base64url')
  return `${payload}.${mac(payload, secret).digest('base64url')}`
}

/** What a link names, or undefined when it is forged, damaged or expired. */
export function readWalletLink(token: string, secret: string, nowMs: number): WalletLinkFacts | undefined {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return undefined
  const expected = mac(payload, secret).digest()
  const given = decodeBase64UrlStrict(signature)
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    const { t, m, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { t?: unknown; m?: unknown; e?: unknown }
    return typeof t === 'string' && typeof m === 'string' && typeof e === 'number' && e * 1000 > nowMs ? { ticketId: t, merchantId: m } : undefined
  } catch {
    return undefined
  }
}
