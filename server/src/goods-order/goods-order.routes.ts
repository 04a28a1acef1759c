/**
 * The buyer's goods order routes (types/api/goods-order.ts; calls-errors-limits.md section 7: goods order
 * detail at /buyer/v2/items/orders/{orderId} with paidDeadlineTime in seconds). Thin: the rules are in
 * goods-order.service.ts. Paying goes through the ticket cashiers (payment.routes.ts) with the order's
 * unPaidTransactionIds.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import { requireUser } from '../account/auth-hook'
import { Fen, Id, Int, Str, Type } from '../http/schema'
import type { ShopConfig } from '../../../types/shop-config'
import type { Page } from '../../../types/api/common'
import type { GoodsOrderDetail } from '../../../types/api/goods-order'
import { GOODS_LINES_MAX, GOODS_QTY_MAX } from './goods-line-source'
import type { GoodsOrderContext, GoodsOrderService } from './goods-order.service'
import { presentGoodsOrder, presentGoodsQuote } from './goods-order.presenter'

const Lines = Type.Array(Type.Object({ skuId: Id, qty: Int(1, GOODS_QTY_MAX), ticketId: Type.Optional(Id) }), {
  minItems: 1,
  maxItems: GOODS_LINES_MAX
})
const quoteFields = {
  lines: Lines,
  addressId: Type.Optional(Str(60)),
  couponIds: Type.Optional(Type.Array(Id, { maxItems: 10 })),
  usePoints: Type.Optional(Type.Boolean())
}
const PreOrderBody = Type.Object(quoteFields)
const CreateBody = Type.Object({
  ...quoteFields,
  fromCart: Type.Optional(Type.Boolean()),
  paymentParam: Type.Object({ payAmount: Fen }),
  idempotencyKey: Type.Optional(Str(100, { minLength: 8 }))
})
const RefundBody = Type.Object({ lines: Lines })
const OrderParams = Type.Object({ orderId: Id })
const ListQuery = Type.Object({
  offset: Int(0, 100_000, { default: 0 }),
  length: Int(1, 50, { default: 20 }),
  ticketOrderId: Type.Optional(Id)
})

export function registerGoodsOrderRoutes(
  server: FastifyInstance,
  goods: GoodsOrderService,
  shopConfig: (merchantId: string) => Promise<ShopConfig>,
  now: () => Date
): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>()
  const tags = ['goods-order']
  const ctx = async (r: FastifyRequest): Promise<GoodsOrderContext> => ({
    merchantId: r.merchantId,
    userId: requireUser(r).userId,
    now: now(),
    reserveMinutes: (await shopConfig(r.merchantId)).orderReserveMinutes
  })
  const detail = async (r: FastifyRequest, orderId: string) =>
    ok(presentGoodsOrder(await goods.own(orderId, requireUser(r).userId), r.locale, now()))

  app.post('/buyer/buyer/v1/items/pre_order', { schema: { tags, body: PreOrderBody } }, async (r) =>
    ok(presentGoodsQuote(await goods.preOrder(r.body, await ctx(r)), r.locale))
  )

  // The key as create_order's (in the body), or the Idempotency-Key header.
  app.post('/buyer/buyer/v1/items/orders', { schema: { tags, body: CreateBody } }, async (r) => {
    const header = r.headers['idempotency-key']
    const idempotencyKey = r.body.idempotencyKey ?? (typeof header === 'string' ? header : undefined)
    if (!idempotencyKey || idempotencyKey.length < 8 || idempotencyKey.length > 100)
      throw new AppError('INVALID_PARAMETER', { detail: 'idempotencyKey' })
    return ok(await goods.create({ ...r.body, idempotencyKey }, await ctx(r)))
  })

  // The order list's goods type: the buyer's goods orders, each as its detail reads (path order/product/{orderId});
  // with ticketOrderId, the goods bought with that ticket order (tied sale), which the list leaves out.
  app.get('/buyer/buyer/v2/items/orders', { schema: { tags, querystring: ListQuery } }, async (r) => {
    const { offset, length, ticketOrderId } = r.query
    const page = await goods.page(requireUser(r).userId, offset, length, ticketOrderId)
    const list = page.facts.map((f) => presentGoodsOrder(f, r.locale, now()))
    const reply: Page<GoodsOrderDetail> = { list, total: page.total, offset, length, hasMore: offset + list.length < page.total }
    return ok(reply)
  })

  app.get('/buyer/buyer/v2/items/orders/:orderId', { schema: { tags, params: OrderParams } }, async (r) => detail(r, r.params.orderId))

  app.post('/buyer/buyer/v1/items/orders/:orderId/cancel', { schema: { tags, params: OrderParams } }, async (r) => {
    await goods.cancel(r.params.orderId, requireUser(r).userId, now())
    return detail(r, r.params.orderId)
  })

  app.post('/buyer/buyer/v1/items/orders/:orderId/refund', { schema: { tags, params: OrderParams, body: RefundBody } }, async (r) => {
    await goods.refundOwn(r.params.orderId, requireUser(r).userId, r.body.lines, now())
    return detail(r, r.params.orderId)
  })
}
