/**
 * The buyer's coupon calls (calls-errors-limits.md "Coupons and users"). /buyer/pub/... paths
 * answer anyone; /buyer/buyer/... paths need the login and add the caller's obtained state. Thin.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Int, OneOf, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { COUPON_PAGE_MAX, COUPON_PATHS, COUPON_TABS, OBTAIN_TYPES } from '../../../types/api/coupon'
import { VERIFY_SOURCES } from '../../../types/rules/coupon-verify-code'
import type { CouponService } from './coupon.service'
import { COUPON_SUPPORT_INFO_PATH } from '../../../types/api/user-calls'

const CouponIdQuery = Type.Object({ couponId: Str(60, { minLength: 1 }) })
type CouponIdQuery = Static<typeof CouponIdQuery>

const ExchangeBody = Type.Object({ exchangeCode: Str(60), obtainType: Type.Optional(OneOf(OBTAIN_TYPES)) })
type ExchangeBody = Static<typeof ExchangeBody>
const ExchangeCheckBody = Type.Object({ exchangeCode: Str(60) })
type ExchangeCheckBody = Static<typeof ExchangeCheckBody>
const ObtainBody = Type.Object({ couponCode: Str(60, { minLength: 1 }), obtainType: Type.Optional(OneOf(OBTAIN_TYPES)) })
type ObtainBody = Static<typeof ObtainBody>
const TemplateQuery = Type.Object({ couponTemplateId: Id })
type TemplateQuery = Static<typeof TemplateQuery>
const ShowQuery = Type.Object({ showId: Id })
type ShowQuery = Static<typeof ShowQuery>
const PageQuery = Type.Object({
  tab: OneOf(COUPON_TABS, { default: 'AVAILABLE' }),
  offset: Int(0, 100_000, { default: 0 }),
  length: Int(1, COUPON_PAGE_MAX, { default: 20 })
})
type PageQuery = Static<typeof PageQuery>
const VerifyCodeBody = Type.Object({
  couponId: Type.Optional(Id),
  couponTemplateId: Type.Optional(Id),
  orderId: Type.Optional(Id),
  source: OneOf(VERIFY_SOURCES, { default: 'SINGLE_COUPON' })
})
type VerifyCodeBody = Static<typeof VerifyCodeBody>
const CodeQuery = Type.Object({ couponCode: Str(60, { minLength: 1 }) })
type CodeQuery = Static<typeof CodeQuery>
const PackQuery = Type.Object({ shareCode: Str(40, { minLength: 1 }) })
type PackQuery = Static<typeof PackQuery>

export function registerCouponRoutes(app: FastifyInstance, coupons: CouponService, now: () => Date): void {
  const tags = ['coupon']
  app.get<{ Querystring: CouponIdQuery }>(COUPON_SUPPORT_INFO_PATH, { schema: { tags, querystring: CouponIdQuery } }, async (r) =>
    ok(await coupons.supportInfo(r.merchantId, requireUser(r).userId, r.query.couponId, r.locale, now()))
  )
  app.post<{ Body: ExchangeBody }>(COUPON_PATHS.exchange, { schema: { tags, body: ExchangeBody } }, async (r) =>
    ok(await coupons.exchange(r.merchantId, requireUser(r).userId, r.body.exchangeCode, r.locale, now()))
  )
  app.post<{ Body: ExchangeCheckBody }>(COUPON_PATHS.exchangeCheck, { schema: { tags, body: ExchangeCheckBody } }, async (r) =>
    ok(await coupons.exchangeCheck(r.merchantId, requireUser(r).userId, r.body.exchangeCode, r.locale, now()))
  )
  app.post<{ Body: ObtainBody }>(COUPON_PATHS.obtain, { schema: { tags, body: ObtainBody } }, async (r) =>
    ok(await coupons.obtain(r.merchantId, requireUser(r).userId, r.body.couponCode, r.body.obtainType ?? 'SHOW_OBTAIN', r.locale, now()))
  )
  app.get<{ Querystring: TemplateQuery }>(COUPON_PATHS.detail, { schema: { tags, querystring: TemplateQuery } }, async (r) =>
    ok(await coupons.detail(r.merchantId, r.query.couponTemplateId, null, r.locale))
  )
  app.get<{ Querystring: TemplateQuery }>(COUPON_PATHS.detailMine, { schema: { tags, querystring: TemplateQuery } }, async (r) =>
    ok(await coupons.detail(r.merchantId, r.query.couponTemplateId, requireUser(r).userId, r.locale))
  )
  app.get<{ Querystring: ShowQuery }>(COUPON_PATHS.showList, { schema: { tags, querystring: ShowQuery } }, async (r) =>
    ok(await coupons.showList(r.merchantId, r.query.showId, null, r.locale, now()))
  )
  app.get<{ Querystring: ShowQuery }>(COUPON_PATHS.showListMine, { schema: { tags, querystring: ShowQuery } }, async (r) =>
    ok(await coupons.showList(r.merchantId, r.query.showId, requireUser(r).userId, r.locale, now()))
  )
  app.get<{ Querystring: PageQuery }>(COUPON_PATHS.selfPage, { schema: { tags, querystring: PageQuery } }, async (r) =>
    ok(await coupons.selfPage(r.merchantId, requireUser(r).userId, r.query.tab, r.query.offset, r.query.length, r.locale, now()))
  )
  app.get<{ Querystring: TemplateQuery }>(COUPON_PATHS.shows, { schema: { tags, querystring: TemplateQuery } }, async (r) =>
    ok(await coupons.shows(r.merchantId, r.query.couponTemplateId, r.locale))
  )
  app.get(COUPON_PATHS.recommend, { schema: { tags } }, async (r) => ok(await coupons.recommended(r.merchantId, null, r.locale, now())))
  app.get(COUPON_PATHS.recommendMine, { schema: { tags } }, async (r) =>
    ok(await coupons.recommended(r.merchantId, requireUser(r).userId, r.locale, now()))
  )
  app.get<{ Querystring: CodeQuery }>(COUPON_PATHS.byCode, { schema: { tags, querystring: CodeQuery } }, async (r) =>
    ok(await coupons.byCode(r.merchantId, r.query.couponCode, null, r.locale))
  )
  app.get<{ Querystring: CodeQuery }>(COUPON_PATHS.byCodeMine, { schema: { tags, querystring: CodeQuery } }, async (r) =>
    ok(await coupons.byCode(r.merchantId, r.query.couponCode, requireUser(r).userId, r.locale))
  )
  app.get<{ Querystring: PackQuery }>(COUPON_PATHS.pack, { schema: { tags, querystring: PackQuery } }, async (r) =>
    ok(await coupons.packs.view(r.merchantId, r.query.shareCode, null, r.locale, now()))
  )
  app.get<{ Querystring: PackQuery }>(COUPON_PATHS.packMine, { schema: { tags, querystring: PackQuery } }, async (r) =>
    ok(await coupons.packs.view(r.merchantId, r.query.shareCode, requireUser(r).userId, r.locale, now()))
  )
  app.post<{ Body: PackQuery }>(COUPON_PATHS.packTake, { schema: { tags, body: PackQuery } }, async (r) =>
    ok(await coupons.takePart(r.merchantId, requireUser(r).userId, r.body.shareCode, r.locale, now()))
  )
  app.post<{ Body: VerifyCodeBody }>(COUPON_PATHS.verifyCode, { schema: { tags, body: VerifyCodeBody } }, async (r) =>
    ok(await coupons.offline.buyerCodes(r.merchantId, requireUser(r).userId, r.body, r.locale, now()))
  )
}
