/** The merchant's shop configuration (product.md section 3, "Shop configuration"), read by most route families. */
import { AppError } from '../http/app-error'
import type { ShopConfig } from '../../../types/shop-config'
import type { ShopConfigRepository } from './shop-config.repository'
import { TtlMemo } from '../cache/ttl-memo'

/** Every call reads the config; a change here is seen at once, one made by another gateway process within this. */
export const SHOP_CONFIG_TTL_MS = 1000

export class ShopConfigService {
  private readonly kept = new TtlMemo<ShopConfig | undefined>(SHOP_CONFIG_TTL_MS, 10_000)

  constructor(private readonly configs: ShopConfigRepository) {}

  /** The merchant's configuration; MERCHANT_NOT_FOUND for an unknown merchant. */
  async config(merchantId: string): Promise<ShopConfig> {
    const config = await this.kept.get(merchantId, () => this.configs.config(merchantId))
    if (config === undefined) throw new AppError('MERCHANT_NOT_FOUND')
    return config
  }

  /** Until the merchant console exists: how long an unpaid order holds its tickets (outside production only). */
  async setOrderReserveMinutes(merchantId: string, orderReserveMinutes: number): Promise<ShopConfig> {
    await this.configs.merge(merchantId, { orderReserveMinutes })
    this.forget(merchantId)
    return this.config(merchantId)
  }

  /** The config changed outside this service (a test's direct edit; later the console): read it again. */
  forget(merchantId?: string): void {
    this.kept.forget(merchantId)
  }
}
