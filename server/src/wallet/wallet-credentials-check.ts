/**
 * Whether the wallet credentials an owner entered can sign a pass, checked when they are entered rather
 * than when a buyer taps the button: the PEMs parse, the signer key opens (with its passphrase) and is the
 * signer certificate's key, the certificates are in their validity period, and the signer certificate was
 * issued by the WWDR certificate given. node-forge reads them, as passkit-generator does when it signs, so
 * what passes here is what the signer can use (RSA only, which is what Apple issues for pass type ids).
 */
import { createPrivateKey } from 'node:crypto'
import forge from 'node-forge'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import type { AppleWalletInput, CertificateSummary, GoogleWalletInput } from '../../../types/api/wallet'
import { credentialProblem, fieldName, type CredentialProblem } from './wallet-words'

function refuse(field: string, problem: CredentialProblem, locale: Locale): AppError {
  return new AppError('WALLET_SETTINGS_INVALID', { field: fieldName(field, locale), reason: credentialProblem(problem, locale) })
}

function certificate(pem: string, field: string, locale: Locale): forge.pki.Certificate {
  try {
    return forge.pki.certificateFromPem(pem)
  } catch {
    throw refuse(field, 'PEM_UNREADABLE', locale)
  }
}

function names(attributes: forge.pki.CertificateField[]): string {
  return attributes.map((a) => `${a.shortName ?? a.name ?? a.type}=${String(a.value)}`).join(', ')
}

export function summarise(cert: forge.pki.Certificate): CertificateSummary {
  return { subject: names(cert.subject.attributes), issuer: names(cert.issuer.attributes), notAfter: cert.validity.notAfter.toISOString() }
}

function inPeriod(cert: forge.pki.Certificate, field: string, now: Date, locale: Locale): void {
  if (now.getTime() > cert.validity.notAfter.getTime()) {
    throw new AppError('WALLET_CERT_EXPIRED', { field: fieldName(field, locale), date: cert.validity.notAfter.toISOString().slice(0, 10) })
  }
  if (now.getTime() < cert.validity.notBefore.getTime()) throw refuse(field, 'NOT_YET_VALID', locale)
}

/** The Apple credentials, checked; their certificates' public descriptions for the console. */
export function checkApple(
  input: AppleWalletInput,
  now: Date,
  locale: Locale
): { signerCert: CertificateSummary; wwdr: CertificateSummary } {
  const signer = certificate(input.signerCertPem, 'signerCertPem', locale)
  const wwdr = certificate(input.wwdrPem, 'wwdrPem', locale)
  let key: forge.pki.rsa.PrivateKey | null
  try {
    // The same call the signer makes: it reads plain and encrypted (PKCS#8 or legacy) RSA keys, null on a wrong passphrase.
    key = forge.pki.decryptRsaPrivateKey(input.signerKeyPem, input.signerKeyPassphrase ?? '')
  } catch {
    key = null
  }
  if (!key) throw refuse('signerKeyPem', 'KEY_UNREADABLE', locale)
  const certKey = signer.publicKey as forge.pki.rsa.PublicKey
  if (!certKey.n || certKey.n.compareTo(key.n) !== 0 || certKey.e.compareTo(key.e) !== 0)
    throw refuse('signerKeyPem', 'KEY_MISMATCH', locale)
  inPeriod(signer, 'signerCertPem', now, locale)
  inPeriod(wwdr, 'wwdrPem', now, locale)
  let issued: boolean
  try {
    issued = wwdr.verify(signer)
  } catch {
    issued = false
  }
  if (!issued) throw refuse('signerCertPem', 'NOT_ISSUED_BY_WWDR', locale)
  return { signerCert: summarise(signer), wwdr: summarise(wwdr) }
}

/** The Google service account key must be an RSA private key (the save link's JWT is RS256). */
export function checkGoogle(input: GoogleWalletInput, locale: Locale): void {
  let type: string | undefined
  try {
    type = createPrivateKey(input.privateKeyPem).asymmetricKeyType
  } catch {
    throw refuse('privateKeyPem', 'KEY_UNREADABLE', locale)
  }
  if (type !== 'rsa') throw refuse('privateKeyPem', 'KEY_NOT_RSA', locale)
}
