/**
 * The console's refunds (Refunds; the sales area, owner and finance: AREA_ROLES.refunds): the
 * requests filtered by state, approve, reject with a reason, retry a refund whose money failed, and the
 * auto-approval setting. CSRF is the admin plugin's (every non-GET call); each write is audited in its
 * transaction (RefundRequestService). Thin.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Int, OneOf, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import type { AdminRefundsReply, RefundSettings } from '../../../types/api/refund'
import type { RefundRequestService } from '../refund/refund-request.service'
import { presentAdminRefund } from '../refund/refund-request.presenter'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'

const STATES = ['APPLYING', 'REJECTED', 'REFUNDING', 'REFUNDED', 'REFUND_FAILED'] as const
const ListQuery = Type.Object({
  state: Type.Optional(OneOf(STATES)),
  page: Type.Optional(Int(1, 100_000)),
  pageSize: Type.Optional(Int(1, 100))
})
type ListQuery = Static<typeof ListQuery>
const RequestParams = Type.Object({ id: Id })
type RequestParams = Static<typeof RequestParams>
// The reason's length is the service's rule (its translated error), so the schema only bounds the body.
const RejectBody = Type.Object({ reason: Str(2000) }, { additionalProperties: false })
type RejectBody = Static<typeof RejectBody>
const SettingsBody = Type.Object({ autoApprove: Type.Boolean() }, { additionalProperties: false })
type SettingsBody = Static<typeof SettingsBody>

export function registerRefundsRoutes(
  app: FastifyInstance,
  deps: { refunds: RefundRequestService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const refundsRole = allow(deps.sessions, deps.now, ...AREA_ROLES.refunds)
  const { refunds, now } = deps

  const list = async (merchantId: string, q: ListQuery, locale: Parameters<typeof presentAdminRefund>[1]): Promise<AdminRefundsReply> => {
    const page = q.page ?? 1
    const pageSize = q.pageSize ?? 20
    const { rows, total } = await refunds.page(merchantId, q.state, page, pageSize)
    return { rows: rows.map((r) => presentAdminRefund(r, locale)), total, page, pageSize }
  }

  app.get<{ Querystring: ListQuery }>('/sales/refunds', { schema: { tags, querystring: ListQuery }, preHandler: refundsRole }, async (r) =>
    ok(await list(requireStaff(r).merchant_id, r.query, r.locale))
  )

  app.post<{ Params: RequestParams }>(
    '/sales/refunds/:id/approve',
    { schema: { tags, params: RequestParams }, preHandler: refundsRole },
    async (r) => {
      const me = requireStaff(r)
      await refunds.approve(me.merchant_id, me.id, r.params.id, now())
      return ok(true)
    }
  )

  app.post<{ Params: RequestParams; Body: RejectBody }>(
    '/sales/refunds/:id/reject',
    { schema: { tags, params: RequestParams, body: RejectBody }, preHandler: refundsRole },
    async (r) => {
      const me = requireStaff(r)
      await refunds.reject(me.merchant_id, me.id, r.params.id, r.body.reason, now())
      return ok(true)
    }
  )

  app.post<{ Params: RequestParams }>(
    '/sales/refunds/:id/retry',
    { schema: { tags, params: RequestParams }, preHandler: refundsRole },
    async (r) => {
      const me = requireStaff(r)
      await refunds.retry(me.merchant_id, me.id, r.params.id, now())
      return ok(true)
    }
  )

  app.get('/sales/refund-settings', { schema: { tags }, preHandler: refundsRole }, async (r) =>
    ok<RefundSettings>({ autoApprove: await refunds.autoApprove(requireStaff(r).merchant_id) })
  )

  app.put<{ Body: SettingsBody }>(
    '/sales/refund-settings',
    { schema: { tags, body: SettingsBody }, preHandler: refundsRole },
    async (r) => {
      const me = requireStaff(r)
      await refunds.setAutoApprove(me.merchant_id, me.id, r.body.autoApprove, now())
      return ok<RefundSettings>({ autoApprove: r.body.autoApprove })
    }
  )
}
