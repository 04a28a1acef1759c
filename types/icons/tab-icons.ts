/** The tab bar's default icons, taken from the app's one icon set (icons.ts). */
import { ICONS } from './icons'

export const DEFAULT_TAB_ICONS: Record<string, string> = {
  NAVIGATION_OF_HOME: ICONS.home,
  NAVIGATION_OF_ALL: ICONS.grid,
  NAVIGATION_OF_SHOP: ICONS.bag,
  NAVIGATION_OF_TICKET_HOLDER: ICONS.ticket,
  NAVIGATION_OF_MINE: ICONS.person,
  NAVIGATION_OF_PARKING: ICONS.parking,
  NAVIGATION_OF_OPEN_SHOW: ICONS.screen_play,
  NAVIGATION_OF_CUSTOM: ICONS.star
}
