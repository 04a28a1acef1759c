/**
 * Paid membership for buyers (types/api/paid-member.ts PAID_MEMBER_API): the plans on sale,
 * a member order made (idempotent by the app's key) and read back (member-pay-success). The order is
 * paid with its transactionId through the order's pay calls. Thin: paid-member.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import { Id, Str, Type } from '../http/schema'
import { PAID_MEMBER_API } from '../../../types/api/paid-member'
import type { PaidMemberService } from './paid-member.service'

// Open like the other buyer bodies: the request layer adds its own fields (as it does to every POST).
const CreateBody = Type.Object({ planId: Id, idempotencyKey: Str(100, { minLength: 8 }) })
const OrderParams = Type.Object({ orderId: Id })

export function registerPaidMemberRoutes(server: FastifyInstance, paid: PaidMemberService, now: () => Date): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>()
  const tags = ['member']
  app.get(PAID_MEMBER_API.plans, { schema: { tags } }, async (r) => ok(await paid.plans(r.merchantId, r.locale)))
  app.post(PAID_MEMBER_API.createOrder, { schema: { tags, body: CreateBody } }, async (r) =>
    ok(await paid.createOrder(r.body, requireUser(r).userId, r.merchantId, r.locale, now()))
  )
  app.get(`${PAID_MEMBER_API.createOrder}/:orderId`, { schema: { tags, params: OrderParams } }, async (r) =>
    ok(await paid.order(r.params.orderId, requireUser(r).userId, r.locale, now()))
  )
}
