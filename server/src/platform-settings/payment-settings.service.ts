/**
 * A merchant's payment settings: checked against the platform's schema and its keys parsed
 * before they are sealed and stored; read back whole only by the gateway's own adapters and login
 * exchanges (`credentials`), and shown to people only through `describe`, which masks every secret.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto'
import { Value } from '@sinclair/typebox/value'
import type { SettingsCipher } from './settings-cipher'
import { PaymentSettingsRepository } from './payment-settings.repository'
import {
  SECRET_FIELDS,
  SETTINGS_PLATFORMS,
  SETTINGS_SCHEMAS,
  TEST_DOUBLE_HOSTS,
  type PlatformCredentials,
  type SettingsPlatform
} from './payment-settings.schemas'
import type { Queryable } from '../db/db'

/** Settings refused: which field and why, for the operator (never echoes a value). */
export class InvalidSettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid payment settings: ${problems.join('; ')}`)
    this.name = 'InvalidSettingsError'
  }
}

export type MerchantCredentials = { [P in SettingsPlatform]?: PlatformCredentials[P] }

/** A field as shown to people: its value when public, else only that it is set and how long it is. */
export type DescribedSettings = { [P in SettingsPlatform]?: { updatedAt: string; fields: Record<string, string> } }

const context = (merchantId: string, platform: SettingsPlatform) => `payment_settings:${merchantId}:${platform}`

function keyProblems(platform: SettingsPlatform, c: Record<string, unknown>): string[] {
  const problems: string[] = []
  const tryKey = (field: string, pem: unknown, parse: (pem: string) => unknown) => {
    if (typeof pem !== 'string') return
    try {
      parse(pem)
    } catch {
      problems.push(`${field}: not a readable PEM key`)
    }
  }
  if (platform === 'WECHAT') {
    tryKey('mchPrivateKeyPem', c.mchPrivateKeyPem, createPrivateKey)
    const keys = (c.platformPublicKeys ?? []) as Array<{ serial: string; publicKeyPem: string }>
    keys.forEach((k, i) => tryKey(`platformPublicKeys[${i}].publicKeyPem`, k.publicKeyPem, createPublicKey))
  } else {
    tryKey('appPrivateKeyPem', c.appPrivateKeyPem, createPrivateKey)
    tryKey('alipayPublicKeyPem', c.alipayPublicKeyPem, createPublicKey)
    if (typeof c.aesKey === 'string' && ![16, 24, 32].includes(Buffer.from(c.aesKey, 'base64').length))
      problems.push('aesKey: not an AES key of 16, 24 or 32 bytes in base64')
  }
  return problems
}

export interface PaymentSettingsOptions {
  /** In production the test-double host fields are never read (TEST_DOUBLE_HOSTS). */
  production?: boolean
  log?: (message: string, detail: object) => void
}

export class PaymentSettingsService {
  private readonly repo: PaymentSettingsRepository
  private readonly listeners: Array<(merchantId: string) => void> = []

  constructor(
    db: Queryable,
    private readonly cipher: SettingsCipher,
    private readonly options: PaymentSettingsOptions = {}
  ) {
    this.repo = new PaymentSettingsRepository(db)
  }

  /** Called after a merchant's settings change in this process (caches built from them rebuild). */
  onChange(listener: (merchantId: string) => void): void {
    this.listeners.push(listener)
  }

  /** The settings as given, checked: every problem named at once, nothing written when any. */
  check<P extends SettingsPlatform>(platform: P, input: unknown): PlatformCredentials[P] {
    const schema = SETTINGS_SCHEMAS[platform]
    if (!Value.Check(schema, input)) {
      throw new InvalidSettingsError([...Value.Errors(schema, input)].slice(0, 10).map((e) => `${e.path || '(root)'}: ${e.message}`))
    }
    const problems = keyProblems(platform, input as Record<string, unknown>)
    if (problems.length) throw new InvalidSettingsError(problems)
    return input as PlatformCredentials[P]
  }

  /** Stores a platform's settings whole (replacing what was there), or merged over the stored ones. */
  async write<P extends SettingsPlatform>(
    merchantId: string,
    platform: P,
    input: unknown,
    now: Date,
    options: { merge?: boolean } = {}
  ): Promise<void> {
    if (!(await this.repo.merchantExists(merchantId))) throw new InvalidSettingsError([`merchant "${merchantId}" does not exist`])
    const given = options.merge ? { ...((await this.stored(merchantId))[platform] ?? {}), ...(input as object) } : input
    const credentials = this.check(platform, given)
    await this.repo.upsert({
      merchantId,
      platform,
      sealed: this.cipher.seal(JSON.stringify(credentials), context(merchantId, platform)),
      keyId: this.cipher.keyId,
      updatedAt: now
    })
    this.changed(merchantId)
  }

  async remove(merchantId: string, platform: SettingsPlatform): Promise<boolean> {
    const removed = await this.repo.remove(merchantId, platform)
    this.changed(merchantId)
    return removed
  }

  /**
   * The merchant's credentials in plain, for the adapters and login exchanges only. A row that cannot be
   * opened (another SETTINGS_KEY, altered) throws: the caller logs it and offers nothing from it.
   * In production the test-double hosts are left out (logged), so every call goes to the platform itself.
   */
  async credentials(merchantId: string): Promise<MerchantCredentials> {
    const stored = await this.stored(merchantId)
    if (!this.options.production) return stored
    const out: MerchantCredentials = {}
    for (const platform of SETTINGS_PLATFORMS) {
      const given = stored[platform] as Record<string, unknown> | undefined
      if (!given) continue
      const kept = { ...given }
      const ignored = (TEST_DOUBLE_HOSTS[platform] as readonly string[]).filter((field) => field in kept)
      for (const field of ignored) delete kept[field]
      if (ignored.length)
        this.options.log?.("production: test-double host settings ignored, the platform's own hosts are called", {
          merchantId,
          platform,
          ignored
        })
      ;(out as Record<string, unknown>)[platform] = kept
    }
    return out
  }

  /** The credentials as stored, every field. */
  private async stored(merchantId: string): Promise<MerchantCredentials> {
    const out: MerchantCredentials = {}
    for (const row of await this.repo.ofMerchant(merchantId)) {
      const plain = JSON.parse(this.cipher.open(row.sealed, context(merchantId, row.platform))) as unknown
      if (row.platform === 'WECHAT') out.WECHAT = this.check('WECHAT', plain)
      else if (row.platform === 'ALIPAY') out.ALIPAY = this.check('ALIPAY', plain)
    }
    return out
  }

  /** A cheap stamp of the merchant's settings: it changes whenever one platform's settings are written. */
  async version(merchantId: string): Promise<string> {
    return this.repo.versions(merchantId)
  }

  /** What is set, for people: public fields as they are, secrets masked, public keys by serial only. */
  async describe(merchantId: string): Promise<DescribedSettings> {
    const rows = await this.repo.ofMerchant(merchantId)
    const all = await this.stored(merchantId)
    const ignored = this.options.production ? TEST_DOUBLE_HOSTS : undefined
    const out: DescribedSettings = {}
    for (const platform of SETTINGS_PLATFORMS) {
      const c = all[platform] as Record<string, unknown> | undefined
      const row = rows.find((r) => r.platform === platform)
      if (!c || !row) continue
      const secret = new Set<string>(SECRET_FIELDS[platform] as readonly string[])
      const fields: Record<string, string> = {}
      for (const [name, value] of Object.entries(c)) {
        if (name === 'platformPublicKeys') fields[name] = (value as Array<{ serial: string }>).map((k) => `serial ${k.serial}`).join(', ')
        else if (name.endsWith('PublicKeyPem')) fields[name] = 'set (public key)'
        else if (secret.has(name)) fields[name] = `set, ${String(value).length} characters (hidden)`
        else if ((ignored?.[platform] as readonly string[] | undefined)?.includes(name))
          fields[name] = `${String(value)} (ignored in production)`
        else fields[name] = String(value)
      }
      out[platform] = { updatedAt: new Date(row.updated_at).toISOString(), fields }
    }
    return out
  }

  private changed(merchantId: string): void {
    for (const listener of this.listeners) listener(merchantId)
  }
}
