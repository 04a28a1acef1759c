/** Texts stored per locale, and the request's locale from the `lang` query parameter. */
import { DEFAULT_LOCALE, LOCALES, localeFromTag, type Locale } from '../../../types/rules/language-tag'

export { LOCALES }
export type { Locale }
export type Texts = Record<Locale, string>

/** The app sends lang=zh, zh-MO or en (calls-errors-limits.md section 7); anything else reads as zh-CN. */
export function localeOfLang(lang: unknown): Locale {
  return localeFromTag(lang) ?? DEFAULT_LOCALE
}

export function textIn(texts: unknown, locale: Locale): string {
  if (typeof texts !== 'object' || texts === null) return ''
  const t = texts as Partial<Texts>
  return t[locale] ?? t['zh-CN'] ?? ''
}
