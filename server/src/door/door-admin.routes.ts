/** The door: check-in by ticket code, the day's sessions, a session's live count (owner, door). Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { DateOnly, Id, Str, Type, type Static } from '../http/schema'
import type { DoorService } from './door-admin.service'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'

const CheckInBody = Type.Object({ code: Str(200, { minLength: 1 }), sessionId: Type.Optional(Id) }, { additionalProperties: false })
type CheckInBody = Static<typeof CheckInBody>
const SessionsQuery = Type.Object({ date: Type.Optional(DateOnly()) })
type SessionsQuery = Static<typeof SessionsQuery>
const SessionParams = Type.Object({ id: Id })
type SessionParams = Static<typeof SessionParams>

export function registerDoorRoutes(
  app: FastifyInstance,
  deps: { door: DoorService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const door = allow(deps.sessions, deps.now, 'owner', 'door')

  app.post<{ Body: CheckInBody }>('/door/check-in', { schema: { tags, body: CheckInBody }, preHandler: door }, async (r) => {
    const me = requireStaff(r)
    return ok(await deps.door.checkIn(me.merchant_id, me.id, r.body, r.locale, deps.now()))
  })
  app.get<{ Querystring: SessionsQuery }>('/door/sessions', { schema: { tags, querystring: SessionsQuery }, preHandler: door }, async (r) =>
    ok(await deps.door.sessions(requireStaff(r).merchant_id, r.query.date, r.locale, deps.now()))
  )
  app.get<{ Params: SessionParams }>('/door/sessions/:id/count', { schema: { tags, params: SessionParams }, preHandler: door }, async (r) =>
    ok(await deps.door.count(requireStaff(r).merchant_id, r.params.id))
  )
}
