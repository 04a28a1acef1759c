/** The merchant's shop configuration (product.md section 3, "Shop configuration"), read by most route families. */
import { AppError } from '../http/app-error'
import type { ShopConfig } from '../../../types/shop-config'
import type { ShopConfigRepository } from './shop-config.repository'

export class ShopConfigService {
  constructor(private readonly configs: ShopConfigRepository) {}

  /** The merchant's configuration; MERCHANT_NOT_FOUND for an unknown merchant. */
  async config(merchantId: string): Promise<ShopConfig> {
    const config = await this.configs.config(merchantId)
    if (config === undefined) throw new AppError('MERCHANT_NOT_FOUND')
    return config
  }

  /** Until the merchant console exists: how long an unpaid order holds its tickets (outside production only). */
  async setOrderReserveMinutes(merchantId: string, orderReserveMinutes: number): Promise<ShopConfig> {
    await this.configs.merge(merchantId, { orderReserveMinutes })
    return this.config(merchantId)
  }
}
