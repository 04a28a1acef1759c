/**
 * Where the app runs, from the spec (product.md section 1, "Platform detection"), in the spec's order:
 * a messenger browser is WX H5; a bank-app agent is CMB; isFlutter=1 or src iOS/android is an app web
 * view; a mobile agent is H5; anything else is PC. Mini-program builds are always MINI.
 */
export type Platform = 'MINI' | 'WX_H5' | 'CMB' | 'APP_WEBVIEW' | 'H5' | 'PC'

export interface PlatformInputs {
  /** process.env.TARO_ENV of the build. */
  taroEnv: string
  userAgent?: string
  /** The launch URL's query parameters. */
  query?: Record<string, string | undefined>
}

const MESSENGER = /MicroMessenger/i
const BANK_APP = /MPBank|CMBMobile|cmblife/i
const MOBILE = /Mobile|Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony/i

export function detectPlatform({ taroEnv, userAgent = '', query = {} }: PlatformInputs): Platform {
  if (taroEnv !== 'h5') return 'MINI'
  if (MESSENGER.test(userAgent)) return 'WX_H5'
  if (BANK_APP.test(userAgent)) return 'CMB'
  const src = (query.src ?? '').toLowerCase()
  if (query.isFlutter === '1' || src === 'ios' || src === 'android') return 'APP_WEBVIEW'
  if (MOBILE.test(userAgent)) return 'H5'
  // The console's live preview shows the phone storefront in a 375 px frame on a desktop browser.
  if (query.preview) return 'H5'
  return 'PC'
}

/** Layout constants (product.md section 1). */
export const LAYOUT = {
  designWidth: 375,
  scaleWidth: 750,
  maxDeviceWidth: 960,
  pcWidth: 960,
  h5MaxWidth: 500
} as const

/** Width the page content is laid out at: PC 960, H5 capped at 500, mini-programs the screen. */
export function layoutWidth(platform: Platform, screenWidth: number): number {
  if (platform === 'PC') return LAYOUT.pcWidth
  if (platform === 'MINI') return Math.min(screenWidth, LAYOUT.maxDeviceWidth)
  return Math.min(screenWidth, LAYOUT.h5MaxWidth)
}

/** Inside a host (native app web view), navigation is handed to the host. */
export function isHostContainer(platform: Platform): boolean {
  return platform === 'APP_WEBVIEW'
}

/** The custom tab bar is hidden in PC mode (product.md section 2, tab bar). */
export function showsTabBar(platform: Platform): boolean {
  return platform !== 'PC'
}

/** Our own navigation bar is drawn unless a host already draws one (messenger browser, app web view). */
export function showsCustomNavBar(platform: Platform): boolean {
  return platform !== 'WX_H5' && platform !== 'APP_WEBVIEW'
}

/**
 * How a page shows its title: our navigation bar; on PC, where the top navigation already heads every
 * page, a heading inside the content column (one header, not two stacked bars); or nothing when a host
 * (messenger browser, app web view) draws the bar.
 */
export function pageHeader(platform: Platform): 'bar' | 'heading' | 'none' {
  if (tabNavigation(platform) === 'top') return 'heading'
  return showsCustomNavBar(platform) ? 'bar' : 'none'
}

/**
 * Which navigation the merchant's tabs get (issue #14 item 11: "no navigation at all (the tab bar is hidden
 * on PC per the spec) … Give PC the spec's width with a top navigation in place of the tab bar"): the tabs
 * sit in a top bar on PC and in the bottom bar everywhere else.
 */
export type TabNavigation = 'bottom' | 'top'

export function tabNavigation(platform: Platform): TabNavigation {
  return showsTabBar(platform) ? 'bottom' : 'top'
}

/** Taro's H5 rem base: 20 px at the 375 design width (config designWidth 375, deviceRatio 2). */
export const REM_AT_DESIGN_WIDTH = 20

/**
 * The root font size H5 lays out with. Taro's script scales it with the window (20 × width / 375, up to
 * 40), so a 1280 px laptop drew everything twice the size ("a stretched phone layout, huge posters"). It
 * follows the content column instead: a phone's own width up to the 500 px cap, and on PC the design size
 * (a laptop buyer reads 14 px text at 14 px).
 */
export function rootFontSize(platform: Platform, viewportWidth: number): number {
  if (platform === 'PC') return REM_AT_DESIGN_WIDTH
  const column = Math.min(viewportWidth, layoutWidth(platform, viewportWidth))
  return Math.round(((REM_AT_DESIGN_WIDTH * column) / LAYOUT.designWidth) * 100) / 100
}

/** Narrowest column a show list keeps: a row card (poster beside text) or a waterfall tile (poster on top). */
export const SHOW_COLUMN_MIN = { card: 300, tile: 220 } as const

/** The page's side margins (--page-gutter in theme/scale.scss): a list's cards sit between them. */
export const PAGE_GUTTER = 16

/**
 * Show lists in as many columns as the column shown takes once its gutters are off (a phone: 1 card
 * column; a 600 px window 1, as two 278 px cards pushed their sale tag under the price); at most 4, so a
 * tile's poster stays poster-sized on a laptop rather than half the window.
 */
export function showListColumns(columnWidth: number, kind: keyof typeof SHOW_COLUMN_MIN): number {
  const inside = columnWidth - 2 * PAGE_GUTTER
  return Math.max(1, Math.min(4, Math.floor(inside / SHOW_COLUMN_MIN[kind])))
}
