/**
 * Dictionaries of one area's pages (the after-sale pages onwards), kept out of the main dictionary:
 * on H5 the main zh-CN dictionary is part of every first page's JavaScript (dictionary-loader.h5.ts), and
 * texts only a subpackage shows would make home pay for them. A section lives in
 * src/locales/sections/<area>/ as zh-CN.ts (the reference: its shape is the type the others must match),
 * zh-MO.ts, en-US.ts and <area>-text.ts, which binds the three; only the subpackage pages of the area
 * import it, so its texts ship with them (all three languages: a page's chunk, not a first page).
 *
 * Navigation titles stay in the main dictionary: the router and the title bar read them for every route.
 */
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { DEFAULT_LOCALE, format, type Locale, type MessageParams, type Paths } from './i18n'
import { localeAtom } from './locale-atoms'
import { store } from '../store/store'

/** The shape a section's other languages must match: every key of the reference, each a string. */
export type SectionShape<T> = { [K in keyof T]: T[K] extends string ? string : SectionShape<T[K]> }

export type SectionDictionaries<M> = Record<Locale, M>

export type SectionTranslate<M> = (key: Paths<M>, params?: MessageParams) => string

function lookup(dictionary: unknown, key: string): string | undefined {
  let node = dictionary
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** The key's text in the locale, else in zh-CN; a key missing everywhere is returned as is, so it is noticed. */
export function sectionText<M>(dictionaries: SectionDictionaries<M>, locale: Locale, key: string, params?: MessageParams): string {
  const text = lookup(dictionaries[locale], key) ?? lookup(dictionaries[DEFAULT_LOCALE], key)
  if (text === undefined) {
    console.warn(`[i18n] missing section key "${key}" for ${locale}`)
    return key
  }
  return format(text, params)
}

/** The section's translate function for the buyer's language; the page draws again when it changes. */
export function useSectionT<M>(dictionaries: SectionDictionaries<M>): SectionTranslate<M> {
  const locale = useAtomValue(localeAtom)
  return useCallback((key, params) => sectionText(dictionaries, locale, key, params), [dictionaries, locale])
}

/** For code outside React (toasts after a call, services). */
export function sectionT<M>(dictionaries: SectionDictionaries<M>): SectionTranslate<M> {
  return (key, params) => sectionText(dictionaries, store.get(localeAtom), key, params)
}
