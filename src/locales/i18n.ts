/**
 * Locale resolution and message lookup. Pure functions: the jotai atom and the React hook live in
 * locale-atoms.ts, so the request layer and tests can translate without React.
 */
import zhCN, { type Messages } from '../../types/locales/zh-CN'
import { BUNDLED_DICTIONARIES } from './dictionary-loader'
import { formatMessage } from '../../types/rules/message-format'
import type { CopywritingOverrides } from '../../types/rules/copywriting-rules'
import {
  DEFAULT_LOCALE,
  LOCALES,
  langParam,
  localeFromTag,
  resolveLocale,
  type Locale,
  type LocaleInputs
} from '../../types/rules/language-tag'

// Tag parsing and the choice of language are shared with the gateway (it picks the first page's data by
// them); these stay importable from here, where the app's locale code lives.
export { DEFAULT_LOCALE, LOCALES, langParam, localeFromTag, resolveLocale }
export type { Locale, LocaleInputs }

export type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`
}[keyof T & string]

export type MessageKey = Paths<Messages>
export type MessageParams = Record<string, string | number>

/** zh-CN always; the others as bundled (mini-programs) or once fetched (H5: locale-atoms.ts loads them). */
const DICTIONARIES: Partial<Record<Locale, Messages>> = { ...BUNDLED_DICTIONARIES, [DEFAULT_LOCALE]: zhCN }

export function hasDictionary(locale: Locale): boolean {
  return DICTIONARIES[locale] !== undefined
}

export function addDictionary(locale: Locale, messages: Messages): void {
  DICTIONARIES[locale] = messages
}

/**
 * The merchant's copywriting overrides (product.md "Copywriting"), shown over the bundled texts. Set at
 * launch from storage (app.tsx: the last launch's, for the first frame) and after the first paint from
 * GET copywriting/config (copywriting-sync.ts, which keeps only what this build can show). Here, in every
 * first page, they are only read, and only strings.
 */
let overrides: CopywritingOverrides = {}

export function setCopywritingOverrides(next: CopywritingOverrides): void {
  overrides = next
}

/** A stored object or nothing (an array reads as no texts: it has no language names). */
export function parseCopywritingOverrides(raw: unknown): CopywritingOverrides | undefined {
  return typeof raw === 'object' && raw !== null ? (raw as CopywritingOverrides) : undefined
}

function lookup(dictionary: Messages, key: string): string | undefined {
  let node: unknown = dictionary
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** Replaces {name} with params.name and picks {count, plural, one {…} other {…}} branches (types/rules/message-format.ts). */
export function format(template: string, params?: MessageParams): string {
  return formatMessage(template, params)
}

/**
 * Looks a key up in the locale's dictionary, then in zh-CN (also while the locale's own is still being
 * fetched); a key missing everywhere is returned as is, with a warning, so the page still renders. The
 * merchant's override of the key in this language is shown instead (checked before it is set:
 * copywriting-sync.ts; the check stays out of the first pages' JavaScript).
 */
export function translate(locale: Locale, key: MessageKey | string, params?: MessageParams): string {
  const own = DICTIONARIES[locale]
  const text = (own && lookup(own, key)) ?? lookup(zhCN, key)
  if (text === undefined) {
    console.warn(`[i18n] missing message key "${key}" for ${locale}`)
    return key
  }
  const merchant: unknown = overrides[locale]?.[key]
  return format(typeof merchant === 'string' ? merchant : text, params)
}

export function isMessageKey(key: string): key is MessageKey {
  return lookup(zhCN, key) !== undefined
}
