/**
 * The console's promotion calls (catalogue area: owner, operator; writes need the CSRF header
 * and are audited). Thin: the input's shape here, its rules in PromotionService.create.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Fen, Id, Int, Millis, OneOf, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import { ADMIN_PROMOTION_PATHS } from '../../../types/api/promotion'
import { DISCOUNT_KINDS, PACKAGE_SLOTS_MAX, PROMOTION_KINDS } from '../../../types/rules/promotion-rules'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { PromotionService } from './promotion.service'

const Texts = Type.Record(Type.String({ maxLength: 10 }), Str(200))
const PromotionBody = Type.Object(
  {
    kind: OneOf(PROMOTION_KINDS),
    name: Texts,
    description: Type.Optional(Type.Record(Type.String({ maxLength: 10 }), Str(1000))),
    startTime: Millis,
    endTime: Millis,
    quota: Type.Optional(Type.Union([Int(0, 100_000_000), Type.Null()])),
    perBuyerLimit: Type.Optional(Type.Union([Int(0, 100_000), Type.Null()])),
    channelCode: Type.Optional(Str(60)),
    discountKind: Type.Optional(OneOf(DISCOUNT_KINDS)),
    discountValue: Type.Optional(Int(0, 10_000_000_000)),
    fixedAmount: Type.Optional(Fen),
    scopes: Type.Array(
      Type.Object(
        {
          slot: Int(0, PACKAGE_SLOTS_MAX - 1),
          showId: Id,
          sessionId: Type.Optional(Type.Union([Id, Type.Null()])),
          seatPlanId: Type.Optional(Type.Union([Id, Type.Null()]))
        },
        { additionalProperties: false }
      ),
      { minItems: 1, maxItems: 200 }
    )
  },
  { additionalProperties: false }
)
type PromotionBody = Static<typeof PromotionBody>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>

export function registerPromotionAdminRoutes(
  admin: FastifyInstance,
  deps: { promotions: PromotionService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const catalogue = allow(deps.sessions, deps.now, ...AREA_ROLES.catalogue)
  const { promotions, now } = deps
  admin.get(ADMIN_PROMOTION_PATHS.list, { schema: { tags }, preHandler: catalogue }, async (r) =>
    ok(await promotions.adminList(requireStaff(r).merchant_id, r.locale))
  )
  admin.post<{ Body: PromotionBody }>(
    ADMIN_PROMOTION_PATHS.create,
    { schema: { tags, body: PromotionBody }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await promotions.create(me.merchant_id, me.id, r.body, r.locale, now()))
    }
  )
  admin.post<{ Params: IdParams }>(ADMIN_PROMOTION_PATHS.stop, { schema: { tags, params: IdParams }, preHandler: catalogue }, async (r) => {
    const me = requireStaff(r)
    return ok(await promotions.stop(me.merchant_id, me.id, r.params.id, r.locale, now()))
  })
}
