/**
 * Account use cases: phone login (captcha → SMS code → login_or_register), email accounts (create,
 * activate, log in, forgot / set / change password), tokens, profile and unregistering.
 */
import { AppError } from '../http/app-error'
import type { CallContext } from '../http/call-context'
import type { Queryable } from '../db/db'
import type { ShopConfig } from '../../../types/shop-config'
import {
  NICKNAME_MAX,
  VERIFY_CODE_RESEND_SECONDS,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isValidVerifyCode,
  maskPhone,
  normalizeCountryCode
} from '../../../types/rules/account-rules'
import { hashPassword, verifyPassword } from './password-hash'
import { codeMessage } from './account-texts'
import { SessionService, type IssuedTokens } from './session.service'
import { UserRepository, type UserRow } from './user.repository'
import type { ProfileChange } from '../../../types/api/user'
import { VerificationService, type CodePurpose } from './verification.service'
import { PasswordLockout, lockoutSubject } from './password-lockout'
import { randomId } from './token-codec'

export interface PhoneCodeRequest {
  cellphone: string
  countryCode: string
  /** From check captcha (scope LOGIN or BIND as the purpose); else captchaId and captchaCode are checked here. */
  captchaToken?: string
  captchaId?: string
  captchaCode?: string
  /** LOGIN (default) or BIND (proving a phone to bind it to an account). */
  purpose?: 'LOGIN' | 'BIND'
}

export interface LoginResult extends IssuedTokens {
  isNewUser: boolean
}

export class AccountService {
  readonly users: UserRepository
  private readonly lockout: PasswordLockout

  constructor(
    db: Queryable,
    private readonly verification: VerificationService,
    readonly sessions: SessionService,
    /** Whether an avatar URL is one of the buyer's own uploads (the upload area's rule: upload.service.ts isOwnAvatar). */
    private readonly isOwnAvatar: (url: string, userId: string) => boolean
  ) {
    this.users = new UserRepository(db)
    this.lockout = new PasswordLockout(db)
  }

  async sendPhoneLoginCode(input: PhoneCodeRequest, ctx: CallContext): Promise<{ resendAfterSeconds: number }> {
    if ((input.purpose ?? 'LOGIN') === 'LOGIN') this.requireMethod('CELLPHONE', ctx)
    const countryCode = this.phoneArea(input.countryCode, input.cellphone, ctx.shop)
    const purpose = input.purpose ?? 'LOGIN'
    // "An image captcha is required for phone login": a token from check captcha (spent with the code, so a
    // send refused by its limits keeps it), or the image's id and answer checked here as before.
    const token = input.captchaToken
    if (!token) {
      if (!input.captchaId || !input.captchaCode) throw new AppError('CAPTCHA_REQUIRED')
      await this.verification.checkCaptcha(input.captchaId, input.captchaCode, ctx.now, ['LOGIN', purpose])
    }
    return this.verification.sendCode(
      {
        merchantId: ctx.merchantId,
        channel: 'SMS',
        recipient: `+${countryCode} ${input.cellphone}`,
        purpose,
        ip: ctx.ip,
        compose: (code) => codeMessage(ctx.locale, ctx.shop.shopName, purpose, code),
        writeWith: token ? (tx) => this.verification.spendCaptchaToken(tx, token, ctx.merchantId, purpose, ctx.now) : undefined
      },
      ctx.now
    )
  }

  /** login_or_register: the code proves the phone; an unknown phone becomes a new account. */
  async loginByPhone(input: { cellphone: string; countryCode: string; verifyCode: string }, ctx: CallContext): Promise<LoginResult> {
    const countryCode = await this.provePhone({ ...input, purpose: 'LOGIN' }, ctx)
    let user = await this.users.byPhone(ctx.merchantId, countryCode, input.cellphone)
    const isNewUser = !user
    user ??= await this.users.createByPhone({
      id: randomId('u_'),
      merchantId: ctx.merchantId,
      countryCode,
      cellphone: input.cellphone,
      nickName: maskPhone(input.cellphone),
      now: ctx.now
    })
    return { ...(await this.sessions.start(user.id, ctx.merchantId, ctx.now, ctx.shop.singleDeviceLogin === true)), isNewUser }
  }

  /** Uses up the SMS code sent to the phone for this purpose; answers the phone's normalised area code. */
  async provePhone(
    input: { cellphone: string; countryCode: string; verifyCode: string; purpose: CodePurpose },
    ctx: CallContext
  ): Promise<string> {
    const countryCode = this.phoneArea(input.countryCode, input.cellphone, ctx.shop)
    if (!isValidVerifyCode(input.verifyCode)) throw new AppError('CODE_WRONG')
    await this.verification.consumeCode(
      { merchantId: ctx.merchantId, channel: 'SMS', recipient: `+${countryCode} ${input.cellphone}`, purpose: input.purpose },
      input.verifyCode,
      ctx.now
    )
    return countryCode
  }

  /** Uses up the mailed code for this purpose; answers the trimmed email. */
  async proveEmail(input: { email: string; verifyCode: string; purpose: CodePurpose }, ctx: CallContext): Promise<string> {
    const email = this.email(input.email)
    await this.verification.consumeCode(
      { merchantId: ctx.merchantId, channel: 'EMAIL', recipient: email.toLowerCase(), purpose: input.purpose },
      input.verifyCode,
      ctx.now
    )
    return email
  }

  /** account-bind: a code to the email a logged-in buyer wants to add. */
  async sendEmailBindCode(emailInput: string, ctx: CallContext): Promise<{ resendAfterSeconds: number }> {
    return this.mailCode(this.email(emailInput), 'BIND', ctx)
  }

  /**
   * create-account: the account waits for the activation code mailed to it. The account is written in
   * the code's transaction, after the send limits' locks: a refusal (too soon, too many) rolls it back.
   */
  async createEmailAccount(input: { email: string; password: string }, ctx: CallContext): Promise<{ resendAfterSeconds: number }> {
    this.requireMethod('EMAIL', ctx)
    const email = this.email(input.email)
    if (!isValidPassword(input.password)) throw new AppError('PASSWORD_RULE')
    const passwordHash = await hashPassword(input.password)
    return this.mailCode(email, 'ACTIVATE_EMAIL', ctx, async (tx) => {
      const users = new UserRepository(tx)
      const created = await users.createByEmail({
        id: randomId('u_'),
        merchantId: ctx.merchantId,
        email,
        passwordHash,
        nickName: email.split('@')[0].slice(0, NICKNAME_MAX),
        now: ctx.now
      })
      if (created) return
      const existing = await users.byEmail(ctx.merchantId, email)
      // An account never activated may ask for its activation mail again; an active one is taken.
      if (!existing || existing.email_verified) throw new AppError('EMAIL_TAKEN')
    })
  }

  /** check-email's resend: only an account still waiting for activation gets a mail; the reply is the same. */
  async resendActivation(emailInput: string, ctx: CallContext): Promise<{ resendAfterSeconds: number }> {
    const email = this.email(emailInput)
    const user = await this.users.byEmail(ctx.merchantId, email)
    if (!user || user.email_verified) return { resendAfterSeconds: VERIFY_CODE_RESEND_SECONDS }
    return this.mailCode(email, 'ACTIVATE_EMAIL', ctx)
  }

  async activateEmail(input: { email: string; verifyCode: string }, ctx: CallContext): Promise<LoginResult> {
    const email = await this.proveEmail({ ...input, purpose: 'ACTIVATE_EMAIL' }, ctx)
    const user = await this.users.byEmail(ctx.merchantId, email)
    if (!user) throw new AppError('LOGIN_FAILED')
    await this.users.markEmailVerified(user.id)
    return { ...(await this.sessions.start(user.id, ctx.merchantId, ctx.now, ctx.shop.singleDeviceLogin === true)), isNewUser: true }
  }

  async loginByEmail(input: { email: string; password: string }, ctx: CallContext): Promise<LoginResult> {
    this.requireMethod('EMAIL', ctx)
    const user = await this.passwordAccount(this.email(input.email), input.password, ctx)
    if (!user.email_verified) throw new AppError('EMAIL_NOT_ACTIVATED')
    return { ...(await this.sessions.start(user.id, ctx.merchantId, ctx.now, ctx.shop.singleDeviceLogin === true)), isNewUser: false }
  }

  /**
   * The account an email and its password prove (email login, bind's password proof). One counted guess
   * against the email's lock-out budget, and one scrypt whether or not the email is registered; the
   * same answer for an unknown email and a wrong password: no account probing, by reply or by time.
   */
  async passwordAccount(email: string, password: string, ctx: Pick<CallContext, 'merchantId' | 'now'>): Promise<UserRow> {
    let user: UserRow | undefined
    const right = await this.lockout.check(lockoutSubject(ctx.merchantId, { email }), ctx.now, async () => {
      user = await this.users.byEmail(ctx.merchantId, email)
      return verifyPassword(password, user?.password_hash)
    })
    if (!right || !user) throw new AppError('LOGIN_FAILED')
    return user
  }

  /** forgot-password: a code goes out only to a known address, but the reply is the same either way. */
  async sendPasswordResetCode(emailInput: string, ctx: CallContext): Promise<{ resendAfterSeconds: number }> {
    const email = this.email(emailInput)
    const user = await this.users.byEmail(ctx.merchantId, email)
    if (!user) return { resendAfterSeconds: VERIFY_CODE_RESEND_SECONDS }
    return this.mailCode(email, 'RESET_PASSWORD', ctx)
  }

  async resetPassword(input: { email: string; verifyCode: string; password: string }, ctx: CallContext): Promise<void> {
    if (!isValidPassword(input.password)) throw new AppError('PASSWORD_RULE')
    const email = await this.proveEmail({ ...input, purpose: 'RESET_PASSWORD' }, ctx)
    const user = await this.users.byEmail(ctx.merchantId, email)
    if (!user) throw new AppError('CODE_EXPIRED')
    await this.users.setPassword(user.id, await hashPassword(input.password))
    // The mail proved the address, and every old login ends with the old password.
    await this.users.markEmailVerified(user.id)
    await this.sessions.endAll(user.id, 'LOGOUT', ctx.now)
  }

  async changePassword(userId: string, sessionId: string, input: { oldPassword: string; newPassword: string }, now: Date): Promise<void> {
    const user = await this.requireUser(userId)
    const subject = lockoutSubject(user.merchant_id, { email: user.email, userId })
    if (!(await this.lockout.check(subject, now, () => verifyPassword(input.oldPassword, user.password_hash))))
      throw new AppError('PASSWORD_WRONG')
    if (!isValidPassword(input.newPassword)) throw new AppError('PASSWORD_RULE')
    await this.users.setPassword(userId, await hashPassword(input.newPassword))
    // Other devices log in again; this one stays.
    await this.sessions.endAll(userId, 'LOGOUT', now, sessionId)
  }

  async profile(userId: string): Promise<UserRow> {
    return this.requireUser(userId)
  }

  async updateProfile(userId: string, change: ProfileChange): Promise<UserRow> {
    if (change.avatar !== undefined && !this.isOwnAvatar(change.avatar, userId)) throw new AppError('UPLOAD_INVALID')
    if (change.nickName !== undefined) {
      const nick = change.nickName.trim()
      if (!nick || nick.length > NICKNAME_MAX) throw new AppError('NICKNAME_INVALID')
      change = { ...change, nickName: nick }
    }
    if (!(await this.users.updateProfile(userId, change))) throw new AppError(change.birthday ? 'BIRTHDAY_ONCE' : 'TOKEN_EXCEPTION')
    return this.requireUser(userId)
  }

  async unregister(userId: string, now: Date): Promise<void> {
    await this.users.unregister(userId, now)
    await this.sessions.endAll(userId, 'UNREGISTERED', now)
  }

  private async requireUser(userId: string): Promise<UserRow> {
    const user = await this.users.byId(userId)
    if (!user) throw new AppError('LOGIN_EXPIRED')
    return user
  }

  /** The merchant's loginMethod list for the request's language (shop config supportLanguages). */
  private requireMethod(method: 'EMAIL' | 'CELLPHONE', ctx: CallContext): void {
    const methods = ctx.shop.supportLanguages?.find((l) => l.langTag === ctx.locale)?.loginMethod
    if (methods?.length && !methods.includes(method)) throw new AppError('LOGIN_METHOD_UNSUPPORTED')
  }

  private phoneArea(countryCodeInput: string, cellphone: string, shop: ShopConfig): string {
    const countryCode = normalizeCountryCode(countryCodeInput || '86')
    if (!isValidPhone(cellphone, countryCode)) throw new AppError('PHONE_INVALID')
    const areas = shop.supportLoginAreas?.map((a) => normalizeCountryCode(a.code))
    if (areas?.length && !areas.includes(countryCode)) throw new AppError('LOGIN_AREA_UNSUPPORTED')
    return countryCode
  }

  private email(input: string): string {
    const email = input.trim()
    if (!isValidEmail(email)) throw new AppError('EMAIL_INVALID')
    return email
  }

  private mailCode(email: string, purpose: CodePurpose, ctx: CallContext, writeWith?: (tx: Queryable) => Promise<void>) {
    return this.verification.sendCode(
      {
        merchantId: ctx.merchantId,
        channel: 'EMAIL',
        recipient: email.toLowerCase(),
        purpose,
        ip: ctx.ip,
        compose: (code) => codeMessage(ctx.locale, ctx.shop.shopName, purpose, code),
        writeWith
      },
      ctx.now
    )
  }
}
