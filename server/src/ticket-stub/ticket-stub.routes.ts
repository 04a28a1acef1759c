/** The buyer's ticket stub calls (types/api/ticket-stub.ts). Thin: the rules are in ticket-stub.service.ts. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import { Id, Int, Type } from '../http/schema'
import type { StubContext, TicketStubService } from './ticket-stub.service'

const ListQuery = Type.Object({ offset: Int(0, 100_000, { default: 0 }), length: Int(1, 50, { default: 20 }) })
const TicketParams = Type.Object({ ticketId: Id })

export function registerTicketStubRoutes(server: FastifyInstance, stubs: TicketStubService, now: () => Date): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>()
  const tags = ['ticket-stub']
  const ctx = (r: FastifyRequest): StubContext => ({
    merchantId: r.merchantId,
    userId: requireUser(r).userId,
    now: now(),
    locale: r.locale
  })

  app.get('/buyer/buyer/v1/ticket_stubs', { schema: { tags, querystring: ListQuery } }, async (r) =>
    ok(await stubs.list(r.query.offset, r.query.length, ctx(r)))
  )
  app.get('/buyer/buyer/v1/ticket_stubs/:ticketId', { schema: { tags, params: TicketParams } }, async (r) =>
    ok(await stubs.preview(r.params.ticketId, ctx(r)))
  )
}
