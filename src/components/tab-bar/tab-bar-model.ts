/**
 * The tab bar's drawing rules (product.md section 2, "Tab bar"), as a pure function from the merchant's
 * layoutBottomNavigation and the visit's state to what is drawn. TabBar.tsx only renders this.
 */
import type { BottomNavigation, BottomNavigationItem } from '../../../types/shop-config'
import { DEFAULT_BOTTOM_NAVIGATION } from '../../shop-config/default-shop-config'
import { ROUTES, pagePathOf, type RouteDef } from '../../../types/routes/route-table'
import { showsTabBar, tabNavigation, type Platform } from '../../platform/platform'
import { PALETTES, normalizeHex, type ThemeMode } from '../../theme/theme'
import { DEFAULT_TAB_ICONS } from '../../../types/icons/tab-icons'
import { iconSource } from '../../../types/icons/icon-source'
import type { JumpAction } from '../../router/jump-action'
import { cartBadgeText } from '../../../types/rules/cart-badge'

/** A tab does a subset of what a jump can do. */
export type TabAction = Extract<JumpAction, { kind: 'switch-tab' | 'open' | 'mini-program' }>

export interface TabView {
  key: string
  label: string
  iconSrc: string
  color: string
  selected: boolean
  large: boolean
  badge?: string
  action: TabAction
}

export interface TabBarView {
  visible: boolean
  tabs: TabView[]
  backgroundColor: string
  /** The bar's top line (the mini-programs' bar sits outside the page and reads no page variables). */
  borderColor: string
}

export interface TabBarInputs {
  config: BottomNavigation | undefined
  /** Page path of the page showing the bar, e.g. pages/shop/shop. */
  currentPage: string | undefined
  mainColor: string
  /** The mode in force (theme-atoms.ts); light when not given. */
  mode?: ThemeMode
  platform: Platform
  loggedIn: boolean
  cartSupported: boolean
  cartCount: number
  label(key: string): string
  /** The visit's language: a tab named per language (navigationNames, set in the console) shows its name in it. */
  locale?: string
  warn?(message: string): void
}

export const MAX_TABS = 5
export const DEFAULT_UNSELECTED_COLOR = '#999999'

const TAB_ICON_BY_ROUTE: Record<string, string> = {
  list: 'NAVIGATION_OF_HOME',
  all: 'NAVIGATION_OF_ALL',
  shop: 'NAVIGATION_OF_SHOP',
  ticket_holder: 'NAVIGATION_OF_TICKET_HOLDER',
  mine: 'NAVIGATION_OF_MINE'
}

function routeOfPage(pagePath: string | undefined): RouteDef | undefined {
  if (!pagePath) return undefined
  const clean = pagePath.replace(/^\//, '').split('?')[0]
  return ROUTES.find((r) => pagePathOf(r) === clean)
}

interface Resolved {
  action: TabAction
  defaultLabelKey: string
  iconKey: string
  tabRoute?: RouteDef
}

/** What tapping the entry does, or undefined when the entry cannot lead anywhere. */
function resolveEntry(item: BottomNavigationItem): Resolved | undefined {
  const jump = item.jumpDetails
  if (jump?.type === 'WX_MINI') {
    return jump.appId
      ? {
          action: { kind: 'mini-program', appId: jump.appId, path: jump.path },
          defaultLabelKey: 'common.coming_soon',
          iconKey: 'NAVIGATION_OF_CUSTOM'
        }
      : undefined
  }
  if (jump?.type === 'TOPIC') {
    return jump.topicId
      ? {
          action: { kind: 'open', route: 'topic_activity', params: { topicId: jump.topicId } },
          defaultLabelKey: 'common.topic',
          iconKey: 'NAVIGATION_OF_CUSTOM'
        }
      : undefined
  }
  if (item.floorType === 'NAVIGATION_OF_PARKING' || jump?.type === 'PARKING') {
    // product.md "parking_payment (/parking; may be opened with isShowTabBar)": from a tab, it keeps the bar.
    return {
      action: { kind: 'open', route: 'parking_payment', params: { isShowTabBar: '1' } },
      defaultLabelKey: 'common.parking',
      iconKey: 'NAVIGATION_OF_PARKING'
    }
  }
  if (item.floorType === 'NAVIGATION_OF_OPEN_SHOW' || jump?.type === 'OPEN_SHOW') {
    return { action: { kind: 'open', route: 'open-show' }, defaultLabelKey: 'common.open_show', iconKey: 'NAVIGATION_OF_OPEN_SHOW' }
  }
  const route = routeOfPage(item.pagePath)
  if (!route) return undefined
  if (route.tab) {
    return {
      action: { kind: 'switch-tab', route: route.name },
      defaultLabelKey: route.title,
      iconKey: TAB_ICON_BY_ROUTE[route.name] ?? 'NAVIGATION_OF_CUSTOM',
      tabRoute: route
    }
  }
  return { action: { kind: 'open', route: route.name }, defaultLabelKey: route.title, iconKey: 'NAVIGATION_OF_CUSTOM' }
}

function validEntries(config: BottomNavigation | undefined, warn: (m: string) => void) {
  const entries: Array<{ item: BottomNavigationItem; resolved: Resolved }> = []
  for (const item of config?.navigations ?? []) {
    const resolved = item && typeof item === 'object' ? resolveEntry(item) : undefined
    if (!resolved) {
      warn(`tab entry ${JSON.stringify(item)} leads nowhere (no tab pagePath or jump details); skipped`)
      continue
    }
    if (entries.length === MAX_TABS) {
      warn(`more than ${MAX_TABS} tabs configured; the rest are skipped`)
      break
    }
    entries.push({ item, resolved })
  }
  return entries
}

export function buildTabBar(inputs: TabBarInputs): TabBarView {
  const warn = inputs.warn ?? ((m: string) => console.warn(`[tab-bar] ${m}`))
  let config = inputs.config
  let entries = validEntries(config, warn)
  if (entries.length < 2) {
    // A mini-program tab bar needs at least two tabs; a broken config must not leave the buyer stranded.
    if (config) warn('bottom navigation has fewer than 2 usable tabs; using the default tabs')
    config = DEFAULT_BOTTOM_NAVIGATION
    entries = validEntries(config, warn)
  }
  const style = config?.style ?? {}
  const palette = PALETTES[inputs.mode ?? 'light']
  // The merchant's bar colours are chosen for a light page: in dark mode the bar takes the dark palette,
  // and only the selected colour (the merchant's accent) is kept.
  const dark = inputs.mode === 'dark'
  const selectedColor = normalizeHex(style.selectedColor) ?? inputs.mainColor
  const unselectedColor = dark ? palette['--color-text-secondary'] : (normalizeHex(style.unselectedColor) ?? DEFAULT_UNSELECTED_COLOR)
  const recolor = style.iconColorType !== 'ORIGINAL'
  const middle = style.navigationType === 'outer' && (entries.length === 3 || entries.length === 5) ? Math.floor(entries.length / 2) : -1
  const current = routeOfPage(inputs.currentPage)

  const tabs = entries.map(({ item, resolved }, index): TabView => {
    const selected = resolved.tabRoute !== undefined && current?.name === resolved.tabRoute.name
    const color = selected ? selectedColor : unselectedColor
    const fallbackIcon = DEFAULT_TAB_ICONS[resolved.iconKey] ?? DEFAULT_TAB_ICONS.NAVIGATION_OF_CUSTOM
    const icon =
      (selected ? (item.icons?.selected ?? item.icons?.unselected) : (item.icons?.unselected ?? item.icons?.selected)) ?? fallbackIcon
    const isShopTab = item.floorType === 'NAVIGATION_OF_SHOP' || resolved.tabRoute?.name === 'shop'
    return {
      key: `${index}-${item.floorType}`,
      label:
        (inputs.locale ? item.navigationNames?.[inputs.locale]?.trim() : undefined) ||
        item.navigationName?.trim() ||
        inputs.label(resolved.defaultLabelKey),
      iconSrc: iconSource(icon, recolor ? color : undefined),
      color,
      selected,
      large: index === middle,
      badge: isShopTab
        ? cartBadgeText({ loggedIn: inputs.loggedIn, cartSupported: inputs.cartSupported, count: inputs.cartCount })
        : undefined,
      action: resolved.action
    }
  })

  return {
    visible: showsTabBar(inputs.platform),
    tabs,
    backgroundColor: dark ? palette['--color-surface'] : (normalizeHex(style.backgroundColor) ?? palette['--color-surface']),
    borderColor: palette['--color-border']
  }
}

/**
 * The same tabs as a top navigation bar, drawn where the bottom bar is not (PC; issue #14 item 11: "a top
 * navigation in place of the tab bar"). The tabs, labels, selection and badge are the bottom bar's.
 */
export function buildTopNav(inputs: TabBarInputs): TabBarView {
  const bar = buildTabBar(inputs)
  // No tab is drawn large in a top row: the outer style lifts the middle icon out of a bottom bar.
  return { ...bar, visible: tabNavigation(inputs.platform) === 'top', tabs: bar.tabs.map((tab) => ({ ...tab, large: false })) }
}
