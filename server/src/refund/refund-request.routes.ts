/**
 * The buyer's refund calls (types/api/refund.ts REFUND_API), beside the other order calls under /buyer:
 * the quote for the refund pages, asking for a refund, and the order's requests. Thin: the rules are in
 * refund-request.service.ts. Another buyer's order is not found (ORDER_NOT_FOUND), never forbidden.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import { Id, OneOf, Str, Type } from '../http/schema'
import { REFUND_REASON_CODES } from '../../../types/api/refund'
import type { RefundRequestService } from './refund-request.service'
import { presentQuote, presentRefundRequest } from './refund-request.presenter'

const OrderParams = Type.Object({ orderId: Id })
const QuoteQuery = Type.Object({ ticketIds: Type.Optional(Str(2000)) })
// The request layer adds its own fields (src) to every body; an amount the app might send is never read.
const ApplyBody = Type.Object({
  ticketIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true })),
  reason: OneOf(REFUND_REASON_CODES)
})

export function registerRefundRequestRoutes(server: FastifyInstance, refunds: RefundRequestService, now: () => Date): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>()
  const tags = ['order']

  app.get('/buyer/buyer/v1/orders/:orderId/refund_quote', { schema: { tags, params: OrderParams, querystring: QuoteQuery } }, async (r) => {
    const ids = r.query.ticketIds
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    return ok(presentQuote(await refunds.quote(r.params.orderId, requireUser(r).userId, ids?.length ? ids : undefined, now()), r.locale))
  })

  app.post('/buyer/buyer/v1/orders/:orderId/refund_requests', { schema: { tags, params: OrderParams, body: ApplyBody } }, async (r) =>
    ok(presentRefundRequest(await refunds.apply(r.params.orderId, requireUser(r).userId, r.body, now()), r.locale))
  )

  app.get('/buyer/buyer/v1/orders/:orderId/refund_requests', { schema: { tags, params: OrderParams } }, async (r) =>
    ok((await refunds.requestsOf(r.params.orderId, requireUser(r).userId)).map((q) => presentRefundRequest(q, r.locale)))
  )
}
