/**
 * Third-party login and binding routes (calls-errors-limits.md section 7: oauth google_login /
 * apple_login, partner oauth_and_login, bind; the mini-program login, preLogin, bindPhone and
 * user_logout; the wxauth page's OAuth code). Thin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import type { CallContext } from '../http/call-context'
import type { SessionService } from '../account/session.service'
import { requireUser } from '../account/auth-hook'
import { presentLogin } from '../account/user.presenter'
import type { ThirdPartyLoginService } from './third-party-login.service'
import {
  AppleLoginBody,
  GoogleLoginBody,
  BindPhoneBody,
  MiniLoginBody,
  OwnBindBody,
  PartnerCodeQuery,
  PartnerLoginBody,
  PendingBindBody,
  PreLoginBody,
  WxAuthBody
} from './identity.schemas'
import type { MiniProgramAccountService } from './mini-program-account.service'
import { signPartnerCode, PARTNER_CODE_MAX_SECONDS } from './partner-auth-code'
import { randomToken } from '../account/token-codec'

export interface IdentityRouteDeps {
  logins: ThirdPartyLoginService
  miniAccounts: MiniProgramAccountService
  sessions: SessionService
  context(request: FastifyRequest): Promise<CallContext>
  production: boolean
}

/** Google's button posts the same g_csrf_token as a cookie and in the body (double submit). */
function googleCsrfHolds(request: FastifyRequest, bodyToken: string | undefined): boolean {
  const cookie = /(?:^|;\s*)g_csrf_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1]
  return cookie === undefined || (bodyToken !== undefined && decodeURIComponent(cookie) === bodyToken)
}

/** The web (H5, PC) as the request layer names it (terminal-src). */
function fromTheWeb(request: FastifyRequest): boolean {
  const src = String(request.headers['terminal-src'] ?? '')
  return src.endsWith('H5') || src === 'PC'
}

/** preLogin and bindPhone need a mini-program: "not supported on H5 (rejected with 'h5 not support')". */
function miniCode(
  request: FastifyRequest,
  platform: 'WEAPP' | 'ALIPAY' | undefined,
  code: string | undefined,
  field: string
): { platform: 'WEAPP' | 'ALIPAY'; code: string } {
  if (fromTheWeb(request) || !platform) throw new AppError('H5_NOT_SUPPORTED')
  if (!code) throw new AppError('INVALID_PARAMETER', { detail: field })
  return { platform, code }
}

export function registerIdentityRoutes(app: FastifyInstance, deps: IdentityRouteDeps): void {
  const { logins } = deps
  const tags = ['account']

  app.post<{ Body: GoogleLoginBody }>('/user/pub/v1/oauth/google_login', { schema: { tags, body: GoogleLoginBody } }, async (r) => {
    if (!googleCsrfHolds(r, r.body.googleCsrfToken)) throw new AppError('THIRD_PARTY_FAILED')
    return ok(presentLogin(await logins.oauthLogin('GOOGLE', r.body.credential, await deps.context(r), r.body.nonce)))
  })

  app.post<{ Body: AppleLoginBody }>('/user/pub/v1/oauth/apple_login', { schema: { tags, body: AppleLoginBody } }, async (r) =>
    ok(presentLogin(await logins.oauthLogin('APPLE', r.body.identityToken, await deps.context(r), r.body.nonce)))
  )

  app.post<{ Body: PartnerLoginBody }>('/user/pub/v1/partner/oauth_and_login', { schema: { tags, body: PartnerLoginBody } }, async (r) =>
    ok(presentLogin(await logins.partnerLogin(r.body, await deps.context(r))))
  )

  app.post<{ Body: MiniLoginBody }>('/user/pub/v1/mini/login', { schema: { tags, body: MiniLoginBody } }, async (r) =>
    ok(presentLogin(await logins.miniLogin(r.body.platform, r.body.code, await deps.context(r))))
  )

  app.post<{ Body: PreLoginBody }>(
    '/user/pub/v1/pre_login',
    {
      schema: {
        tags,
        body: PreLoginBody,
        description:
          "preLogin (mini-programs only): the platform's login code (wx.login / my.getAuthCode) for the buyer's openId, unionId when given, and whether an account has it; no session starts. On H5: 'h5 not support'."
      }
    },
    async (r) => {
      const { platform, code } = miniCode(r, r.body.platform, r.body.code, 'code')
      return ok(await deps.miniAccounts.preLogin(platform, code, r.merchantId))
    }
  )

  app.post<{ Body: BindPhoneBody }>(
    '/user/buyer/v1/mini/bind_phone',
    {
      schema: {
        tags,
        body: BindPhoneBody,
        description:
          "bindPhone (mini-programs only): phoneCode is WeChat's phone-number button code, or Alipay's my.getPhoneNumber response JSON as given; the phone is bound to the logged-in account; reply { cellphone (masked), countryCode }. On H5: 'h5 not support'."
      }
    },
    async (r) => {
      const { platform, code } = miniCode(r, r.body.platform, r.body.phoneCode, 'phoneCode')
      return ok(await deps.miniAccounts.bindPhone(requireUser(r).userId, platform, code, r.merchantId))
    }
  )

  // The wxauth page inside WeChat's browser: the official account's OAuth code, for JSAPI pay's payer.
  app.post<{ Body: WxAuthBody }>(
    '/user/buyer/v1/wechat/oauth_openid',
    {
      schema: {
        tags,
        body: WxAuthBody,
        description:
          "The wxauth page inside WeChat's browser: the code of the official account's OAuth redirect (snsapi_base) for the buyer's openId there, kept with the buyer so JSAPI pay names the payer; reply { openId, linked } (linked false: another account holds it, send it as pay's openId)."
      }
    },
    async (r) => ok(await deps.miniAccounts.officialAccount(requireUser(r).userId, r.body.code, r.merchantId, (await deps.context(r)).now))
  )

  app.post('/user/buyer/v1/mini/user_logout', { schema: { tags } }, async (r) => {
    await deps.sessions.logout(requireUser(r).sessionId, (await deps.context(r)).now)
    return ok(true)
  })

  app.post<{ Body: PendingBindBody }>('/user/pub/v1/bind', { schema: { tags, body: PendingBindBody } }, async (r) => {
    const result = await logins.bind(r.body, await deps.context(r))
    return ok(result ? presentLogin(result) : null)
  })

  app.post<{ Body: OwnBindBody }>('/user/buyer/v1/bind', { schema: { tags, body: OwnBindBody } }, async (r) => {
    await logins.bind({ ...r.body, bindToken: undefined }, await deps.context(r), requireUser(r).userId)
    return ok(true)
  })

  if (!deps.production) {
    // Stands in for the partner's server: a signed auth code (with a fresh nonce) for the channel-login page in local runs.
    app.get<{ Querystring: PartnerCodeQuery }>(
      '/dev/partner_code',
      { schema: { tags: ['dev'], querystring: PartnerCodeQuery } },
      async (r) => {
        const secret = await logins.partnerSecret(r.merchantId, r.query.channelCode)
        if (!secret) throw new AppError('LOGIN_METHOD_UNAVAILABLE')
        const exp = Math.floor((await deps.context(r)).now.getTime() / 1000) + PARTNER_CODE_MAX_SECONDS - 10
        return ok({ authCode: signPartnerCode({ uid: r.query.uid, nickName: r.query.nickName, exp, nonce: randomToken(16) }, secret) })
      }
    )
  }
}
