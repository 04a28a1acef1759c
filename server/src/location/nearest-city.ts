/** The buyer's current city: the nearest to a point, or the spec's default without one. */
import type { CityRow } from './location.repository'

/** Shanghai, the spec's default city. */
export const DEFAULT_CITY_ID = 'BL1106'

/** The nearest city to a point, or Shanghai (BL1106) without one: the spec's default. */
export function nearestCity(cities: CityRow[], lat?: number, lng?: number): CityRow | undefined {
  const fallback = cities.find((c) => c.id === DEFAULT_CITY_ID) ?? cities[0]
  if (lat === undefined || lng === undefined) return fallback
  let best = fallback
  let bestD = Infinity
  for (const c of cities) {
    const d = (c.lat - lat) ** 2 + ((c.lng - lng) * Math.cos((lat * Math.PI) / 180)) ** 2
    if (d < bestD) [best, bestD] = [c, d]
  }
  return best
}
