/**
 * The "Save to Google Wallet" link for one ticket: a JWT signed RS256 with the merchant's service account
 * key (jose), aud google, typ savetowallet, the origins allowed to show the button, and in its payload an
 * eventTicketClass (the show, per merchant class suffix and show) and an eventTicketObject (the ticket).
 * Google Wallet can rotate a barcode itself (RFC 6238 TOTP from a key we give), and the ticket's own
 * rotating code fits its parameters (HMAC-SHA1, 30 s, 8 digits), so the pass carries the ticket's secret
 * and draws the same code the app does; the door reads both alike (rotating-ticket-code.ts). A re-keyed
 * ticket's old Google pass therefore stops admitting at once, like the app's old code.
 */
import { createHmac, createPrivateKey } from 'node:crypto'
import { SignJWT } from 'jose'
import type { GoogleWalletInput } from '../../../types/api/wallet'
import { CODE_DIGITS, CODE_PERIOD_SECONDS, googleWalletValuePattern } from '../../../types/rules/rotating-ticket-code'
import { passLabel } from './wallet-words'
import type { PassFacts } from './pass-facts'

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/'

// Google's ids are <issuer id>.<suffix>, the suffix of letters, digits, '.', '_' and '-'.
const idPart = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_')

export function googleClassId(creds: GoogleWalletInput, showId: string): string {
  return `${creds.issuerId}.${idPart(`${creds.classSuffix}_${showId}`)}`
}

/**
 * The wallet object of one holder's ticket on one code secret. Google keeps one object per id for everyone
 * who saved it, so an id of the ticket alone would make a ticket given away or re-keyed share its object
 * (and any update of it) with the former holder's saved pass; a new holder or secret gets its own object.
 * `print` is objectPrint's.
 */
export function googleObjectId(creds: GoogleWalletInput, ticketId: string, print: string): string {
  return `${creds.issuerId}.${idPart(`${ticketId}_${print}`)}`
}

/** Holder and secret fingerprinted with a server key: the id (seen by Google and the user) tells neither. */
export function objectPrint(holderId: string, codeSecret: Uint8Array, key: string): string {
  return createHmac('sha256', key).update(`wallet-object:${holderId}:`).update(codeSecret).digest('hex').slice(0, 24)
}

/** The JWT's claims (exported so a test can read what was signed without Google). */
export function googleSaveClaims(
  creds: GoogleWalletInput,
  facts: PassFacts,
  secret: Uint8Array,
  print: string,
  origins: string[],
  now: Date
): Record<string, unknown> {
  const language = facts.locale
  const text = (value: string) => ({ defaultValue: { language, value } })
  const classId = googleClassId(creds, facts.showId)
  return {
    iss: creds.serviceAccountEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: Math.floor(now.getTime() / 1000),
    origins,
    payload: {
      eventTicketClasses: [
        {
          id: classId,
          issuerName: facts.merchantName,
          reviewStatus: 'UNDER_REVIEW',
          eventName: text(facts.showName),
          venue: { name: text(facts.venueName), address: text(facts.venueAddress) },
          dateTime: { start: facts.startsAt.toISOString() },
          hexBackgroundColor: facts.colour
        }
      ],
      eventTicketObjects: [
        {
          id: googleObjectId(creds, facts.ticketId, print),
          classId,
          state: 'ACTIVE',
          ticketNumber: facts.ticketNumber,
          ticketHolderName: facts.holder,
          ticketType: text(facts.tier),
          seatInfo: { seat: text(facts.seat) },
          hexBackgroundColor: facts.colour,
          rotatingBarcode: {
            type: 'QR_CODE',
            valuePattern: googleWalletValuePattern(facts.ticketNumber),
            totpDetails: {
              periodMillis: String(CODE_PERIOD_SECONDS * 1000),
              algorithm: 'TOTP_SHA1',
              parameters: [{ key: Buffer.from(secret).toString('hex'), valueLength: CODE_DIGITS }]
            },
            alternateText: facts.ticketNumber
          },
          textModulesData: [{ id: 'time', header: passLabel('TIME', facts.locale), body: facts.localStart }]
        }
      ]
    }
  }
}

/** The save link: Google's address and the signed JWT. */
export async function googleSaveUrl(
  creds: GoogleWalletInput,
  facts: PassFacts,
  secret: Uint8Array,
  print: string,
  origins: string[],
  now: Date
): Promise<string> {
  const jwt = await new SignJWT(googleSaveClaims(creds, facts, secret, print, origins, now))
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .sign(createPrivateKey(creds.privateKeyPem))
  return `${GOOGLE_SAVE_URL}${jwt}`
}
