/**
 * Order routes (calls-errors-limits.md section 7, "Orders, payment, tickets"): pre_order v3 and
 * create_order v5 with the order-creation body (and the family's twins: /buyer/v2/orders/pre_order and
 * buyer/order/v2/pre_order answer as pre_order, /buyer/v1/orders/order as create_order), order detail v5, reserve_time, the buyer's order list and
 * cancel. Thin: the rules are in order.service.ts. Reading an order never writes: expiry is the
 * sweeper's (OrderService.closeExpiredOrders), and a passed deadline reads as closed (order-state.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import { Id, Int, OneOf, Type } from '../http/schema'
import type { ShopConfig } from '../../../types/shop-config'
import type { OrderRow, OrderService } from './order.service'
import { CreateOrderBody, PreOrderBody } from './order-body.schema'
import { orderContextOf } from './order-context'
import { presentOrder, reserveSeconds } from './order.presenter'
import type { PlacedQuote } from './pricing/quote'
import type { RiskTokens } from '../risk/risk-tokens'
import { requireBuyingProofs } from '../risk/buying-proofs'
import type { RefundRequestView } from '../../../types/api/refund'
import type { Locale } from '../http/texts'
import { presentPreOrder } from './pricing/pre-order.presenter'
import type { OrderPrivilege } from './pricing/privilege-step'
import { FAMILY_CREATE_ORDER_PATH, FAMILY_PRE_ORDER_PATHS } from '../../../types/api/venue-purchase'

const OrderParams = Type.Object({ orderId: Id })
const TransactionParams = Type.Object({ transactionId: Id })

/** The list's tabs: all, to pay, paid, closed (as readers see the state, order-state.ts), and refunds (orders with a refund request). */
const TABS = ['ALL', 'UNPAID', 'PAID', 'CLOSED', 'REFUND'] as const
const OrderListQuery = Type.Object({
  state: OneOf(TABS, { default: 'ALL' }),
  offset: Int(0, 100_000, { default: 0 }),
  length: Int(1, 50, { default: 20 })
})

export function registerOrderRoutes(
  server: FastifyInstance,
  orders: OrderService,
  shopConfig: (merchantId: string) => Promise<ShopConfig>,
  risk: RiskTokens,
  now: () => Date,
  /** The newest refund request of each order, for orderRefundState. */
  refundOf: (orderIds: string[], locale: Locale) => Promise<Map<string, RefundRequestView>> = async () => new Map(),
  /** The privilege-token header's grant (issue #18 privilege; privilege-step.ts), for pre_order and create_order. */
  privilegeOf?: (r: FastifyRequest, userId: string) => Promise<OrderPrivilege>
): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>()
  const tags = ['order']
  const ctx = orderContextOf(shopConfig, now, privilegeOf)
  const present = async (order: OrderRow, r: FastifyRequest, refund?: RefundRequestView, quotes?: Map<string, PlacedQuote>) =>
    presentOrder(order, await orders.detailFacts(order, now(), quotes), r.locale, now(), refund)

  // The order-creation family answers only with the buyer's risk token for the show and a passId.
  const proofs = (r: FastifyRequest, body: PreOrderBody | CreateOrderBody) =>
    requireBuyingProofs(r, risk, body.showId ?? body.items[0]?.showId, now().getTime())

  // pre_order v3 and its family twins (section 7, "order creation paths ... same family"): one body, one reply.
  for (const path of ['/buyer/buyer/v3/pre_order', ...FAMILY_PRE_ORDER_PATHS]) {
    app.post(path, { schema: { tags, body: PreOrderBody } }, async (r) => {
      await proofs(r, r.body)
      const { quote, seatInfos } = await orders.preOrder(r.body, await ctx(r), r.locale)
      return ok(presentPreOrder(quote, seatInfos, r.locale))
    })
  }

  // Through stock admission and the rush gate (OrderService.create): when busy the buyer hears limiting and the app retries.
  // /buyer/v1/orders/order is create_order's family twin: the same body, the same core, the same reply.
  for (const path of ['/buyer/buyer/v5/create_order', FAMILY_CREATE_ORDER_PATH]) {
    app.post(path, { schema: { tags, body: CreateOrderBody } }, async (r) => {
      await proofs(r, r.body)
      return ok(await orders.create(r.body, await ctx(r)))
    })
  }

  app.get('/buyer/buyer/v5/orders/:orderId', { schema: { tags, params: OrderParams } }, async (r) => {
    const order = await orders.ownOrder(r.params.orderId, requireUser(r).userId)
    return ok(await present(order, r, (await refundOf([order.id], r.locale)).get(order.id)))
  })

  app.get('/buyer/buyer/order/v3/:transactionId/reserve_time', { schema: { tags, params: TransactionParams } }, async (r) =>
    ok({ time: reserveSeconds(await orders.ownOrderByTransaction(r.params.transactionId, requireUser(r).userId), now()) })
  )

  app.get('/buyer/buyer/v5/orders', { schema: { tags, querystring: OrderListQuery } }, async (r) => {
    const { state, offset, length } = r.query
    const page = await orders.page(requireUser(r).userId, state === 'ALL' ? undefined : state, now(), offset, length)
    const refunds = await refundOf(
      page.rows.map((o) => o.id),
      r.locale
    )
    const list = await Promise.all(page.rows.map((o) => present(o, r, refunds.get(o.id), page.quotes)))
    return ok({ list, total: page.total, offset, length, hasMore: offset + page.rows.length < page.total })
  })

  app.post('/buyer/buyer/v5/orders/:orderId/cancel', { schema: { tags, params: OrderParams } }, async (r) => {
    await orders.cancel(r.params.orderId, requireUser(r).userId, now())
    return ok(true)
  })
}
