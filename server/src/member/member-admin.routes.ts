/** The console's membership area (owner, operator; ADMIN_MEMBER_PATHS under ADMIN_API). Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Int, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import { ADMIN_MEMBER_PATHS } from '../../../types/api/member'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { MemberAdminService } from './member-admin.service'
import { TranslationsBody } from '../http/translations.schema'

const Right = Type.Object(
  {
    icon: Str(500),
    primeRightTypeName: Str(40, { minLength: 1 }),
    badgeDesc: Type.Optional(Str(20)),
    primeRightTypeNameTexts: Type.Optional(TranslationsBody(40)),
    badgeDescTexts: Type.Optional(TranslationsBody(20)),
    isDisplayToUser: Type.Boolean(),
    isHighlight: Type.Boolean()
  },
  { additionalProperties: false }
)
const LevelsBody = Type.Object(
  {
    levels: Type.Array(
      Type.Object(
        {
          levelId: Type.Optional(Str(60, { minLength: 1 })),
          primeLevelName: Str(40, { minLength: 1 }),
          primeLevelNameTexts: Type.Optional(TranslationsBody(40)),
          // Bounds wide enough to reach the service, whose member-rules check gives the precise message.
          threshold: Int(-1_000_000_000, 1_000_000_000),
          discountPercent: Type.Optional(Int(-1000, 1000)),
          itemDiscountPercent: Type.Optional(Int(-1000, 1000)),
          primeRights: Type.Array(Right, { maxItems: 30 })
        },
        { additionalProperties: false }
      ),
      { maxItems: 20 }
    )
  },
  { additionalProperties: false }
)
type LevelsBody = Static<typeof LevelsBody>
// At most 1000 a yuan: the largest order (2^31 fen) then earns about 2.1e10, well inside the ledgers'
// bigint columns (054) and exact as a JS number, however many orders a buyer sums.
const Rate = Type.Object({ points: Int(0, 1000), perYuan: Int(1, 100_000) }, { additionalProperties: false })
const RatesBody = Type.Object(
  {
    pointsRate: Rate,
    growthRate: Rate,
    pointsValidDays: Int(1, 3650),
    expiryNoticeDays: Int(1, 365),
    agreement: Str(20_000),
    agreementTexts: Type.Optional(TranslationsBody(20_000)),
    birthdayGifts: Type.Array(
      Type.Object(
        { icon: Str(500), giftDesc: Str(100, { minLength: 1 }), giftDescTexts: Type.Optional(TranslationsBody(100)) },
        { additionalProperties: false }
      ),
      { maxItems: 10 }
    ),
    // Paying with points (055): the table's bounds; limitProportion is points-rules.ts's percent 0-100.
    pointsPay: Type.Optional(
      Type.Object({ enabled: Type.Boolean(), rate: Int(1, 100_000), limitProportion: Int(0, 100) }, { additionalProperties: false })
    )
  },
  { additionalProperties: false }
)
type RatesBody = Static<typeof RatesBody>

export function registerMemberAdminRoutes(
  app: FastifyInstance,
  deps: { members: MemberAdminService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const preHandler = allow(deps.sessions, deps.now, ...AREA_ROLES.membership)
  const { members, now } = deps
  app.get(ADMIN_MEMBER_PATHS.settings, { schema: { tags }, preHandler }, async (r) =>
    ok(await members.membership(requireStaff(r).merchant_id))
  )
  app.get(ADMIN_MEMBER_PATHS.report, { schema: { tags }, preHandler }, async (r) =>
    ok(await members.report(requireStaff(r).merchant_id, now()))
  )
  app.put<{ Body: LevelsBody }>(ADMIN_MEMBER_PATHS.levels, { schema: { tags, body: LevelsBody }, preHandler }, async (r) => {
    const me = requireStaff(r)
    return ok(await members.saveLevels(me.merchant_id, me.id, r.body, now()))
  })
  app.put<{ Body: RatesBody }>(ADMIN_MEMBER_PATHS.rates, { schema: { tags, body: RatesBody }, preHandler }, async (r) => {
    const me = requireStaff(r)
    return ok(await members.saveRates(me.merchant_id, me.id, r.body, now()))
  })
}
