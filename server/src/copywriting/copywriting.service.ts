/**
 * Copywriting: the overrides the app reads (GET copywriting/config) and the console's edits. An edit takes
 * only keys of the bundled dictionary and texts that keep the bundled text's placeholders
 * (types/rules/copywriting-rules.ts); it is audited in the same transaction, and a refused one writes nothing.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { AuditRepository } from '../staff/audit.repository'
import { LOCALES, type Locale } from '../../../types/rules/language-tag'
import { overrideProblem, placeholderNames, type CopywritingOverrides } from '../../../types/rules/copywriting-rules'
import type { AdminCopywritingEntry, CopywritingInput } from '../../../types/api/copywriting'
import { CopywritingRepository, type OverrideRow } from './copywriting.repository'
import { bundledTexts } from './bundled-dictionary'

function bundledOf(key: string): Record<Locale, string> | undefined {
  const texts = bundledTexts()
  if (texts['zh-CN'][key] === undefined) return undefined
  // A language missing the key (it cannot: the type check makes every language match zh-CN) reads zh-CN's.
  return Object.fromEntries(LOCALES.map((l) => [l, texts[l][key] ?? texts['zh-CN'][key]])) as Record<Locale, string>
}

function overridesOf(rows: OverrideRow[]): Partial<Record<Locale, string>> {
  return Object.fromEntries(rows.map((r) => [r.locale, r.text]))
}

export class CopywritingService {
  private readonly repo: CopywritingRepository

  constructor(
    private readonly db: Db,
    reads: Queryable,
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {
    this.repo = new CopywritingRepository(reads)
  }

  /** What the app lays over its texts: only keys the bundled dictionary still has (one removed since is dropped). */
  async config(merchantId: string): Promise<CopywritingOverrides> {
    const reply: CopywritingOverrides = {}
    for (const row of await this.repo.ofMerchant(merchantId)) {
      if (!bundledOf(row.text_key)) continue
      ;(reply[row.locale] ??= {})[row.text_key] = row.text
    }
    return reply
  }

  /** Every bundled text with the merchant's overrides, in the dictionary's order. */
  async list(merchantId: string): Promise<AdminCopywritingEntry[]> {
    const byKey = new Map<string, OverrideRow[]>()
    for (const row of await new CopywritingRepository(this.db).ofMerchant(merchantId)) {
      byKey.set(row.text_key, [...(byKey.get(row.text_key) ?? []), row])
    }
    return Object.keys(bundledTexts()['zh-CN']).map((key) => ({
      key,
      bundled: bundledOf(key) as Record<Locale, string>,
      overrides: overridesOf(byKey.get(key) ?? [])
    }))
  }

  async set(merchantId: string, staffId: string, key: string, input: CopywritingInput, now: Date): Promise<AdminCopywritingEntry> {
    const bundled = bundledOf(key)
    if (!bundled) throw new AppError('COPYWRITING_KEY_UNKNOWN')
    for (const locale of LOCALES) {
      const text = input[locale]
      if (typeof text === 'string' && overrideProblem(bundled[locale], text))
        throw new AppError('COPYWRITING_INVALID', {
          placeholders:
            placeholderNames(bundled[locale])
              .map((n) => `{${n}}`)
              .join(' ') || '-'
        })
    }
    await this.db.transaction(async (tx) => {
      const repo = new CopywritingRepository(tx)
      const before = overridesOf(await repo.ofMerchant(merchantId, key))
      for (const locale of LOCALES) {
        const text = input[locale]
        if (typeof text === 'string') await repo.put(merchantId, key, locale, text, now)
        else if (text === null) await repo.drop(merchantId, key, locale)
      }
      await this.auditOn(tx).write({ merchantId, staffId, action: 'copywriting.set', target: key, before, after: input }, now)
    })
    return this.entry(merchantId, key, bundled)
  }

  async reset(merchantId: string, staffId: string, key: string, now: Date): Promise<AdminCopywritingEntry> {
    const bundled = bundledOf(key)
    if (!bundled) throw new AppError('COPYWRITING_KEY_UNKNOWN')
    await this.db.transaction(async (tx) => {
      const repo = new CopywritingRepository(tx)
      const before = overridesOf(await repo.ofMerchant(merchantId, key))
      await repo.drop(merchantId, key)
      await this.auditOn(tx).write({ merchantId, staffId, action: 'copywriting.reset', target: key, before, after: null }, now)
    })
    return this.entry(merchantId, key, bundled)
  }

  private async entry(merchantId: string, key: string, bundled: Record<Locale, string>): Promise<AdminCopywritingEntry> {
    return { key, bundled, overrides: overridesOf(await new CopywritingRepository(this.db).ofMerchant(merchantId, key)) }
  }
}
