/**
 * Logins that start outside: Google and Apple identity tokens, the mini-program code exchange and the
 * partner channel's signed auth code (product.md section 6, "Login methods"). A first login creates the
 * buyer; a Google or Apple email that already has an account answers 15012020 "account needs binding"
 * with a bind token, and `bind` ties the identity to that account once the buyer proves it (password or
 * phone code). A logged-in buyer binds a phone or an email to their own account the same way.
 */
import { AppError } from '../http/app-error'
import type { Queryable } from '../db/db'
import { isValidPassword, NICKNAME_MAX } from '../../../types/rules/account-rules'
import type { AccountService, LoginResult } from '../account/account.service'
import type { CallContext } from '../http/call-context'
import { randomId, randomToken, sha256 } from '../account/token-codec'
import { emailIsVerified, verifyIdToken, SKEW_SECONDS, type IdTokenClaims } from './id-token-verifier'
import type { MiniPlatform, MiniProgramSession, OAuthProvider } from './identity-providers'
import type { MerchantIdentityProviders } from './merchant-identity-providers'
import { IdentityRepository, type IdentityProvider } from './identity.repository'
import { readPartnerCode } from './partner-auth-code'
import type { BindRequest } from './identity.schemas'
import { hashPassword } from '../account/password-hash'
import type { UserRow } from '../account/user.repository'

export const BIND_TOKEN_TTL_MS = 10 * 60 * 1000

const MINI_NICKNAMES: Record<MiniPlatform, string> = { WEAPP: '微信用户', ALIPAY: '支付宝用户' }

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505'
}

export class ThirdPartyLoginService {
  private readonly identities: IdentityRepository

  constructor(
    db: Queryable,
    private readonly accounts: AccountService,
    private readonly providers: MerchantIdentityProviders
  ) {
    this.identities = new IdentityRepository(db)
  }

  /** The channel's partner secret: the local stand-in for the partner's server signs auth codes with it. */
  partnerSecret(merchantId: string, channelCode: string): Promise<string | undefined> {
    return this.identities.partnerSecret(merchantId, channelCode)
  }

  /**
   * A Google or Apple identity token, used once: after the checks (id-token-verifier.ts, with the nonce
   * the app sent) the token is spent until it expires, whatever the outcome of the login.
   */
  async oauthLogin(provider: OAuthProvider, idToken: string, ctx: CallContext, nonce?: string): Promise<LoginResult> {
    const policy = this.providers.oauth(provider)
    if (!policy) throw new AppError('LOGIN_METHOD_UNAVAILABLE')
    const checked = await verifyIdToken(idToken, policy, ctx.now, nonce)
    if (!checked.ok) throw new AppError('THIRD_PARTY_FAILED')
    const spentUntil = new Date((checked.claims.exp + SKEW_SECONDS) * 1000)
    if (!(await this.identities.claimGrant(sha256(`oauth:${provider}:${checked.onceKey}`), spentUntil, ctx.now)))
      throw new AppError('THIRD_PARTY_FAILED')
    return this.loginWithClaims(provider, checked.claims, ctx)
  }

  private async loginWithClaims(provider: OAuthProvider, claims: IdTokenClaims, ctx: CallContext, retried = false): Promise<LoginResult> {
    const known = await this.identities.userOf(ctx.merchantId, provider, claims.sub)
    if (known) return this.start(known, false, ctx)
    // Without a verified email there is nothing to make the account from (spec: authorize to obtain email).
    if (!claims.email || !emailIsVerified(claims)) throw new AppError('THIRD_PARTY_NO_EMAIL')
    const owner = await this.accounts.users.byEmail(ctx.merchantId, claims.email)
    if (owner) {
      const bindToken = randomToken()
      await this.identities.addPendingBinding({
        tokenHash: sha256(bindToken),
        merchantId: ctx.merchantId,
        binding: { provider, subject: claims.sub, email: claims.email },
        expiresAt: new Date(ctx.now.getTime() + BIND_TOKEN_TTL_MS)
      })
      throw new AppError('ACCOUNT_NEEDS_BINDING', {}, { bindToken, email: claims.email, bindTypes: this.proofsOf(owner) })
    }
    const nick = (claims.name || claims.email.split('@')[0]).slice(0, NICKNAME_MAX)
    try {
      return await this.createAndStart(provider, claims.sub, { email: claims.email, nickName: nick }, ctx)
    } catch (error) {
      // The email got an account a moment ago (a parallel sign-up): answer as for any known email.
      if (isUniqueViolation(error) && !retried) return this.loginWithClaims(provider, claims, ctx, true)
      throw error
    }
  }

  /** The merchant's code exchange for the platform; a platform without one (production without settings) is unavailable. */
  async miniSession(platform: MiniPlatform, code: string, merchantId: string): Promise<MiniProgramSession> {
    const exchange = await this.providers.mini(merchantId, platform)
    if (!exchange) throw new AppError('LOGIN_METHOD_UNAVAILABLE')
    const session = await exchange.exchange(platform, code)
    if (!session) throw new AppError('THIRD_PARTY_FAILED')
    return session
  }

  async miniLogin(platform: MiniPlatform, code: string, ctx: CallContext): Promise<LoginResult> {
    const session = await this.miniSession(platform, code, ctx.merchantId)
    const known = await this.identities.userOf(ctx.merchantId, platform, session.openId)
    if (known) return this.start(known, false, ctx)
    return this.createAndStart(platform, session.openId, { nickName: MINI_NICKNAMES[platform] }, ctx)
  }

  async partnerLogin(input: { authCode: string; channelCode: string }, ctx: CallContext): Promise<LoginResult> {
    const secret = await this.identities.partnerSecret(ctx.merchantId, input.channelCode)
    if (!secret) throw new AppError('LOGIN_METHOD_UNAVAILABLE')
    const grant = readPartnerCode(input.authCode, secret, ctx.now.getTime())
    if (!grant) throw new AppError('THIRD_PARTY_FAILED')
    // Good once per nonce: a replayed code is refused even inside its five minutes, however it is spelled.
    if (!(await this.identities.claimGrant(sha256(`partner:${input.channelCode}:${grant.nonce}`), new Date(grant.exp * 1000), ctx.now)))
      throw new AppError('THIRD_PARTY_FAILED')
    const subject = `${input.channelCode}:${grant.uid}`
    const known = await this.identities.userOf(ctx.merchantId, 'PARTNER', subject)
    if (known) return this.start(known, false, ctx)
    return this.createAndStart('PARTNER', subject, { nickName: (grant.nickName || grant.uid).slice(0, NICKNAME_MAX) }, ctx)
  }

  /**
   * A login a merchant's own channel vouched for (a bsauth ticket, a Douyin code), spent once by the caller:
   * the identity's buyer, else a new buyer with it (as a first Google or Apple login without an email).
   */
  async channelLogin(provider: 'BSAUTH' | 'DOUYIN', subject: string, nickName: string, ctx: CallContext): Promise<LoginResult> {
    const known = await this.identities.userOf(ctx.merchantId, provider, subject)
    if (known) return this.start(known, false, ctx)
    return this.createAndStart(provider, subject, { nickName: nickName.slice(0, NICKNAME_MAX) }, ctx)
  }

  /** Claims a one-time grant (a ticket's jti, a state's nonce); false when it was spent already. */
  claimOnce(key: string, until: Date, now: Date): Promise<boolean> {
    return this.identities.claimGrant(sha256(key), until, now)
  }

  /** With a bind token: finish a third-party login on a proven account. Without: add to one's own account. */
  async bind(input: BindRequest, ctx: CallContext, currentUserId?: string): Promise<LoginResult | undefined> {
    if (input.bindToken) {
      const tokenHash = sha256(input.bindToken)
      const pending = await this.identities.pendingBinding(tokenHash, ctx.merchantId, ctx.now)
      if (!pending) throw new AppError('BIND_EXPIRED')
      const user = await this.provenAccount(input, ctx)
      if (!(await this.identities.takePendingBinding(tokenHash))) throw new AppError('BIND_EXPIRED')
      await this.identities.link({
        merchantId: ctx.merchantId,
        provider: pending.provider,
        subject: pending.subject,
        userId: user.id,
        email: pending.email,
        now: ctx.now
      })
      return this.start(user.id, false, ctx)
    }
    if (!currentUserId) throw new AppError('NOT_LOGGED_IN')
    await this.addToAccount(currentUserId, input, ctx)
    return undefined
  }

  /** The account the buyer proves is theirs: its email and password, or its phone and an SMS code. */
  private async provenAccount(input: BindRequest, ctx: CallContext): Promise<UserRow> {
    if (input.bindType === 'EMAIL') {
      const p = input.emailBindParam
      if (!p?.email || !p.password) throw new AppError('INVALID_PARAMETER', { detail: 'emailBindParam' })
      // Counted against the account's password lock-out, like email login.
      return this.accounts.passwordAccount(p.email.trim(), p.password, ctx)
    }
    const p = input.cellphoneBindParam
    if (!p) throw new AppError('INVALID_PARAMETER', { detail: 'cellphoneBindParam' })
    const countryCode = await this.accounts.provePhone(
      { cellphone: p.cellphone, countryCode: p.countryCode ?? '86', verifyCode: p.verifyCode, purpose: 'BIND' },
      ctx
    )
    const user = await this.accounts.users.byPhone(ctx.merchantId, countryCode, p.cellphone)
    if (!user) throw new AppError('LOGIN_FAILED')
    return user
  }

  private async addToAccount(userId: string, input: BindRequest, ctx: CallContext): Promise<void> {
    try {
      if (input.bindType === 'CELLPHONE') {
        const p = input.cellphoneBindParam
        if (!p) throw new AppError('INVALID_PARAMETER', { detail: 'cellphoneBindParam' })
        const countryCode = await this.accounts.provePhone(
          { cellphone: p.cellphone, countryCode: p.countryCode ?? '86', verifyCode: p.verifyCode, purpose: 'BIND' },
          ctx
        )
        if (await this.accounts.users.byPhone(ctx.merchantId, countryCode, p.cellphone)) throw new AppError('ALREADY_BOUND')
        if (!(await this.accounts.users.setPhone(userId, countryCode, p.cellphone))) throw new AppError('ALREADY_BOUND')
        return
      }
      const p = input.emailBindParam
      if (!p?.email || !p.verifyCode) throw new AppError('INVALID_PARAMETER', { detail: 'emailBindParam' })
      if (p.password !== undefined && !isValidPassword(p.password)) throw new AppError('PASSWORD_RULE')
      const email = await this.accounts.proveEmail({ email: p.email, verifyCode: p.verifyCode, purpose: 'BIND' }, ctx)
      if (await this.accounts.users.byEmail(ctx.merchantId, email)) throw new AppError('ALREADY_BOUND')
      if (!(await this.accounts.users.setEmail(userId, email, p.password ? await hashPassword(p.password) : null)))
        throw new AppError('ALREADY_BOUND')
    } catch (error) {
      // Another account took the phone or email between the check and the write.
      if (isUniqueViolation(error)) throw new AppError('ALREADY_BOUND')
      throw error
    }
  }

  private proofsOf(user: UserRow): string[] {
    return [...(user.password_hash ? ['EMAIL'] : []), ...(user.cellphone ? ['CELLPHONE'] : [])]
  }

  private async createAndStart(
    provider: IdentityProvider,
    subject: string,
    profile: { email?: string; nickName: string },
    ctx: CallContext
  ): Promise<LoginResult> {
    const user = await this.accounts.users.createThirdParty({
      id: randomId('u_'),
      merchantId: ctx.merchantId,
      email: profile.email,
      nickName: profile.nickName,
      now: ctx.now
    })
    await this.identities.link({ merchantId: ctx.merchantId, provider, subject, userId: user.id, email: profile.email, now: ctx.now })
    // Two first logins at once: the identity went to whichever account linked first.
    const owner = (await this.identities.userOf(ctx.merchantId, provider, subject)) ?? user.id
    if (owner !== user.id) await this.accounts.users.unregister(user.id, ctx.now)
    return this.start(owner, owner === user.id, ctx)
  }

  private async start(userId: string, isNewUser: boolean, ctx: CallContext): Promise<LoginResult> {
    return { ...(await this.accounts.sessions.start(userId, ctx.merchantId, ctx.now, ctx.shop.singleDeviceLogin === true)), isNewUser }
  }
}
