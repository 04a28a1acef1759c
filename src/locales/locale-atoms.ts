import { atom, useAtomValue } from 'jotai'
import { useCallback } from 'react'
import {
  DEFAULT_LOCALE,
  addDictionary,
  hasDictionary,
  setCopywritingOverrides,
  translate,
  type Locale,
  type MessageKey,
  type MessageParams
} from './i18n'
import { loadDictionary } from './dictionary-loader'
import { store } from '../store/store'
import type { CopywritingOverrides } from '../../types/rules/copywriting-rules'

/** Counts the dictionaries fetched after boot (H5), so what was drawn with the zh-CN fallback is drawn again. */
const dictionariesArrivedAtom = atom(0)
const chosenLocaleAtom = atom<Locale>(DEFAULT_LOCALE)

/**
 * The buyer's language. Setting it (boot, the language page, the merchant's supported languages) also
 * fetches its dictionary when this build does not carry it (H5): until it arrives pages read zh-CN, then
 * draw again. A failed fetch (no network) is tried again the next time the language is set. Fetching
 * twice is harmless: the bundler keeps one promise per chunk.
 */
export const localeAtom = atom(
  (get) => get(chosenLocaleAtom),
  (_get, set, locale: Locale) => {
    set(chosenLocaleAtom, locale)
    if (hasDictionary(locale)) return
    loadDictionary(locale)
      .then((messages) => {
        if (!messages) return
        addDictionary(locale, messages)
        set(dictionariesArrivedAtom, (n) => n + 1)
      })
      .catch((error: unknown) => console.warn(`[i18n] the ${locale} dictionary did not load`, error))
  }
)

/** The merchant's texts arrived (copywriting-sync.ts): pages draw their texts again with them. */
export function applyCopywriting(overrides: CopywritingOverrides): void {
  setCopywritingOverrides(overrides)
  store.set(dictionariesArrivedAtom, (n) => n + 1)
}

export type Translate = (key: MessageKey, params?: MessageParams) => string

/** The translate function for the current locale; components re-render when the locale changes. */
export function useT(): Translate {
  const locale = useAtomValue(localeAtom)
  const arrived = useAtomValue(dictionariesArrivedAtom)
  // `arrived` is a dependency on purpose: a new function makes the page draw its texts again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key, params) => translate(locale, key, params), [locale, arrived])
}

/** For code outside React (router toasts, the request layer). */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate(store.get(localeAtom), key, params)
}
