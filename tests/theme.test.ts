import { normalizeHex, parseThemeSetting, resolveThemeMode, themeColors, themeCssVariables } from '../src/theme/theme'

describe('theme', () => {
  test('FOLLOW_SYSTEM follows the system, DARK_MODE and LIGHT_MODE force', () => {
    expect(resolveThemeMode({ setting: 'FOLLOW_SYSTEM', systemTheme: 'dark' })).toBe('dark')
    expect(resolveThemeMode({ setting: 'FOLLOW_SYSTEM', systemTheme: 'light' })).toBe('light')
    expect(resolveThemeMode({ setting: 'DARK_MODE', systemTheme: 'light' })).toBe('dark')
    expect(resolveThemeMode({ setting: 'LIGHT_MODE', systemTheme: 'dark' })).toBe('light')
  })

  test('"a theme URL parameter can force dark or light" over any setting', () => {
    expect(resolveThemeMode({ setting: 'LIGHT_MODE', urlTheme: 'dark' })).toBe('dark')
    expect(resolveThemeMode({ setting: 'DARK_MODE', urlTheme: 'LIGHT' })).toBe('light')
    expect(resolveThemeMode({ setting: 'DARK_MODE', urlTheme: 'purple' })).toBe('dark')
  })

  test('a stored setting that is not one of the three reads as FOLLOW_SYSTEM', () => {
    expect(parseThemeSetting('SEPIA')).toBe('FOLLOW_SYSTEM')
    expect(parseThemeSetting(undefined)).toBe('FOLLOW_SYSTEM')
  })

  test('"Hex colours accept 3 or 6 digits"', () => {
    expect(normalizeHex('#f50')).toBe('#FF5500')
    expect(normalizeHex('fb5200')).toBe('#FB5200')
    expect(normalizeHex('#fb52')).toBeUndefined()
    expect(normalizeHex('red')).toBeUndefined()
  })

  test('the default shop main colour is FB5200; the price colour defaults to it', () => {
    const colors = themeColors(undefined, 'light')
    expect(colors.main).toBe('#FB5200')
    expect(colors.price).toBe('#FB5200')
  })

  test('the merchant\'s colours become CSS variables', () => {
    const vars = themeCssVariables(themeColors({ shopMainColor: '#0a0', navigateTextColor: '#123456', priceColor: 'e00' }, 'dark'), 'dark')
    expect(vars['--color-main']).toBe('#00AA00')
    expect(vars['--color-nav-text']).toBe('#123456')
    expect(vars['--color-price']).toBe('#EE0000')
    expect(vars['--color-bg']).toBe('#111214')
  })
})
