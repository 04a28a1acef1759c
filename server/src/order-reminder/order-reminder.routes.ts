/**
 * GET /trade/buyer/v3/payments/query_by_bind_id and POST /buyer/buyer/v1/orders/recent_order_info
 * (types/api/order-reminders.ts), both for the logged-in buyer. Thin: order-reminder.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { ORDER_REMINDER_PATHS as P } from '../../../types/api/order-reminders'
import type { OrderReminderService } from './order-reminder.service'

const BindQuery = Type.Object({ bindId: Str(60, { minLength: 1 }) })
type BindQuery = Static<typeof BindQuery>

export function registerOrderReminderRoutes(app: FastifyInstance, reminders: OrderReminderService, now: () => Date): void {
  app.get<{ Querystring: BindQuery }>(P.queryByBindId, { schema: { tags: ['payment'], querystring: BindQuery } }, async (r, reply) => {
    // Polled while a payment settles: never kept on the way.
    reply.header('cache-control', 'no-store')
    return ok(await reminders.queryByBindId(r.merchantId, requireUser(r).userId, r.query.bindId, now()))
  })
  app.post(P.recentOrderInfo, { schema: { tags: ['order'] } }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await reminders.recent(r.merchantId, requireUser(r).userId, r.locale, now()))
  })
}
