/** Location calls: provinces / cities / districts, the city list and the current city. Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { textIn } from '../http/texts'
import { presentCity } from './location.presenter'
import { Str, Type, type Static } from '../http/schema'
import type { LocationService } from './location.service'

const placeId = Str(20, { minLength: 1 })
const ProvinceParams = Type.Object({ provinceId: placeId })
type ProvinceParams = Static<typeof ProvinceParams>
const CityParams = Type.Object({ cityId: placeId })
type CityParams = Static<typeof CityParams>
const PointQuery = Type.Object({
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 }))
})
type PointQuery = Static<typeof PointQuery>

export function registerLocationRoutes(app: FastifyInstance, places: LocationService): void {
  const tags = ['location']
  app.get('/user/pub/v1/provinces', { schema: { tags } }, async (r) =>
    ok((await places.provinces()).map((p) => ({ id: p.id, name: textIn(p.name, r.locale) })))
  )
  app.get<{ Params: ProvinceParams }>(
    '/user/pub/v1/provinces/:provinceId/cities',
    { schema: { tags, params: ProvinceParams } },
    async (r) => ok((await places.cities(r.params.provinceId)).map((c) => presentCity(c, r.locale)))
  )
  app.get<{ Params: CityParams }>('/user/pub/v1/provinces/cities/:cityId/districts', { schema: { tags, params: CityParams } }, async (r) =>
    ok((await places.districts(r.params.cityId)).map((d) => ({ id: d.id, name: textIn(d.name, r.locale) })))
  )
  app.get('/home/pub/v5/citys', { schema: { tags } }, async (r) => ok((await places.cities()).map((c) => presentCity(c, r.locale))))
  app.get<{ Querystring: PointQuery }>('/home/pub/v5/citys/current_location', { schema: { tags, querystring: PointQuery } }, async (r) => {
    const city = await places.nearest(r.query.lat, r.query.lng)
    return ok(city ? presentCity(city, r.locale) : null)
  })
}
