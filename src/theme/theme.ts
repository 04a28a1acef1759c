/**
 * Theme resolution and the merchant's colours (product.md section 1: "A theme setting is FOLLOW_SYSTEM,
 * DARK_MODE or LIGHT_MODE, and a theme URL parameter can force dark or light"; section 3, "Shop
 * configuration": themeSetting, shopMixedColor, availableShopThemes). Pure: the atoms that hold the
 * current values live in theme-atoms.ts, the platform listeners in system-theme*.ts and apply-theme*.ts.
 */
import { BUTTON } from './scale'

export type ThemeSetting = 'FOLLOW_SYSTEM' | 'DARK_MODE' | 'LIGHT_MODE'
export type ThemeMode = 'dark' | 'light'

export const THEME_SETTINGS: readonly ThemeSetting[] = ['FOLLOW_SYSTEM', 'DARK_MODE', 'LIGHT_MODE']
export const DEFAULT_MAIN_COLOR = '#FB5200'

export interface ThemeInputs {
  /** The merchant's themeSetting (shop config, set in the console's storefront editor). */
  merchantSetting?: string | null
  /** The buyer's choice on the switch-skin page (stored on the device). */
  buyerSetting?: string | null
  /** The `theme` URL parameter: dark or light forces the mode whatever the settings. */
  urlTheme?: string | null
  /** The device's scheme: prefers-color-scheme on H5, the mini-program's system theme. */
  systemTheme?: string | null
}

export function parseThemeSetting(value: unknown): ThemeSetting {
  return THEME_SETTINGS.includes(value as ThemeSetting) ? (value as ThemeSetting) : 'FOLLOW_SYSTEM'
}

/** The merchant forced a mode (DARK_MODE or LIGHT_MODE): the buyer's own choice does not apply then. */
export function merchantForcesMode(merchantSetting: string | null | undefined): boolean {
  return parseThemeSetting(merchantSetting) !== 'FOLLOW_SYSTEM'
}

/**
 * The setting in force for this buyer: the merchant's when it forces a mode, else the buyer's choice
 * (FOLLOW_SYSTEM when the buyer never chose). The switch-skin page shows this one.
 */
export function effectiveThemeSetting(merchantSetting: string | null | undefined, buyerSetting: string | null | undefined): ThemeSetting {
  return merchantForcesMode(merchantSetting) ? parseThemeSetting(merchantSetting) : parseThemeSetting(buyerSetting)
}

/**
 * URL parameter (dark/light) > the merchant's DARK_MODE/LIGHT_MODE > the buyer's DARK_MODE/LIGHT_MODE >
 * the device's scheme. A merchant on FOLLOW_SYSTEM leaves the choice to the buyer, whose FOLLOW_SYSTEM
 * (the default) follows the device.
 */
export function resolveThemeMode({ merchantSetting, buyerSetting, urlTheme, systemTheme }: ThemeInputs): ThemeMode {
  const forced = (urlTheme ?? '').toLowerCase()
  if (forced === 'dark' || forced === 'light') return forced
  const setting = effectiveThemeSetting(merchantSetting, buyerSetting)
  if (setting === 'DARK_MODE') return 'dark'
  if (setting === 'LIGHT_MODE') return 'light'
  return systemTheme === 'dark' ? 'dark' : 'light'
}

/**
 * Accepts 3 or 6 hex digits with or without '#' (spec section 5: "Hex colours accept 3 or 6 digits")
 * and returns '#RRGGBB' upper-cased, or undefined.
 */
export function normalizeHex(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())
  if (!m) return undefined
  const digits =
    m[1].length === 3
      ? m[1]
          .split('')
          .map((c) => c + c)
          .join('')
      : m[1]
  return `#${digits.toUpperCase()}`
}

/** One entry of availableShopThemes. */
export interface ShopTheme {
  theme?: string
  shopMainColor?: string
  navigateTextColor?: string
  priceColor?: string
  avatar?: string
}

/** What of the shop config the colours come from. */
export interface ShopColours {
  /** availableShopThemes[0]: the console keeps its shopMainColor equal to themeColor. */
  shopTheme?: ShopTheme
  /** cyShopConfigVO.shopMixedColor: the second colour of the merchant's gradients. */
  mixedColor?: string | null
}

export interface ThemeColors {
  main: string
  /** The mixed colour: where the main colour runs into it (primary buttons, the tab bar's highlight). */
  mixed: string
  navText: string
  price: string
}

export function themeColors({ shopTheme, mixedColor }: ShopColours, mode: ThemeMode): ThemeColors {
  const main = normalizeHex(shopTheme?.shopMainColor) ?? DEFAULT_MAIN_COLOR
  return {
    main,
    // No mixed colour set: the gradients are the main colour alone, as before the setting existed.
    mixed: normalizeHex(mixedColor) ?? main,
    navText: normalizeHex(shopTheme?.navigateTextColor) ?? PALETTES[mode]['--color-text'],
    price: normalizeHex(shopTheme?.priceColor) ?? main
  }
}

/** The surfaces, texts and borders of each mode. Every name has a value in both (tests/theme.test.ts). */
export type PaletteVariable =
  | '--color-bg'
  | '--color-surface'
  | '--color-fill'
  | '--color-text'
  | '--color-text-secondary'
  | '--color-border'
  | '--color-disabled'
  | '--color-on-main'
  | '--color-danger'

export const PALETTES: Record<ThemeMode, Record<PaletteVariable, string>> = {
  light: {
    '--color-bg': '#F5F6F8',
    '--color-surface': '#FFFFFF',
    // Pressed rows and quiet fills (taro-ui's greys): a shade off the surface.
    '--color-fill': '#F0F1F3',
    '--color-text': '#111111',
    '--color-text-secondary': '#666666',
    '--color-border': '#EBEDF0',
    '--color-disabled': BUTTON.disabledBackground,
    '--color-on-main': '#FFFFFF',
    // Error and refusal texts (a wrong code, a tier that cannot be pre-filled): AA on the surface.
    '--color-danger': '#C4261B'
  },
  dark: {
    '--color-bg': '#111214',
    '--color-surface': '#1C1D21',
    '--color-fill': '#26282D',
    '--color-text': '#F2F2F2',
    '--color-text-secondary': '#A0A3A8',
    '--color-border': '#2C2E33',
    // A disabled button or placeholder sits back on the dark surface instead of glowing light grey.
    '--color-disabled': '#4A4D55',
    '--color-on-main': '#FFFFFF',
    '--color-danger': '#FF6B60'
  }
}

/** The mixed colour's gradient, as buttons and highlights paint it (left to right, main into mixed). */
export function mainGradient(colors: Pick<ThemeColors, 'main' | 'mixed'>): string {
  return `linear-gradient(90deg, ${colors.main} 0%, ${colors.mixed} 100%)`
}

/** CSS variables applied on every page's root (and :root on H5), so styles read var(--color-main) and friends. */
export function themeCssVariables(colors: ThemeColors, mode: ThemeMode): Record<string, string> {
  return {
    ...PALETTES[mode],
    '--color-main': colors.main,
    '--color-mixed': colors.mixed,
    '--gradient-main': mainGradient(colors),
    '--color-nav-text': colors.navText,
    '--color-price': colors.price
  }
}

/** A style string for mini-program views (they take CSS variables in an inline style). */
export function cssVariablesToStyle(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')
}

/** WCAG 2.x relative luminance of a '#RRGGBB' colour. */
export function relativeLuminance(hex: string): number {
  const value = normalizeHex(hex)
  if (!value) throw new Error(`not a hex colour: ${hex}`)
  const channel = (i: number) => {
    const c = parseInt(value.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** WCAG 2.x contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}
