/**
 * Third-party login and binding routes (calls-errors-limits.md section 7: oauth google_login /
 * apple_login, partner oauth_and_login, bind; the mini-program login and user_logout). Thin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import type { CallContext } from '../account/account.service'
import type { SessionService } from '../account/session.service'
import { requireUser } from '../account/auth-hook'
import { presentLogin } from '../account/user.presenter'
import type { BindRequest, ThirdPartyLoginService } from './third-party-login.service'
import type { MiniPlatform } from './identity-providers'
import type { IdentityRepository } from './identity.repository'
import { signPartnerCode, PARTNER_CODE_MAX_SECONDS } from './partner-auth-code'

const str = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const
const token = str(8192)

export interface IdentityRouteDeps {
  logins: ThirdPartyLoginService
  sessions: SessionService
  identities: IdentityRepository
  context(request: FastifyRequest): Promise<CallContext>
  production: boolean
}

const bindSchema = {
  type: 'object',
  required: ['bindType'],
  properties: {
    bindType: { type: 'string', enum: ['EMAIL', 'CELLPHONE'] },
    bindToken: str(200),
    emailBindParam: {
      type: 'object',
      required: ['email'],
      properties: { email: str(100), password: str(64), verifyCode: str(12) }
    },
    cellphoneBindParam: {
      type: 'object',
      required: ['cellphone', 'verifyCode'],
      properties: { cellphone: str(20), countryCode: { type: 'string', maxLength: 6 }, verifyCode: str(12) }
    }
  }
} as const

/** Google's button posts the same g_csrf_token as a cookie and in the body (double submit). */
function googleCsrfHolds(request: FastifyRequest, bodyToken: string | undefined): boolean {
  const cookie = /(?:^|;\s*)g_csrf_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1]
  return cookie === undefined || (bodyToken !== undefined && decodeURIComponent(cookie) === bodyToken)
}

export function registerIdentityRoutes(app: FastifyInstance, deps: IdentityRouteDeps): void {
  const { logins } = deps
  const tags = ['account']

  app.post<{ Body: { credential: string; googleCsrfToken?: string } }>(
    '/user/pub/v1/oauth/google_login',
    { schema: { tags, body: { type: 'object', required: ['credential'], properties: { credential: token, googleCsrfToken: str(200) } } } },
    async (r) => {
      if (!googleCsrfHolds(r, r.body.googleCsrfToken)) throw new AppError('THIRD_PARTY_FAILED')
      return ok(presentLogin(await logins.oauthLogin('GOOGLE', r.body.credential, await deps.context(r))))
    }
  )

  app.post<{ Body: { identityToken: string } }>(
    '/user/pub/v1/oauth/apple_login',
    { schema: { tags, body: { type: 'object', required: ['identityToken'], properties: { identityToken: token } } } },
    async (r) => ok(presentLogin(await logins.oauthLogin('APPLE', r.body.identityToken, await deps.context(r))))
  )

  app.post<{ Body: { authCode: string; channelCode: string } }>(
    '/user/pub/v1/partner/oauth_and_login',
    { schema: { tags, body: { type: 'object', required: ['authCode', 'channelCode'], properties: { authCode: str(2048), channelCode: str(40) } } } },
    async (r) => ok(presentLogin(await logins.partnerLogin(r.body, await deps.context(r))))
  )

  app.post<{ Body: { code: string; platform: MiniPlatform } }>(
    '/user/pub/v1/mini/login',
    { schema: { tags, body: { type: 'object', required: ['code', 'platform'], properties: { code: str(200), platform: { type: 'string', enum: ['WEAPP', 'ALIPAY'] } } } } },
    async (r) => ok(presentLogin(await logins.miniLogin(r.body.platform, r.body.code, await deps.context(r))))
  )

  app.post('/user/buyer/v1/mini/user_logout', { schema: { tags } }, async (r) => {
    await deps.sessions.logout(requireUser(r).sessionId, (await deps.context(r)).now)
    return ok(true)
  })

  app.post<{ Body: BindRequest }>('/user/pub/v1/bind', { schema: { tags, body: { ...bindSchema, required: ['bindType', 'bindToken'] } } }, async (r) => {
    const result = await logins.bind(r.body, await deps.context(r))
    return ok(result ? presentLogin(result) : null)
  })

  app.post<{ Body: BindRequest }>('/user/buyer/v1/bind', { schema: { tags, body: bindSchema } }, async (r) => {
    await logins.bind({ ...r.body, bindToken: undefined }, await deps.context(r), requireUser(r).userId)
    return ok(true)
  })

  if (!deps.production) {
    // Stands in for the partner's server: a signed auth code for the channel-login page in local runs.
    app.get<{ Querystring: { channelCode: string; uid: string; nickName?: string } }>(
      '/dev/partner_code',
      { schema: { tags: ['dev'], querystring: { type: 'object', required: ['channelCode', 'uid'], properties: { channelCode: str(40), uid: str(64), nickName: str(40) } } } },
      async (r) => {
        const secret = await deps.identities.partnerSecret(r.merchantId, r.query.channelCode)
        if (!secret) throw new AppError('LOGIN_METHOD_UNAVAILABLE')
        const exp = Math.floor((await deps.context(r)).now.getTime() / 1000) + PARTNER_CODE_MAX_SECONDS - 10
        return ok({ authCode: signPartnerCode({ uid: r.query.uid, nickName: r.query.nickName, exp }, secret) })
      }
    )
  }
}
