/**
 * The console's reservation calls (types/api/reservation.ts ADMIN_RESERVATION_PATHS): items, calendars and
 * capacity for the catalogue staff (owner, operator), the bookings for them and the door, the entry-code
 * check for the door (owner, door). Writes need the CSRF header and are audited. Thin: reservation-admin.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { DateOnly, Fen, Id, Int, Str, Type, type Static } from '../http/schema'
import { TranslationsBody } from '../http/translations.schema'
import { ADMIN_API, AREA_ROLES } from '../../../types/api/staff'
import {
  ADMIN_RESERVATION_PATHS,
  RESERVATION_DESCRIPTION_MAX,
  RESERVATION_PICTURE_URL_MAX,
  RESERVATION_TITLE_MAX,
  RESERVATION_VENUE_MAX,
  SLOT_CAPACITY_MAX
} from '../../../types/api/reservation'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { ReservationAdminService } from './reservation-admin.service'

/** The paths inside the console's plugin, which is mounted at ADMIN_API. */
const inside = (path: string) => path.slice(ADMIN_API.length)

const RulesBody = Type.Object(
  {
    opensDaysAhead: Int(1, 90),
    closesMinutesBefore: Int(0, 1440),
    cancelHoursBefore: Int(0, 168),
    perBuyerLimit: Int(0, 20)
  },
  { additionalProperties: false }
)
const ItemBody = Type.Object(
  {
    title: Str(RESERVATION_TITLE_MAX),
    titleTexts: Type.Optional(TranslationsBody(RESERVATION_TITLE_MAX)),
    description: Str(RESERVATION_DESCRIPTION_MAX),
    descriptionTexts: Type.Optional(TranslationsBody(RESERVATION_DESCRIPTION_MAX)),
    venueName: Str(RESERVATION_VENUE_MAX),
    venueTexts: Type.Optional(TranslationsBody(RESERVATION_VENUE_MAX)),
    pictureUrl: Str(RESERVATION_PICTURE_URL_MAX),
    priceFen: Fen,
    rules: RulesBody,
    onSale: Type.Boolean()
  },
  { additionalProperties: false }
)
type ItemBody = Static<typeof ItemBody>
const Clock = Str(5, { pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' })
const PlanBody = Type.Object(
  {
    fromDate: DateOnly(),
    toDate: DateOnly(),
    weekdays: Type.Array(Int(0, 6), { maxItems: 7 }),
    times: Type.Array(Type.Object({ start: Clock, end: Clock }, { additionalProperties: false }), { minItems: 1, maxItems: 24 }),
    capacity: Int(1, SLOT_CAPACITY_MAX)
  },
  { additionalProperties: false }
)
type PlanBody = Static<typeof PlanBody>
const CapacityBody = Type.Object({ capacity: Int(1, SLOT_CAPACITY_MAX) }, { additionalProperties: false })
type CapacityBody = Static<typeof CapacityBody>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>
const RangeQuery = Type.Object({ from: Type.Optional(DateOnly()), to: Type.Optional(DateOnly()) })
type RangeQuery = Static<typeof RangeQuery>
const BookingsQuery = Type.Object({ itemId: Type.Optional(Id), date: Type.Optional(DateOnly()) })
type BookingsQuery = Static<typeof BookingsQuery>
const CheckInBody = Type.Object({ code: Str(200, { minLength: 1 }) }, { additionalProperties: false })
type CheckInBody = Static<typeof CheckInBody>

export function registerReservationAdminRoutes(
  admin: FastifyInstance,
  deps: { reservations: ReservationAdminService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const catalogue = allow(deps.sessions, deps.now, ...AREA_ROLES.catalogue)
  const bookingsReaders = allow(deps.sessions, deps.now, ...new Set([...AREA_ROLES.catalogue, ...AREA_ROLES.door]))
  const door = allow(deps.sessions, deps.now, ...AREA_ROLES.door)
  const { reservations: rs, now } = deps
  const P = ADMIN_RESERVATION_PATHS

  admin.get(inside(P.items), { schema: { tags }, preHandler: catalogue }, async (r) =>
    ok(await rs.items(requireStaff(r).merchant_id, now()))
  )
  admin.post<{ Body: ItemBody }>(inside(P.items), { schema: { tags, body: ItemBody }, preHandler: catalogue }, async (r) => {
    const me = requireStaff(r)
    return ok(await rs.createItem(me.merchant_id, me.id, r.body, now()))
  })
  admin.put<{ Params: IdParams; Body: ItemBody }>(
    inside(P.item),
    { schema: { tags, params: IdParams, body: ItemBody }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await rs.updateItem(me.merchant_id, me.id, r.params.id, r.body, now()))
    }
  )
  admin.get<{ Params: IdParams; Querystring: RangeQuery }>(
    inside(P.slots),
    { schema: { tags, params: IdParams, querystring: RangeQuery }, preHandler: catalogue },
    async (r) => ok(await rs.slots(requireStaff(r).merchant_id, r.params.id, r.query, now()))
  )
  admin.post<{ Params: IdParams; Body: PlanBody }>(
    inside(P.slots),
    { schema: { tags, params: IdParams, body: PlanBody }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await rs.addSlots(me.merchant_id, me.id, r.params.id, r.body, now()))
    }
  )
  admin.put<{ Params: IdParams; Body: CapacityBody }>(
    inside(P.capacity),
    { schema: { tags, params: IdParams, body: CapacityBody }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await rs.setCapacity(me.merchant_id, me.id, r.params.id, r.body.capacity, now()))
    }
  )
  admin.get<{ Querystring: BookingsQuery }>(
    inside(P.bookings),
    { schema: { tags, querystring: BookingsQuery }, preHandler: bookingsReaders },
    async (r) => ok(await rs.bookings(requireStaff(r).merchant_id, r.query, now()))
  )
  admin.post<{ Body: CheckInBody }>(inside(P.checkIn), { schema: { tags, body: CheckInBody }, preHandler: door }, async (r) => {
    const me = requireStaff(r)
    return ok(await rs.checkIn(me.merchant_id, me.id, r.body.code, now()))
  })
}
