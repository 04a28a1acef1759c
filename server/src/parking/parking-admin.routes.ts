/**
 * The console's parking calls (types/api/parking.ts ADMIN_PARKING_PATHS). Lots and fee rules: the
 * catalogue's roles; reading plates, stays and records: those and finance and door; a refund: the refunds
 * roles; the gate simulator: the catalogue's and door staff. Writes need the CSRF header and are audited.
 * Thin: parking-admin.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Fen, Id, Int, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES, type StaffRole } from '../../../types/api/staff'
import { ADMIN_PARKING_PATHS as P, PARKING_LOT_NAME_MAX, PARKING_REASON_MAX } from '../../../types/api/parking'
import { PLATE_INPUT_MAX } from '../../../types/rules/plate'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { ParkingAdminService } from './parking-admin.service'

const Minutes = Int(0, 1440)
const LotBody = Type.Object(
  {
    name: Str(PARKING_LOT_NAME_MAX),
    address: Str(200),
    freeMinutes: Minutes,
    stepMinutes: Int(1, 1440),
    stepFen: Int(0, 1_000_000),
    dailyCapFen: Type.Union([Fen, Type.Null()]),
    graceMinutes: Minutes,
    enabled: Type.Boolean()
  },
  { additionalProperties: false }
)
type LotBody = Static<typeof LotBody>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>
const PlateQuery = Type.Object({ plate: Type.Optional(Str(PLATE_INPUT_MAX)) })
type PlateQuery = Static<typeof PlateQuery>
const RefundBody = Type.Object({ reason: Str(PARKING_REASON_MAX) }, { additionalProperties: false })
type RefundBody = Static<typeof RefundBody>
const GateBody = Type.Object({ lotId: Id, plate: Str(PLATE_INPUT_MAX, { minLength: 1 }) }, { additionalProperties: false })
type GateBody = Static<typeof GateBody>

const union = (...lists: ReadonlyArray<readonly StaffRole[]>): StaffRole[] => [...new Set(lists.flat())]

export function registerParkingAdminRoutes(
  admin: FastifyInstance,
  deps: { parking: ParkingAdminService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const { parking, sessions, now } = deps
  const rules = allow(sessions, now, ...AREA_ROLES.catalogue)
  const readers = allow(sessions, now, ...union(AREA_ROLES.catalogue, AREA_ROLES.refunds, AREA_ROLES.door))
  const refunders = allow(sessions, now, ...AREA_ROLES.refunds)
  const gate = allow(sessions, now, ...union(AREA_ROLES.catalogue, AREA_ROLES.door))

  admin.get(P.lots, { schema: { tags }, preHandler: readers }, async (r) => ok(await parking.lots(requireStaff(r).merchant_id)))
  admin.post<{ Body: LotBody }>(P.lots, { schema: { tags, body: LotBody }, preHandler: rules }, async (r) => {
    const me = requireStaff(r)
    return ok(await parking.createLot(me.merchant_id, me.id, r.body, now()))
  })
  admin.put<{ Params: IdParams; Body: LotBody }>(
    P.lot,
    { schema: { tags, params: IdParams, body: LotBody }, preHandler: rules },
    async (r) => {
      const me = requireStaff(r)
      return ok(await parking.updateLot(me.merchant_id, me.id, r.params.id, r.body, now()))
    }
  )
  admin.get<{ Querystring: PlateQuery }>(P.stays, { schema: { tags, querystring: PlateQuery }, preHandler: readers }, async (r) =>
    ok(await parking.stays(requireStaff(r).merchant_id, r.query.plate))
  )
  admin.get<{ Querystring: PlateQuery }>(P.plates, { schema: { tags, querystring: PlateQuery }, preHandler: readers }, async (r) =>
    ok(await parking.plates(requireStaff(r).merchant_id, r.query.plate))
  )
  admin.get<{ Querystring: PlateQuery }>(P.records, { schema: { tags, querystring: PlateQuery }, preHandler: readers }, async (r) =>
    ok(await parking.records(requireStaff(r).merchant_id, now(), r.query.plate))
  )
  admin.post<{ Params: IdParams; Body: RefundBody }>(
    P.refund,
    { schema: { tags, params: IdParams, body: RefundBody }, preHandler: refunders },
    async (r) => {
      const me = requireStaff(r)
      return ok(await parking.refund(me.merchant_id, me.id, r.params.id, r.body.reason, now()))
    }
  )
  admin.post<{ Body: GateBody }>(P.entry, { schema: { tags, body: GateBody }, preHandler: gate }, async (r) => {
    const me = requireStaff(r)
    return ok(await parking.enter(me.merchant_id, me.id, r.body, now()))
  })
  admin.post<{ Body: GateBody }>(P.exit, { schema: { tags, body: GateBody }, preHandler: gate }, async (r) => {
    const me = requireStaff(r)
    return ok(await parking.exit(me.merchant_id, me.id, r.body, now()))
  })
}
