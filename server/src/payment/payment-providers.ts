/**
 * The payment providers a merchant offers (issue #15): built from the merchant's own settings by the
 * factory registered for each platform (the WeChat Pay and Alipay adapters register theirs), followed by
 * the ones every merchant has (DOOOLY, and the sandbox outside production). A platform whose settings are
 * missing, unreadable or refused by its factory offers nothing: the method is not offered, nothing fails.
 * Production never offers a sandbox, whoever configured it.
 *
 * Built providers are kept per merchant and checked against the settings' version at most every
 * CHECK_EVERY_MS; a change written in this process rebuilds at once.
 */
import type { PaymentProvider } from './payment-provider'
import type { PaymentSettingsService } from './settings/payment-settings.service'
import type { PlatformCredentials, SettingsPlatform } from './settings/payment-settings.schemas'
import { SETTINGS_PLATFORMS } from './settings/payment-settings.schemas'
import { payNotifyPath, refundNotifyPath } from './notify-path'

export const CHECK_EVERY_MS = 30_000

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
}

export type ProviderFactory<P extends SettingsPlatform> = (credentials: PlatformCredentials[P], options: ProviderFactoryOptions) => PaymentProvider[]

interface Built {
  version: string
  checkedAt: number
  providers: PaymentProvider[]
}

export interface PaymentProvidersOptions {
  production: boolean
  /** PUBLIC_BASE_URL; without it, production builds no platform provider (the platforms could not call back). */
  publicBaseUrl?: string
  clock?: () => number
  log?: (message: string, detail: object) => void
}

/** Outside production without PUBLIC_BASE_URL: notify URLs name this, which only a test double calls. */
const LOCAL_BASE_URL = 'http://localhost:3000'

export class PaymentProviders {
  private readonly factories: { [P in SettingsPlatform]?: ProviderFactory<P> } = {}
  private readonly built = new Map<string, Promise<Built>>()
  private readonly always: readonly PaymentProvider[]
  private readonly clock: () => number
  private readonly log: (message: string, detail: object) => void

  constructor(
    private readonly settings: PaymentSettingsService | undefined,
    always: readonly PaymentProvider[],
    private readonly options: PaymentProvidersOptions
  ) {
    this.always = options.production ? always.filter((p) => !p.sandbox) : always
    this.clock = options.clock ?? Date.now
    this.log = options.log ?? (() => undefined)
    settings?.onChange((merchantId) => this.forget(merchantId))
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
    if (merchantId === undefined) this.built.clear()
    else this.built.delete(merchantId)
  }

  private async platformProviders(merchantId: string): Promise<PaymentProvider[]> {
    if (!this.settings || !SETTINGS_PLATFORMS.some((p) => this.factories[p])) return []
    const kept = this.built.get(merchantId)
    if (kept) {
      const built = await kept.catch(() => undefined)
      if (built && this.clock() - built.checkedAt < CHECK_EVERY_MS) return built.providers
      const version = await this.settings.version(merchantId)
      if (built && built.version === version) {
        built.checkedAt = this.clock()
        return built.providers
      }
    }
    const building = this.build(merchantId)
    this.built.set(merchantId, building)
    return (await building).providers
  }

  private async build(merchantId: string): Promise<Built> {
    const settings = this.settings as PaymentSettingsService
    const version = await settings.version(merchantId)
    const built: Built = { version, checkedAt: this.clock(), providers: [] }
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
      production: this.options.production
    }
    for (const platform of SETTINGS_PLATFORMS) {
      const factory = this.factories[platform] as ProviderFactory<typeof platform> | undefined
      const given = credentials[platform]
      if (!factory || !given) continue
      try {
        const made = factory(given, options).filter((p) => !(this.options.production && p.sandbox))
        built.providers.push(...made)
      } catch (error) {
        this.log(`${platform} settings refused by its adapter: its payment methods are not offered`, { merchantId, error: (error as Error).message })
      }
    }
    return built
  }
}
