/**
 * H5: only zh-CN (the reference, and the fallback for every key) is in the first page's JavaScript; the
 * buyer's other language is a chunk of its own, fetched when that language is chosen (at boot, in
 * parallel with the first page's own chunk), so a first page does not carry two dictionaries it never
 * shows (issue #8 goal 4).
 */
import type { Messages } from '../../types/locales/zh-CN'
import type { Locale } from '../../types/rules/language-tag'

export const BUNDLED_DICTIONARIES: Partial<Record<Locale, Messages>> = {}

export async function loadDictionary(locale: Locale): Promise<Messages | undefined> {
  switch (locale) {
    case 'zh-MO':
      return (await import(/* webpackChunkName: "locale-zh-MO" */ '../../types/locales/zh-MO')).default
    case 'en-US':
      return (await import(/* webpackChunkName: "locale-en-US" */ '../../types/locales/en-US')).default
    default:
      return undefined
  }
}
