/**
 * The merchant's own login channels for buyers (product.md section 2, bsauth and douyin_auth): a signed
 * ticket from the merchant's business system, and Douyin's web OAuth. Each is on only where the merchant
 * set it up in the console (login_channels, the secret sealed with the settings key); the login itself is
 * the identity area's (ThirdPartyLoginService.channelLogin: the identity's buyer, else a new one).
 */
import { SignJWT, jwtVerify } from 'jose'
import { AppError } from '../http/app-error'
import type { CallContext } from '../http/call-context'
import type { SettingsCipher } from '../platform-settings/settings-cipher'
import type { LoginResult } from '../account/account.service'
import type { ThirdPartyLoginService } from '../identity/third-party-login.service'
import { randomToken } from '../account/token-codec'
import type { LoginChannel } from '../../../types/api/user-calls'
import { LoginChannelRepository } from './login-channel.repository'
import { readBsauthTicket } from './bsauth-ticket'
import { douyinAuthorizeUrl, douyinExchange } from './douyin-oauth'

/** How long a Douyin authorization may take from our redirect to Douyin's redirect back. */
export const DOUYIN_STATE_SECONDS = 600

export const sealContext = (merchantId: string, channel: LoginChannel) => `login_channels:${merchantId}:${channel}`

export interface ChannelSetup {
  clientKey: string | null
  secret: string
}

export interface LoginChannelDeps {
  repo: LoginChannelRepository
  /** Absent: no settings key (production without SETTINGS_KEY): no channel can be read. */
  cipher?: SettingsCipher
  logins: ThirdPartyLoginService
  /** The gateway's own key for the Douyin state it signs. */
  stateSecret(): Promise<string>
  douyinBase: string
  log(message: string, detail: object): void
}

export class LoginChannelService {
  constructor(private readonly deps: LoginChannelDeps) {}

  /** The channel's client key and secret when it is set up and on; undefined otherwise. */
  async setup(merchantId: string, channel: LoginChannel): Promise<ChannelSetup | undefined> {
    const row = await this.deps.repo.one(merchantId, channel)
    if (!row?.enabled || !this.deps.cipher) return undefined
    try {
      return { clientKey: row.client_key, secret: this.deps.cipher.open(row.sealed_secret, sealContext(merchantId, channel)) }
    } catch (error) {
      this.deps.log('login channel secret unreadable: the channel is off until it is saved again', {
        channel,
        error: (error as Error).message
      })
      return undefined
    }
  }

  /** Which channels buyers see (shop_functions): on and readable; Douyin's public client key. */
  async offered(merchantId: string): Promise<{ bsauth: boolean; douyinClientKey?: string }> {
    const [bsauth, douyin] = await Promise.all([this.setup(merchantId, 'BSAUTH'), this.setup(merchantId, 'DOUYIN')])
    return { bsauth: Boolean(bsauth), douyinClientKey: douyin?.clientKey ?? undefined }
  }

  /** bsauth: the ticket checked (bsauth-ticket.ts), its jti spent, then the business system's buyer logged in. */
  async bsauthLogin(ticket: string, ctx: CallContext): Promise<LoginResult> {
    const setup = await this.setup(ctx.merchantId, 'BSAUTH')
    if (!setup) throw new AppError('LOGIN_CHANNEL_UNAVAILABLE')
    const grant = await readBsauthTicket(ticket, setup.secret, ctx.merchantId, ctx.now)
    if (!grant) throw new AppError('BSAUTH_TICKET_INVALID')
    if (!(await this.deps.logins.claimOnce(`bsauth:${ctx.merchantId}:${grant.jti}`, grant.expiresAt, ctx.now)))
      throw new AppError('BSAUTH_TICKET_INVALID')
    return this.deps.logins.channelLogin('BSAUTH', grant.subject, grant.name ?? grant.subject, ctx)
  }

  /** douyin_auth's first step: Douyin's authorize URL with a state the gateway signed (10 minutes, once). */
  async douyinAuthorize(redirectUri: string, ctx: CallContext): Promise<{ url: string; state: string }> {
    const setup = await this.setup(ctx.merchantId, 'DOUYIN')
    if (!setup?.clientKey) throw new AppError('LOGIN_CHANNEL_UNAVAILABLE')
    if (!returnsToDouyinAuth(redirectUri)) throw new AppError('INVALID_PARAMETER', { detail: 'redirectUri' })
    const iat = Math.floor(ctx.now.getTime() / 1000)
    const state = await new SignJWT({ nonce: randomToken(16) })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(`douyin:${ctx.merchantId}`)
      .setIssuedAt(iat)
      .setExpirationTime(iat + DOUYIN_STATE_SECONDS)
      .sign(new TextEncoder().encode(await this.deps.stateSecret()))
    return { url: douyinAuthorizeUrl(this.deps.douyinBase, setup.clientKey, redirectUri, state), state }
  }

  /** douyin_auth's return: the state checked and spent, the code exchanged with Douyin, the buyer logged in. */
  async douyinLogin(input: { code: string; state: string }, ctx: CallContext): Promise<LoginResult> {
    const setup = await this.setup(ctx.merchantId, 'DOUYIN')
    if (!setup?.clientKey) throw new AppError('LOGIN_CHANNEL_UNAVAILABLE')
    const nonce = await this.stateNonce(input.state, ctx)
    if (
      !nonce ||
      !(await this.deps.logins.claimOnce(
        `douyin:${ctx.merchantId}:${nonce}`,
        new Date(ctx.now.getTime() + DOUYIN_STATE_SECONDS * 1000),
        ctx.now
      ))
    )
      throw new AppError('DOUYIN_STATE_INVALID')
    const profile = await douyinExchange(this.deps.douyinBase, { clientKey: setup.clientKey, clientSecret: setup.secret }, input.code)
    if (!profile) throw new AppError('DOUYIN_FAILED')
    return this.deps.logins.channelLogin('DOUYIN', profile.openId, profile.nickName ?? '抖音用户', ctx)
  }

  private async stateNonce(state: string, ctx: CallContext): Promise<string | undefined> {
    try {
      const { payload } = await jwtVerify(state, new TextEncoder().encode(await this.deps.stateSecret()), {
        algorithms: ['HS256'],
        audience: `douyin:${ctx.merchantId}`,
        requiredClaims: ['exp', 'iat'],
        currentDate: ctx.now
      })
      return typeof payload.nonce === 'string' ? payload.nonce : undefined
    } catch {
      return undefined
    }
  }
}

/** Douyin sends the buyer back only to the app's own douyin_auth page, over http(s). */
function returnsToDouyinAuth(uri: string): boolean {
  try {
    const url = new URL(uri)
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\/douyin_auth\/?$/.test(url.pathname)
  } catch {
    return false
  }
}
