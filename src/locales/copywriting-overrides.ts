/**
 * The merchant's copywriting overrides as translate() reads them (product.md "Copywriting"). They come from
 * GET copywriting/config after the first paint (copywriting-sync.ts) and are kept in storage, so the next
 * launch shows them from its first frame (app.tsx reads them before the first page draws). A stored value is parsed, never trusted: anything but a table
 * of strings per known language reads as none.
 */
import { LOCALES, type Locale } from '../../types/rules/language-tag'
import type { CopywritingOverrides } from '../../types/rules/copywriting-rules'

let overrides: CopywritingOverrides = {}

export function parseCopywritingOverrides(raw: unknown): CopywritingOverrides | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const parsed: CopywritingOverrides = {}
  for (const locale of LOCALES) {
    const texts: unknown = (raw as Record<string, unknown>)[locale]
    if (typeof texts !== 'object' || texts === null) continue
    const kept = Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    if (kept.length > 0) parsed[locale] = Object.fromEntries(kept)
  }
  return parsed
}

export function setCopywritingOverrides(next: CopywritingOverrides): void {
  overrides = next
}

export function copywritingOverride(locale: Locale, key: string): string | undefined {
  return overrides[locale]?.[key]
}
