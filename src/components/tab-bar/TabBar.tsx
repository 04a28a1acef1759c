/** The custom tab bar drawn from the merchant's bottom navigation (rules in tab-bar-model.ts). */
import { View, Text, Image } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { buildTabBar } from './tab-bar-model'
import { shopConfigAtom } from '../../shop-config/shop-config-atoms'
import { themeColorsAtom } from '../../theme/theme-atoms'
import { platformAtom } from '../../platform/visit-atoms'
import { loggedInAtom } from '../../session/session-atoms'
import { cartCountAtom } from '../../shop/cart-atoms'
import { currentPageAtom } from '../../router/current-page-atoms'
import { useT } from '../../locales/locale-atoms'
import type { MessageKey } from '../../locales/i18n'
import { runJump } from '../../router/jump-action'
import './tab-bar.scss'

export function TabBar({ currentPage }: { currentPage?: string }) {
  const t = useT()
  const config = useAtomValue(shopConfigAtom)
  const colors = useAtomValue(themeColorsAtom)
  const platform = useAtomValue(platformAtom)
  const loggedIn = useAtomValue(loggedInAtom)
  const cartCount = useAtomValue(cartCountAtom)
  const shownPage = useAtomValue(currentPageAtom)
  const page = currentPage ?? shownPage

  const bar = useMemo(
    () =>
      buildTabBar({
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

  if (!bar.visible) return null
  return (
    <View className='tab-bar' style={{ backgroundColor: bar.backgroundColor }} role='tablist'>
      {bar.tabs.map((tab) => (
        <View
          key={tab.key}
          className={`tab-bar__item${tab.large ? ' tab-bar__item--large' : ''}${tab.selected ? ' tab-bar__item--selected' : ''}`}
          role='tab'
          aria-selected={tab.selected}
          onClick={() => !tab.selected && runJump(tab.action)}
        >
          <View className='tab-bar__icon-wrap'>
            <Image className='tab-bar__icon' src={tab.iconSrc} mode='aspectFit' />
            {tab.badge && <Text className='tab-bar__badge'>{tab.badge}</Text>}
          </View>
          <Text className='tab-bar__label' style={{ color: tab.color }}>{tab.label}</Text>
        </View>
      ))}
    </View>
  )
}
