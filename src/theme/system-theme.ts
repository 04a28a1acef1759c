/**
 * The device's colour scheme in the mini-programs, kept current for FOLLOW_SYSTEM. H5 has
 * system-theme.h5.ts.
 *
 * WeChat reports `theme` in getSystemInfoSync and fires onThemeChange only when app.json has
 * "darkmode": true (app.config.ts sets it for weapp). Alipay's documentation we could find names no
 * such event: the host's onThemeChange is used where canIUse says it exists, and on every platform the
 * scheme is read again when the app comes back to the front, so a change made in the system settings
 * meanwhile is picked up either way.
 */
import Taro from '@tarojs/taro'

type Scheme = 'dark' | 'light'

function readScheme(): Scheme | undefined {
  try {
    const theme = Taro.getSystemInfoSync().theme
    return theme === 'dark' || theme === 'light' ? theme : undefined
  } catch {
    return undefined
  }
}

export function watchSystemTheme(onChange: (scheme: Scheme) => void): void {
  const reread = () => {
    const scheme = readScheme()
    if (scheme) onChange(scheme)
  }
  try {
    if (Taro.canIUse('onThemeChange')) Taro.onThemeChange((res) => onChange(res.theme === 'dark' ? 'dark' : 'light'))
    Taro.onAppShow(reread)
  } catch {
    // No event on this host: the scheme read at launch stays.
  }
}
