/**
 * Ticket routes: the ticket holder's current and history lists, the hot ticket, one ticket with its code, an order's
 * tickets, and the door's check-in (staff key, not a buyer login). Thin.
 */
import type { FastifyInstance } from 'fastify'
import { timingSafeEqual } from 'node:crypto'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import { Id, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import type { TicketService } from './ticket.service'
import type { OrderService } from '../order/order.service'

const TicketParams = Type.Object({ ticketId: Id })
type TicketParams = Static<typeof TicketParams>
const OrderParams = Type.Object({ orderId: Id })
type OrderParams = Static<typeof OrderParams>
const VerifyBody = Type.Object({ code: Str(200, { minLength: 1 }) })
type VerifyBody = Static<typeof VerifyBody>

export function registerTicketRoutes(
  app: FastifyInstance,
  deps: { tickets: TicketService; orders: OrderService; staffKey: () => Promise<string>; now: () => Date; production: boolean }
): void {
  const { tickets } = deps
  const tags = ['ticket']
  app.get('/buyer/buyer/v1/tickets', { schema: { tags } }, async (r) =>
    ok(await tickets.list(requireUser(r).userId, 'current', r.locale, deps.now()))
  )
  app.get('/buyer/buyer/v1/tickets/hot', { schema: { tags } }, async (r) =>
    ok(await tickets.hot(requireUser(r).userId, r.locale, deps.now()))
  )
  app.get('/buyer/buyer/v1/tickets/history', { schema: { tags } }, async (r) =>
    ok(await tickets.list(requireUser(r).userId, 'history', r.locale, deps.now()))
  )
  // The only reply with the ticket's code secret: kept by no cache on the way.
  app.get<{ Params: TicketParams }>('/buyer/buyer/v1/tickets/:ticketId', { schema: { tags, params: TicketParams } }, async (r, reply) => {
    const detail = await tickets.detail(r.params.ticketId, requireUser(r).userId, r.locale, deps.now(), r.merchantId)
    reply.header('cache-control', 'no-store')
    return ok(detail)
  })
  app.get<{ Params: OrderParams }>('/buyer/buyer/v5/orders/:orderId/tickets', { schema: { tags, params: OrderParams } }, async (r) => {
    const userId = requireUser(r).userId
    const order = await deps.orders.ownOrder(r.params.orderId, userId)
    return ok(await tickets.ofOrder(order.id, userId, r.locale))
  })

  app.post<{ Body: VerifyBody }>('/fulfill/pub/v1/tickets/verify', { schema: { tags, body: VerifyBody } }, async (r) => {
    const given = Buffer.from(String(r.headers['staff-key'] ?? ''))
    const expected = Buffer.from(await deps.staffKey())
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('STAFF_ONLY')
    return ok(await tickets.checkIn(r.body.code, r.merchantId, r.locale, deps.now()))
  })

  if (!deps.production) {
    app.get('/dev/staff_key', { schema: { tags: ['dev'] } }, async () => ok({ staffKey: await deps.staffKey() }))
  }
}
