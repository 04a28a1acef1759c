/**
 * A dearer rebook's payment: where it stands (pay-loading reads it after the
 * cashier) and the buyer's cancel. The difference itself is paid with the rebook's transaction id through
 * the order's pay calls (`/trade/buyer/v3/payments/cashiers`, `/pay`). Thin: rebook-payment.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import { Id, Type } from '../http/schema'
import type { RebookPaymentService } from './rebook-payment.service'

const Params = Type.Object({ rebookId: Id })

export function registerRebookPaymentRoutes(server: FastifyInstance, rebookPayments: RebookPaymentService, now: () => Date): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>()
  const tags = ['rebook']
  app.get('/buyer/buyer/v1/rebook/:rebookId', { schema: { tags, params: Params } }, async (r, reply) => {
    // A state that changes with a payment: never kept by a cache on the way.
    reply.header('cache-control', 'no-store')
    return ok(await rebookPayments.status(r.params.rebookId, requireUser(r).userId, now()))
  })
  app.post('/buyer/buyer/v1/rebook/:rebookId/cancel', { schema: { tags, params: Params } }, async (r) =>
    ok(await rebookPayments.cancel(r.params.rebookId, requireUser(r).userId, now()))
  )
}
