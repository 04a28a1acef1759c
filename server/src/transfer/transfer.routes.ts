/**
 * Ticket transfer routes (types/api/transfer.ts): every call needs the buyer's login (the
 * /buyer prefix). Thin: schema, the caller, one TransferService call.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import type { TransferService } from './transfer.service'

const TicketParams = Type.Object({ ticketId: Id })
type TicketParams = Static<typeof TicketParams>
const TransferParams = Type.Object({ transferId: Id })
type TransferParams = Static<typeof TransferParams>
const OfferParams = Type.Object({ token: Str(60, { minLength: 1 }) })
type OfferParams = Static<typeof OfferParams>
// The phone's format is checked by the service (PHONE_INVALID, the spec's message), not by the schema.
const SendBody = Type.Object({ cellphone: Str(20) })
type SendBody = Static<typeof SendBody>
const AcceptBody = Type.Object({ agreed: Type.Literal(true), audienceId: Type.Optional(Id) })
type AcceptBody = Static<typeof AcceptBody>

export function registerTransferRoutes(app: FastifyInstance, transfers: TransferService, now: () => Date): void {
  const tags = ['transfer']
  // Replies name the offer's token: kept by no cache on the way.
  const noStore = {
    onSend: async (_r: unknown, reply: { header(k: string, v: string): unknown }, payload: unknown) => (
      reply.header('cache-control', 'no-store'),
      payload
    )
  }
  app.get<{ Params: TicketParams }>(
    '/buyer/buyer/v1/tickets/:ticketId/transfer',
    { schema: { tags, params: TicketParams }, ...noStore },
    async (r) => ok(await transfers.options(requireUser(r).userId, r.params.ticketId, r.locale, now()))
  )
  app.post<{ Params: TicketParams; Body: SendBody }>(
    '/buyer/buyer/v1/tickets/:ticketId/transfers',
    { schema: { tags, params: TicketParams, body: SendBody }, ...noStore },
    async (r) => ok(await transfers.send(requireUser(r).userId, r.params.ticketId, r.body.cellphone.trim(), r.locale, now()))
  )
  app.post<{ Params: TransferParams }>(
    '/buyer/buyer/v1/ticket_transfers/:transferId/cancel',
    { schema: { tags, params: TransferParams } },
    async (r) => ok(await transfers.cancel(requireUser(r).userId, r.params.transferId, r.locale, now()))
  )
  app.get('/buyer/buyer/v1/ticket_transfers', { schema: { tags }, ...noStore }, async (r) =>
    ok(await transfers.records(requireUser(r).userId, r.locale, now()))
  )
  app.get<{ Params: OfferParams }>(
    '/buyer/buyer/v1/ticket_transfers/offer/:token',
    { schema: { tags, params: OfferParams }, ...noStore },
    async (r) => ok(await transfers.offer(requireUser(r).userId, r.params.token, r.locale, now()))
  )
  app.post<{ Params: OfferParams; Body: AcceptBody }>(
    '/buyer/buyer/v1/ticket_transfers/offer/:token/accept',
    { schema: { tags, params: OfferParams, body: AcceptBody } },
    async (r) => ok(await transfers.accept(requireUser(r).userId, r.params.token, r.body, r.locale, now()))
  )
}
