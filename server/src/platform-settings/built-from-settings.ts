/**
 * What is built from a merchant's payment settings (its payment providers, its login exchanges), kept per
 * merchant: checked against the settings' version at most every CHECK_EVERY_MS, so a change made by
 * another process (the payment:settings CLI) shows within that time, and rebuilt at once after a change
 * made through this process's PaymentSettingsService.
 */
import type { PaymentSettingsService } from './payment-settings.service'

export const CHECK_EVERY_MS = 30_000

interface Kept<T> {
  version: string
  checkedAt: number
  value: T
}

export class BuiltFromSettings<T> {
  private readonly kept = new Map<string, Promise<Kept<T>>>()

  constructor(
    private readonly settings: PaymentSettingsService,
    private readonly build: (merchantId: string) => Promise<T>,
    private readonly clock: () => number = Date.now
  ) {
    settings.onChange((merchantId) => this.forget(merchantId))
  }

  async get(merchantId: string): Promise<T> {
    const kept = this.kept.get(merchantId)
    if (kept) {
      const built = await kept.catch(() => undefined)
      if (built && this.clock() - built.checkedAt < CHECK_EVERY_MS) return built.value
      if (built && built.version === (await this.settings.version(merchantId))) {
        built.checkedAt = this.clock()
        return built.value
      }
    }
    const building = (async () => {
      const version = await this.settings.version(merchantId)
      return { version, checkedAt: this.clock(), value: await this.build(merchantId) }
    })()
    this.kept.set(merchantId, building)
    const built = await building
    // Kept only for a merchant with settings: a notify path names any merchant id, and made-up ones must
    // not grow this map (without settings the build is the always-there providers, cheap to make again).
    if (built.version === '' && this.kept.get(merchantId) === building) this.kept.delete(merchantId)
    return built.value
  }

  forget(merchantId?: string): void {
    if (merchantId === undefined) this.kept.clear()
    else this.kept.delete(merchantId)
  }
}
