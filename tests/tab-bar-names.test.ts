/**
 * Issue #16 item 1: the console names each tab "per language". The tab bar shows the name in the visit's
 * language, else the single navigationName, else the app's own label for the page.
 */
import { buildTabBar, type TabBarInputs } from '../src/components/tab-bar/tab-bar-model'
import type { BottomNavigation } from '../types/shop-config'

const config: BottomNavigation = {
  navigations: [
    {
      floorType: 'NAVIGATION_OF_HOME',
      pagePath: 'pages/list/list',
      navigationName: '节目单',
      navigationNames: { 'zh-CN': '节目单', 'zh-MO': '節目表', 'en-US': 'Shows' }
    },
    { floorType: 'NAVIGATION_OF_ALL', pagePath: 'pages/all/all', navigationName: '全部演出' },
    { floorType: 'NAVIGATION_OF_MINE', pagePath: 'pages/mine/mine' }
  ]
}

function inputs(locale: string | undefined): TabBarInputs {
  return {
    config,
    currentPage: 'pages/list/list',
    mainColor: '#FB5200',
    platform: 'H5',
    loggedIn: false,
    cartSupported: false,
    cartCount: 0,
    label: (key) => `t:${key}`,
    locale,
    warn: () => undefined
  }
}

test.each([
  ['zh-CN', ['节目单', '全部演出', 't:tab.mine']],
  ['zh-MO', ['節目表', '全部演出', 't:tab.mine']],
  ['en-US', ['Shows', '全部演出', 't:tab.mine']]
])('in %s the tabs read %j', (locale, labels) => {
  const got = buildTabBar(inputs(locale)).tabs.map((t) => t.label)
  expect(got.slice(0, 2)).toEqual(labels.slice(0, 2))
  expect(got[2]).toMatch(/^t:/)
})

test('without a language the single name is used', () => {
  expect(buildTabBar(inputs(undefined)).tabs[0].label).toBe('节目单')
})
