/**
 * Order routes (calls-errors-limits.md section 7, "Orders, payment, tickets"): pre_order v3 and
 * create_order v5 with the order-creation body, order detail v5, reserve_time, the buyer's order list and
 * cancel. Thin: the rules are in order.service.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import type { CreateOrderRequest } from '../../../types/api/order'
import type { ShopConfig } from '../../../types/shop-config'
import type { OrderService, OrderContext } from './order.service'
import { presentOrder, reserveSeconds } from './order.presenter'
import type { OrderRow, OrderState } from './order.repository'
import type { RiskTokens } from '../risk/risk-tokens'
import type { OrderGate } from './order-gate'
import { requireBuyingProofs } from '../risk/risk.routes'

const id = { type: 'string', minLength: 1, maxLength: 60 } as const

const createBody = {
  type: 'object',
  required: ['items', 'paymentParam', 'idempotencyKey'],
  properties: {
    showId: id,
    promotionId: { type: 'string', maxLength: 60 },
    deliverMethod: { type: 'string', enum: ['E_TICKET', 'EXPRESS'] },
    addressId: { type: 'string', maxLength: 60 },
    remarks: { type: 'string', maxLength: 200 },
    idempotencyKey: { type: 'string', minLength: 8, maxLength: 100 },
    paymentParam: { type: 'object', required: ['payAmount'], properties: { payAmount: { type: 'integer', minimum: 0 } } },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      items: {
        type: 'object',
        required: ['bizShowSessionId', 'seatPlanId', 'qty'],
        properties: {
          showId: id,
          bizShowSessionId: id,
          seatPlanId: id,
          qty: { type: 'integer', minimum: 1, maximum: 100 },
          seatIds: { type: 'array', maxItems: 100, items: id },
          audienceIds: { type: 'array', maxItems: 100, items: id }
        }
      }
    }
  }
} as const

/** The list's tabs: all, to pay, paid, closed. */
const LIST_STATES: Record<string, OrderState[] | undefined> = { ALL: undefined, UNPAID: ['UNPAID'], PAID: ['PAID'], CLOSED: ['CLOSED'] }

export function registerOrderRoutes(app: FastifyInstance, orders: OrderService, shopConfig: (merchantId: string) => Promise<ShopConfig>, risk: RiskTokens, gate: OrderGate, now: () => Date): void {
  const tags = ['order']
  const ctx = async (r: FastifyRequest): Promise<OrderContext> => {
    const shop = await shopConfig(r.merchantId)
    return { merchantId: r.merchantId, userId: requireUser(r).userId, now: now(), reserveMinutes: shop.orderReserveMinutes, remark: shop.orderRemark }
  }
  const present = async (order: OrderRow, r: FastifyRequest) =>
    presentOrder(order, await orders.repository.showView(order.id), await orders.repository.items(order.id), await orders.repository.attendees(order.id), r.locale, now())

  // The order-creation family answers only with the buyer's risk token for the show and a passId.
  const proofs = async (r: FastifyRequest<{ Body: CreateOrderRequest }>) => requireBuyingProofs(r, risk, r.body.showId ?? r.body.items?.[0]?.showId, now().getTime())

  app.post<{ Body: CreateOrderRequest }>('/buyer/buyer/v3/pre_order', { schema: { tags, body: { ...createBody, required: ['items'] } }, preHandler: proofs }, async (r) => {
    const priced = await orders.price(r.body, await ctx(r))
    return ok({ showId: priced.showId, bizShowSessionId: priced.sessionId, qty: priced.ticketCount, ticketAmount: priced.ticketFen, deliveryFee: priced.deliveryFen, paymentServiceFee: 0, payAmount: priced.totalFen })
  })

  // Through the rush gate: when it is full the buyer hears limiting and the app retries.
  app.post<{ Body: CreateOrderRequest }>('/buyer/buyer/v5/create_order', { schema: { tags, body: createBody }, preHandler: proofs }, async (r) => {
    const context = await ctx(r)
    return ok(await gate.run(() => orders.create(r.body, context)))
  })

  app.get<{ Params: { orderId: string } }>(
    '/buyer/buyer/v5/orders/:orderId',
    { schema: { tags, params: { type: 'object', properties: { orderId: id } } } },
    async (r) => ok(await present(await orders.ownOrder(r.params.orderId, requireUser(r).userId, now()), r))
  )

  app.get<{ Params: { transactionId: string } }>(
    '/buyer/buyer/order/v3/:transactionId/reserve_time',
    { schema: { tags, params: { type: 'object', properties: { transactionId: id } } } },
    async (r) => ok({ time: reserveSeconds(await orders.ownOrderByTransaction(r.params.transactionId, requireUser(r).userId, now()), now()) })
  )

  app.get<{ Querystring: { state: string; offset: number; length: number } }>(
    '/buyer/buyer/v5/orders',
    {
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: {
            state: { type: 'string', enum: Object.keys(LIST_STATES), default: 'ALL' },
            offset: { type: 'integer', minimum: 0, default: 0 },
            length: { type: 'integer', minimum: 1, maximum: 50, default: 20 }
          }
        }
      }
    },
    async (r) => {
      const userId = requireUser(r).userId
      // Deadlines passed since the last sweep show as closed, not as payable.
      await orders.expireDue(now())
      const page = await orders.repository.page(userId, LIST_STATES[r.query.state], r.query.offset, r.query.length)
      const list = await Promise.all(page.rows.map((o) => present(o, r)))
      return ok({ list, total: page.total, offset: r.query.offset, length: r.query.length, hasMore: r.query.offset + page.rows.length < page.total })
    }
  )

  app.post<{ Params: { orderId: string } }>(
    '/buyer/buyer/v5/orders/:orderId/cancel',
    { schema: { tags, params: { type: 'object', properties: { orderId: id } } } },
    async (r) => {
      await orders.cancel(r.params.orderId, requireUser(r).userId, now())
      return ok(true)
    }
  )
}
