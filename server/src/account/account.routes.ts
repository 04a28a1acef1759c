/** Login, tokens and profile routes (calls-errors-limits.md section 7, "Coupons and users"). Thin. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import { VERIFY_CODE_LENGTH } from '../../../types/rules/account-rules'
import type { ShopConfig } from '../../../types/shop-config'
import type { ProfileChange } from '../../../types/api/user'
import type { AccountService, CallContext } from './account.service'
import type { VerificationService } from './verification.service'
import type { OutboxSender } from './outbox'
import { requireUser } from './auth-hook'
import { presentLogin, presentUser } from './user.presenter'

const str = (max: number, min = 1) => ({ type: 'string', minLength: min, maxLength: max }) as const
const body = (required: string[], properties: Record<string, unknown>) => ({ type: 'object', required, properties }) as const

const phone = { cellphone: str(20), countryCode: { type: 'string', maxLength: 6, default: '86' } }
const code = { type: 'string', minLength: 1, maxLength: VERIFY_CODE_LENGTH * 2 } as const

export interface AccountRouteDeps {
  accounts: AccountService
  verification: VerificationService
  outbox: OutboxSender
  shopConfig(merchantId: string): Promise<ShopConfig>
  now(): Date
  production: boolean
  /** Google, Apple, WEAPP ... tied to the account (account-safe shows them). */
  linkedProviders(userId: string): Promise<string[]>
}

/** Who is calling, from where, when, for which merchant and its config. */
export async function callContext(r: FastifyRequest, deps: { now(): Date; shopConfig(merchantId: string): Promise<ShopConfig> }): Promise<CallContext> {
  return { merchantId: r.merchantId, locale: r.locale, ip: r.ip, now: deps.now(), shop: await deps.shopConfig(r.merchantId) }
}

export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const { accounts } = deps
  const ctx = (r: FastifyRequest) => callContext(r, deps)
  const tags = ['account']

  app.get('/user/pub/v1/captcha', { schema: { tags } }, async () => ok(await deps.verification.newCaptcha(deps.now())))

  app.post<{ Body: { cellphone: string; countryCode: string; captchaId: string; captchaCode: string; purpose?: 'LOGIN' | 'BIND' } }>(
    '/user/pub/v1/sms_code',
    {
      schema: {
        tags,
        body: body(['cellphone', 'captchaId', 'captchaCode'], { ...phone, captchaId: str(40), captchaCode: str(10), purpose: { type: 'string', enum: ['LOGIN', 'BIND'], default: 'LOGIN' } })
      }
    },
    async (r) => ok(await accounts.sendPhoneLoginCode(r.body, await ctx(r)))
  )

  app.post<{ Body: { cellphone: string; countryCode: string; verifyCode: string } }>(
    '/user/pub/v1/login_or_register',
    { schema: { tags, body: body(['cellphone', 'verifyCode'], { ...phone, verifyCode: code }) } },
    async (r) => ok(presentLogin(await accounts.loginByPhone(r.body, await ctx(r))))
  )

  app.post<{ Body: { email: string; password: string } }>(
    '/user/pub/v1/email/create_account',
    { schema: { tags, body: body(['email', 'password'], { email: str(100), password: str(64) }) } },
    async (r) => ok(await accounts.createEmailAccount(r.body, await ctx(r)))
  )

  app.post<{ Body: { email: string } }>(
    '/user/pub/v1/email/resend_activation',
    { schema: { tags, body: body(['email'], { email: str(100) }) } },
    async (r) => ok(await accounts.resendActivation(r.body.email, await ctx(r)))
  )

  app.post<{ Body: { email: string; verifyCode: string } }>(
    '/user/pub/v1/email/activate',
    { schema: { tags, body: body(['email', 'verifyCode'], { email: str(100), verifyCode: code }) } },
    async (r) => ok(presentLogin(await accounts.activateEmail(r.body, await ctx(r))))
  )

  app.post<{ Body: { email: string; password: string } }>(
    '/user/pub/v1/login',
    { schema: { tags, body: body(['email', 'password'], { email: str(100), password: str(64) }) } },
    async (r) => ok(presentLogin(await accounts.loginByEmail(r.body, await ctx(r))))
  )

  app.post<{ Body: { email: string } }>(
    '/user/pub/v1/email/forgot_password',
    { schema: { tags, body: body(['email'], { email: str(100) }) } },
    async (r) => ok(await accounts.sendPasswordResetCode(r.body.email, await ctx(r)))
  )

  app.post<{ Body: { email: string; verifyCode: string; password: string } }>(
    '/user/pub/v1/email/set_password',
    { schema: { tags, body: body(['email', 'verifyCode', 'password'], { email: str(100), verifyCode: code, password: str(64) }) } },
    async (r) => {
      await accounts.resetPassword(r.body, await ctx(r))
      return ok(true)
    }
  )

  app.post<{ Body: { email: string } }>(
    '/user/buyer/v1/email/bind_code',
    { schema: { tags, body: body(['email'], { email: str(100) }) } },
    async (r) => {
      requireUser(r)
      return ok(await accounts.sendEmailBindCode(r.body.email, await ctx(r)))
    }
  )

  app.post<{ Body: { oldPassword: string; newPassword: string } }>(
    '/user/buyer/v1/change_password',
    { schema: { tags, body: body(['oldPassword', 'newPassword'], { oldPassword: str(64), newPassword: str(64) }) } },
    async (r) => {
      const user = requireUser(r)
      await accounts.changePassword(user.userId, user.sessionId, r.body, deps.now())
      return ok(true)
    }
  )

  app.post<{ Body: { refreshToken: string } }>(
    '/user/pub/v1/refresh_token',
    { schema: { tags, body: body(['refreshToken'], { refreshToken: str(200) }) } },
    async (r) => ok(presentLogin({ ...(await accounts.sessions.refresh(r.body.refreshToken, r.merchantId, deps.now())), isNewUser: false }))
  )

  app.post('/user/buyer/v1/logout', { schema: { tags } }, async (r) => {
    await accounts.sessions.logout(requireUser(r).sessionId, deps.now())
    return ok(true)
  })

  // Pre-login and phone binding through the platform need a mini-program; the web answers as the spec says.
  for (const path of ['/user/pub/v1/pre_login', '/user/buyer/v1/bind_phone']) {
    app.post(path, { schema: { tags } }, async (r) => {
      if (String(r.headers['terminal-src'] ?? '').endsWith('H5') || r.headers['terminal-src'] === 'PC') throw new AppError('H5_NOT_SUPPORTED')
      throw new AppError('NOT_FOUND')
    })
  }

  app.get('/user/buyer/v1/user_info', { schema: { tags } }, async (r) => {
    const { userId } = requireUser(r)
    return ok(presentUser(await accounts.profile(userId), await deps.linkedProviders(userId)))
  })

  app.put<{ Body: ProfileChange }>(
    '/user/buyer/v1/user_info',
    {
      schema: {
        tags,
        body: {
          type: 'object',
          properties: {
            nickName: { type: 'string', maxLength: 40 },
            gender: { type: 'string', enum: ['MAN', 'WOMAN'] },
            birthday: { type: 'string', format: 'date' },
            contactType: { type: 'string', enum: ['PHONE', 'EMAIL'] },
            avatar: { type: 'string', maxLength: 300, pattern: '^/pub/' }
          }
        }
      }
    },
    async (r) => {
      const { userId } = requireUser(r)
      return ok(presentUser(await accounts.updateProfile(userId, r.body), await deps.linkedProviders(userId)))
    }
  )

  app.post('/user/buyer/v1/unregister', { schema: { tags } }, async (r) => {
    await accounts.unregister(requireUser(r).userId, deps.now())
    return ok(true)
  })

  if (!deps.production) {
    app.get<{ Querystring: { recipient?: string } }>(
      '/dev/outbox',
      { schema: { tags: ['dev'], querystring: { type: 'object', properties: { recipient: { type: 'string', maxLength: 120 } } } } },
      async (r) => ok(await deps.outbox.latest(r.query.recipient))
    )
  }
}
