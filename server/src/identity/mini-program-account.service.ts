/**
 * The mini-programs' own account calls (product.md section 6: "Pre-login and phone-binding are not
 * supported on H5 (rejected with 'h5 not support')") and the wxauth page's OAuth in WeChat's browser:
 * - preLogin: the platform's login code for the buyer's open id (and union id), and whether an account
 *   already has it; nothing is created and no session starts (mini/login does that).
 * - bindPhone: the platform's phone authorisation (WeChat's phone-number button code) for the buyer's
 *   phone, bound to the logged-in buyer's account.
 * - wxauth: the official account's OAuth code for the buyer's open id there, kept with the buyer
 *   (WX_OFFICIAL) so JSAPI pay can name the payer.
 */
import { AppError } from '../http/app-error'
import { maskPhone } from '../../../types/rules/account-rules'
import type { UserRepository } from '../account/user.repository'
import type { MiniPlatform } from './identity-providers'
import type { IdentityRepository } from './identity.repository'
import type { MerchantIdentityProviders } from './merchant-identity-providers'
import type { ThirdPartyLoginService } from './third-party-login.service'

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505'
}

export class MiniProgramAccountService {
  constructor(
    private readonly users: UserRepository,
    private readonly identities: IdentityRepository,
    private readonly logins: ThirdPartyLoginService,
    private readonly providers: MerchantIdentityProviders
  ) {}

  async preLogin(
    platform: MiniPlatform,
    code: string,
    merchantId: string
  ): Promise<{ openId: string; unionId?: string; registered: boolean }> {
    const session = await this.logins.miniSession(platform, code, merchantId)
    const registered = !!(await this.identities.userOf(merchantId, platform, session.openId))
    return { openId: session.openId, ...(session.unionId ? { unionId: session.unionId } : {}), registered }
  }

  /** The platform's phone for the buyer's account: already theirs is fine; another's, or a second phone, is ALREADY_BOUND. */
  async bindPhone(
    userId: string,
    platform: MiniPlatform,
    code: string,
    merchantId: string
  ): Promise<{ cellphone: string; countryCode: string }> {
    const source = await this.providers.phone(merchantId, platform)
    if (!source) throw new AppError('LOGIN_METHOD_UNAVAILABLE')
    const phone = await source.phoneNumber(code)
    if (!phone) throw new AppError('THIRD_PARTY_FAILED')
    const user = await this.users.byId(userId)
    if (!user) throw new AppError('NOT_LOGGED_IN')
    const mine = user.cellphone === phone.phone && user.country_code === phone.countryCode
    if (!mine) {
      if (user.cellphone || (await this.users.byPhone(merchantId, phone.countryCode, phone.phone))) throw new AppError('ALREADY_BOUND')
      try {
        if (!(await this.users.setPhone(userId, phone.countryCode, phone.phone))) throw new AppError('ALREADY_BOUND')
      } catch (error) {
        // Another account took the phone between the check and the write.
        if (isUniqueViolation(error)) throw new AppError('ALREADY_BOUND')
        throw error
      }
    }
    return { cellphone: maskPhone(phone.phone), countryCode: phone.countryCode }
  }

  /**
   * The buyer's open id in WeChat's browser, kept with them for JSAPI pay. When another live account
   * already holds it, it is only answered (the app sends it as pay's openId).
   */
  async officialAccount(userId: string, code: string, merchantId: string, now: Date): Promise<{ openId: string; linked: boolean }> {
    const oauth = await this.providers.officialAccount(merchantId)
    if (!oauth) throw new AppError('LOGIN_METHOD_UNAVAILABLE')
    const session = await oauth.openId(code)
    if (!session) throw new AppError('THIRD_PARTY_FAILED')
    await this.identities.link({ merchantId, provider: 'WX_OFFICIAL', subject: session.openId, userId, now })
    return { openId: session.openId, linked: (await this.identities.userOf(merchantId, 'WX_OFFICIAL', session.openId)) === userId }
  }
}
