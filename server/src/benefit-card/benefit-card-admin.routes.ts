/**
 * The console's benefit card calls (types/api/benefit-card.ts
 * ADMIN_CARD_PATHS). Cards are catalogue (owner, operator); refunding a held card moves money, so the owner
 * only. Writes need the CSRF header and are audited. Thin: benefit-card-admin.service.ts.
 */
import { TranslationsBody } from '../http/translations.schema'
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Int, Millis, OneOf, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import {
  ADMIN_CARD_PATHS,
  CARD_DESCRIPTION_MAX,
  CARD_PAGE_MAX,
  CARD_POINTS_MAX,
  CARD_PRICE_MAX,
  CARD_STOCK_MAX,
  CARD_TIMES_MAX,
  CARD_VALID_DAYS_MAX,
  CARD_PER_BUYER_MAX,
  CARD_VALIDITY_TYPES,
  PRICE_MODES
} from '../../../types/api/benefit-card'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { BenefitCardAdminService } from './benefit-card-admin.service'
import { CouponUseLimitBody } from '../coupon/coupon-use-limit.schema'

const CardBody = Type.Object(
  {
    cardName: Str(200),
    cardUrl: Str(500),
    description: Str(CARD_DESCRIPTION_MAX),
    cardNameTexts: Type.Optional(TranslationsBody(200)),
    descriptionTexts: Type.Optional(TranslationsBody(CARD_DESCRIPTION_MAX)),
    priceMode: OneOf(PRICE_MODES),
    cardPrice: Int(0, CARD_PRICE_MAX),
    pointPrice: Int(0, CARD_POINTS_MAX),
    convertibleTimes: Int(1, CARD_TIMES_MAX),
    redeemPrice: Int(0, CARD_PRICE_MAX),
    perSessionLimit: Int(0, CARD_TIMES_MAX),
    validityType: OneOf(CARD_VALIDITY_TYPES),
    validDays: Type.Union([Int(1, CARD_VALID_DAYS_MAX), Type.Null()]),
    validUntil: Type.Union([Millis, Type.Null()]),
    range: Type.Object(
      { useCouponRule: OneOf(['ALL_SHOW', 'LIMIATION_SHOW_SESSION_SEATPLAN'] as const), couponUseLimitVO: CouponUseLimitBody },
      { additionalProperties: false }
    ),
    stock: Int(0, CARD_STOCK_MAX),
    perBuyerLimit: Int(0, CARD_PER_BUYER_MAX),
    enabled: Type.Boolean(),
    needRealName: Type.Boolean()
  },
  { additionalProperties: false }
)
type CardBody = Static<typeof CardBody>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>
const PageQuery = Type.Object({ offset: Int(0, 100_000, { default: 0 }), length: Int(1, CARD_PAGE_MAX, { default: 20 }) })
type PageQuery = Static<typeof PageQuery>

export function registerBenefitCardAdminRoutes(
  admin: FastifyInstance,
  deps: { cards: BenefitCardAdminService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const catalogue = allow(deps.sessions, deps.now, ...AREA_ROLES.catalogue)
  const owner = allow(deps.sessions, deps.now, 'owner')
  const { cards, now } = deps
  admin.get(ADMIN_CARD_PATHS.list, { schema: { tags }, preHandler: catalogue }, async (r) =>
    ok(await cards.list(requireStaff(r).merchant_id, now()))
  )
  admin.post<{ Body: CardBody }>(ADMIN_CARD_PATHS.create, { schema: { tags, body: CardBody }, preHandler: catalogue }, async (r) => {
    const me = requireStaff(r)
    return ok(await cards.create(me.merchant_id, me.id, r.body, now()))
  })
  admin.get<{ Params: IdParams }>(ADMIN_CARD_PATHS.one, { schema: { tags, params: IdParams }, preHandler: catalogue }, async (r) =>
    ok(await cards.one(requireStaff(r).merchant_id, r.params.id, now()))
  )
  admin.put<{ Params: IdParams; Body: CardBody }>(
    ADMIN_CARD_PATHS.one,
    { schema: { tags, params: IdParams, body: CardBody }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await cards.update(me.merchant_id, me.id, r.params.id, r.body, now()))
    }
  )
  admin.get<{ Params: IdParams; Querystring: PageQuery }>(
    ADMIN_CARD_PATHS.instances,
    { schema: { tags, params: IdParams, querystring: PageQuery }, preHandler: catalogue },
    async (r) => ok(await cards.instances(requireStaff(r).merchant_id, r.params.id, r.query.offset, r.query.length, now()))
  )
  admin.post<{ Params: IdParams }>(ADMIN_CARD_PATHS.refund, { schema: { tags, params: IdParams }, preHandler: owner }, async (r) => {
    const me = requireStaff(r)
    return ok(await cards.refund(me.merchant_id, me.id, r.params.id, now()))
  })
}
