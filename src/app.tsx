import type { PropsWithChildren } from 'react'
import Taro from '@tarojs/taro'
import { Provider } from 'jotai'
import { store } from './store/store'
import { bootVisit } from './app-boot'
import { launchQuery, systemFacts, userAgent } from './platform/launch-env'
import { applyLayoutWidth } from './platform/apply-layout'
import { registerServiceWorker } from './platform/service-worker'
import { STORAGE_KEYS, parseString, readStored, writeStored } from './storage/storage'
import { DEFAULT_SHOP_CONFIG } from './shop-config/default-shop-config'
import { appRouter } from './router/app-router'
import { createShopConfigLoader, mergeShopConfig } from './shop-config/shop-config-loader'
import { readFirstPageData } from './services/first-page-data'
import { readPreviewToken } from './shop-config/preview-token'
import { inlinedHomeLayoutAtom } from './pages/list/home-layout-source'
import { shopConfigs } from './services/home-api'
import { startTheme } from './theme/theme-boot'
import { parseCopywritingOverrides, setCopywritingOverrides } from './locales/i18n'
import { afterFirstPaint } from './platform/after-first-paint'
import { sessionSource, track } from './services/analytics/track'
import './app.scss'

// A merchant's preview (H5) renders the draft: never the published config written into the page.
const previewToken = readPreviewToken()
// The H5 page may come with the merchant's config (and the home layout) written in by the gateway.
const firstPage = previewToken ? undefined : readFirstPageData()
const servedConfig = firstPage ? mergeShopConfig(firstPage.shopConfig) : undefined

// Boot before the first page renders, so its first frame already has the right language and theme.
const system = systemFacts()
const query = launchQuery()
const boot = bootVisit(store, {
  taroEnv: process.env.TARO_ENV,
  query,
  userAgent: userAgent(),
  system,
  stored: {
    locale: readStored(STORAGE_KEYS.locale, parseString, undefined),
    themeSetting: readStored(STORAGE_KEYS.themeSetting, parseString, undefined),
    channelId: readStored(STORAGE_KEYS.channelId, parseString, undefined)
  },
  shopConfig: servedConfig ?? DEFAULT_SHOP_CONFIG
})
if (boot.channelIdToStore) writeStored(STORAGE_KEYS.channelId, boot.channelIdToStore)
// The merchant's texts as the last launch fetched them: the first frame already shows them.
setCopywritingOverrides(readStored(STORAGE_KEYS.copywriting, parseCopywritingOverrides, {}))
track('session_from', sessionSource(query))
applyLayoutWidth(boot.platform, system.screenWidth)
// The merchant's theme setting and mixed colour arrive with the shop config; the device's scheme may change.
startTheme(store)

// The merchant's configuration replaces the default as soon as the gateway answers.
const shopConfigLoader = createShopConfigLoader(store, () => shopConfigs({}, previewToken))
if (firstPage && servedConfig) {
  shopConfigLoader.adopt(servedConfig)
  store.set(inlinedHomeLayoutAtom, firstPage.homeLayout)
} else {
  void shopConfigLoader.load()
}
Taro.onNetworkStatusChange((res) => shopConfigLoader.onNetworkChange(res.isConnected))
// H5: the app shell kept for a reload with no network.
registerServiceWorker()
// The merchant's texts fetched again and the update check: after the first page, never delaying it.
afterFirstPaint()

// An unknown address shows the not-found page on H5 (the fallback page in the mini-programs), never a
// blank screen or a silent home page.
Taro.onPageNotFound((res) => {
  void appRouter().pageNotFound(res.path)
})

function App({ children }: PropsWithChildren) {
  return <Provider store={store}>{children}</Provider>
}

export default App
