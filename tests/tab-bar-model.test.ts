import { buildTabBar, type TabBarInputs } from '../src/components/tab-bar/tab-bar-model'
import { recolorSvg } from '../types/icons/icon-source'
import { base64Utf8, decodeBase64Utf8 } from '../types/rules/base64'
import { DEFAULT_BOTTOM_NAVIGATION } from '../src/shop-config/default-shop-config'
import type { BottomNavigation } from '../types/shop-config'

function inputs(overrides: Partial<TabBarInputs> = {}): TabBarInputs {
  return {
    config: DEFAULT_BOTTOM_NAVIGATION,
    currentPage: 'pages/list/list',
    mainColor: '#FB5200',
    platform: 'H5',
    loggedIn: true,
    cartSupported: true,
    cartCount: 0,
    label: (key) => `t:${key}`,
    warn: () => undefined,
    ...overrides
  }
}

const decodeIcon = (src: string) => Buffer.from(src.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8')

describe('tab bar drawing rules', () => {
  test('the default config draws the five tabs with their labels, home selected on the home page', () => {
    const bar = buildTabBar(inputs())
    expect(bar.visible).toBe(true)
    expect(bar.tabs.map((t) => t.label)).toEqual([
      't:tabbar.home',
      't:tabbar.all',
      't:tabbar.shop',
      't:tabbar.ticket_holder',
      't:tabbar.mine'
    ])
    expect(bar.tabs.map((t) => t.selected)).toEqual([true, false, false, false, false])
    expect(bar.tabs.map((t) => t.action)).toEqual([
      { kind: 'switch-tab', route: 'list' },
      { kind: 'switch-tab', route: 'all' },
      { kind: 'switch-tab', route: 'shop' },
      { kind: 'switch-tab', route: 'ticket_holder' },
      { kind: 'switch-tab', route: 'mine' }
    ])
  })

  test('the selected tab comes from the current route', () => {
    const bar = buildTabBar(inputs({ currentPage: '/pages/ticket-holder/ticket-holder?x=1' }))
    expect(bar.tabs.findIndex((t) => t.selected)).toBe(3)
  })

  test('selected and unselected text colours come from the style, the theme colour otherwise', () => {
    const themed = buildTabBar(inputs())
    expect(themed.tabs[0].color).toBe('#FB5200')
    expect(themed.tabs[1].color).toBe('#999999')
    const styled = buildTabBar(
      inputs({
        config: { ...DEFAULT_BOTTOM_NAVIGATION, style: { selectedColor: '#00f', unselectedColor: '#333333' } }
      })
    )
    expect(styled.tabs[0].color).toBe('#0000FF')
    expect(styled.tabs[1].color).toBe('#333333')
  })

  test('SVG icons are recoloured with the theme colour (iconColorType THEME), kept with ORIGINAL', () => {
    const icon = '<svg viewBox="0 0 1 1"><path fill="#123" d="M0 0h1v1z"/></svg>'
    const config: BottomNavigation = {
      style: { iconColorType: 'THEME' },
      navigations: [
        { floorType: 'NAVIGATION_OF_HOME', pagePath: 'pages/list/list', icons: { selected: icon, unselected: icon } },
        { floorType: 'NAVIGATION_OF_MINE', pagePath: 'pages/mine/mine', icons: { selected: icon, unselected: icon } }
      ]
    }
    const themed = buildTabBar(inputs({ config, mainColor: '#0A0B0C' }))
    expect(decodeIcon(themed.tabs[0].iconSrc)).toContain('fill="#0A0B0C"')
    expect(decodeIcon(themed.tabs[1].iconSrc)).toContain('fill="#999999"')
    const original = buildTabBar(inputs({ config: { ...config, style: { iconColorType: 'ORIGINAL' } } }))
    expect(decodeIcon(original.tabs[0].iconSrc)).toContain('fill="#123"')
  })

  test('image URL icons are used as they are', () => {
    const config: BottomNavigation = {
      navigations: [
        { floorType: 'NAVIGATION_OF_HOME', pagePath: 'pages/list/list', icons: { selected: '/img/a-on.png', unselected: '/img/a.png' } },
        { floorType: 'NAVIGATION_OF_MINE', pagePath: 'pages/mine/mine', icons: { unselected: '/img/m.png' } }
      ]
    }
    const bar = buildTabBar(inputs({ config }))
    expect(bar.tabs[0].iconSrc).toBe('/img/a-on.png')
    expect(bar.tabs[1].iconSrc).toBe('/img/m.png')
  })

  test('"With 3 or 5 tabs and navigation type outer, the middle tab is drawn large"', () => {
    const outer = (n: number): BottomNavigation => ({
      style: { navigationType: 'outer' },
      navigations: DEFAULT_BOTTOM_NAVIGATION.navigations.slice(0, n)
    })
    expect(buildTabBar(inputs({ config: outer(5) })).tabs.map((t) => t.large)).toEqual([false, false, true, false, false])
    expect(buildTabBar(inputs({ config: outer(3) })).tabs.map((t) => t.large)).toEqual([false, true, false])
    expect(buildTabBar(inputs({ config: outer(4) })).tabs.some((t) => t.large)).toBe(false)
    const inner = { ...outer(5), style: { navigationType: 'inner' as const } }
    expect(buildTabBar(inputs({ config: inner })).tabs.some((t) => t.large)).toBe(false)
  })

  test('tabs that open another mini-program, the open-show page, the parking page or a TOPIC jump', () => {
    const config: BottomNavigation = {
      navigations: [
        { floorType: 'NAVIGATION_OF_HOME', pagePath: 'pages/list/list' },
        { floorType: 'NAVIGATION_OF_CUSTOM', navigationName: 'Partner', jumpDetails: { type: 'WX_MINI', appId: 'wx1', path: 'pages/a' } },
        { floorType: 'NAVIGATION_OF_OPEN_SHOW', navigationName: 'Open' },
        { floorType: 'NAVIGATION_OF_PARKING', navigationName: 'Park' },
        { floorType: 'NAVIGATION_OF_CUSTOM', navigationName: 'Summer', jumpDetails: { type: 'TOPIC', topicId: 'T7' } }
      ]
    }
    expect(buildTabBar(inputs({ config })).tabs.map((t) => t.action)).toEqual([
      { kind: 'switch-tab', route: 'list' },
      { kind: 'mini-program', appId: 'wx1', path: 'pages/a' },
      { kind: 'open', route: 'open-show' },
      { kind: 'open', route: 'parking_payment', params: { isShowTabBar: '1' } },
      { kind: 'open', route: 'topic_activity', params: { topicId: 'T7' } }
    ])
  })

  describe('cart badge: only when logged in, cart supported and count above 0', () => {
    const badge = (o: Partial<TabBarInputs>) => buildTabBar(inputs(o)).tabs.map((t) => t.badge)
    test('shown on the shop tab only', () => {
      expect(badge({ cartCount: 3 })).toEqual([undefined, undefined, '3', undefined, undefined])
    })
    test('hidden when logged out, cart unsupported or the count is 0', () => {
      expect(badge({ cartCount: 3, loggedIn: false })[2]).toBeUndefined()
      expect(badge({ cartCount: 3, cartSupported: false })[2]).toBeUndefined()
      expect(badge({ cartCount: 0 })[2]).toBeUndefined()
    })
    test('large counts are clamped to 99+', () => {
      expect(badge({ cartCount: 100 })[2]).toBe('99+')
      expect(badge({ cartCount: 99 })[2]).toBe('99')
    })
  })

  test('"The bar is hidden in PC mode"', () => {
    expect(buildTabBar(inputs({ platform: 'PC' })).visible).toBe(false)
    expect(buildTabBar(inputs({ platform: 'MINI' })).visible).toBe(true)
  })

  describe('bad config falls back to something sensible and warns', () => {
    test('entries with missing fields are skipped; missing names and icons get defaults', () => {
      const warnings: string[] = []
      const config = {
        navigations: [
          { floorType: 'NAVIGATION_OF_HOME', pagePath: 'pages/list/list' },
          { floorType: 'NAVIGATION_OF_CUSTOM' },
          { floorType: 'NAVIGATION_OF_CUSTOM', jumpDetails: { type: 'TOPIC' } },
          null,
          { floorType: 'NAVIGATION_OF_MINE', pagePath: 'pages/mine/mine', navigationName: '  ' }
        ]
      } as unknown as BottomNavigation
      const bar = buildTabBar(inputs({ config, warn: (m) => warnings.push(m) }))
      expect(bar.tabs.map((t) => t.label)).toEqual(['t:tabbar.home', 't:tabbar.mine'])
      expect(bar.tabs.every((t) => t.iconSrc.startsWith('data:image/svg+xml;base64,'))).toBe(true)
      expect(warnings.length).toBe(3)
    })

    test('fewer than two usable tabs (or no config) gives the default tabs', () => {
      const warnings: string[] = []
      const bar = buildTabBar(inputs({ config: { navigations: [{ floorType: 'X' }] }, warn: (m) => warnings.push(m) }))
      expect(bar.tabs.length).toBe(5)
      expect(warnings.some((w) => w.includes('default'))).toBe(true)
      expect(buildTabBar(inputs({ config: undefined })).tabs.length).toBe(5)
    })

    test('more than five tabs: the rest are skipped', () => {
      const six = { navigations: [...DEFAULT_BOTTOM_NAVIGATION.navigations, { floorType: 'NAVIGATION_OF_PARKING' }] }
      expect(buildTabBar(inputs({ config: six })).tabs.length).toBe(5)
    })
  })
})

describe('tab icons', () => {
  test('recolouring keeps fill="none" and paints shapes without a fill', () => {
    expect(recolorSvg('<svg><path fill="none" stroke="#000"/></svg>', '#F00')).toBe('<svg><path fill="none" stroke="#F00"/></svg>')
    expect(recolorSvg('<svg><path d="M0"/></svg>', '#F00')).toBe('<svg fill="#F00"><path d="M0"/></svg>')
  })
  test('base64 matches Node for ASCII and UTF-8', () => {
    for (const s of ['a', 'ab', 'abc', '<svg>首页</svg>', '😀x']) {
      expect(base64Utf8(s)).toBe(Buffer.from(s, 'utf8').toString('base64'))
      expect(decodeBase64Utf8(base64Utf8(s))).toBe(s)
      expect(decodeBase64Utf8(Buffer.from(s, 'utf8').toString('base64url'))).toBe(s)
    }
    expect(decodeBase64Utf8('not base64!')).toBeUndefined()
  })
})
