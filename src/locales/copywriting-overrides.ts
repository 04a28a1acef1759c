/**
 * The merchant's copywriting overrides as translate() reads them (product.md "Copywriting"). They come from
 * GET copywriting/config after the first paint (copywriting-sync.ts, which checks each against this build)
 * and are kept in storage, so the next launch shows them from its first frame (app.tsx sets them before
 * the first page draws). This module is in every first page: it only reads, and reads only strings.
 */
import type { Locale } from '../../types/rules/language-tag'
import type { CopywritingOverrides } from '../../types/rules/copywriting-rules'

let overrides: CopywritingOverrides = {}

/**
 * An object or nothing: the texts in it are checked as they are read (copywritingOverride) and by the sync
 * (an array reads as no texts: its entries have no language names).
 */
export function parseCopywritingOverrides(raw: unknown): CopywritingOverrides | undefined {
  return typeof raw === 'object' && raw !== null ? (raw as CopywritingOverrides) : undefined
}

export function setCopywritingOverrides(next: CopywritingOverrides): void {
  overrides = next
}

export function copywritingOverride(locale: Locale, key: string): string | undefined {
  const text: unknown = overrides[locale]?.[key]
  return typeof text === 'string' ? text : undefined
}
