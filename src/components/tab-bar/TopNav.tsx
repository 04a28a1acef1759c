/**
 * The merchant's tabs as a top navigation bar on PC, where the bottom bar is hidden (product.md section 2)
 * and a laptop buyer otherwise had no navigation at all. Rules in tab-bar-model.ts.
 */
import { View, Text, Image } from '@tarojs/components'
import { buildTopNav } from './tab-bar-model'
import { runJump } from '../../router/jump-action'
import { useTabNavigation } from './use-tab-navigation'
import './top-nav.scss'

export function TopNav({ currentPage }: { currentPage?: string }) {
  const { view: nav, shopName } = useTabNavigation(buildTopNav, currentPage)

  if (!nav.visible) return null
  return (
    <View className="top-nav" style={{ backgroundColor: nav.backgroundColor, borderBottomColor: nav.borderColor }} role="navigation">
      <View className="top-nav__inner" role="tablist">
        {shopName && <Text className="top-nav__shop">{shopName}</Text>}
        {nav.tabs.map((tab) => (
          <View
            key={tab.key}
            className={`top-nav__item${tab.selected ? ' top-nav__item--selected' : ''}`}
            role="tab"
            aria-selected={tab.selected}
            onClick={() => !tab.selected && runJump(tab.action)}
          >
            <Image className="top-nav__icon" src={tab.iconSrc} mode="aspectFit" />
            <Text className="top-nav__label" style={{ color: tab.color }}>
              {tab.label}
            </Text>
            {tab.badge && <Text className="top-nav__badge">{tab.badge}</Text>}
          </View>
        ))}
      </View>
    </View>
  )
}
