/**
 * An Apple Wallet pass (.pkpass) for one ticket, built with passkit-generator: pass.json (eventTicket
 * style, serialNumber = the ticket id), the icons, manifest.json with each file's SHA-1, and `signature`,
 * a detached PKCS#7 over the manifest made with the merchant's Pass Type ID certificate and key and
 * Apple's WWDR intermediate. The barcode is the ticket's static wallet code (ticket-code.ts
 * walletPassCode explains why a pass cannot carry the rotating one, and what bounds the static one).
 */
import { PKPass } from 'passkit-generator'
import type { AppleWalletInput } from '../../../types/api/wallet'
import { passLabel } from './wallet-words'
import { rgb, type PassFacts } from './pass-facts'
import { squareIcon } from './pass-icon'

/** Wallet hides a pass's relevance and greys it a day after the session began. */
const EXPIRES_AFTER_START_MS = 24 * 3600_000

/** pass.json as this gateway writes it (Apple's PassKit Package Format, eventTicket). */
export function applePassJson(creds: AppleWalletInput, facts: PassFacts, barcode: string): Record<string, unknown> {
  const field = (key: string, label: Parameters<typeof passLabel>[0], value: string) => ({
    key,
    label: passLabel(label, facts.locale),
    value
  })
  return {
    formatVersion: 1,
    passTypeIdentifier: creds.passTypeIdentifier,
    teamIdentifier: creds.teamIdentifier,
    organizationName: creds.organizationName,
    serialNumber: facts.ticketId,
    description: facts.showName,
    logoText: creds.organizationName,
    backgroundColor: rgb(facts.colour),
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(255, 255, 255)',
    relevantDate: facts.startsAt.toISOString(),
    expirationDate: new Date(facts.startsAt.getTime() + EXPIRES_AFTER_START_MS).toISOString(),
    eventTicket: {
      primaryFields: [field('event', 'EVENT', facts.showName)],
      secondaryFields: [field('time', 'TIME', facts.localStart), field('venue', 'VENUE', facts.venueName)],
      auxiliaryFields: [field('seat', 'SEAT', facts.seat), field('holder', 'HOLDER', facts.holder)],
      backFields: [
        field('ticketNumber', 'TICKET_NUMBER', facts.ticketNumber),
        field('session', 'SESSION', facts.sessionName),
        field('tier', 'TIER', facts.tier),
        field('address', 'ADDRESS', facts.venueAddress)
      ]
    },
    barcodes: [{ format: 'PKBarcodeFormatQR', message: barcode, messageEncoding: 'iso-8859-1', altText: facts.ticketNumber }]
  }
}

/** The signed .pkpass file. */
export function buildApplePass(creds: AppleWalletInput, facts: PassFacts, barcode: string): Buffer {
  const pass = new PKPass(
    {
      'pass.json': Buffer.from(JSON.stringify(applePassJson(creds, facts, barcode))),
      'icon.png': squareIcon(29, facts.colour),
      'icon@2x.png': squareIcon(58, facts.colour),
      'icon@3x.png': squareIcon(87, facts.colour)
    },
    {
      wwdr: creds.wwdrPem,
      signerCert: creds.signerCertPem,
      signerKey: creds.signerKeyPem,
      ...(creds.signerKeyPassphrase ? { signerKeyPassphrase: creds.signerKeyPassphrase } : {})
    }
  )
  return pass.getAsBuffer()
}
