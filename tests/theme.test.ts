import fs from 'node:fs'
import path from 'node:path'
import { createStore } from 'jotai'
import {
  PALETTES,
  contrastRatio,
  effectiveThemeSetting,
  normalizeHex,
  parseThemeSetting,
  resolveThemeMode,
  themeColors,
  themeCssVariables,
  type ThemeMode
} from '../src/theme/theme'
import {
  buyerThemeSettingAtom,
  systemThemeAtom,
  themeModeAtom,
  themeSettingInForceAtom,
  themeVariablesAtom,
  urlThemeAtom
} from '../src/theme/theme-atoms'
import { shopConfigAtom } from '../src/shop-config/shop-config-atoms'
import { DEFAULT_SHOP_CONFIG } from '../src/shop-config/default-shop-config'
import { buildTabBar } from '../src/components/tab-bar/tab-bar-model'

const SETTINGS = ['FOLLOW_SYSTEM', 'DARK_MODE', 'LIGHT_MODE'] as const
const SCHEMES = ['dark', 'light'] as const

describe('theme resolution (product.md section 1: "A theme setting is FOLLOW_SYSTEM, DARK_MODE or LIGHT_MODE, and a theme URL parameter can force dark or light")', () => {
  test("the merchant's DARK_MODE and LIGHT_MODE force the scheme whatever the device or the buyer says", () => {
    for (const systemTheme of SCHEMES) {
      for (const buyerSetting of SETTINGS) {
        expect(resolveThemeMode({ merchantSetting: 'DARK_MODE', buyerSetting, systemTheme })).toBe('dark')
        expect(resolveThemeMode({ merchantSetting: 'LIGHT_MODE', buyerSetting, systemTheme })).toBe('light')
      }
    }
  })

  test("the merchant's FOLLOW_SYSTEM leaves it to the buyer, whose FOLLOW_SYSTEM follows the device", () => {
    // config × system scheme × buyer choice → mode, every combination.
    const table: Array<[string | undefined, string, ThemeMode, ThemeMode]> = []
    for (const merchant of ['FOLLOW_SYSTEM', undefined, 'SEPIA']) {
      for (const systemTheme of SCHEMES) {
        table.push([merchant, 'FOLLOW_SYSTEM', systemTheme, systemTheme])
        table.push([merchant, 'DARK_MODE', systemTheme, 'dark'])
        table.push([merchant, 'LIGHT_MODE', systemTheme, 'light'])
      }
    }
    for (const [merchantSetting, buyerSetting, systemTheme, expected] of table) {
      expect([merchantSetting, buyerSetting, systemTheme, resolveThemeMode({ merchantSetting, buyerSetting, systemTheme })]).toEqual([
        merchantSetting,
        buyerSetting,
        systemTheme,
        expected
      ])
    }
  })

  test('"a theme URL parameter can force dark or light" over the merchant and the buyer', () => {
    expect(resolveThemeMode({ merchantSetting: 'LIGHT_MODE', buyerSetting: 'LIGHT_MODE', urlTheme: 'dark' })).toBe('dark')
    expect(resolveThemeMode({ merchantSetting: 'DARK_MODE', urlTheme: 'LIGHT' })).toBe('light')
    expect(resolveThemeMode({ merchantSetting: 'DARK_MODE', urlTheme: 'purple' })).toBe('dark')
  })

  test("the setting in force is the merchant's forced one, else the buyer's", () => {
    expect(effectiveThemeSetting('DARK_MODE', 'LIGHT_MODE')).toBe('DARK_MODE')
    expect(effectiveThemeSetting('FOLLOW_SYSTEM', 'LIGHT_MODE')).toBe('LIGHT_MODE')
    expect(effectiveThemeSetting(undefined, undefined)).toBe('FOLLOW_SYSTEM')
  })

  test('a stored setting that is not one of the three reads as FOLLOW_SYSTEM', () => {
    expect(parseThemeSetting('SEPIA')).toBe('FOLLOW_SYSTEM')
    expect(parseThemeSetting(undefined)).toBe('FOLLOW_SYSTEM')
  })
})

describe("the merchant's colours", () => {
  test('"Hex colours accept 3 or 6 digits"', () => {
    expect(normalizeHex('#f50')).toBe('#FF5500')
    expect(normalizeHex('fb5200')).toBe('#FB5200')
    expect(normalizeHex('#fb52')).toBeUndefined()
    expect(normalizeHex('red')).toBeUndefined()
  })

  test('"The default shop main colour is FB5200"; the price and mixed colours default to it', () => {
    const colors = themeColors({}, 'light')
    expect(colors.main).toBe('#FB5200')
    expect(colors.price).toBe('#FB5200')
    expect(colors.mixed).toBe('#FB5200')
  })

  test("the merchant's colours become CSS variables, the mixed colour (shopMixedColor) as the gradient's end", () => {
    const colors = themeColors(
      { shopTheme: { shopMainColor: '#0a0', navigateTextColor: '#123456', priceColor: 'e00' }, mixedColor: 'f0a' },
      'dark'
    )
    const vars = themeCssVariables(colors, 'dark')
    expect(vars['--color-main']).toBe('#00AA00')
    expect(vars['--color-mixed']).toBe('#FF00AA')
    expect(vars['--gradient-main']).toBe('linear-gradient(90deg, #00AA00 0%, #FF00AA 100%)')
    expect(vars['--color-nav-text']).toBe('#123456')
    expect(vars['--color-price']).toBe('#EE0000')
    expect(vars['--color-bg']).toBe('#111214')
  })
})

describe('the palettes', () => {
  test('every surface, text and border variable has a value in both modes, and the modes differ', () => {
    expect(Object.keys(PALETTES.dark).sort()).toEqual(Object.keys(PALETTES.light).sort())
    for (const name of [
      '--color-bg',
      '--color-surface',
      '--color-text',
      '--color-text-secondary',
      '--color-border',
      '--color-disabled',
      '--color-fill'
    ] as const) {
      expect([name, PALETTES.dark[name] === PALETTES.light[name]]).toEqual([name, false])
    }
  })

  test.each(['light', 'dark'] as const)('%s: text on every surface passes WCAG 2 AA (4.5:1)', (mode) => {
    const p = PALETTES[mode]
    for (const text of ['--color-text', '--color-text-secondary', '--color-danger'] as const) {
      for (const surface of ['--color-bg', '--color-surface', '--color-fill'] as const) {
        const ratio = contrastRatio(p[text], p[surface])
        expect([mode, text, surface, ratio >= 4.5]).toEqual([mode, text, surface, true])
      }
    }
    // Text on the merchant-independent dark surfaces is light, on light surfaces dark.
    expect(contrastRatio(p['--color-text'], p['--color-surface'])).toBeGreaterThan(12)
  })

  test("the contrast computation is WCAG's: black on white is 21, a colour on itself 1", () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
    // WebAIM's checker gives 4.48:1 for #777 on white.
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2)
  })

  test("the weapp window colours (theme/window-theme.json) are the palettes' background and surface", () => {
    const json = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'src', 'theme', 'window-theme.json'), 'utf8'))
    for (const mode of ['light', 'dark'] as const) {
      expect(json[mode].windowBackground).toBe(PALETTES[mode]['--color-bg'])
      expect(json[mode].navBackground).toBe(PALETTES[mode]['--color-surface'])
    }
  })
})

describe("the theme atoms read the merchant's config (the console's storefront editor saves themeSetting and shopMixedColor)", () => {
  function store(
    config: Partial<typeof DEFAULT_SHOP_CONFIG>,
    system: 'dark' | 'light',
    buyer: 'FOLLOW_SYSTEM' | 'DARK_MODE' | 'LIGHT_MODE' = 'FOLLOW_SYSTEM'
  ) {
    const s = createStore()
    s.set(shopConfigAtom, { ...DEFAULT_SHOP_CONFIG, ...config })
    s.set(systemThemeAtom, system)
    s.set(buyerThemeSettingAtom, buyer)
    return s
  }

  test("DARK_MODE in the config paints the dark palette on a light device, the buyer's LIGHT_MODE notwithstanding", () => {
    const s = store({ themeSetting: 'DARK_MODE' }, 'light', 'LIGHT_MODE')
    expect(s.get(themeModeAtom)).toBe('dark')
    expect(s.get(themeVariablesAtom)['--color-bg']).toBe(PALETTES.dark['--color-bg'])
    expect(s.get(themeSettingInForceAtom)).toEqual({ setting: 'DARK_MODE', setByShop: true })
  })

  test('FOLLOW_SYSTEM follows the device as it changes, until the buyer picks a mode', () => {
    const s = store({ themeSetting: 'FOLLOW_SYSTEM' }, 'light')
    expect(s.get(themeModeAtom)).toBe('light')
    s.set(systemThemeAtom, 'dark')
    expect(s.get(themeModeAtom)).toBe('dark')
    s.set(buyerThemeSettingAtom, 'LIGHT_MODE')
    expect(s.get(themeModeAtom)).toBe('light')
    expect(s.get(themeSettingInForceAtom)).toEqual({ setting: 'LIGHT_MODE', setByShop: false })
  })

  test("the URL parameter beats the merchant's forced mode", () => {
    const s = store({ themeSetting: 'DARK_MODE' }, 'dark')
    s.set(urlThemeAtom, 'light')
    expect(s.get(themeModeAtom)).toBe('light')
  })

  test('shopMixedColor and the main colour reach the variables', () => {
    const s = store({ shopMixedColor: '#7B2FF7', availableShopThemes: [{ theme: 'DEFAULT', shopMainColor: '#E0345C' }] }, 'light')
    const vars = s.get(themeVariablesAtom)
    expect(vars['--color-main']).toBe('#E0345C')
    expect(vars['--color-mixed']).toBe('#7B2FF7')
    expect(vars['--gradient-main']).toContain('#7B2FF7')
  })

  test("the tab bar takes the dark surface in dark mode, the merchant's light bar colours in light mode", () => {
    const base = {
      config: {
        style: { backgroundColor: '#FAFAFA', unselectedColor: '#888888' },
        navigations: DEFAULT_SHOP_CONFIG.layoutBottomNavigation.navigations
      },
      currentPage: 'pages/list/list',
      mainColor: '#FB5200',
      platform: 'H5' as const,
      loggedIn: false,
      cartSupported: false,
      cartCount: 0,
      label: (k: string) => k,
      warn: () => undefined
    }
    const dark = buildTabBar({ ...base, mode: 'dark' })
    expect(dark.backgroundColor).toBe(PALETTES.dark['--color-surface'])
    expect(dark.tabs.find((t) => !t.selected)?.color).toBe(PALETTES.dark['--color-text-secondary'])
    expect(dark.tabs.find((t) => t.selected)?.color).toBe('#FB5200')
    const light = buildTabBar({ ...base, mode: 'light' })
    expect(light.backgroundColor).toBe('#FAFAFA')
    expect(light.tabs.find((t) => !t.selected)?.color).toBe('#888888')
  })
})
