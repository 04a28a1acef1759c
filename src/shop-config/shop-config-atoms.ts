import { atom } from 'jotai'
import type { ShopConfig } from '../../types/shop-config'
import { DEFAULT_SHOP_CONFIG } from './default-shop-config'
import { DEFAULT_TIME_ZONE, type MerchantZone } from '../../types/rules/merchant-time'

/** The merchant's configuration: the built-in default until the gateway's answer replaces it. */
export const shopConfigAtom = atom<ShopConfig>(DEFAULT_SHOP_CONFIG)

/** The shows' local time: the merchant's zone, with the offset the gateway sent for engines without Intl zones. */
export const merchantZoneAtom = atom<MerchantZone>((get) => {
  const config = get(shopConfigAtom)
  return { timeZone: config.timeZone ?? DEFAULT_TIME_ZONE, utcOffsetMinutes: config.utcOffsetMinutes }
})
