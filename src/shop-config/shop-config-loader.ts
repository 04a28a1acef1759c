/**
 * Loads the merchant's shop configuration from the gateway at app start, and again when the network
 * comes back after a failed load (product.md section 4, "App start"). Until it arrives, and when it never
 * does, the built-in default keeps the tab bar, theme and languages working.
 */
import type { createStore } from 'jotai'
import type { ShopConfig } from '../../types/shop-config'
import { shopConfigAtom } from './shop-config-atoms'
import { DEFAULT_SHOP_CONFIG } from './default-shop-config'

type Store = ReturnType<typeof createStore>

/** Fields the gateway leaves out fall back to the default, so one missing list cannot break the app. */
export function mergeShopConfig(reply: Partial<ShopConfig> | null | undefined): ShopConfig {
  if (!reply || typeof reply !== 'object') return DEFAULT_SHOP_CONFIG
  const navigations = reply.layoutBottomNavigation?.navigations
  return {
    ...DEFAULT_SHOP_CONFIG,
    ...reply,
    supportLanguages: reply.supportLanguages?.length ? reply.supportLanguages : DEFAULT_SHOP_CONFIG.supportLanguages,
    layoutBottomNavigation: navigations?.length
      ? (reply.layoutBottomNavigation as ShopConfig['layoutBottomNavigation'])
      : DEFAULT_SHOP_CONFIG.layoutBottomNavigation
  }
}

export interface ShopConfigLoader {
  load(): Promise<boolean>
  /** The config the page was served with (H5): used as loaded, no call made. */
  adopt(reply: Partial<ShopConfig>): void
  /** Call when the network status changes; reloads only if the last load failed. */
  onNetworkChange(connected: boolean): void
}

export function createShopConfigLoader(store: Store, fetchConfig: () => Promise<Partial<ShopConfig>>): ShopConfigLoader {
  let loaded = false
  let inFlight: Promise<boolean> | undefined
  const load = () => {
    inFlight ??= fetchConfig()
      .then((reply) => {
        store.set(shopConfigAtom, mergeShopConfig(reply))
        loaded = true
        return true
      })
      .catch(() => false)
      .finally(() => {
        inFlight = undefined
      })
    return inFlight
  }
  return {
    load,
    adopt(reply) {
      store.set(shopConfigAtom, mergeShopConfig(reply))
      loaded = true
    },
    onNetworkChange(connected) {
      if (connected && !loaded) void load()
    }
  }
}
