/**
 * The city the buyer browses in (product.md section 3, "Site and city"): Shanghai (BL1106) until the
 * buyer picks another; the pick and the recent list are kept locally.
 */
import { atom } from 'jotai'
import { STORAGE_KEYS, readStored, writeStored } from '../storage/storage'
import { pushRecent } from '../utils/recent-list'

export interface ChosenCity {
  cityId: string
  cityName: string
  /** The language cityName is in (absent for cities stored before it was kept). */
  locale?: string
}

export const DEFAULT_CITY: ChosenCity = { cityId: 'BL1106', cityName: '' }
export const RECENT_CITIES_LIMIT = 6

export function parseCity(raw: unknown): ChosenCity | undefined {
  if (!raw || typeof raw !== 'object') return undefined
  const { cityId, cityName, locale } = raw as Record<string, unknown>
  if (!(typeof cityId === 'string' && cityId && typeof cityName === 'string')) return undefined
  return typeof locale === 'string' ? { cityId, cityName, locale } : { cityId, cityName }
}

export function parseCityList(raw: unknown): ChosenCity[] | undefined {
  return Array.isArray(raw) ? raw.map(parseCity).filter((c): c is ChosenCity => !!c) : undefined
}

export const cityAtom = atom<ChosenCity>(readStored(STORAGE_KEYS.city, parseCity, DEFAULT_CITY))
export const recentCitiesAtom = atom<ChosenCity[]>(readStored(STORAGE_KEYS.recentCities, parseCityList, []))

/** Choosing a city makes it current and puts it first in the recent list; both are stored. */
export const chooseCityAtom = atom(null, (get, set, city: ChosenCity) => {
  const recent = pushRecent(get(recentCitiesAtom), city, (a, b) => a.cityId === b.cityId, RECENT_CITIES_LIMIT)
  set(cityAtom, city)
  set(recentCitiesAtom, recent)
  writeStored(STORAGE_KEYS.city, city)
  writeStored(STORAGE_KEYS.recentCities, recent)
})
