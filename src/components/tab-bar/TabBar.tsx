/** The custom tab bar drawn from the merchant's bottom navigation (rules in tab-bar-model.ts). */
import { View, Text, Image } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { themeVariablesAtom } from '../../theme/theme-atoms'
import { cssVariablesToStyle } from '../../theme/theme'
import { buildTabBar } from './tab-bar-model'
import { runJump } from '../../router/jump-action'
import { useTabNavigation } from './use-tab-navigation'
import './tab-bar.scss'

export function TabBar({ currentPage }: { currentPage?: string }) {
  const { view: bar } = useTabNavigation(buildTabBar, currentPage)
  // The mini-programs' custom tab bar is not inside a page: it carries the theme's variables itself (the badge's gradient).
  const variables = useAtomValue(themeVariablesAtom)

  if (!bar.visible) return null
  return (
    <View
      className="tab-bar"
      style={`${cssVariablesToStyle(variables)};background-color:${bar.backgroundColor};border-top-color:${bar.borderColor}`}
      role="tablist"
    >
      {bar.tabs.map((tab) => (
        <View
          key={tab.key}
          className={`tab-bar__item${tab.large ? ' tab-bar__item--large' : ''}${tab.selected ? ' tab-bar__item--selected' : ''}`}
          role="tab"
          aria-selected={tab.selected}
          onClick={() => !tab.selected && runJump(tab.action)}
        >
          <View className="tab-bar__icon-wrap">
            <Image className="tab-bar__icon" src={tab.iconSrc} mode="aspectFit" />
            {tab.badge && <Text className="tab-bar__badge">{tab.badge}</Text>}
          </View>
          <Text className="tab-bar__label" style={{ color: tab.color }}>
            {tab.label}
          </Text>
        </View>
      ))}
    </View>
  )
}
