/** Location calls: provinces / cities / districts, the city list and the current city. */
import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../db/db'
import { ok } from '../http/envelope'
import { textIn, type Locale } from '../http/texts'
import { LocationRepository, type CityRow } from './location.repository'

export const DEFAULT_CITY_ID = 'BL1106'

function presentCity(c: CityRow, locale: Locale) {
  return { id: c.id, cityId: c.id, provinceId: c.province_id, cityName: textIn(c.name, locale), siteId: c.id, lat: c.lat, lng: c.lng }
}

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

export function registerLocationRoutes(app: FastifyInstance, db: Queryable): void {
  const repo = new LocationRepository(db)
  const id = (name: string) => ({ type: 'object', required: [name], properties: { [name]: { type: 'string', minLength: 1, maxLength: 20 } } })

  app.get('/user/pub/v1/provinces', { schema: { tags: ['location'] } }, async (r) =>
    ok((await repo.provinces()).map((p) => ({ id: p.id, name: textIn(p.name, r.locale) })))
  )
  app.get<{ Params: { provinceId: string } }>('/user/pub/v1/provinces/:provinceId/cities', { schema: { tags: ['location'], params: id('provinceId') } }, async (r) =>
    ok((await repo.cities(r.params.provinceId)).map((c) => presentCity(c, r.locale)))
  )
  app.get<{ Params: { cityId: string } }>('/user/pub/v1/provinces/cities/:cityId/districts', { schema: { tags: ['location'], params: id('cityId') } }, async (r) =>
    ok((await repo.districts(r.params.cityId)).map((d) => ({ id: d.id, name: textIn(d.name, r.locale) })))
  )
  app.get('/home/pub/v5/citys', { schema: { tags: ['location'] } }, async (r) => ok((await repo.cities()).map((c) => presentCity(c, r.locale))))
  app.get<{ Querystring: { lat?: number; lng?: number } }>(
    '/home/pub/v5/citys/current_location',
    { schema: { tags: ['location'], querystring: { type: 'object', properties: { lat: { type: 'number', minimum: -90, maximum: 90 }, lng: { type: 'number', minimum: -180, maximum: 180 } } } } },
    async (r) => {
      const city = nearestCity(await repo.cities(), r.query.lat, r.query.lng)
      return ok(city ? presentCity(city, r.locale) : null)
    }
  )
}
