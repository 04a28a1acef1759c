/**
 * The buyer's promotion calls (calls-errors-limits.md "promotions list", "promotion detail",
 * "POST buyer /pub/v1/combo_activities/price", "POST show /buyer/v3/promotion/adapter/channel_promotion")
 * and the package purchase. Thin: shape here, rules in PromotionService.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Fen, Id, Int, OneOf, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { launchChannel } from '../http/launch-channel'
import { PROMOTION_PATHS } from '../../../types/api/promotion'
import { PACKAGE_SETS_MAX, PACKAGE_SLOTS_MAX, PROMOTION_KINDS } from '../../../types/rules/promotion-rules'
import type { PromotionService } from './promotion.service'

// displayRule and orderId are the spec's parameters of the call; the list is the same whatever they say
// (every active promotion of the show is displayed, and an order's own promotion is on the order).
const ListQuery = Type.Object({
  showId: Type.Optional(Id),
  channelId: Type.Optional(Str(60)),
  promotionCategory: Type.Optional(OneOf(PROMOTION_KINDS)),
  displayRule: Type.Optional(Str(40)),
  promotionId: Type.Optional(Id),
  orderId: Type.Optional(Str(60))
})
type ListQuery = Static<typeof ListQuery>
const DetailQuery = Type.Object({ promotionId: Id, grantorMerchantId: Type.Optional(Str(60)) })
type DetailQuery = Static<typeof DetailQuery>
const ChannelBody = Type.Object({ showId: Id, channelId: Type.Optional(Str(60)) })
type ChannelBody = Static<typeof ChannelBody>
const Pick = Type.Object({ slot: Int(0, PACKAGE_SLOTS_MAX - 1), bizShowSessionId: Id, seatPlanId: Id })
const selection = {
  promotionId: Id,
  sets: Int(1, PACKAGE_SETS_MAX, { default: 1 }),
  items: Type.Array(Pick, { minItems: 1, maxItems: PACKAGE_SLOTS_MAX })
}
const PriceBody = Type.Object(selection)
type PriceBody = Static<typeof PriceBody>
const OrderBody = Type.Object({ ...selection, idempotencyKey: Str(90, { minLength: 8 }), paymentParam: Type.Object({ payAmount: Fen }) })
type OrderBody = Static<typeof OrderBody>

export function registerPromotionRoutes(app: FastifyInstance, promotions: PromotionService, now: () => Date): void {
  const tags = ['promotion']
  app.get<{ Querystring: ListQuery }>(PROMOTION_PATHS.list, { schema: { tags, querystring: ListQuery } }, async (r) =>
    // The channel from the URL only (the request layer puts channelId in every query): the list is in the
    // reply cache, kept per full URL, so a channel's own discount is never served to a URL without it.
    ok(await promotions.list(r.merchantId, r.query, launchChannel(r, r.query.channelId ?? ''), r.locale, now()))
  )
  app.get<{ Querystring: DetailQuery }>(PROMOTION_PATHS.detail, { schema: { tags, querystring: DetailQuery } }, async (r) =>
    ok(await promotions.detail(r.merchantId, r.query.promotionId, r.query.grantorMerchantId, r.locale, now()))
  )
  app.post<{ Body: ChannelBody }>(PROMOTION_PATHS.channel, { schema: { tags, body: ChannelBody } }, async (r) =>
    ok(await promotions.channel(r.merchantId, r.body.showId, launchChannel(r, r.body.channelId), r.locale, now()))
  )
  app.post<{ Body: PriceBody }>(PROMOTION_PATHS.comboPrice, { schema: { tags, body: PriceBody } }, async (r) =>
    ok(await promotions.price(r.merchantId, r.body, now()))
  )
  app.post<{ Body: OrderBody }>(PROMOTION_PATHS.comboOrder, { schema: { tags, body: OrderBody } }, async (r) =>
    ok(await promotions.buy(r.merchantId, requireUser(r).userId, r.body, now()))
  )
}
