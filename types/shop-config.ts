/**
 * The merchant's shop configuration as the gateway sends it (product.md section 3, "Shop configuration").
 * Shared by the app and the gateway. Only the fields the app reads so far are typed; the gateway issue
 * completes the rest of cyShopConfigVO.
 */

import type { HideableModule, SwitchableFunction } from './api/user-calls'

export type FloorType =
  | 'NAVIGATION_OF_HOME'
  | 'NAVIGATION_OF_ALL'
  | 'NAVIGATION_OF_SHOP'
  | 'NAVIGATION_OF_TICKET_HOLDER'
  | 'NAVIGATION_OF_MINE'
  | 'NAVIGATION_OF_PARKING'
  | 'NAVIGATION_OF_OPEN_SHOW'
  | 'NAVIGATION_OF_CUSTOM'

export type JumpType = 'WX_MINI' | 'TOPIC' | 'OPEN_SHOW' | 'PARKING'

export interface JumpDetails {
  type: JumpType
  appId?: string
  path?: string
  topicId?: string
}

export interface BottomNavigationItem {
  floorType: FloorType | string
  navigationName?: string
  /** The tab's name per language (zh-CN, zh-MO, en-US); navigationName is the fallback. */
  navigationNames?: Partial<Record<string, string>>
  /** SVG markup (recoloured with the theme) or an image URL, for the selected and unselected state. */
  icons?: { selected?: string; unselected?: string }
  /** A tab page path such as pages/shop/shop. */
  pagePath?: string
  jumpDetails?: JumpDetails
}

export interface BottomNavigationStyle {
  /** 'outer' draws the middle tab large when there are 3 or 5 tabs. */
  navigationType?: 'inner' | 'outer'
  /** THEME recolours SVG icons with the theme colours; ORIGINAL keeps them as drawn. */
  iconColorType?: 'THEME' | 'ORIGINAL'
  selectedColor?: string
  unselectedColor?: string
  backgroundColor?: string
}

export interface BottomNavigation {
  style?: BottomNavigationStyle
  navigations: BottomNavigationItem[]
}

export interface SupportLanguage {
  langTag: string
  langName: string
  loginMethod: Array<'EMAIL' | 'CELLPHONE'>
}

export interface ShopThemeConfig {
  theme: string
  shopMainColor?: string
  navigateTextColor?: string
  priceColor?: string
  avatar?: string
}

/** customerServiceConfigVO (product.md section 3, "Shop configuration"). */
export interface CustomerServiceConfig {
  customerServiceType: 'ONLINE_CUSTOMER_SERVICE' | 'ONLINE_AND_TEL_CUSTOMER_SERVICE'
  telephone?: string
  /** Weekday 1 (Monday) to 7 with opening hours, e.g. { weekday: 1, from: '09:00', to: '21:00' }. */
  workTimes?: Array<{ weekday: number; from: string; to: string }>
  supportOnlineCustomer: boolean
  supportOnlineAndTelCustomer: boolean
  onlineConfig?: { supplierType?: string; jumpUrl?: string; seatGroup?: string; onlineCustomerId?: string }
  companyWechatEnabled?: boolean
  /** The merchant's note beside the phone and hours ("have your order number ready"): zh-CN required, the others optional. */
  notice?: { 'zh-CN': string; 'zh-MO'?: string; 'en-US'?: string }
}

/** GET customer_service as the buyer reads it: the config with the note in the request's language. */
export interface CustomerServiceReply extends Omit<CustomerServiceConfig, 'notice'> {
  /** The note in the buyer's language (the zh-CN text where it is not translated); absent when there is none. */
  notice?: string
}

/**
 * The outside sign-ins this gateway verifies (H5 only: the mini-programs have none), with the public
 * client id each provider's web flow needs. Absent: not configured, no button. Never a secret.
 */
export interface ShopLoginProviders {
  google?: { clientId: string }
  apple?: { clientId: string }
}

export interface ShopConfig {
  merchantId: string
  appId?: string
  shopName: string
  shopStatus?: string
  themeColor?: string
  /** The theme setting the merchant chose (product.md section 1): the buyer's device mode, or forced dark or light. */
  themeSetting?: 'FOLLOW_SYSTEM' | 'DARK_MODE' | 'LIGHT_MODE'
  /** cyShopConfigVO.shopMixedColor: the secondary (mixed) colour, hex. */
  shopMixedColor?: string
  /** cyShopConfigVO.shareDescription / sharePosterUrl: what a shared shop link shows. */
  shareDescription?: string
  sharePosterUrl?: string
  /** cyShopConfigVO.hiddenTicketPrice: prices hidden on show pages, hiddenTicketPriceText shown instead. */
  hiddenTicketPrice?: boolean
  hiddenTicketPriceText?: string
  /** The express delivery fee (fen) new shows start with; each show keeps its own. */
  defaultExpressFeeFen?: number
  supportLanguages: SupportLanguage[]
  supportLoginAreas?: Array<{ code: string }>
  productCartConfig?: { enable: boolean; enableSpuType?: string[] }
  layoutBottomNavigation: BottomNavigation
  availableShopThemes?: ShopThemeConfig[]
  customerServiceConfigVO?: CustomerServiceConfig
  /**
   * Host names the app's web view may open (banner and tab web links, the online chat), each with its
   * subdomains; any other link shows an explanation with its address to copy (types/rules/web-view-domains.ts).
   */
  webViewDomains?: string[]
  /** Sent by the gateway from its own settings (identity-providers.ts), not stored per merchant. */
  loginProviders?: ShopLoginProviders
  /** One login at a time: a new login ends the others ("logged in on another device"). */
  singleDeviceLogin?: boolean
  /** Minutes an unpaid order holds its tickets (default 15). */
  orderReserveMinutes?: number
  /** The buyer's note on confirm_order: shown when enabled, "required when configured". */
  orderRemark?: { enabled: boolean; required: boolean }
  /** Province codes (GB/T 2260, e.g. 810000) the merchant cannot deliver goods to. */
  undeliverableProvinceCodes?: string[]
  /** The shows' local time: an IANA zone such as Asia/Shanghai (the default when unset). */
  timeZone?: string
  /** Sent by the gateway, not stored: the zone's UTC offset now, for engines without Intl time zones. */
  utcOffsetMinutes?: number
  /** Functions the merchant switched off (GET shop_functions reads them; absent: all on). */
  functionsOff?: SwitchableFunction[]
  /** Modules of the app the merchant hides (GET module_not_display). */
  hiddenModules?: HideableModule[]
}
