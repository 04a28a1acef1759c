/**
 * Apple Wallet and Google Wallet passes for tickets (issue #17 "Apple Wallet / Google Wallet passes ...
 * where the platform allows (H5)"): the buyer's calls, and the console's wallet settings (owner only,
 * under ADMIN_API). Every reply is the envelope (types/api/envelope.ts).
 */

/** Buyer paths; `:ticketId` a ticket id. */
export const WALLET_PATHS = {
  /** GET → WalletPassLink: a short-lived link to the ticket's .pkpass (H5 opens it without the access-token header). */
  appleLink: '/buyer/buyer/v1/tickets/:ticketId/wallet/apple',
  /** GET → GoogleWalletSave: the "Save to Google Wallet" link. */
  google: '/buyer/buyer/v1/tickets/:ticketId/wallet/google',
  /** The .pkpass behind a link, `?token=` (signed, 10 minutes; `pub`: no access-token needed to open it; a query, as the token outgrows a path parameter). */
  applePass: '/buyer/pub/v1/wallet-pass'
} as const

export function walletPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}

export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass'

/** Which wallets the ticket's merchant configured (on a VALID ticket's detail reply; absent otherwise). */
export interface TicketWalletOffer {
  apple: boolean
  google: boolean
}

export interface WalletPassLink {
  /** Path of the .pkpass on the gateway (applePass), valid until expiresAt. */
  url: string
  expiresAt: number
}

export interface GoogleWalletSave {
  /** https://pay.google.com/gp/v/save/<JWT> */
  saveUrl: string
}

export type WalletKind = 'APPLE' | 'GOOGLE'
export const WALLET_KINDS: readonly WalletKind[] = ['APPLE', 'GOOGLE']

/** Console paths under ADMIN_API (owner only). */
export const ADMIN_WALLET_PATHS = {
  settings: '/wallet/settings', // GET → AdminWalletSettings
  apple: '/wallet/settings/apple', // PUT AppleWalletInput → AdminWalletSettings (replaces all of it); DELETE → AdminWalletSettings
  google: '/wallet/settings/google' // PUT GoogleWalletInput → AdminWalletSettings; DELETE → AdminWalletSettings
} as const

/** What the owner enters for Apple Wallet: all PEM texts; the passphrase only when the key is encrypted. */
export interface AppleWalletInput {
  passTypeIdentifier: string
  teamIdentifier: string
  organizationName: string
  signerCertPem: string
  signerKeyPem: string
  signerKeyPassphrase?: string
  wwdrPem: string
}

/** What the owner enters for Google Wallet (a service account of the issuer, its key as PEM). */
export interface GoogleWalletInput {
  issuerId: string
  serviceAccountEmail: string
  privateKeyPem: string
  classSuffix: string
}

/** A certificate as people see it: never the PEM. */
export interface CertificateSummary {
  subject: string
  issuer: string
  notAfter: string
}

/** What the console is shown: public fields, and only that each secret is set. */
export interface AdminWalletSettings {
  apple: null | {
    passTypeIdentifier: string
    teamIdentifier: string
    organizationName: string
    signerCert: CertificateSummary
    wwdr: CertificateSummary
    signerKeySet: true
    passphraseSet: boolean
    updatedAt: string
  }
  google: null | {
    issuerId: string
    serviceAccountEmail: string
    classSuffix: string
    privateKeySet: true
    updatedAt: string
  }
}
