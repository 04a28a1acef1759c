import { atom, useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { DEFAULT_LOCALE, translate, type Locale, type MessageKey, type MessageParams } from './i18n'
import { store } from '../store/store'

export const localeAtom = atom<Locale>(DEFAULT_LOCALE)

export type Translate = (key: MessageKey, params?: MessageParams) => string

/** The translate function for the current locale; components re-render when the locale changes. */
export function useT(): Translate {
  const locale = useAtomValue(localeAtom)
  return useCallback((key, params) => translate(locale, key, params), [locale])
}

/** For code outside React (router toasts, the request layer). */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate(store.get(localeAtom), key, params)
}
