import { createStore } from 'jotai'
import { bootVisit, type BootInputs } from '../src/app-boot'
import { carriedParamsAtom, platformAtom } from '../src/platform/visit-atoms'
import { localeAtom } from '../src/locales/locale-atoms'
import { buyerThemeSettingAtom, themeModeAtom } from '../src/theme/theme-atoms'
import { DEFAULT_SHOP_CONFIG } from '../src/shop-config/default-shop-config'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'

function boot(overrides: Partial<BootInputs> = {}) {
  const store = createStore()
  const result = bootVisit(store, {
    taroEnv: 'h5',
    query: {},
    userAgent: IPHONE,
    system: { language: 'zh-CN', theme: 'light' },
    stored: {},
    shopConfig: DEFAULT_SHOP_CONFIG,
    ...overrides
  })
  return { store, result }
}

describe('app start (product.md section 4, "App start")', () => {
  test('channel params come from the launch query, with the stored value as fallback', () => {
    const fromQuery = boot({ query: { channelId: 'Q1', forbidShare: '1' }, stored: { channelId: 'S1' } })
    expect(fromQuery.store.get(carriedParamsAtom)).toEqual({ channelId: 'Q1', forbidShare: '1' })
    expect(fromQuery.result.channelIdToStore).toBe('Q1')
    const fromStorage = boot({ stored: { channelId: 'S1' } })
    expect(fromStorage.store.get(carriedParamsAtom)).toEqual({ channelId: 'S1', forbidShare: undefined })
    expect(fromStorage.result.channelIdToStore).toBeUndefined()
  })

  test("\"'undefined' and 'null' strings count as empty\"", () => {
    const { store } = boot({ query: { channelId: 'undefined', forbidShare: 'null' }, stored: { channelId: 'S2' } })
    expect(store.get(carriedParamsAtom)).toEqual({ channelId: 'S2', forbidShare: undefined })
  })

  test('platform, locale and theme are resolved from the launch', () => {
    const { store } = boot({ query: { lang: 'en', theme: 'dark', isFlutter: '1' }, stored: { themeSetting: 'LIGHT_MODE' } })
    expect(store.get(platformAtom)).toBe('APP_WEBVIEW')
    expect(store.get(localeAtom)).toBe('en-US')
    expect(store.get(buyerThemeSettingAtom)).toBe('LIGHT_MODE')
    expect(store.get(themeModeAtom)).toBe('dark')
  })

  test('a stored theme setting that is not valid reads as FOLLOW_SYSTEM', () => {
    const { store } = boot({ stored: { themeSetting: 'PINK' }, system: { theme: 'dark' } })
    expect(store.get(buyerThemeSettingAtom)).toBe('FOLLOW_SYSTEM')
    expect(store.get(themeModeAtom)).toBe('dark')
  })
})
