/**
 * The login exchanges a merchant offers (issue #15: "keyed by the merchant's app id and secret from
 * settings"): built from the merchant's payment settings by the factory registered for each platform
 * (WeChat's is wechatIdentityFactory; the Alipay adapter registers its alipay.system.oauth.token one),
 * kept like the payment providers (built-from-settings.ts). A platform the merchant has not set up falls
 * back to the gateway-wide exchange (WECHAT_APP_ID ... in the environment, or the sandbox outside
 * production); production never runs a sandbox exchange, whoever built it.
 */
import type { PaymentSettingsService } from '../platform-settings/payment-settings.service'
import { SETTINGS_PLATFORMS, type PlatformCredentials, type SettingsPlatform } from '../platform-settings/payment-settings.schemas'
import { BuiltFromSettings } from '../platform-settings/built-from-settings'
import type { IdentityProviders, MiniPlatform, MiniProgramAuth, MiniProgramSession, OAuthProvider } from './identity-providers'
import type { IdTokenPolicy } from './id-token-verifier'

/** The platform's phone authorisation (WeChat's phone-number code) for the buyer's phone. */
export interface PhoneNumberAuth {
  phoneNumber(code: string): Promise<{ countryCode: string; phone: string } | undefined>
}

/** WeChat's official-account OAuth (the wxauth page): a code for the buyer's openid in WeChat's browser. */
export interface OfficialAccountAuth {
  openId(code: string): Promise<MiniProgramSession | undefined>
}

/** What one platform's settings give: any of the three. */
export interface PlatformAuths {
  login?: MiniProgramAuth
  phone?: PhoneNumberAuth
  officialAccount?: OfficialAccountAuth
}

export interface IdentityFactoryOptions {
  merchantId: string
  production: boolean
}

export type IdentityFactory<P extends SettingsPlatform> = (
  credentials: PlatformCredentials[P],
  options: IdentityFactoryOptions
) => PlatformAuths

const MINI_PLATFORM: Record<SettingsPlatform, MiniPlatform> = { WECHAT: 'WEAPP', ALIPAY: 'ALIPAY' }

type Built = Partial<Record<MiniPlatform, PlatformAuths>>

export class MerchantIdentityProviders {
  private readonly factories: { [P in SettingsPlatform]?: IdentityFactory<P> } = {}
  private readonly built: BuiltFromSettings<Built> | undefined

  constructor(
    settings: PaymentSettingsService | undefined,
    /** The gateway-wide providers: Google and Apple, and the fallback mini-program exchanges. */
    private readonly base: IdentityProviders,
    private readonly production: boolean,
    private readonly log: (message: string, detail: object) => void = () => undefined
  ) {
    this.built = settings && new BuiltFromSettings(settings, (merchantId) => this.build(settings, merchantId))
  }

  registerFactory<P extends SettingsPlatform>(platform: P, factory: IdentityFactory<P>): void {
    ;(this.factories as Record<P, IdentityFactory<P>>)[platform] = factory
    this.built?.forget()
  }

  oauth(provider: OAuthProvider): IdTokenPolicy | undefined {
    return this.base.oauth[provider]
  }

  /** The mini-program login exchange: the merchant's own, else the gateway-wide one. */
  async mini(merchantId: string, platform: MiniPlatform): Promise<MiniProgramAuth | undefined> {
    return (await this.of(merchantId, platform))?.login ?? this.base.mini[platform]
  }

  async phone(merchantId: string, platform: MiniPlatform): Promise<PhoneNumberAuth | undefined> {
    return (await this.of(merchantId, platform))?.phone
  }

  async officialAccount(merchantId: string): Promise<OfficialAccountAuth | undefined> {
    return (await this.of(merchantId, 'WEAPP'))?.officialAccount
  }

  private async of(merchantId: string, platform: MiniPlatform): Promise<PlatformAuths | undefined> {
    return this.built ? (await this.built.get(merchantId))[platform] : undefined
  }

  private async build(settings: PaymentSettingsService, merchantId: string): Promise<Built> {
    const built: Built = {}
    let credentials: Awaited<ReturnType<PaymentSettingsService['credentials']>>
    try {
      credentials = await settings.credentials(merchantId)
    } catch (error) {
      this.log('payment settings unreadable: their logins are not offered', { merchantId, error: (error as Error).message })
      return built
    }
    for (const platform of SETTINGS_PLATFORMS) {
      const factory = this.factories[platform] as IdentityFactory<typeof platform> | undefined
      const given = credentials[platform]
      if (!factory || !given) continue
      try {
        const auths = factory(given, { merchantId, production: this.production })
        if (this.production && auths.login?.sandbox) delete auths.login
        built[MINI_PLATFORM[platform]] = auths
      } catch (error) {
        this.log(`${platform} settings refused by its login exchange`, { merchantId, error: (error as Error).message })
      }
    }
    return built
  }
}
