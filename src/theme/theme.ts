/**
 * Theme resolution and the merchant's colours (product.md sections 1 and 3, "Shop configuration").
 * Pure: the atoms that hold the current values live in theme-atoms.ts.
 */
export type ThemeSetting = 'FOLLOW_SYSTEM' | 'DARK_MODE' | 'LIGHT_MODE'
export type ThemeMode = 'dark' | 'light'

export const THEME_SETTINGS: readonly ThemeSetting[] = ['FOLLOW_SYSTEM', 'DARK_MODE', 'LIGHT_MODE']
export const DEFAULT_MAIN_COLOR = '#FB5200'

export interface ThemeInputs {
  setting?: string | null
  /** The `theme` URL parameter: dark or light forces the mode whatever the setting. */
  urlTheme?: string | null
  systemTheme?: string | null
}

export function parseThemeSetting(value: unknown): ThemeSetting {
  return THEME_SETTINGS.includes(value as ThemeSetting) ? (value as ThemeSetting) : 'FOLLOW_SYSTEM'
}

export function resolveThemeMode({ setting, urlTheme, systemTheme }: ThemeInputs): ThemeMode {
  const forced = (urlTheme ?? '').toLowerCase()
  if (forced === 'dark' || forced === 'light') return forced
  const parsed = parseThemeSetting(setting)
  if (parsed === 'DARK_MODE') return 'dark'
  if (parsed === 'LIGHT_MODE') return 'light'
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
  const digits = m[1].length === 3 ? m[1].split('').map((c) => c + c).join('') : m[1]
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

export interface ThemeColors {
  main: string
  navText: string
  price: string
}

export function themeColors(shopTheme: ShopTheme | undefined, mode: ThemeMode): ThemeColors {
  const main = normalizeHex(shopTheme?.shopMainColor) ?? DEFAULT_MAIN_COLOR
  return {
    main,
    navText: normalizeHex(shopTheme?.navigateTextColor) ?? (mode === 'dark' ? '#FFFFFF' : '#111111'),
    price: normalizeHex(shopTheme?.priceColor) ?? main
  }
}

const PALETTES: Record<ThemeMode, Record<string, string>> = {
  light: {
    '--color-bg': '#F5F6F8',
    '--color-surface': '#FFFFFF',
    '--color-text': '#111111',
    '--color-text-secondary': '#666666',
    '--color-border': '#EBEDF0'
  },
  dark: {
    '--color-bg': '#111214',
    '--color-surface': '#1C1D21',
    '--color-text': '#F2F2F2',
    '--color-text-secondary': '#A0A3A8',
    '--color-border': '#2C2E33'
  }
}

/** CSS variables applied on every page's root, so styles read var(--color-main) and friends. */
export function themeCssVariables(colors: ThemeColors, mode: ThemeMode): Record<string, string> {
  return {
    ...PALETTES[mode],
    '--color-main': colors.main,
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
