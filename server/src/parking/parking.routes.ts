/**
 * The buyer's parking calls (types/api/parking.ts PARKING_PATHS), all behind the login (product.md
 * "Parking (login)"). Thin: parking.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Fen, Id, Int, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { PARKING_PATHS as P } from '../../../types/api/parking'
import { PLATE_INPUT_MAX } from '../../../types/rules/plate'
import type { ParkingService } from './parking.service'

const PlateBody = Type.Object({ plate: Str(PLATE_INPUT_MAX, { minLength: 1 }) })
type PlateBody = Static<typeof PlateBody>
const QuoteQuery = Type.Object({ plate: Str(PLATE_INPUT_MAX, { minLength: 1 }), couponId: Type.Optional(Str(60)) })
type QuoteQuery = Static<typeof QuoteQuery>
// Not closed to other properties: the app's request layer adds its common params to every body.
const PayBody = Type.Object({ plate: Str(PLATE_INPUT_MAX, { minLength: 1 }), couponId: Type.Optional(Str(60)), payAmount: Fen })
type PayBody = Static<typeof PayBody>
const PageQuery = Type.Object({ offset: Int(0, 100_000, { default: 0 }), length: Int(1, 50, { default: 20 }) })
type PageQuery = Static<typeof PageQuery>
const RecordQuery = Type.Object({ orderId: Id })
type RecordQuery = Static<typeof RecordQuery>

export function registerParkingRoutes(app: FastifyInstance, parking: ParkingService, now: () => Date): void {
  const tags = ['parking']
  const noStore = { 'cache-control': 'no-store' }
  app.get(P.plates, { schema: { tags } }, async (r, reply) => {
    reply.headers(noStore)
    return ok(await parking.plates(requireUser(r).userId))
  })
  app.post<{ Body: PlateBody }>(P.addPlate, { schema: { tags, body: PlateBody } }, async (r) =>
    ok(await parking.addPlate(requireUser(r).userId, r.body.plate, now()))
  )
  app.post<{ Body: PlateBody }>(P.removePlate, { schema: { tags, body: PlateBody } }, async (r) =>
    ok(await parking.removePlate(requireUser(r).userId, r.body.plate))
  )
  app.get<{ Querystring: QuoteQuery }>(P.quote, { schema: { tags, querystring: QuoteQuery } }, async (r, reply) => {
    // The fee moves every minute: never kept on the way.
    reply.headers(noStore)
    return ok(await parking.quote(r.merchantId, requireUser(r).userId, r.query.plate, r.query.couponId, now()))
  })
  app.post<{ Body: PayBody }>(P.pay, { schema: { tags, body: PayBody } }, async (r) =>
    ok(await parking.pay(r.merchantId, requireUser(r).userId, r.body, now()))
  )
  app.get<{ Querystring: PageQuery }>(P.records, { schema: { tags, querystring: PageQuery } }, async (r, reply) => {
    reply.headers(noStore)
    return ok(await parking.records(requireUser(r).userId, r.query.offset, r.query.length, now()))
  })
  app.get<{ Querystring: RecordQuery }>(P.record, { schema: { tags, querystring: RecordQuery } }, async (r, reply) => {
    reply.headers(noStore)
    return ok(await parking.record(requireUser(r).userId, r.query.orderId, now()))
  })
}
