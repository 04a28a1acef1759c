/** The app's tab pages a tab can open, with the floorType the app draws its default icon and name by. */
export const TAB_PAGES = [
  { floorType: 'NAVIGATION_OF_HOME', pagePath: 'pages/list/list' },
  { floorType: 'NAVIGATION_OF_ALL', pagePath: 'pages/all/all' },
  { floorType: 'NAVIGATION_OF_SHOP', pagePath: 'pages/shop/shop' },
  { floorType: 'NAVIGATION_OF_TICKET_HOLDER', pagePath: 'pages/ticket-holder/ticket-holder' },
  { floorType: 'NAVIGATION_OF_MINE', pagePath: 'pages/mine/mine' }
] as const

export const JUMP_TYPES = ['TOPIC', 'WX_MINI', 'OPEN_SHOW', 'PARKING'] as const

export const MIN_TABS = 3
export const MAX_TABS = 5

export function floorTypeOfPage(pagePath: string): string {
  return TAB_PAGES.find((p) => p.pagePath === pagePath)?.floorType ?? 'NAVIGATION_OF_CUSTOM'
}
