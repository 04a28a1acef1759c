/** Staff management and the audit log: owners only. Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Int, OneOf, Str, Type, type Static } from '../http/schema'
import { STAFF_ROLES } from '../../../types/api/staff'
import type { StaffService } from './staff.service'
import type { AuditLogService } from './audit-log.service'
import type { StaffSessionService } from './staff-session.service'
import { presentStaff } from './staff.presenter'
import { allow, requireStaff } from './staff-auth'

const Role = OneOf(STAFF_ROLES)
const CreateBody = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 200 }), name: Type.Optional(Str(60)), role: Role },
  { additionalProperties: false }
)
type CreateBody = Static<typeof CreateBody>
const UpdateBody = Type.Object(
  { role: Type.Optional(Role), disabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 }
)
type UpdateBody = Static<typeof UpdateBody>
const StaffParams = Type.Object({ id: Id })
type StaffParams = Static<typeof StaffParams>
const AuditQuery = Type.Object({
  page: Type.Optional(Int(1, 100_000, { default: 1 })),
  pageSize: Type.Optional(Int(1, 100, { default: 20 })),
  staffId: Type.Optional(Id),
  /** An action key (sales.refund.approve) or an area (sales). */
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z][a-z0-9_.-]*$' })),
  target: Type.Optional(Str(120, { minLength: 1 })),
  from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 }))
})
type AuditQuery = Static<typeof AuditQuery>

export function registerStaffRoutes(
  app: FastifyInstance,
  deps: { staff: StaffService; auditLog: AuditLogService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const owner = allow(deps.sessions, deps.now, 'owner')

  app.get('/staff', { schema: { tags }, preHandler: owner }, async (r) =>
    ok((await deps.staff.list(requireStaff(r).merchant_id)).map(presentStaff))
  )
  app.post<{ Body: CreateBody }>('/staff', { schema: { tags, body: CreateBody }, preHandler: owner }, async (r) => {
    const me = requireStaff(r)
    return ok(await deps.staff.create(me.merchant_id, me.id, r.body, deps.now()))
  })
  app.patch<{ Params: StaffParams; Body: UpdateBody }>(
    '/staff/:id',
    { schema: { tags, params: StaffParams, body: UpdateBody }, preHandler: owner },
    async (r) => {
      const me = requireStaff(r)
      return ok(presentStaff(await deps.staff.update(me.merchant_id, me.id, r.params.id, r.body, deps.now())))
    }
  )

  app.get<{ Querystring: AuditQuery }>('/audit', { schema: { tags, querystring: AuditQuery }, preHandler: owner }, async (r) => {
    const page = r.query.page ?? 1
    const pageSize = r.query.pageSize ?? 20
    const { staffId, action, target, from, to } = r.query
    const filter = { staffId, action, target, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined }
    const { items, total } = await deps.auditLog.page(requireStaff(r).merchant_id, filter, (page - 1) * pageSize, pageSize, r.locale)
    return ok({ items, total, page, pageSize })
  })
}
