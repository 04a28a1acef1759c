/**
 * Rebooking routes (calls-errors-limits.md "Orders, payment, tickets": `GET rebook check` with orderId
 * and sessionId; `POST reschedule_ticket apply`). Thin: the rules are in rebook.service.ts. Without a
 * sessionId the check lists the sessions to choose from.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import { Id, Int, Str, Type } from '../http/schema'
import type { RebookService } from './rebook.service'

const REBOOK_CHECK_PATH = '/buyer/buyer/v1/rebook/check'
const REBOOK_APPLY_PATH = '/buyer/buyer/v1/reschedule_ticket/apply'

const CheckQuery = Type.Object({ orderId: Id, sessionId: Type.Optional(Id) })
const ApplyBody = Type.Object({
  orderId: Id,
  sessionId: Id,
  tickets: Type.Array(Type.Object({ ticketId: Id, seatPlanId: Id }), { minItems: 1, maxItems: 100 }),
  // new − old: negative when money goes back.
  differenceFen: Int(-10_000_000_000, 10_000_000_000),
  idempotencyKey: Type.Optional(Str(100, { minLength: 8 }))
})

export function registerRebookRoutes(server: FastifyInstance, rebooks: RebookService, now: () => Date): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>()
  const tags = ['rebook']
  app.get(REBOOK_CHECK_PATH, { schema: { tags, querystring: CheckQuery } }, async (r) =>
    ok(await rebooks.check(r.query.orderId, requireUser(r).userId, r.query.sessionId, r.locale, now()))
  )
  app.post(REBOOK_APPLY_PATH, { schema: { tags, body: ApplyBody } }, async (r) =>
    ok(await rebooks.apply(r.body, requireUser(r).userId, now()))
  )
}
