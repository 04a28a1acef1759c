/**
 * A merchant's wallet pass settings: checked (shape by the route's schema, certificates and
 * keys by wallet-credentials-check.ts) before they are sealed with the payment settings' cipher and stored,
 * audited in the same transaction. People are shown only the public summary written beside the sealed
 * value; the secrets are opened only to sign a pass (`apple`, `google`).
 */
import type { Db, Queryable } from '../db/db'
import type { Locale } from '../http/texts'
import type { SettingsCipher } from '../platform-settings/settings-cipher'
import type {
  AdminWalletSettings,
  AppleWalletInput,
  CertificateSummary,
  GoogleWalletInput,
  TicketWalletOffer,
  WalletKind
} from '../../../types/api/wallet'
import { WalletSettingsRepository, type WalletSettingsRow } from './wallet-settings.repository'
import { checkApple, checkGoogle } from './wallet-credentials-check'

/** Writes an audit row on the change's transaction (the console's AuditRepository). */
export type WalletAuditOn = (tx: Queryable) => {
  write(
    entry: { merchantId: string; staffId: string | null; action: string; target: string; before: unknown; after: unknown },
    now: Date
  ): Promise<void>
}

interface AppleSummary {
  passTypeIdentifier: string
  teamIdentifier: string
  organizationName: string
  signerCert: CertificateSummary
  wwdr: CertificateSummary
  passphraseSet: boolean
}

interface GoogleSummary {
  issuerId: string
  serviceAccountEmail: string
  classSuffix: string
}

const context = (merchantId: string, wallet: WalletKind) => `wallet_settings:${merchantId}:${wallet}`

export class WalletSettingsService {
  private readonly repo: WalletSettingsRepository

  constructor(
    private readonly db: Db,
    private readonly cipher: SettingsCipher,
    private readonly auditOn: WalletAuditOn
  ) {
    this.repo = new WalletSettingsRepository(db)
  }

  async describe(merchantId: string): Promise<AdminWalletSettings> {
    const rows = await this.repo.ofMerchant(merchantId)
    const apple = rows.find((r) => r.wallet === 'APPLE')
    const google = rows.find((r) => r.wallet === 'GOOGLE')
    return {
      apple: apple
        ? { ...(apple.summary as unknown as AppleSummary), signerKeySet: true, updatedAt: new Date(apple.updated_at).toISOString() }
        : null,
      google: google
        ? { ...(google.summary as unknown as GoogleSummary), privateKeySet: true, updatedAt: new Date(google.updated_at).toISOString() }
        : null
    }
  }

  async writeApple(merchantId: string, staffId: string, input: AppleWalletInput, locale: Locale, now: Date): Promise<AdminWalletSettings> {
    const certs = checkApple(input, now, locale)
    const summary: AppleSummary = {
      passTypeIdentifier: input.passTypeIdentifier,
      teamIdentifier: input.teamIdentifier,
      organizationName: input.organizationName,
      ...certs,
      passphraseSet: Boolean(input.signerKeyPassphrase)
    }
    await this.store(merchantId, staffId, 'APPLE', input, summary, now)
    return this.describe(merchantId)
  }

  async writeGoogle(
    merchantId: string,
    staffId: string,
    input: GoogleWalletInput,
    locale: Locale,
    now: Date
  ): Promise<AdminWalletSettings> {
    checkGoogle(input, locale)
    const summary: GoogleSummary = {
      issuerId: input.issuerId,
      serviceAccountEmail: input.serviceAccountEmail,
      classSuffix: input.classSuffix
    }
    await this.store(merchantId, staffId, 'GOOGLE', input, summary, now)
    return this.describe(merchantId)
  }

  async remove(merchantId: string, staffId: string, wallet: WalletKind, now: Date): Promise<AdminWalletSettings> {
    await this.db.transaction(async (tx) => {
      const repo = new WalletSettingsRepository(tx)
      const before = await repo.one(merchantId, wallet)
      if (!before || !(await repo.remove(merchantId, wallet))) return
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'settings.wallet.remove', target: `wallet:${wallet}`, before: before.summary, after: null },
        now
      )
    })
    return this.describe(merchantId)
  }

  /** Which wallets the merchant can issue passes for (the ticket detail's flags; no secret is opened). */
  async offer(merchantId: string): Promise<TicketWalletOffer> {
    const rows = await this.repo.ofMerchant(merchantId)
    return { apple: rows.some((r) => r.wallet === 'APPLE'), google: rows.some((r) => r.wallet === 'GOOGLE') }
  }

  /** The Apple credentials in plain, to sign a pass; undefined when not configured. */
  async apple(merchantId: string): Promise<AppleWalletInput | undefined> {
    const row = await this.repo.one(merchantId, 'APPLE')
    return row ? (this.open(row) as AppleWalletInput) : undefined
  }

  async google(merchantId: string): Promise<GoogleWalletInput | undefined> {
    const row = await this.repo.one(merchantId, 'GOOGLE')
    return row ? (this.open(row) as GoogleWalletInput) : undefined
  }

  private open(row: WalletSettingsRow): unknown {
    return JSON.parse(this.cipher.open(row.sealed, context(row.merchant_id, row.wallet))) as unknown
  }

  // The secrets never reach the audit log: before and after are the public summaries.
  private async store(
    merchantId: string,
    staffId: string,
    wallet: WalletKind,
    input: AppleWalletInput | GoogleWalletInput,
    summary: object,
    now: Date
  ): Promise<void> {
    const sealed = this.cipher.seal(JSON.stringify(input), context(merchantId, wallet))
    await this.db.transaction(async (tx) => {
      const repo = new WalletSettingsRepository(tx)
      const before = await repo.one(merchantId, wallet)
      await repo.upsert({ merchantId, wallet, sealed, keyId: this.cipher.keyId, summary, updatedAt: now })
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'settings.wallet.update',
          target: `wallet:${wallet}`,
          before: before?.summary ?? null,
          after: summary
        },
        now
      )
    })
  }
}
