/** Launch query and device facts in the mini-programs. H5 has its own launch-env.h5.ts. */
import Taro from '@tarojs/taro'

export function launchQuery(): Record<string, string | undefined> {
  try {
    return (Taro.getLaunchOptionsSync().query ?? {}) as Record<string, string | undefined>
  } catch {
    return {}
  }
}

export function userAgent(): string {
  return ''
}

export function systemFacts(): { language?: string; theme?: 'dark' | 'light'; screenWidth: number } {
  try {
    const info = Taro.getSystemInfoSync()
    return { language: info.language, theme: info.theme === 'dark' ? 'dark' : 'light', screenWidth: info.screenWidth }
  } catch {
    return { screenWidth: 375 }
  }
}
