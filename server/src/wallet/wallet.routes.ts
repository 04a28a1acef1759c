/** The buyer's wallet pass calls (types/api/wallet.ts WALLET_PATHS). Thin: the service checks everything. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import { Id, Str, Type, type Static } from '../http/schema'
import { PKPASS_CONTENT_TYPE, WALLET_PATHS } from '../../../types/api/wallet'
import type { WalletService } from './wallet.service'

const TicketParams = Type.Object({ ticketId: Id })
type TicketParams = Static<typeof TicketParams>
const TokenQuery = Type.Object({ token: Str(400, { minLength: 1 }), lang: Type.Optional(Str(20)) })
type TokenQuery = Static<typeof TokenQuery>

export function registerWalletRoutes(app: FastifyInstance, deps: { wallet: WalletService; now: () => Date; publicBaseUrl?: string }): void {
  const tags = ['wallet']
  const { wallet, now } = deps
  app.get<{ Params: TicketParams }>(WALLET_PATHS.appleLink, { schema: { tags, params: TicketParams } }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await wallet.appleLink(r.params.ticketId, requireUser(r).userId, r.merchantId, r.locale, now()))
  })
  app.get<{ Params: TicketParams }>(WALLET_PATHS.google, { schema: { tags, params: TicketParams } }, async (r, reply) => {
    // The page that shows the save button: Google refuses a JWT whose origins do not name it.
    const origin = deps.publicBaseUrl ? new URL(deps.publicBaseUrl).origin : `${r.protocol}://${r.host}`
    reply.header('cache-control', 'no-store')
    return ok(await wallet.googleSave(r.params.ticketId, requireUser(r).userId, r.merchantId, origin, r.locale, now()))
  })
  app.get<{ Querystring: TokenQuery }>(WALLET_PATHS.applePass, { schema: { tags, querystring: TokenQuery } }, async (r, reply) => {
    const { body, fileName } = await wallet.applePass(r.query.token, r.locale, now())
    return reply
      .type(PKPASS_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(body)
  })
}
