/**
 * Merchant settings sealed at rest (issue #15: "the secrets encrypted at rest by a key from the
 * environment"): AES-256-GCM from node:crypto, a fresh 96-bit nonce per seal, and the row's identity
 * (merchant and platform) as associated data, so a sealed value copied onto another merchant's row, or
 * altered in any byte, is refused instead of read. The sealed text names the key it was sealed with
 * (a fingerprint, not the key), so a gateway started with another SETTINGS_KEY says so plainly.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

const VERSION = 'v1'
const NONCE_BYTES = 12
const TAG_BYTES = 16

/**
 * The key outside production when SETTINGS_KEY is unset: fixed, so local runs and tests read back what
 * they wrote; it is public (derived from this text), which is why production refuses to start without one.
 */
export const DEV_SETTINGS_KEY = createHash('sha256').update('stagedoor development payment settings key (not secret)').digest()

export class SettingsCipherError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SettingsCipherError'
  }
}

/** SETTINGS_KEY as configured: base64 of exactly 32 bytes. */
export function parseSettingsKey(text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64')
  if (key.length !== 32 || key.toString('base64').replace(/=+$/, '') !== text.trim().replace(/=+$/, '')) {
    throw new Error('SETTINGS_KEY must be 32 random bytes in base64 (openssl rand -base64 32)')
  }
  return key
}

export class SettingsCipher {
  /** A short public name of the key, stored beside what it sealed. */
  readonly keyId: string

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the settings key must be 32 bytes')
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 12)
  }

  seal(plain: string, context: string): string {
    const nonce = randomBytes(NONCE_BYTES)
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce)
    cipher.setAAD(Buffer.from(context, 'utf8'))
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return [VERSION, this.keyId, Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64')].join('.')
  }

  /** The plain text; a SettingsCipherError when it was sealed with another key, for another row, or altered. */
  open(sealed: string, context: string): string {
    const [version, keyId, data, ...rest] = sealed.split('.')
    if (version !== VERSION || !keyId || !data || rest.length) throw new SettingsCipherError('not a sealed settings value')
    if (keyId !== this.keyId)
      throw new SettingsCipherError(`sealed with another SETTINGS_KEY (key id ${keyId}, this gateway's is ${this.keyId})`)
    const raw = Buffer.from(data, 'base64')
    if (raw.length < NONCE_BYTES + TAG_BYTES) throw new SettingsCipherError('not a sealed settings value')
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, NONCE_BYTES))
    decipher.setAAD(Buffer.from(context, 'utf8'))
    decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES))
    try {
      return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
    } catch {
      throw new SettingsCipherError('the sealed settings were altered, or belong to another merchant or platform')
    }
  }
}
