/**
 * "Search finds nothing outside the current city without saying so ('星河' in 北京: no
 * result, 7 elsewhere): show matches in other cities below, with their city." When a keyword search in
 * the buyer's city finds fewer than FEW_IN_CITY shows, its first page also carries the matches in the
 * other cities (up to ELSEWHERE_LIMIT), grouped by city: the cities with most matches first, each city's
 * shows in the search's own order.
 */
export const FEW_IN_CITY = 3
export const ELSEWHERE_LIMIT = 20

export function wantsElsewhere(q: { keyword?: string; cityId?: string; offset: number; inCityTotal: number }): boolean {
  return Boolean(q.keyword?.trim()) && Boolean(q.cityId) && q.offset === 0 && q.inCityTotal < FEW_IN_CITY
}

export interface CityGroup<T> {
  cityId: string
  cityName: string
  shows: T[]
}

export function groupByCity<T extends { cityId?: string; cityName?: string }>(shows: readonly T[]): Array<CityGroup<T>> {
  const groups: Array<CityGroup<T> & { first: number }> = []
  const byCity = new Map<string, CityGroup<T> & { first: number }>()
  shows.forEach((show, i) => {
    const cityId = show.cityId ?? ''
    let group = byCity.get(cityId)
    if (!group) {
      group = { cityId, cityName: show.cityName ?? '', shows: [], first: i }
      byCity.set(cityId, group)
      groups.push(group)
    }
    group.shows.push(show)
  })
  return groups
    .sort((a, b) => b.shows.length - a.shows.length || a.first - b.first)
    .map(({ cityId, cityName, shows: list }) => ({ cityId, cityName, shows: list }))
}
