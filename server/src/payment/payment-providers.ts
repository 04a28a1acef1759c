/**
 * The payment providers a merchant offers: built from the merchant's own settings by the
 * factory registered for each platform (the WeChat Pay and Alipay adapters register theirs), followed by
 * the ones every merchant has (DOOOLY, and the sandbox outside production). A platform whose settings are
 * missing, unreadable or refused by its factory offers nothing: the method is not offered, nothing fails.
 * Production never offers a sandbox, whoever configured it.
 * Built providers are kept per merchant (built-from-settings.ts).
 */
import type { PaymentProvider } from './payment-provider'
import type { PaymentSettingsService } from '../platform-settings/payment-settings.service'
import type { PlatformCredentials, SettingsPlatform } from '../platform-settings/payment-settings.schemas'
import { SETTINGS_PLATFORMS } from '../platform-settings/payment-settings.schemas'
import { payNotifyPath, refundNotifyPath } from './notify-path'
import { BuiltFromSettings } from '../platform-settings/built-from-settings'

/** What a platform factory gets beside the merchant's credentials. */
export interface ProviderFactoryOptions {
  merchantId: string
  /** The absolute notify_url of the product's payment notifications for this merchant (notify-path.ts). */
  notifyUrl(product: string): string
  /** The absolute notify_url of its refund notifications. */
  refundNotifyUrl(product: string): string
  /** The gateway's public origin (PUBLIC_BASE_URL), e.g. for an H5 pay page's return address. */
  publicBaseUrl: string
  production: boolean
  /** The gateway's clock (requests' timestamps, notifications' time windows). */
  now: () => Date
}

export type ProviderFactory<P extends SettingsPlatform> = (
  credentials: PlatformCredentials[P],
  options: ProviderFactoryOptions
) => PaymentProvider[]

export interface PaymentProvidersOptions {
  production: boolean
  /** PUBLIC_BASE_URL; without it, production builds no platform provider (the platforms could not call back). */
  publicBaseUrl?: string
  clock?: () => number
  /** The gateway's clock, handed to the adapters. */
  now?: () => Date
  log?: (message: string, detail: object) => void
}

/** Outside production without PUBLIC_BASE_URL: notify URLs name this, which only a test double calls. */
const LOCAL_BASE_URL = 'http://localhost:3000'

export class PaymentProviders {
  private readonly factories: { [P in SettingsPlatform]?: ProviderFactory<P> } = {}
  private readonly built: BuiltFromSettings<PaymentProvider[]> | undefined
  private readonly always: readonly PaymentProvider[]
  private readonly log: (message: string, detail: object) => void

  constructor(
    settings: PaymentSettingsService | undefined,
    always: readonly PaymentProvider[],
    private readonly options: PaymentProvidersOptions
  ) {
    this.always = options.production ? always.filter((p) => !p.sandbox) : always
    this.log = options.log ?? (() => undefined)
    this.built = settings && new BuiltFromSettings(settings, (merchantId) => this.build(settings, merchantId), options.clock)
  }

  /** Plugs a platform's adapter in: its providers are built from each merchant's settings for that platform. */
  registerFactory<P extends SettingsPlatform>(platform: P, factory: ProviderFactory<P>): void {
    ;(this.factories as Record<P, ProviderFactory<P>>)[platform] = factory
    this.forget()
  }

  /** Every provider the merchant offers somewhere, platform ones first; where each is offered is theirs to say (offeredAt). */
  async for(merchantId: string): Promise<PaymentProvider[]> {
    return [...(await this.platformProviders(merchantId)), ...this.always]
  }

  /** The named provider, of the merchant when one is given, else among the ones every merchant has. */
  async find(merchantId: string | undefined, product: string): Promise<PaymentProvider | undefined> {
    const list = merchantId === undefined ? this.always : await this.for(merchantId)
    return list.find((p) => p.product === product)
  }

  forget(merchantId?: string): void {
    this.built?.forget(merchantId)
  }

  private async platformProviders(merchantId: string): Promise<PaymentProvider[]> {
    if (!this.built || !SETTINGS_PLATFORMS.some((p) => this.factories[p])) return []
    return this.built.get(merchantId)
  }

  private async build(settings: PaymentSettingsService, merchantId: string): Promise<PaymentProvider[]> {
    const built: PaymentProvider[] = []
    const base = this.options.publicBaseUrl ?? (this.options.production ? undefined : LOCAL_BASE_URL)
    if (!base) {
      this.log('PUBLIC_BASE_URL is unset: no WeChat Pay or Alipay provider (the platforms could not send notifications)', { merchantId })
      return built
    }
    let credentials: Awaited<ReturnType<PaymentSettingsService['credentials']>>
    try {
      credentials = await settings.credentials(merchantId)
    } catch (error) {
      this.log('payment settings unreadable: their payment methods are not offered', { merchantId, error: (error as Error).message })
      return built
    }
    const options: ProviderFactoryOptions = {
      merchantId,
      notifyUrl: (product) => `${base}${payNotifyPath(product, merchantId)}`,
      refundNotifyUrl: (product) => `${base}${refundNotifyPath(product, merchantId)}`,
      publicBaseUrl: base,
      production: this.options.production,
      now: this.options.now ?? (() => new Date())
    }
    for (const platform of SETTINGS_PLATFORMS) {
      const factory = this.factories[platform] as ProviderFactory<typeof platform> | undefined
      const given = credentials[platform]
      if (!factory || !given) continue
      try {
        const made = factory(given, options).filter((p) => !(this.options.production && p.sandbox))
        built.push(...made)
      } catch (error) {
        this.log(`${platform} settings refused by its adapter: its payment methods are not offered`, {
          merchantId,
          error: (error as Error).message
        })
      }
    }
    return built
  }
}
