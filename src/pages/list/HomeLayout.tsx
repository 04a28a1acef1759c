/**
 * The parts of a layout drawn above the feed: banners, the member entry, notices and show lists; on the
 * home page and on topic pages (subpackages/topic).
 */
import { View, Text } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import type { LayoutComponent } from '../../../types/api/layout'
import { Banner } from '../../components/banner/Banner'
import { bannerJump } from '../../components/banner/banner-jump'
import { runJump } from '../../router/jump-action'
import { track } from '../../services/analytics/track'
import { Icon } from '../../components/icon/Icon'
import { loggedInAtom } from '../../session/session-atoms'
import { appRouter } from '../../router/app-router'
import { useT } from '../../locales/locale-atoms'
import { LayoutShowList } from '../../components/layout-show-list/LayoutShowList'
import './home-layout.scss'

export function HomeLayoutComponent({ component }: { component: LayoutComponent }) {
  const t = useT()
  const loggedIn = useAtomValue(loggedInAtom)
  if (component.componentType === 'NORMAL' && component.style === 'BANNER') return <Banner items={component.items} />
  if (component.componentType === 'NORMAL' && component.style === 'SHOW_LIST')
    return <LayoutShowList title={component.title} direction={component.direction} shows={component.shows} />
  if (component.componentType === 'NORMAL' && component.style === 'NOTICE') {
    const { jumpType } = component
    // A notice with a jump (a topic page, a show...) opens it like a banner picture; else it is only text.
    const onClick = jumpType
      ? () => {
          track('click_component', component.componentId)
          runJump(bannerJump({ ...component, jumpType }, { taroEnv: process.env.TARO_ENV, comingSoon: t('common.coming_soon') }))
        }
      : undefined
    return (
      <View
        className={jumpType ? 'home__notice home__notice--link' : 'home__notice'}
        role={jumpType ? 'link' : undefined}
        onClick={onClick}
      >
        <Text className="home__notice-title">{component.title}</Text>
        <Text>{component.content}</Text>
        {jumpType && <Icon name="chevron_right" className="home__notice-chevron" />}
      </View>
    )
  }
  if (component.componentType === 'USER') {
    return loggedIn ? null : (
      <View className="home__member" onClick={() => void appRouter().openLogin()}>
        <Text>{component.title}</Text>
        <Text className="home__member-action">{t('mine.login_now')}</Text>
      </View>
    )
  }
  return null
}
