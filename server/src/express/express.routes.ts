/** The buyer's tracking of paper tickets: an order of theirs, logged in. Thin. */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import { Id, Type } from '../http/schema'
import type { ExpressService } from './express.service'

const OrderParams = Type.Object({ orderId: Id })

export function registerExpressRoutes(server: FastifyInstance, express: ExpressService): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>()
  app.get('/buyer/buyer/v1/orders/:orderId/express', { schema: { tags: ['order'], params: OrderParams } }, async (r) =>
    ok(await express.tracking(r.params.orderId, requireUser(r).userId, r.locale))
  )
}
