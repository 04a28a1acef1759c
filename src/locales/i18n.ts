/**
 * Locale resolution and message lookup. Pure functions: the jotai atom and the React hook live in
 * locale-atoms.ts, so the request layer and tests can translate without React.
 */
import zhCN, { type Messages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'
import { DEFAULT_LOCALE, LOCALES, langParam, localeFromTag, type Locale } from '../../types/rules/language-tag'

// Tag parsing is shared with the gateway; these stay importable from here, where the app's locale code lives.
export { DEFAULT_LOCALE, LOCALES, langParam, localeFromTag }
export type { Locale }

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`
}[keyof T & string]

export type MessageKey = Paths<Messages>
export type MessageParams = Record<string, string | number>

const DICTIONARIES: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }

export interface LocaleInputs {
  /** The `lang` URL query parameter: it wins when valid. */
  query?: string | null
  /** The language the buyer chose before, from storage. */
  stored?: string | null
  /** The system or browser language. */
  system?: string | null
  /** The merchant's supportLanguages (langTag values); when given, the result is one of them. */
  supported?: readonly string[]
}

/** Query parameter, then the stored choice, then the system language, then the merchant's first language. */
export function resolveLocale(inputs: LocaleInputs): Locale {
  const supported = (inputs.supported ?? [])
    .map(localeFromTag)
    .filter((l): l is Locale => l !== undefined)
  const allowed = (l: Locale | undefined): l is Locale =>
    l !== undefined && (supported.length === 0 || supported.includes(l))
  for (const candidate of [inputs.query, inputs.stored, inputs.system]) {
    const locale = localeFromTag(candidate)
    if (allowed(locale)) return locale
  }
  return supported[0] ?? DEFAULT_LOCALE
}

function lookup(dictionary: Messages, key: string): string | undefined {
  let node: unknown = dictionary
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** Replaces {name} with params.name; a placeholder without a value stays visible so it is noticed. */
export function format(template: string, params?: MessageParams): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name])
  )
}

/**
 * Looks a key up in the locale's dictionary, then in zh-CN; a key missing everywhere is returned as is,
 * with a warning, so the page still renders.
 */
export function translate(locale: Locale, key: MessageKey | string, params?: MessageParams): string {
  const text = lookup(DICTIONARIES[locale], key) ?? lookup(DICTIONARIES[DEFAULT_LOCALE], key)
  if (text === undefined) {
    console.warn(`[i18n] missing message key "${key}" for ${locale}`)
    return key
  }
  return format(text, params)
}

export function isMessageKey(key: string): key is MessageKey {
  return lookup(DICTIONARIES[DEFAULT_LOCALE], key) !== undefined
}
