/** The bsauth and douyin_auth pages' calls (types/api/user-calls.ts USER_CALL_PATHS). Thin. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import { Str, Type, type Static } from '../http/schema'
import type { CallContext } from '../http/call-context'
import { presentLogin } from '../account/user.presenter'
import { randomToken } from '../account/token-codec'
import { USER_CALL_PATHS } from '../../../types/api/user-calls'
import type { LoginChannelService } from './login-channel.service'
import { signBsauthTicket } from './bsauth-ticket'

// Open to the fields the request layer adds to every body.
const BsauthBody = Type.Object({ ticket: Str(4000, { minLength: 1 }) })
type BsauthBody = Static<typeof BsauthBody>
const DouyinAuthorizeBody = Type.Object({ redirectUri: Str(500, { minLength: 1 }) })
type DouyinAuthorizeBody = Static<typeof DouyinAuthorizeBody>
const DouyinLoginBody = Type.Object({ code: Str(200, { minLength: 1 }), state: Str(1000, { minLength: 1 }) })
type DouyinLoginBody = Static<typeof DouyinLoginBody>
const DevTicketQuery = Type.Object({ sub: Str(64, { minLength: 1 }), name: Type.Optional(Str(40)) })
type DevTicketQuery = Static<typeof DevTicketQuery>

export function registerLoginChannelRoutes(
  app: FastifyInstance,
  deps: { channels: LoginChannelService; context(r: FastifyRequest): Promise<CallContext>; production: boolean }
): void {
  const tags = ['account']
  const { channels } = deps

  app.post<{ Body: BsauthBody }>(USER_CALL_PATHS.bsauthLogin, { schema: { tags, body: BsauthBody } }, async (r) =>
    ok(presentLogin(await channels.bsauthLogin(r.body.ticket, await deps.context(r))))
  )

  app.post<{ Body: DouyinAuthorizeBody }>(USER_CALL_PATHS.douyinAuthorize, { schema: { tags, body: DouyinAuthorizeBody } }, async (r) =>
    ok(await channels.douyinAuthorize(r.body.redirectUri, await deps.context(r)))
  )

  app.post<{ Body: DouyinLoginBody }>(USER_CALL_PATHS.douyinLogin, { schema: { tags, body: DouyinLoginBody } }, async (r) =>
    ok(presentLogin(await channels.douyinLogin(r.body, await deps.context(r))))
  )

  if (!deps.production) {
    // Stands in for the merchant's business system in local runs and browser journeys: a ticket signed
    // with the merchant's bsauth secret.
    app.get<{ Querystring: DevTicketQuery }>(
      '/dev/bsauth_ticket',
      { schema: { tags: ['dev'], querystring: DevTicketQuery } },
      async (r) => {
        const setup = await channels.setup(r.merchantId, 'BSAUTH')
        if (!setup) throw new AppError('LOGIN_CHANNEL_UNAVAILABLE')
        const ticket = await signBsauthTicket(
          { sub: r.query.sub, name: r.query.name, jti: randomToken(16) },
          setup.secret,
          r.merchantId,
          (await deps.context(r)).now
        )
        return ok({ ticket })
      }
    )
  }
}
