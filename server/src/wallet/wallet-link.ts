/**
 * The buyer's download link of a ticket's Apple Wallet pass: the ticket, its merchant (a plain link
 * carries no merchant header) and an expiry, signed with a per-database secret. H5 cannot send the
 * access-token header on a link, so the authenticated call hands out this link, to the ticket's holder
 * only, and it works a few minutes: long enough for Safari to fetch the pass. It also names the holder it
 * was handed to and a fingerprint of the ticket's code secret then: a ticket given away (transfer, bind)
 * or re-keyed (the console's reissue) in those minutes must not hand its new code to the old link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { decodeBase64UrlStrict } from '../account/token-codec'

export const WALLET_LINK_TTL_MS = 10 * 60_000

export interface WalletLinkFacts {
  ticketId: string
  merchantId: string
  /** The user the link was handed to. */
  holderId: string
  /** secretPrint of the ticket's code secret when the link was handed out. */
  secretPrint: string
}

/**
 * A fingerprint of a ticket's code secret: keyed with the link secret, so the link (readable by whoever
 * holds it) says nothing about the code, yet a re-keyed ticket no longer matches it.
 */
export function secretPrint(codeSecret: Uint8Array, linkSecret: string): string {
  return createHmac('sha256', linkSecret).update('wallet-code-secret:').update(codeSecret).digest('base64url').slice(0, 22)
}

const mac = (payload: string, secret: string) => createHmac('sha256', secret).update(`wallet-pass:${payload}`)

export function signWalletLink(facts: WalletLinkFacts, expiresAtMs: number, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ t: facts.ticketId, m: facts.merchantId, u: facts.holderId, f: facts.secretPrint, e: Math.floor(expiresAtMs / 1000) })
  ).toString('base64url')
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
    const { t, m, u, f, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      t?: unknown
      m?: unknown
      u?: unknown
      f?: unknown
      e?: unknown
    }
    const named = typeof t === 'string' && typeof m === 'string' && typeof u === 'string' && typeof f === 'string'
    return named && typeof e === 'number' && e * 1000 > nowMs ? { ticketId: t, merchantId: m, holderId: u, secretPrint: f } : undefined
  } catch {
    return undefined
  }
}
