/**
 * Ticket routes: the ticket holder's current and history lists, the hot ticket, one ticket with its code, an order's
 * tickets, and the door's check-in (staff key, not a buyer login). Thin.
 */
import type { FastifyInstance } from 'fastify'
import { timingSafeEqual } from 'node:crypto'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import { requireUser } from '../account/auth-hook'
import type { Queryable } from '../db/db'
import type { TicketService } from './ticket.service'
import type { OrderService } from '../order/order.service'

const id = { type: 'string', minLength: 1, maxLength: 60 } as const

export function registerTicketRoutes(
  app: FastifyInstance,
  deps: { tickets: TicketService; orders: OrderService; db: Queryable; staffKey: () => Promise<string>; now: () => Date; production: boolean }
): void {
  const { tickets } = deps
  const tags = ['ticket']
  app.get('/buyer/buyer/v1/tickets', { schema: { tags } }, async (r) => ok(await tickets.list(requireUser(r).userId, 'current', r.locale, deps.now())))
  app.get('/buyer/buyer/v1/tickets/hot', { schema: { tags } }, async (r) => ok(await tickets.hot(requireUser(r).userId, r.locale, deps.now())))
  app.get('/buyer/buyer/v1/tickets/history', { schema: { tags } }, async (r) => ok(await tickets.list(requireUser(r).userId, 'history', r.locale, deps.now())))
  app.get<{ Params: { ticketId: string } }>('/buyer/buyer/v1/tickets/:ticketId', { schema: { tags, params: { type: 'object', properties: { ticketId: id } } } }, async (r) =>
    ok(await tickets.detail(r.params.ticketId, requireUser(r).userId, r.locale))
  )
  app.get<{ Params: { orderId: string } }>('/buyer/buyer/v5/orders/:orderId/tickets', { schema: { tags, params: { type: 'object', properties: { orderId: id } } } }, async (r) => {
    const order = await deps.orders.ownOrder(r.params.orderId, requireUser(r).userId, deps.now())
    return ok(await tickets.ofOrder(order.id, r.locale))
  })

  app.post<{ Body: { code: string } }>(
    '/fulfill/pub/v1/tickets/verify',
    { schema: { tags, body: { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 200 } } } } },
    async (r) => {
      const given = Buffer.from(String(r.headers['staff-key'] ?? ''))
      const expected = Buffer.from(await deps.staffKey())
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('STAFF_ONLY')
      const ofMerchant = async (showId: string) => (await deps.db.query('SELECT 1 FROM shows WHERE id = $1 AND merchant_id = $2', [showId, r.merchantId])).length === 1
      return ok(await tickets.checkIn(r.body.code, ofMerchant, r.locale, deps.now()))
    }
  )

  if (!deps.production) {
    app.get('/dev/staff_key', { schema: { tags: ['dev'] } }, async () => ok({ staffKey: await deps.staffKey() }))
  }
}
