/**
 * The buyer's benefit card calls (types/api/benefit-card.ts BENEFIT_CARD_PATHS). /buyer/pub/...
 * answers anyone, /buyer/buyer/... needs the login. Thin: benefit-card.service.ts (reads) and
 * card-order.service.ts (buying, refund, coupon exchange).
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Fen, Id, Int, OneOf, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { BENEFIT_CARD_PATHS as P, CARD_PAGE_MAX, CARD_POINTS_MAX, CARD_TABS } from '../../../types/api/benefit-card'
import type { BenefitCardService } from './benefit-card.service'
import type { CardOrderService } from './card-order.service'

const Page = { offset: Int(0, 100_000, { default: 0 }), length: Int(1, CARD_PAGE_MAX, { default: 20 }) }
const PageQuery = Type.Object(Page)
type PageQuery = Static<typeof PageQuery>
const CardQuery = Type.Object({ cardId: Id })
type CardQuery = Static<typeof CardQuery>
const RangeQuery = Type.Object({ cardId: Id, ...Page })
type RangeQuery = Static<typeof RangeQuery>
const PurchasedQuery = Type.Object({ tab: OneOf(CARD_TABS, { default: 'ACTIVE' }), ...Page })
type PurchasedQuery = Static<typeof PurchasedQuery>
const InstanceQuery = Type.Object({ userCardInstanceId: Id })
type InstanceQuery = Static<typeof InstanceQuery>
const ByOrderQuery = Type.Object({ itemOrderId: Id })
type ByOrderQuery = Static<typeof ByOrderQuery>
const OrderParams = Type.Object({ itemOrderId: Id })
type OrderParams = Static<typeof OrderParams>
const PreOrderBody = Type.Object({ cardId: Id })
type PreOrderBody = Static<typeof PreOrderBody>
const CreateOrderBody = Type.Object({
  cardId: Id,
  payAmount: Fen,
  pointAmount: Int(0, CARD_POINTS_MAX),
  idempotencyKey: Str(80, { minLength: 8 })
})
type CreateOrderBody = Static<typeof CreateOrderBody>
const RefundBody = Type.Object({ userCardInstanceId: Id })
type RefundBody = Static<typeof RefundBody>
const CouponQuery = Type.Object({ couponId: Id })
type CouponQuery = Static<typeof CouponQuery>
const ExchangeBody = Type.Object({ couponId: Id, privilegeCardTemplateId: Id, type: Str(40) })
type ExchangeBody = Static<typeof ExchangeBody>

export function registerBenefitCardRoutes(
  app: FastifyInstance,
  cards: BenefitCardService,
  orders: CardOrderService,
  now: () => Date
): void {
  const tags = ['benefit-card']
  app.get<{ Querystring: PageQuery }>(P.list, { schema: { tags, querystring: PageQuery } }, async (r) =>
    ok(await cards.list(r.merchantId, r.query.offset, r.query.length, r.locale, now()))
  )
  app.get<{ Querystring: PageQuery }>(P.listMine, { schema: { tags, querystring: PageQuery } }, async (r) =>
    ok(await cards.listMine(r.merchantId, requireUser(r).userId, r.query.offset, r.query.length, r.locale, now()))
  )
  app.get<{ Querystring: CardQuery }>(P.detail, { schema: { tags, querystring: CardQuery } }, async (r) =>
    ok(await cards.detail(r.merchantId, r.query.cardId, r.locale, now()))
  )
  app.get<{ Querystring: CardQuery }>(P.detailMine, { schema: { tags, querystring: CardQuery } }, async (r) =>
    ok(await cards.detailMine(r.merchantId, requireUser(r).userId, r.query.cardId, r.locale, now()))
  )
  app.get<{ Querystring: RangeQuery }>(P.range, { schema: { tags, querystring: RangeQuery } }, async (r) =>
    ok(await cards.range(r.merchantId, r.query.cardId, r.query.offset, r.query.length, r.locale, now()))
  )
  app.get<{ Querystring: PurchasedQuery }>(P.purchased, { schema: { tags, querystring: PurchasedQuery } }, async (r, reply) => {
    // Held cards change with payments and bookings: never kept by a cache on the way.
    reply.header('cache-control', 'no-store')
    return ok(await cards.purchased(requireUser(r).userId, r.query.tab, r.query.offset, r.query.length, r.locale, now()))
  })
  app.get<{ Querystring: InstanceQuery }>(P.instance, { schema: { tags, querystring: InstanceQuery } }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await cards.heldCard(r.query.userCardInstanceId, requireUser(r).userId, r.locale, now()))
  })
  app.get<{ Querystring: ByOrderQuery }>(P.byOrder, { schema: { tags, querystring: ByOrderQuery } }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await cards.byOrder(r.query.itemOrderId, requireUser(r).userId, r.locale, now()))
  })
  app.post<{ Body: PreOrderBody }>(P.preOrder, { schema: { tags, body: PreOrderBody } }, async (r) =>
    ok(await orders.preOrder(r.merchantId, requireUser(r).userId, r.body.cardId, now()))
  )
  app.post<{ Body: CreateOrderBody }>(P.createOrder, { schema: { tags, body: CreateOrderBody } }, async (r) =>
    ok(await orders.createOrder(r.merchantId, requireUser(r).userId, r.body, now()))
  )
  app.get<{ Params: OrderParams }>(P.order, { schema: { tags, params: OrderParams } }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await orders.orderReply(r.params.itemOrderId, requireUser(r).userId, now()))
  })
  app.post<{ Params: OrderParams }>(P.cancelOrder, { schema: { tags, params: OrderParams } }, async (r) =>
    ok(await orders.cancel(r.params.itemOrderId, requireUser(r).userId, now()))
  )
  app.post<{ Body: RefundBody }>(P.refund, { schema: { tags, body: RefundBody } }, async (r) => {
    const userId = requireUser(r).userId
    await orders.refund(r.body.userCardInstanceId, { userId }, now())
    return ok(await cards.heldCard(r.body.userCardInstanceId, userId, r.locale, now()))
  })
  app.get<{ Querystring: CouponQuery }>(P.supportAutoUse, { schema: { tags, querystring: CouponQuery } }, async (r) =>
    ok(await orders.supportAutoUse(r.merchantId, requireUser(r).userId, r.query.couponId, now()))
  )
  app.post<{ Body: ExchangeBody }>(P.exchangeCouponUse, { schema: { tags, body: ExchangeBody } }, async (r) =>
    ok(await orders.exchange(r.merchantId, requireUser(r).userId, r.body, r.locale, now()))
  )
}
