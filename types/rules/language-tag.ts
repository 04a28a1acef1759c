/**
 * Language tags, read once for both sides: the app resolves the buyer's language from the `lang` query,
 * storage, the system and the merchant's supported languages (src/locales/i18n.ts), and sends `lang`; the
 * gateway reads the request's locale from that same `lang` (server/src/http/texts.ts).
 */
export type Locale = 'zh-CN' | 'zh-MO' | 'en-US'
export const LOCALES: readonly Locale[] = ['zh-CN', 'zh-MO', 'en-US']
export const DEFAULT_LOCALE: Locale = 'zh-CN'

/**
 * Maps any language tag either side meets (the `lang` query parameter zh / en / zh-MO, BCP 47 tags from
 * the system, zh-Hans / zh-Hant, underscores as in zh_TW) to one of the three locales, or undefined when
 * it is none of them.
 */
export function localeFromTag(tag: unknown): Locale | undefined {
  if (typeof tag !== 'string') return undefined
  const t = tag.trim().replace(/_/g, '-').toLowerCase()
  if (t === '') return undefined
  if (t === 'zh-mo' || t === 'zh-hant' || t.startsWith('zh-hant-') || t === 'zh-hk' || t === 'zh-tw') return 'zh-MO'
  if (t === 'zh' || t === 'zh-cn' || t === 'zh-hans' || t.startsWith('zh-hans-') || t === 'zh-sg') return 'zh-CN'
  if (t === 'en' || t.startsWith('en-')) return 'en-US'
  return undefined
}

/** The `lang` query value the app sends and the gateway reads: zh, zh-MO or en (calls-errors-limits.md section 7). */
export function langParam(locale: Locale): 'zh' | 'zh-MO' | 'en' {
  if (locale === 'zh-MO') return 'zh-MO'
  if (locale === 'en-US') return 'en'
  return 'zh'
}

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
  const supported = (inputs.supported ?? []).map(localeFromTag).filter((l): l is Locale => l !== undefined)
  const allowed = (l: Locale | undefined): l is Locale => l !== undefined && (supported.length === 0 || supported.includes(l))
  for (const candidate of [inputs.query, inputs.stored, inputs.system]) {
    const locale = localeFromTag(candidate)
    if (allowed(locale)) return locale
  }
  return supported[0] ?? DEFAULT_LOCALE
}
