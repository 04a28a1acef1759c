/**
 * The buyer's reservation calls (types/api/reservation.ts RESERVATION_PATHS): /show/pub/... answers anyone,
 * /buyer/buyer/... needs the login. Thin: reservation.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Fen, Id, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { RESERVATION_PATHS as P, VISITOR_NAME_MAX, VISITOR_PHONE_MAX } from '../../../types/api/reservation'
import type { ReservationService } from './reservation.service'

const ItemQuery = Type.Object({ itemId: Id })
type ItemQuery = Static<typeof ItemQuery>
const BookingQuery = Type.Object({ bookingId: Id })
type BookingQuery = Static<typeof BookingQuery>
// Not closed to other properties: the app's request layer adds its common params (src, ver, merchantId ...) to every body.
const BookBody = Type.Object({
  slotId: Id,
  visitorName: Str(VISITOR_NAME_MAX, { minLength: 1 }),
  visitorPhone: Str(VISITOR_PHONE_MAX, { minLength: 1 }),
  payAmount: Fen
})
type BookBody = Static<typeof BookBody>
const CancelBody = Type.Object({ bookingId: Id })
type CancelBody = Static<typeof CancelBody>

export function registerReservationRoutes(app: FastifyInstance, reservations: ReservationService, now: () => Date): void {
  const tags = ['reservation']
  // Places left move with every booking: never kept on the way.
  app.get(P.items, { schema: { tags } }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await reservations.items(r.merchantId, r.locale, now()))
  })
  app.get<{ Querystring: ItemQuery }>(P.item, { schema: { tags, querystring: ItemQuery } }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await reservations.item(r.merchantId, r.query.itemId, r.locale, now()))
  })
  app.post<{ Body: BookBody }>(P.book, { schema: { tags, body: BookBody } }, async (r) =>
    ok(await reservations.book(r.merchantId, requireUser(r).userId, r.body, r.locale, now()))
  )
  app.post<{ Body: CancelBody }>(P.cancel, { schema: { tags, body: CancelBody } }, async (r) =>
    ok(await reservations.cancel(r.merchantId, requireUser(r).userId, r.body.bookingId, r.locale, now()))
  )
  app.get(P.mine, { schema: { tags } }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await reservations.mine(r.merchantId, requireUser(r).userId, r.locale, now()))
  })
  for (const path of [P.booking, P.voucher]) {
    app.get<{ Querystring: BookingQuery }>(path, { schema: { tags, querystring: BookingQuery } }, async (r, reply) => {
      reply.header('cache-control', 'no-store')
      return ok(await reservations.booking(r.merchantId, requireUser(r).userId, r.query.bookingId, r.locale, now()))
    })
  }
}
