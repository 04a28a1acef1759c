/**
 * The custom navigation bar used by almost all pages (product.md section 2, "Page traits"): title, and a
 * back button, or a home button when the page was opened directly and has nothing to go back to.
 */
import { View, Text } from '@tarojs/components'
import { useMemo } from 'react'
import { navBarMetrics } from './nav-bar-metrics'
import { useT } from '../../locales/locale-atoms'
import './nav-bar.scss'
import { Icon } from '../icon/Icon'

export interface NavBarProps {
  title: string
  /** 'back' when there is a page to go back to, 'home' when there is none, 'none' on tab pages. */
  leading: 'back' | 'home' | 'none'
  onBack(): void
  onHome(): void
}

export function NavBar({ title, leading, onBack, onHome }: NavBarProps) {
  const t = useT()
  const metrics = useMemo(() => navBarMetrics(), [])
  return (
    <View className="nav-bar" style={{ paddingTop: `${metrics.statusBarHeight}px` }}>
      <View className="nav-bar__inner" style={{ height: `${metrics.barHeight}px` }}>
        {leading === 'back' && (
          <View className="nav-bar__leading" aria-label={t('common.back')} onClick={onBack}>
            <Icon name="back" tone="nav" className="nav-bar__icon" />
          </View>
        )}
        {leading === 'home' && (
          <View className="nav-bar__leading" aria-label={t('common.home')} onClick={onHome}>
            <Icon name="home" tone="nav" className="nav-bar__icon" />
          </View>
        )}
        <Text className="nav-bar__title" numberOfLines={1}>
          {title}
        </Text>
      </View>
    </View>
  )
}
