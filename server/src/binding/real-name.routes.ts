/** Real-name binding after purchase (login, /buyer prefix). Thin: schema, the caller, one RealNameService call. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Int, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { ADMIN_REAL_NAME_PATHS, REAL_NAME_HOURS_MAX, REAL_NAME_PATHS } from '../../../types/api/binding'
import { AREA_ROLES } from '../../../types/api/staff'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { RealNameService } from './real-name.service'

const ListQuery = Type.Object({ orderId: Type.Optional(Id) })
type ListQuery = Static<typeof ListQuery>
const TicketParams = Type.Object({ ticketId: Id })
type TicketParams = Static<typeof TicketParams>
// The name and ID are checked by the service (the spec's messages), not by the schema.
const BindBody = Type.Union([Type.Object({ audienceId: Id }), Type.Object({ name: Str(60), idNo: Str(30) })])
type BindBody = Static<typeof BindBody>

export function registerRealNameRoutes(app: FastifyInstance, realNames: RealNameService, now: () => Date): void {
  const tags = ['binding']
  app.get<{ Querystring: ListQuery }>(REAL_NAME_PATHS.list, { schema: { tags, querystring: ListQuery } }, async (r) =>
    ok(await realNames.list(requireUser(r).userId, r.query.orderId, r.locale, now()))
  )
  app.get<{ Params: TicketParams }>(REAL_NAME_PATHS.one, { schema: { tags, params: TicketParams } }, async (r) =>
    ok(await realNames.one(requireUser(r).userId, r.params.ticketId, r.locale, now()))
  )
  app.post<{ Params: TicketParams; Body: BindBody }>(
    REAL_NAME_PATHS.bind,
    { schema: { tags, params: TicketParams, body: BindBody } },
    async (r) => ok(await realNames.bind(requireUser(r).userId, r.params.ticketId, r.body, r.locale, now()))
  )
}

const ShowParams = Type.Object({ id: Id })
type ShowParams = Static<typeof ShowParams>
const SettingsBody = Type.Object(
  { afterPurchase: Type.Boolean(), deadlineHours: Int(0, REAL_NAME_HOURS_MAX) },
  { additionalProperties: false }
)
type SettingsBody = Static<typeof SettingsBody>

/** The console's setting in the show editor (catalogue area: owner, operator; the write needs CSRF and is audited). */
export function registerRealNameAdminRoutes(
  admin: FastifyInstance,
  deps: { realNames: RealNameService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const catalogue = allow(deps.sessions, deps.now, ...AREA_ROLES.catalogue)
  admin.get<{ Params: ShowParams }>(
    ADMIN_REAL_NAME_PATHS.settings,
    { schema: { tags, params: ShowParams }, preHandler: catalogue },
    async (r) => ok(await deps.realNames.settings(requireStaff(r).merchant_id, r.params.id))
  )
  admin.put<{ Params: ShowParams; Body: SettingsBody }>(
    ADMIN_REAL_NAME_PATHS.settings,
    { schema: { tags, params: ShowParams, body: SettingsBody }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await deps.realNames.saveSettings(me.merchant_id, me.id, r.params.id, r.body, deps.now()))
    }
  )
}
