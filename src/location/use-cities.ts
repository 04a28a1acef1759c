/**
 * The merchant's cities in the buyer's language, asked once per language a visit uses and shared by the
 * home bar (the chosen city's name) and the city picker.
 */
import { atom, useAtom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import type { City } from '../../types/api/show'
import { cities } from '../services/home-api'
import { localeAtom } from '../locales/locale-atoms'
import type { Locale } from '../locales/i18n'

type CitiesState =
  { locale: Locale; status: 'loading' } | { locale: Locale; status: 'error' } | { locale: Locale; status: 'ready'; cities: City[] }

const citiesAtom = atom<CitiesState | undefined>(undefined)

/** `wanted` false: nothing is asked (the home bar needs the list only to rename a city stored in another language). */
export function useCities(wanted = true): { state: CitiesState | undefined; reload(): void } {
  const locale = useAtomValue(localeAtom)
  const [state, setState] = useAtom(citiesAtom)
  const load = () => {
    setState({ locale, status: 'loading' })
    cities().then(
      (list) => setState((now) => (now?.locale === locale ? { locale, status: 'ready', cities: list } : now)),
      () => setState((now) => (now?.locale === locale ? { locale, status: 'error' } : now))
    )
  }
  useEffect(() => {
    if (wanted && state?.locale !== locale) load()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, wanted])
  return { state: state?.locale === locale ? state : undefined, reload: load }
}
