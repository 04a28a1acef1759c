/**
 * Issue #8 goal 4, "the gateway inlines the first page's data (shop config, home layout) into
 * index.html": the H5 app reads the block once at boot; a missing or broken block is the same as none;
 * the home page takes the served layout once and only in the language it chose; the served config counts
 * as loaded, so no call is made for it.
 */
import { createStore } from 'jotai'
import { parseFirstPageData } from '../src/services/first-page-data.h5'
import { homeLayout, inlinedHomeLayoutAtom } from '../src/pages/list/home-layout-source'
import { createShopConfigLoader } from '../src/shop-config/shop-config-loader'
import { shopConfigAtom } from '../src/shop-config/shop-config-atoms'
import type { Layout } from '../types/api/layout'
import type { ShopConfig } from '../types/shop-config'

const layout = (title: string): Layout => ({ layoutId: 'L-HOME', page: 'HOME', name: title, title, enabled: true, components: [] })

describe("the first page's data", () => {
  test('a block that is missing, broken or without a shop config is none', () => {
    expect(parseFirstPageData(undefined)).toBeUndefined()
    expect(parseFirstPageData('{not json')).toBeUndefined()
    expect(parseFirstPageData('{"homeLayout":null}')).toBeUndefined()
    expect(parseFirstPageData('{"shopConfig":{"shopName":"S"}}')?.shopConfig.shopName).toBe('S')
  })

  test('home takes the served layout once, in its own language; after that (or in another language) it asks the gateway', async () => {
    const store = createStore()
    const fetched: string[] = []
    const fetchLayout = async () => {
      fetched.push('call')
      return layout('from the gateway')
    }
    store.set(inlinedHomeLayoutAtom, { locale: 'zh-CN', layout: layout('served') })
    expect((await homeLayout(store, 'zh-CN', fetchLayout))?.title).toBe('served')
    expect(fetched).toEqual([])
    expect((await homeLayout(store, 'zh-CN', fetchLayout))?.title).toBe('from the gateway')
    expect(fetched).toEqual(['call'])

    store.set(inlinedHomeLayoutAtom, { locale: 'zh-CN', layout: layout('served') })
    expect((await homeLayout(store, 'en-US', fetchLayout))?.title).toBe('from the gateway')
    expect(store.get(inlinedHomeLayoutAtom)).toBeUndefined()
  })

  test('a served config is adopted as loaded: it is in the store and a network change does not ask again', async () => {
    const store = createStore()
    let calls = 0
    const loader = createShopConfigLoader(store, async () => {
      calls += 1
      return {}
    })
    loader.adopt({ shopName: 'Served shop' } as Partial<ShopConfig>)
    expect(store.get(shopConfigAtom).shopName).toBe('Served shop')
    loader.onNetworkChange(true)
    expect(calls).toBe(0)
  })
})
