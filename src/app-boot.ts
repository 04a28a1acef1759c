/**
 * App start (product.md section 4, "App start"): where the visit runs, its language and theme, and the
 * channel params carried into every route, from the launch query with stored values as fallback.
 * Takes its facts as arguments so tests can boot any visit.
 */
import type { createStore } from 'jotai'
import type { ShopConfig } from '../types/shop-config'
import { detectPlatform, type Platform } from './platform/platform'
import { carriedParamsAtom, launchSrcAtom, platformAtom } from './platform/visit-atoms'
import { resolveLocale, type Locale } from './locales/i18n'
import { localeAtom } from './locales/locale-atoms'
import { parseThemeSetting } from './theme/theme'
import { buyerThemeSettingAtom, systemThemeAtom, urlThemeAtom } from './theme/theme-atoms'
import { isEmptyParam } from '../types/routes/route-url'

type Store = ReturnType<typeof createStore>

export interface BootInputs {
  taroEnv: string
  query: Record<string, string | undefined>
  userAgent: string
  system: { language?: string; theme?: 'dark' | 'light' }
  stored: { locale?: string; themeSetting?: string; channelId?: string }
  shopConfig: ShopConfig
}

export interface BootResult {
  platform: Platform
  locale: Locale
  /** A channelId that came with the launch and should be remembered. */
  channelIdToStore?: string
}

export function bootVisit(store: Store, inputs: BootInputs): BootResult {
  const { query } = inputs
  const platform = detectPlatform({ taroEnv: inputs.taroEnv, userAgent: inputs.userAgent, query })
  const locale = resolveLocale({
    query: query.lang,
    stored: inputs.stored.locale,
    system: inputs.system.language,
    supported: inputs.shopConfig.supportLanguages.map((l) => l.langTag)
  })
  const launchChannel = isEmptyParam(query.channelId) ? undefined : query.channelId
  const channelId = launchChannel ?? (isEmptyParam(inputs.stored.channelId) ? undefined : inputs.stored.channelId)
  const forbidShare = isEmptyParam(query.forbidShare) ? undefined : query.forbidShare

  store.set(platformAtom, platform)
  store.set(localeAtom, locale)
  store.set(buyerThemeSettingAtom, parseThemeSetting(inputs.stored.themeSetting))
  store.set(systemThemeAtom, inputs.system.theme === 'dark' ? 'dark' : 'light')
  store.set(urlThemeAtom, isEmptyParam(query.theme) ? undefined : query.theme)
  store.set(carriedParamsAtom, { channelId, forbidShare })
  store.set(launchSrcAtom, isEmptyParam(query.src) ? undefined : query.src)
  return { platform, locale, channelIdToStore: launchChannel }
}
