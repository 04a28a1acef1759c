/** Texts stored per locale, and the request's locale from the `lang` query parameter. */
import { DEFAULT_LOCALE, LOCALES, localeFromTag, type Locale } from '../../../types/rules/language-tag'
import { TRANSLATED_LOCALES, type TranslatedLocale, type Translations } from '../../../types/api/translations'

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
  // A blank translation reads as the zh-CN text (only zh-CN is required of merchant content).
  return t[locale]?.trim() ? t[locale]! : (t['zh-CN'] ?? '')
}

/**
 * Merchant content kept as a zh-CN text and optional translations (types/api/translations.ts): the
 * buyer's language when translated, else the zh-CN text.
 */
export function translatedText(zhCN: string, translations: unknown, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || typeof translations !== 'object' || translations === null) return zhCN
  const own = (translations as Translations)[locale as TranslatedLocale]
  return typeof own === 'string' && own.trim() ? own : zhCN
}

/** What the console sent, kept: trimmed, the empty ones dropped (they read as the zh-CN text). */
export function keptTranslations(input: Translations | undefined): Translations {
  const kept: Translations = {}
  for (const locale of TRANSLATED_LOCALES) {
    const text = input?.[locale]?.trim()
    if (text) kept[locale] = text
  }
  return kept
}
