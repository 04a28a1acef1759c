/** The seat-map designer's calls (owner, operator). Thin: the service validates and publishes. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Str, Type, type Static } from '../http/schema'
import type { StaffSessionService } from '../staff/staff-session.service'
import type { SeatMapService } from './seat-map-admin.service'
import { allow, requireStaff } from '../staff/staff-auth'

const Coord = Type.Number({ minimum: -100_000, maximum: 100_000 })
const Seat = Type.Object(
  {
    id: Id,
    number: Type.Integer({ minimum: 1, maximum: 9999 }),
    x: Coord,
    y: Coord,
    zoneId: Type.Union([Id, Type.Null()]),
    unavailable: Type.Boolean()
  },
  { additionalProperties: false }
)
const Row = Type.Object(
  { id: Id, label: Str(10, { minLength: 1 }), seats: Type.Array(Seat, { maxItems: 500 }) },
  { additionalProperties: false }
)
const Section = Type.Object({ id: Id, name: Str(40), rows: Type.Array(Row, { maxItems: 200 }) }, { additionalProperties: false })
const Zone = Type.Object({ id: Id, name: Str(40, { minLength: 1 }), color: Str(7) }, { additionalProperties: false })
const MapBody = Type.Object(
  {
    map: Type.Object(
      { zones: Type.Array(Zone, { maxItems: 30 }), sections: Type.Array(Section, { maxItems: 50 }) },
      { additionalProperties: false }
    )
  },
  { additionalProperties: false }
)
type MapBody = Static<typeof MapBody>
// A hall of the catalogue (migration 030), at its venue.
const HallParams = Type.Object({ venueId: Id, hallId: Id })
type HallParams = Static<typeof HallParams>
const PublishBody = Type.Object(
  { sessionId: Id, zoneTiers: Type.Record(Type.String({ maxLength: 60 }), Id) },
  { additionalProperties: false }
)
type PublishBody = Static<typeof PublishBody>

export function registerSeatMapRoutes(
  app: FastifyInstance,
  deps: { seatMaps: SeatMapService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const editors = allow(deps.sessions, deps.now, 'owner', 'operator')
  const { seatMaps, now } = deps

  app.get('/seat-maps', { schema: { tags }, preHandler: editors }, async (r) =>
    ok(await seatMaps.venues(requireStaff(r).merchant_id, r.locale))
  )
  app.get<{ Params: HallParams }>(
    '/seat-maps/:venueId/halls/:hallId',
    { schema: { tags, params: HallParams }, preHandler: editors },
    async (r) => ok(await seatMaps.draft(requireStaff(r).merchant_id, r.params.venueId, r.params.hallId, r.locale))
  )
  app.put<{ Params: HallParams; Body: MapBody }>(
    '/seat-maps/:venueId/halls/:hallId',
    { schema: { tags, params: HallParams, body: MapBody }, preHandler: editors, bodyLimit: 4 * 1024 * 1024 },
    async (r) => {
      const me = requireStaff(r)
      return ok(await seatMaps.saveDraft(me.merchant_id, me.id, r.params.venueId, r.params.hallId, r.body.map, now(), r.locale))
    }
  )
  app.get<{ Params: HallParams }>(
    '/seat-maps/:venueId/halls/:hallId/sessions',
    { schema: { tags, params: HallParams }, preHandler: editors },
    async (r) => ok(await seatMaps.sessions(requireStaff(r).merchant_id, r.params.venueId, r.params.hallId, r.locale))
  )
  // publishes: the tiers' counts change, so the reply cache is dropped once this answers (http/reply-cache.ts).
  app.post<{ Params: HallParams; Body: PublishBody }>(
    '/seat-maps/:venueId/halls/:hallId/publish',
    { schema: { tags, params: HallParams, body: PublishBody }, preHandler: editors, config: { publishes: true } },
    async (r) => {
      const me = requireStaff(r)
      return ok(await seatMaps.publish(me.merchant_id, me.id, r.params.venueId, r.params.hallId, r.body, now()))
    }
  )
}
