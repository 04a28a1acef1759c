/**
 * The merchant's tabs as a top navigation bar on PC, where the bottom bar is hidden (product.md section 2)
 * and a laptop buyer otherwise had no navigation at all (issue #14 item 11). Rules in tab-bar-model.ts.
 */
import { View, Text, Image } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { buildTopNav } from './tab-bar-model'
import { shopConfigAtom } from '../../shop-config/shop-config-atoms'
import { themeColorsAtom } from '../../theme/theme-atoms'
import { platformAtom } from '../../platform/visit-atoms'
import { loggedInAtom } from '../../session/session-atoms'
import { cartCountAtom } from '../../shop/cart-atoms'
import { currentPageAtom } from '../../router/current-page-atoms'
import { useT } from '../../locales/locale-atoms'
import type { MessageKey } from '../../locales/i18n'
import { runJump } from '../../router/jump-action'
import './top-nav.scss'

export function TopNav({ currentPage }: { currentPage?: string }) {
  const t = useT()
  const config = useAtomValue(shopConfigAtom)
  const colors = useAtomValue(themeColorsAtom)
  const platform = useAtomValue(platformAtom)
  const loggedIn = useAtomValue(loggedInAtom)
  const cartCount = useAtomValue(cartCountAtom)
  const shownPage = useAtomValue(currentPageAtom)
  const page = currentPage ?? shownPage

  const nav = useMemo(
    () =>
      buildTopNav({
        config: config.layoutBottomNavigation,
        currentPage: page,
        mainColor: colors.main,
        platform,
        loggedIn,
        cartSupported: config.productCartConfig?.enable ?? false,
        cartCount,
        label: (key) => t(key as MessageKey)
      }),
    [config, page, colors.main, platform, loggedIn, cartCount, t]
  )

  if (!nav.visible) return null
  return (
    <View className='top-nav' style={{ backgroundColor: nav.backgroundColor }} role='navigation'>
      <View className='top-nav__inner' role='tablist'>
        {config.shopName && <Text className='top-nav__shop'>{config.shopName}</Text>}
        {nav.tabs.map((tab) => (
          <View
            key={tab.key}
            className={`top-nav__item${tab.selected ? ' top-nav__item--selected' : ''}`}
            role='tab'
            aria-selected={tab.selected}
            onClick={() => !tab.selected && runJump(tab.action)}
          >
            <Image className='top-nav__icon' src={tab.iconSrc} mode='aspectFit' />
            <Text className='top-nav__label' style={{ color: tab.color }}>{tab.label}</Text>
            {tab.badge && <Text className='top-nav__badge'>{tab.badge}</Text>}
          </View>
        ))}
      </View>
    </View>
  )
}
