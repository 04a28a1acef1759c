/**
 * Copywriting (calls-errors-limits.md "GET copywriting/config | merchantId, client"; product.md
 * "Copywriting"): the merchant's replacements for texts of the app's bundled dictionary
 * (src/locales/zh-CN.ts and its languages), per language. The app shows its own texts at once and lays
 * the merchant's over them when this reply arrives (src/services/copywriting-api.ts).
 */
import type { CopywritingOverrides } from '../rules/copywriting-rules'
import type { Locale } from '../rules/language-tag'

export type { CopywritingOverrides }

export const COPYWRITING_PATHS = {
  /** GET ?client → CopywritingOverrides (public, cached like other browse replies; a console change clears it). */
  config: '/home/pub/v1/copywriting/config'
} as const

/** The console's calls (under /admin-api/v1), storefront area: owner and operator. */
export const ADMIN_COPYWRITING_PATHS = {
  /** GET → AdminCopywritingEntry[]: every bundled text with the merchant's overrides. */
  list: '/copywriting',
  /** PUT CopywritingInput → AdminCopywritingEntry: set (or, with null, drop) a key's overrides. */
  one: '/copywriting/:key',
  /** DELETE → AdminCopywritingEntry: drop all of a key's overrides (back to the bundled texts). */
  reset: '/copywriting/:key'
} as const

/** A dictionary key: `section.name`, letters, digits and underscores. */
export const COPYWRITING_KEY_PATTERN = '^[A-Za-z0-9_]{1,40}(\\.[A-Za-z0-9_]{1,40}){1,3}$'

export interface AdminCopywritingEntry {
  key: string
  /** The app's own texts per language. */
  bundled: Record<Locale, string>
  /** The merchant's, only for languages it replaced. */
  overrides: Partial<Record<Locale, string>>
}

/** Per language: a text replaces, null goes back to the bundled one, absent leaves it as is. */
export type CopywritingInput = Partial<Record<Locale, string | null>>
