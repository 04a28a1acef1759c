import { createStore } from 'jotai'
import { createShopConfigLoader, mergeShopConfig } from '../src/shop-config/shop-config-loader'
import { shopConfigAtom } from '../src/shop-config/shop-config-atoms'
import { DEFAULT_SHOP_CONFIG } from '../src/shop-config/default-shop-config'
import type { ShopConfig } from '../types/shop-config'

const gatewayConfig: Partial<ShopConfig> = {
  merchantId: 'M-GATEWAY',
  shopName: 'Gateway shop',
  layoutBottomNavigation: {
    style: { navigationType: 'outer' },
    navigations: [
      { floorType: 'NAVIGATION_OF_HOME', navigationName: 'Home', pagePath: 'pages/list/list' },
      { floorType: 'NAVIGATION_OF_MINE', navigationName: 'Me', pagePath: 'pages/mine/mine' }
    ]
  }
}

describe('shop config from the gateway (issue #4: "the tab bar now takes its config from the gateway")', () => {
  it('replaces the default config with the gateway reply', async () => {
    const store = createStore()
    const loader = createShopConfigLoader(store, async () => gatewayConfig)
    expect(await loader.load()).toBe(true)
    const config = store.get(shopConfigAtom)
    expect(config.merchantId).toBe('M-GATEWAY')
    expect(config.layoutBottomNavigation.navigations.map((n) => n.navigationName)).toEqual(['Home', 'Me'])
  })

  it('keeps the default when the gateway fails, and reloads when the network returns', async () => {
    const store = createStore()
    let fail = true
    const fetch = jest.fn(async () => {
      if (fail) throw new Error('offline')
      return gatewayConfig
    })
    const loader = createShopConfigLoader(store, fetch)
    expect(await loader.load()).toBe(false)
    expect(store.get(shopConfigAtom)).toBe(DEFAULT_SHOP_CONFIG)
    loader.onNetworkChange(false)
    expect(fetch).toHaveBeenCalledTimes(1)
    fail = false
    loader.onNetworkChange(true)
    await new Promise((r) => setTimeout(r, 0))
    expect(store.get(shopConfigAtom).merchantId).toBe('M-GATEWAY')
    loader.onNetworkChange(true)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('fills lists the reply leaves out from the default', () => {
    const merged = mergeShopConfig({ merchantId: 'M2', shopName: 'x', layoutBottomNavigation: { navigations: [] }, supportLanguages: [] })
    expect(merged.merchantId).toBe('M2')
    expect(merged.layoutBottomNavigation).toBe(DEFAULT_SHOP_CONFIG.layoutBottomNavigation)
    expect(merged.supportLanguages).toBe(DEFAULT_SHOP_CONFIG.supportLanguages)
    expect(mergeShopConfig(null)).toBe(DEFAULT_SHOP_CONFIG)
  })
})
