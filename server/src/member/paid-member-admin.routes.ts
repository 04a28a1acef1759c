/**
 * The console's paid membership: plans on a level (owner and operator, the membership
 * area's roles), the member orders, and a member order's refund (the owner alone: money goes back).
 * Thin: paid-member.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Int, OneOf, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import { ADMIN_PAID_MEMBER_PATHS } from '../../../types/api/paid-member'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { PaidMemberService } from './paid-member.service'
import { TranslationsBody } from '../http/translations.schema'

const PlanBody = Type.Object(
  {
    levelId: Id,
    // Bounds wide enough to reach the service, whose paid-member-rules check gives the precise message.
    priceFen: Int(-1_000_000_000, 1_000_000_000),
    durationUnit: OneOf(['DAY', 'MONTH'] as const),
    durationCount: Int(-1_000_000, 1_000_000),
    onSale: Type.Boolean(),
    description: Str(500),
    descriptionTexts: Type.Optional(TranslationsBody(500))
  },
  { additionalProperties: false }
)
type PlanBody = Static<typeof PlanBody>
const PlanParams = Type.Object({ planId: Id })
const OrderParams = Type.Object({ orderId: Id })

export function registerPaidMemberAdminRoutes(
  app: FastifyInstance,
  deps: { paid: PaidMemberService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const { paid, now } = deps
  const preHandler = allow(deps.sessions, now, ...AREA_ROLES.membership)
  const ownerOnly = allow(deps.sessions, now, 'owner')
  app.get(ADMIN_PAID_MEMBER_PATHS.plans, { schema: { tags }, preHandler }, async (r) =>
    ok(await paid.adminPlans(requireStaff(r).merchant_id))
  )
  app.post<{ Body: PlanBody }>(ADMIN_PAID_MEMBER_PATHS.plans, { schema: { tags, body: PlanBody }, preHandler }, async (r) => {
    const me = requireStaff(r)
    return ok(await paid.savePlan(me.merchant_id, me.id, undefined, r.body, now()))
  })
  app.put<{ Body: PlanBody; Params: Static<typeof PlanParams> }>(
    `${ADMIN_PAID_MEMBER_PATHS.plans}/:planId`,
    { schema: { tags, body: PlanBody, params: PlanParams }, preHandler },
    async (r) => {
      const me = requireStaff(r)
      return ok(await paid.savePlan(me.merchant_id, me.id, r.params.planId, r.body, now()))
    }
  )
  app.get(ADMIN_PAID_MEMBER_PATHS.orders, { schema: { tags }, preHandler }, async (r) =>
    ok(await paid.adminOrders(requireStaff(r).merchant_id, now()))
  )
  app.post<{ Params: Static<typeof OrderParams> }>(
    `${ADMIN_PAID_MEMBER_PATHS.orders}/:orderId/refund`,
    { schema: { tags, params: OrderParams }, preHandler: ownerOnly },
    async (r) => {
      const me = requireStaff(r)
      return ok(await paid.refund(me.merchant_id, me.id, r.params.orderId, now()))
    }
  )
  app.post<{ Params: Static<typeof OrderParams> }>(
    `${ADMIN_PAID_MEMBER_PATHS.orders}/:orderId/refund/retry`,
    { schema: { tags, params: OrderParams }, preHandler: ownerOnly },
    async (r) => {
      const me = requireStaff(r)
      return ok(await paid.retryRefund(me.merchant_id, me.id, r.params.orderId, now()))
    }
  )
}
