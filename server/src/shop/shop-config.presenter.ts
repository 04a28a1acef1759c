/** The shop configuration as the app gets it: the stored one with its time zone settled. */
import type { ShopConfig, ShopLoginProviders } from '../../../types/shop-config'
import { shopTimeZone, utcOffsetMinutes } from '../../../types/rules/merchant-time'

/**
 * The zone is always named (the default when the merchant set none), with its offset now for app
 * engines that cannot read zones (types/rules/merchant-time.ts).
 */
export function presentShopConfig(config: ShopConfig, now: Date, loginProviders: ShopLoginProviders = {}): ShopConfig {
  const timeZone = shopTimeZone(config)
  return { ...config, timeZone, utcOffsetMinutes: utcOffsetMinutes(now, timeZone), loginProviders }
}
