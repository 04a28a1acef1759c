/**
 * The console's work-permit calls (types/api/work-permit.ts ADMIN_WORK_PERMIT_PATHS): the review queue
 * and its decisions for the merchant's operators (owner, operator: who runs the shows' back of house),
 * the door check for door staff (owner, door, as ticket check-in). Writes need the CSRF header and are
 * audited. Thin: work-permit-admin.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, OneOf, Str, Type, type Static } from '../http/schema'
import { WORK_PERMIT_REASON_MAX, WORK_PERMIT_STATES } from '../../../types/rules/work-permit'
import { ADMIN_WORK_PERMIT_PATHS as P, WORK_PERMIT_REVIEW_ROLES } from '../../../types/api/work-permit'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { WorkPermitAdminService } from './work-permit-admin.service'

const ListQuery = Type.Object({ state: Type.Optional(OneOf(WORK_PERMIT_STATES)) })
type ListQuery = Static<typeof ListQuery>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>
// Room beyond the rule's 200 characters: a longer reason gets the rule's own translated message.
const RejectBody = Type.Object({ reason: Str(WORK_PERMIT_REASON_MAX * 2) }, { additionalProperties: false })
type RejectBody = Static<typeof RejectBody>
const DoorBody = Type.Object({ code: Str(200, { minLength: 1 }) }, { additionalProperties: false })
type DoorBody = Static<typeof DoorBody>

export function registerWorkPermitAdminRoutes(
  admin: FastifyInstance,
  deps: { permits: WorkPermitAdminService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const review = allow(deps.sessions, deps.now, ...WORK_PERMIT_REVIEW_ROLES)
  const door = allow(deps.sessions, deps.now, 'owner', 'door')
  const { permits, now } = deps

  admin.get<{ Querystring: ListQuery }>(P.list, { schema: { tags, querystring: ListQuery }, preHandler: review }, async (r) =>
    ok(await permits.list(requireStaff(r).merchant_id, r.query.state, r.locale))
  )
  admin.post<{ Params: IdParams }>(P.approve, { schema: { tags, params: IdParams }, preHandler: review }, async (r) => {
    const me = requireStaff(r)
    return ok(await permits.approve(me.merchant_id, me.id, r.params.id, r.locale, now()))
  })
  admin.post<{ Params: IdParams; Body: RejectBody }>(
    P.reject,
    { schema: { tags, params: IdParams, body: RejectBody }, preHandler: review },
    async (r) => {
      const me = requireStaff(r)
      return ok(await permits.reject(me.merchant_id, me.id, r.params.id, r.body.reason, r.locale, now()))
    }
  )
  admin.post<{ Body: DoorBody }>(P.door, { schema: { tags, body: DoorBody }, preHandler: door }, async (r) => {
    const me = requireStaff(r)
    return ok(await permits.door(me.merchant_id, me.id, r.body.code, r.locale, now()))
  })
}
