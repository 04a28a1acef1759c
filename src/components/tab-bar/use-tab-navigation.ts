/**
 * The merchant's tabs as the bottom bar or the PC top navigation draws them: both read the same facts
 * (config, theme, platform, login, cart, the page shown) and differ only in the model's rule.
 */
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import type { TabBarInputs, TabBarView } from './tab-bar-model'
import { shopConfigAtom } from '../../shop-config/shop-config-atoms'
import { themeColorsAtom, themeModeAtom } from '../../theme/theme-atoms'
import { platformAtom } from '../../platform/visit-atoms'
import { loggedInAtom } from '../../session/session-atoms'
import { cartCountAtom } from '../../shop/cart-atoms'
import { currentPageAtom } from '../../router/current-page-atoms'
import { useT } from '../../locales/locale-atoms'
import type { MessageKey } from '../../locales/i18n'
import { localeAtom } from '../../locales/locale-atoms'

export function useTabNavigation(
  build: (inputs: TabBarInputs) => TabBarView,
  currentPage?: string
): { view: TabBarView; shopName?: string } {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const config = useAtomValue(shopConfigAtom)
  const colors = useAtomValue(themeColorsAtom)
  const mode = useAtomValue(themeModeAtom)
  const platform = useAtomValue(platformAtom)
  const loggedIn = useAtomValue(loggedInAtom)
  const cartCount = useAtomValue(cartCountAtom)
  const shownPage = useAtomValue(currentPageAtom)
  const page = currentPage ?? shownPage
  const view = useMemo(
    () =>
      build({
        config: config.layoutBottomNavigation,
        currentPage: page,
        mainColor: colors.main,
        mode,
        platform,
        loggedIn,
        cartSupported: config.productCartConfig?.enable ?? false,
        cartCount,
        label: (key) => t(key as MessageKey),
        locale
      }),
    [build, config, page, colors.main, mode, platform, loggedIn, cartCount, t, locale]
  )
  return { view, shopName: config.shopName }
}
