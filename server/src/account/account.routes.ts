/** Login, tokens and profile routes (calls-errors-limits.md section 7, "Coupons and users"). Thin. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import type { ShopConfig } from '../../../types/shop-config'
import type { AccountService } from './account.service'
import type { VerificationService } from './verification.service'
import type { OutboxSender } from './outbox'
import { requireUser } from './auth-hook'
import { presentLogin, presentUser } from './user.presenter'
import { callContext } from '../http/call-context'

import { USER_CALL_PATHS } from '../../../types/api/user-calls'
import { presentCountries } from './countries.presenter'
import {
  CaptchaCheckBody,
  CaptchaParams,
  CaptchaRecordBody,
  ChangePasswordBody,
  EmailBody,
  EmailCodeBody,
  EmailPasswordBody,
  OutboxQuery,
  PhoneLoginBody,
  ProfileBody,
  RefreshTokenBody,
  SetPasswordBody,
  SmsCodeBody
} from './account.schemas'

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

export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const { accounts } = deps
  const ctx = (r: FastifyRequest) => callContext(r, deps)
  const tags = ['account']

  app.get('/user/pub/v1/captcha', { schema: { tags } }, async () => {
    const { captchaId, image } = await deps.verification.newCaptcha(deps.now())
    return ok({ captchaId, image })
  })

  // The login page's area picker: the shop's areas with their names and number rules.
  app.get(USER_CALL_PATHS.countries, { schema: { tags } }, async (r) => ok(presentCountries(await deps.shopConfig(r.merchantId), r.locale)))

  // captcha record: a new image recorded with the scope it is shown for.
  app.post<{ Body: CaptchaRecordBody }>(USER_CALL_PATHS.captchaRecord, { schema: { tags, body: CaptchaRecordBody } }, async (r) => {
    const made = await deps.verification.newCaptcha(deps.now(), r.body.scope)
    return ok({ captchaId: made.captchaId, image: made.image, scope: r.body.scope, expireTime: made.expiresAt.getTime() })
  })

  // check captcha: the answer alone, one try; right answers a token sms_code takes instead of the image.
  app.post<{ Body: CaptchaCheckBody }>(USER_CALL_PATHS.captchaCheck, { schema: { tags, body: CaptchaCheckBody } }, async (r) => {
    const checked = await deps.verification.captchaToken({ ...r.body, merchantId: r.merchantId }, deps.now())
    return ok({ captchaToken: checked.captchaToken, scope: r.body.scope, expireTime: checked.expiresAt.getTime() })
  })

  app.post<{ Body: SmsCodeBody }>('/user/pub/v1/sms_code', { schema: { tags, body: SmsCodeBody } }, async (r) =>
    ok(await accounts.sendPhoneLoginCode(r.body, await ctx(r)))
  )

  app.post<{ Body: PhoneLoginBody }>('/user/pub/v1/login_or_register', { schema: { tags, body: PhoneLoginBody } }, async (r) =>
    ok(presentLogin(await accounts.loginByPhone(r.body, await ctx(r))))
  )

  app.post<{ Body: EmailPasswordBody }>('/user/pub/v1/email/create_account', { schema: { tags, body: EmailPasswordBody } }, async (r) =>
    ok(await accounts.createEmailAccount(r.body, await ctx(r)))
  )

  app.post<{ Body: EmailBody }>('/user/pub/v1/email/resend_activation', { schema: { tags, body: EmailBody } }, async (r) =>
    ok(await accounts.resendActivation(r.body.email, await ctx(r)))
  )

  app.post<{ Body: EmailCodeBody }>('/user/pub/v1/email/activate', { schema: { tags, body: EmailCodeBody } }, async (r) =>
    ok(presentLogin(await accounts.activateEmail(r.body, await ctx(r))))
  )

  app.post<{ Body: EmailPasswordBody }>('/user/pub/v1/login', { schema: { tags, body: EmailPasswordBody } }, async (r) =>
    ok(presentLogin(await accounts.loginByEmail(r.body, await ctx(r))))
  )

  app.post<{ Body: EmailBody }>('/user/pub/v1/email/forgot_password', { schema: { tags, body: EmailBody } }, async (r) =>
    ok(await accounts.sendPasswordResetCode(r.body.email, await ctx(r)))
  )

  app.post<{ Body: SetPasswordBody }>('/user/pub/v1/email/set_password', { schema: { tags, body: SetPasswordBody } }, async (r) => {
    await accounts.resetPassword(r.body, await ctx(r))
    return ok(true)
  })

  app.post<{ Body: EmailBody }>('/user/buyer/v1/email/bind_code', { schema: { tags, body: EmailBody } }, async (r) => {
    requireUser(r)
    return ok(await accounts.sendEmailBindCode(r.body.email, await ctx(r)))
  })

  app.post<{ Body: ChangePasswordBody }>('/user/buyer/v1/change_password', { schema: { tags, body: ChangePasswordBody } }, async (r) => {
    const user = requireUser(r)
    await accounts.changePassword(user.userId, user.sessionId, r.body, deps.now())
    return ok(true)
  })

  app.post<{ Body: RefreshTokenBody }>('/user/pub/v1/refresh_token', { schema: { tags, body: RefreshTokenBody } }, async (r) =>
    ok(presentLogin({ ...(await accounts.sessions.refresh(r.body.refreshToken, r.merchantId, deps.now())), isNewUser: false }))
  )

  app.post('/user/buyer/v1/logout', { schema: { tags } }, async (r) => {
    await accounts.sessions.logout(requireUser(r).sessionId, deps.now())
    return ok(true)
  })

  app.get('/user/buyer/v1/user_info', { schema: { tags } }, async (r) => {
    const { userId } = requireUser(r)
    return ok(presentUser(await accounts.profile(userId), await deps.linkedProviders(userId)))
  })

  app.put<{ Body: ProfileBody }>('/user/buyer/v1/user_info', { schema: { tags, body: ProfileBody } }, async (r) => {
    const { userId } = requireUser(r)
    return ok(presentUser(await accounts.updateProfile(userId, r.body), await deps.linkedProviders(userId)))
  })

  app.post('/user/buyer/v1/unregister', { schema: { tags } }, async (r) => {
    await accounts.unregister(requireUser(r).userId, deps.now())
    return ok(true)
  })

  // Outside production only: what SMS and mail "sent", and a captcha's answer (tests and browser
  // journeys play the human; the image itself carries no readable answer).
  if (!deps.production) {
    app.get<{ Querystring: OutboxQuery }>('/dev/outbox', { schema: { tags: ['dev'], querystring: OutboxQuery } }, async (r) =>
      ok(await deps.outbox.latest(r.query.recipient))
    )
    app.get<{ Params: CaptchaParams }>('/dev/captcha/:captchaId', { schema: { tags: ['dev'], params: CaptchaParams } }, async (r) => {
      const answer = deps.verification.devCaptchaAnswer(r.params.captchaId)
      if (!answer) throw new AppError('NOT_FOUND')
      return ok({ answer })
    })
  }
}
