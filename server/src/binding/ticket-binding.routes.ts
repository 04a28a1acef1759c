/**
 * bindTicket routes (login, /buyer prefix). The code send is in the codeSends budget and the
 * binding in the login family's (rate-limits.ts): each binding is a guess at a secret. Thin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import type { CallContext } from '../http/call-context'
import { BIND_TICKET_PATHS } from '../../../types/api/binding'
import type { TicketBindingService } from './ticket-binding.service'

const CodeBody = Type.Object({ ticketNumber: Str(40, { minLength: 1 }) })
type CodeBody = Static<typeof CodeBody>
const BindBody = Type.Object({ ticketNumber: Str(40, { minLength: 1 }), verifyCode: Type.Optional(Str(10)), idNo: Type.Optional(Str(30)) })
type BindBody = Static<typeof BindBody>

export function registerTicketBindingRoutes(
  app: FastifyInstance,
  deps: { bindings: TicketBindingService; context: (r: FastifyRequest) => Promise<CallContext>; now: () => Date }
): void {
  const tags = ['binding']
  app.post<{ Body: CodeBody }>(BIND_TICKET_PATHS.code, { schema: { tags, body: CodeBody } }, async (r) =>
    ok(await deps.bindings.sendCode(requireUser(r).userId, r.body.ticketNumber, await deps.context(r)))
  )
  app.post<{ Body: BindBody }>(BIND_TICKET_PATHS.bind, { schema: { tags, body: BindBody } }, async (r) =>
    ok(await deps.bindings.bind(requireUser(r).userId, r.body, r.merchantId, deps.now()))
  )
}
