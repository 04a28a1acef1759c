/**
 * Where the home page's layout comes from: the one the H5 page was served with (once, and only in the
 * language the app chose), else the gateway's reply. Taken once so a later city or language change, or
 * coming back to a stale home, asks the gateway.
 */
import { atom } from 'jotai'
import type { Layout } from '../../../types/api/layout'
import type { FirstPageData } from '../../../types/api/first-page'
import type { Locale } from '../../locales/i18n'
import type { Store } from '../../store/store'

export const inlinedHomeLayoutAtom = atom<FirstPageData['homeLayout']>(undefined)

export function homeLayout(store: Store, locale: Locale, fetchLayout: () => Promise<Layout | null>): Promise<Layout | null> {
  const inlined = store.get(inlinedHomeLayoutAtom)
  if (inlined) {
    store.set(inlinedHomeLayoutAtom, undefined)
    if (inlined.locale === locale) return Promise.resolve(inlined.layout)
  }
  return fetchLayout()
}
