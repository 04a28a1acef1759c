/**
 * The city picker's rules (#9 item 13): find a city by its name or its pinyin (full or initials: 北京,
 * beijing, bj), list the rest under A-Z letters, and name the chosen city in the buyer's language.
 */
import type { City } from '../../types/api/show'

export interface CitySection {
  letter: string
  cities: City[]
}

/** The initials of a pinyin name split by syllable is not known, so initials match by subsequence: "bj" finds beijing. */
function subsequence(needle: string, hay: string): boolean {
  let i = 0
  for (const ch of hay) if (ch === needle[i]) i++
  return i === needle.length
}

export function matchesCity(city: City, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  const name = city.cityName.toLowerCase()
  const pinyin = (city.pinyin ?? '').toLowerCase()
  return name.includes(q) || pinyin.startsWith(q) || (/^[a-z]+$/.test(q) && pinyin.charAt(0) === q.charAt(0) && subsequence(q, pinyin))
}

/** The cities that match, grouped by index letter A-Z, '#' last; each group in the merchant's order. */
export function citySections(cities: readonly City[], query = ''): CitySection[] {
  const groups = new Map<string, City[]>()
  for (const city of cities) {
    if (!matchesCity(city, query)) continue
    const letter = city.indexLetter && /^[A-Z#]$/.test(city.indexLetter) ? city.indexLetter : '#'
    groups.set(letter, [...(groups.get(letter) ?? []), city])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, cities: list }))
}

/** A stored city's name in the current language, from the current list; the stored name until it loads. */
export function cityNameIn(cities: readonly City[] | undefined, cityId: string, stored: string): string {
  return cities?.find((c) => c.cityId === cityId)?.cityName ?? stored
}
