/** Texts stored per locale, and the request's locale from the `lang` query parameter. */
export type Locale = 'zh-CN' | 'zh-MO' | 'en-US'
export type Texts = Record<Locale, string>

export const LOCALES: readonly Locale[] = ['zh-CN', 'zh-MO', 'en-US']

/** The app sends lang=zh, zh-MO or en (calls-errors-limits.md section 7); anything else reads as zh-CN. */
export function localeOfLang(lang: unknown): Locale {
  const value = typeof lang === 'string' ? lang.toLowerCase() : ''
  if (value === 'en' || value.startsWith('en-')) return 'en-US'
  if (value === 'zh-mo' || value === 'zh-hant' || value === 'zh-hk' || value === 'zh-tw') return 'zh-MO'
  return 'zh-CN'
}

export function textIn(texts: unknown, locale: Locale): string {
  if (typeof texts !== 'object' || texts === null) return ''
  const t = texts as Partial<Texts>
  return t[locale] ?? t['zh-CN'] ?? ''
}
