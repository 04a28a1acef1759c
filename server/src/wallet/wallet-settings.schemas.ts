/**
 * What a merchant may store as its wallet pass settings, checked before anything is sealed: bounded
 * strings, no other field. Whether the PEMs parse and belong together is checked after the shape
 * (wallet-credentials-check.ts), with translated reasons.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Str } from '../http/schema'
import type { AppleWalletInput, GoogleWalletInput } from '../../../types/api/wallet'

const Pem = Str(16384, { minLength: 1 })

export const AppleWalletSettings = Type.Object(
  {
    // Apple's pass type identifiers are reverse-DNS ("pass.com.example.tickets"); team ids 10 characters.
    passTypeIdentifier: Str(200, { minLength: 1, pattern: '^pass(\\.[A-Za-z0-9-]+)+$' }),
    teamIdentifier: Str(10, { minLength: 10, pattern: '^[A-Z0-9]{10}$' }),
    organizationName: Str(100, { minLength: 1 }),
    signerCertPem: Pem,
    signerKeyPem: Pem,
    signerKeyPassphrase: Type.Optional(Str(200)),
    wwdrPem: Pem
  },
  { additionalProperties: false }
)

export const GoogleWalletSettings = Type.Object(
  {
    issuerId: Str(32, { minLength: 1, pattern: '^[0-9]+$' }),
    serviceAccountEmail: Str(200, { minLength: 3, pattern: '^[^\\s@]+@[^\\s@]+$' }),
    privateKeyPem: Pem,
    // Google's ids are <issuer>.<suffix>: letters, digits, '.', '_' and '-'.
    classSuffix: Str(60, { minLength: 1, pattern: '^[A-Za-z0-9_.-]+$' })
  },
  { additionalProperties: false }
)

// Schema and contract hold the same fields both ways.
const appleBothWays: [
  (v: Static<typeof AppleWalletSettings>) => AppleWalletInput,
  (v: AppleWalletInput) => Static<typeof AppleWalletSettings>
] = [(v) => v, (v) => v]
const googleBothWays: [
  (v: Static<typeof GoogleWalletSettings>) => GoogleWalletInput,
  (v: GoogleWalletInput) => Static<typeof GoogleWalletSettings>
] = [(v) => v, (v) => v]
void appleBothWays
void googleBothWays
