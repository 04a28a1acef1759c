/**
 * The console's coupon calls (catalogue area: owner, operator; door staff and finance are
 * refused; writes need the CSRF header and are audited). Thin: the input's shape here, its rules in the service.
 */
import { TranslationsBody } from '../http/translations.schema'
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Int, Millis, OneOf, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import { ADMIN_COUPON_PATHS, COUPON_CODE_BATCH_MAX } from '../../../types/api/coupon'
import {
  COUPON_BIZ_TYPES,
  COUPON_TYPES,
  EXPIRATION_TYPES,
  EXPIRATION_UNITS,
  LIMITATION_TYPES,
  USE_COUPON_RULES,
  USE_WAYS
} from '../../../types/rules/coupon-rules'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { CouponAdminService } from './coupon-admin.service'
import { CouponUseLimitBody } from './coupon-use-limit.schema'
import { sendCsv } from '../staff/csv-reply'

const TemplateBody = Type.Object(
  {
    title: Str(200),
    ruleComments: Type.Optional(Str(500)),
    titleTexts: Type.Optional(TranslationsBody(200)),
    ruleCommentsTexts: Type.Optional(TranslationsBody(500)),
    couponType: OneOf(COUPON_TYPES),
    couponBizTypes: Type.Array(OneOf(COUPON_BIZ_TYPES), { maxItems: 4 }),
    amount: Int(0, 10_000_000_000),
    discount: Int(0, 100),
    limitationType: OneOf(LIMITATION_TYPES),
    limitation: Int(0, 10_000_000_000),
    useCouponRule: OneOf(USE_COUPON_RULES),
    couponUseLimitVO: CouponUseLimitBody,
    expirationType: OneOf(EXPIRATION_TYPES),
    startTime: Type.Optional(Type.Union([Millis, Type.Null()])),
    expireTime: Type.Optional(Type.Union([Millis, Type.Null()])),
    expirationUnit: Type.Optional(Type.Union([OneOf(EXPIRATION_UNITS), Type.Null()])),
    length: Type.Optional(Type.Union([Int(0, 100_000), Type.Null()])),
    quantity: Int(0, 100_000_000),
    perBuyerLimit: Int(0, 100_000),
    useWay: OneOf(USE_WAYS),
    needRealName: Type.Boolean(),
    needFaceAuth: Type.Boolean(),
    showReceivable: Type.Boolean(),
    // Wider than the rule (2-100 for a pack): a wrong count gets the coupon check's translated answer.
    shareParts: Type.Optional(Int(0, 10_000)),
    // An exchange coupon for benefit cards names the card.
    privilegeCardId: Type.Optional(Type.Union([Id, Type.Null()]))
  },
  { additionalProperties: false }
)
type TemplateBody = Static<typeof TemplateBody>
const BatchBody = Type.Object({ size: Int(1, COUPON_CODE_BATCH_MAX), label: Type.Optional(Str(60)) }, { additionalProperties: false })
type BatchBody = Static<typeof BatchBody>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>

export function registerCouponAdminRoutes(
  admin: FastifyInstance,
  deps: { coupons: CouponAdminService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const catalogue = allow(deps.sessions, deps.now, ...AREA_ROLES.catalogue)
  const { coupons, now } = deps
  admin.get(ADMIN_COUPON_PATHS.list, { schema: { tags }, preHandler: catalogue }, async (r) =>
    ok(await coupons.list(requireStaff(r).merchant_id))
  )
  admin.post<{ Body: TemplateBody }>(
    ADMIN_COUPON_PATHS.create,
    { schema: { tags, body: TemplateBody }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await coupons.create(me.merchant_id, me.id, r.body, now()))
    }
  )
  admin.get<{ Params: IdParams }>(ADMIN_COUPON_PATHS.one, { schema: { tags, params: IdParams }, preHandler: catalogue }, async (r) =>
    ok(await coupons.one(requireStaff(r).merchant_id, r.params.id))
  )
  admin.put<{ Params: IdParams; Body: TemplateBody }>(
    ADMIN_COUPON_PATHS.one,
    { schema: { tags, params: IdParams, body: TemplateBody }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await coupons.update(me.merchant_id, me.id, r.params.id, r.body, now()))
    }
  )
  admin.post<{ Params: IdParams }>(ADMIN_COUPON_PATHS.stop, { schema: { tags, params: IdParams }, preHandler: catalogue }, async (r) => {
    const me = requireStaff(r)
    return ok(await coupons.stop(me.merchant_id, me.id, r.params.id, now()))
  })
  admin.get<{ Params: IdParams }>(ADMIN_COUPON_PATHS.batches, { schema: { tags, params: IdParams }, preHandler: catalogue }, async (r) =>
    ok(await coupons.batches(requireStaff(r).merchant_id, r.params.id))
  )
  admin.post<{ Params: IdParams; Body: BatchBody }>(
    ADMIN_COUPON_PATHS.batches,
    { schema: { tags, params: IdParams, body: BatchBody }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await coupons.createBatch(me.merchant_id, me.id, r.params.id, r.body, now()))
    }
  )
  admin.get<{ Params: IdParams }>(
    ADMIN_COUPON_PATHS.batchCsv,
    { schema: { tags, params: IdParams }, preHandler: catalogue },
    async (r, reply) => {
      const text = await coupons.csv(requireStaff(r).merchant_id, r.params.id, r.locale)
      return sendCsv(reply, `coupon-codes-${r.params.id}.csv`, text)
    }
  )
  admin.post<{ Params: IdParams }>(
    ADMIN_COUPON_PATHS.batchVoid,
    { schema: { tags, params: IdParams }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await coupons.voidBatch(me.merchant_id, me.id, r.params.id, now()))
    }
  )
  admin.get(ADMIN_COUPON_PATHS.report, { schema: { tags }, preHandler: catalogue }, async (r) =>
    ok(await coupons.report(requireStaff(r).merchant_id, now()))
  )
}
