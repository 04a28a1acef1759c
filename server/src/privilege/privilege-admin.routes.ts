/**
 * The console's privilege calls (issue #18 privilege; catalogue area: owner, operator, as the coupons
 * are; writes need the CSRF header and are audited). Thin: the input's shape here, the rules in the service.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Int, Millis, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import { ADMIN_PRIVILEGE_PATHS } from '../../../types/api/privilege'
import { PRIVILEGE_BATCH_MAX, PRIVILEGE_USES_MAX } from '../../../types/rules/privilege-rules'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { PrivilegeAdminService } from './privilege-admin.service'
import { sendCsv } from '../staff/csv-reply'

const PrivilegeBody = Type.Object(
  {
    showId: Id,
    name: Str(100),
    startTime: Millis,
    endTime: Millis,
    // Wider than the rule: a wrong count gets the privilege check's translated answer.
    usesPerCode: Int(0, PRIVILEGE_USES_MAX * 10),
    // A tier without price sells at its public price. Omitted rather than null: the gateway's schema
    // coercion reads null as 0 for an integer, which would make a public-price tier free.
    tiers: Type.Array(Type.Object({ seatPlanId: Id, price: Type.Optional(Int(0, 100_000_000)) }, { additionalProperties: false }), {
      maxItems: 100
    })
  },
  { additionalProperties: false }
)
type PrivilegeBody = Static<typeof PrivilegeBody>
const BatchBody = Type.Object({ size: Int(1, PRIVILEGE_BATCH_MAX), label: Type.Optional(Str(60)) }, { additionalProperties: false })
type BatchBody = Static<typeof BatchBody>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>

export function registerPrivilegeAdminRoutes(
  admin: FastifyInstance,
  deps: { privileges: PrivilegeAdminService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const catalogue = allow(deps.sessions, deps.now, ...AREA_ROLES.catalogue)
  const { privileges, now } = deps
  admin.get(ADMIN_PRIVILEGE_PATHS.list, { schema: { tags }, preHandler: catalogue }, async (r) =>
    ok(await privileges.list(requireStaff(r).merchant_id))
  )
  admin.post<{ Body: PrivilegeBody }>(
    ADMIN_PRIVILEGE_PATHS.list,
    { schema: { tags, body: PrivilegeBody }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await privileges.create(me.merchant_id, me.id, r.body, now()))
    }
  )
  admin.get<{ Params: IdParams }>(ADMIN_PRIVILEGE_PATHS.batches, { schema: { tags, params: IdParams }, preHandler: catalogue }, async (r) =>
    ok(await privileges.batches(requireStaff(r).merchant_id, r.params.id))
  )
  admin.post<{ Params: IdParams; Body: BatchBody }>(
    ADMIN_PRIVILEGE_PATHS.batches,
    { schema: { tags, params: IdParams, body: BatchBody }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await privileges.createBatch(me.merchant_id, me.id, r.params.id, r.body, now()))
    }
  )
  admin.get<{ Params: IdParams }>(
    ADMIN_PRIVILEGE_PATHS.batchCsv,
    { schema: { tags, params: IdParams }, preHandler: catalogue },
    async (r, reply) => {
      const text = await privileges.csv(requireStaff(r).merchant_id, r.params.id, r.locale)
      return sendCsv(reply, `privilege-codes-${r.params.id}.csv`, text)
    }
  )
  admin.post<{ Params: IdParams }>(
    ADMIN_PRIVILEGE_PATHS.batchVoid,
    { schema: { tags, params: IdParams }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await privileges.voidBatch(me.merchant_id, me.id, r.params.id, now()))
    }
  )
}
