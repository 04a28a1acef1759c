/**
 * The frame of every page: theme colours as CSS variables, the custom navigation bar, the tab bar on
 * tab pages, the current page recorded for the tab bar's selection, and the login gate for a page reached
 * by its address.
 */
import { View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, type ReactNode } from 'react'
import { NavBar } from '../nav-bar/NavBar'
import { TabBarSlot } from './TabBarSlot'
import { TopNavSlot } from './TopNavSlot'
import { ReplyDialog } from '../reply-dialog/ReplyDialog'
import { LoadingOverlay } from '../loading-overlay/LoadingOverlay'
import { ROUTES, pagePathOf } from '../../../types/routes/route-table'
import { themeModeAtom, themeVariablesAtom } from '../../theme/theme-atoms'
import { cssVariablesToStyle } from '../../theme/theme'
import { applyPageTheme } from '../../theme/apply-theme'
import { platformAtom } from '../../platform/visit-atoms'
import { pageHeader, showsTabBar } from '../../platform/platform'
import { currentPageAtom } from '../../router/current-page-atoms'
import { useT } from '../../locales/locale-atoms'
import type { MessageKey } from '../../locales/i18n'
import { appRouter } from '../../router/app-router'
import { useRouteGate } from '../../router/use-route-gate'
import { StateView } from '../state-view/StateView'
import { PageHeading } from './PageHeading'
import './page-shell.scss'

export interface PageShellProps {
  /** Route name of the page, from the route table. */
  route: string
  /** Overrides the route's title (a show's name, for example). */
  title?: string
  children: ReactNode
}

export function PageShell({ route: routeName, title, children }: PageShellProps) {
  const t = useT()
  const route = ROUTES.find((r) => r.name === routeName)
  const page = route ? (pagePathOf(route) ?? '') : ''
  const mode = useAtomValue(themeModeAtom)
  const variables = useAtomValue(themeVariablesAtom)
  const platform = useAtomValue(platformAtom)
  const setCurrentPage = useSetAtom(currentPageAtom)
  const heading = title ?? (route ? t(route.title as MessageKey) : '')
  // A visitor who reached a login page by its address is on the way to login: show nothing of it.
  const gated = useRouteGate(route)

  // The window behind the page and the status bar's text follow the mode (mini-programs; per page there).
  useEffect(() => applyPageTheme(mode, variables), [mode, variables])
  useDidShow(() => {
    applyPageTheme(mode, variables)
    setCurrentPage(page)
    void Taro.setNavigationBarTitle({ title: heading }).catch(() => undefined)
  })

  const isTab = route?.tab ?? false
  const leading = isTab ? 'none' : Taro.getCurrentPages().length > 1 ? 'back' : 'home'
  const withTabBar = isTab && showsTabBar(platform)
  const header = pageHeader(platform)
  const onBack = () => void appRouter().back()
  const onHome = () => void appRouter().switchTab('list')

  return (
    <View className={`page page--${mode}${withTabBar ? ' page--with-tab-bar' : ''}`} style={cssVariablesToStyle(variables)}>
      <TopNavSlot currentPage={page} />
      {header === 'bar' && <NavBar title={heading} leading={leading} onBack={onBack} onHome={onHome} />}
      <View className="page__body">
        {header === 'heading' && !isTab && <PageHeading title={heading} leading={leading} onBack={onBack} onHome={onHome} />}
        {gated ? <StateView kind="loading" /> : children}
      </View>
      {isTab && <TabBarSlot currentPage={page} />}
      <LoadingOverlay />
      <ReplyDialog />
    </View>
  )
}
