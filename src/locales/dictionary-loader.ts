/**
 * Where the non-reference dictionaries come from on the mini-programs (and in jest): bundled in the
 * main package, since a mini-program cannot load code at run time and the package pays no download per
 * page. H5 fetches them on demand instead (dictionary-loader.h5.ts).
 */
import type { Messages } from '../../types/locales/zh-CN'
import zhMO from '../../types/locales/zh-MO'
import enUS from '../../types/locales/en-US'
import type { Locale } from '../../types/rules/language-tag'

export const BUNDLED_DICTIONARIES: Partial<Record<Locale, Messages>> = { 'zh-MO': zhMO, 'en-US': enUS }

export function loadDictionary(locale: Locale): Promise<Messages | undefined> {
  return Promise.resolve(BUNDLED_DICTIONARIES[locale])
}
