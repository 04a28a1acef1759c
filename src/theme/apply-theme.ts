/**
 * The theme beyond the page's own views in the mini-programs: the window's background (shown when a page
 * is pulled past its ends) and the status bar's text, which our own navigation bar sits under. Both are
 * per page, so the page shell applies them each time a page shows and when the mode changes. H5 has
 * apply-theme.h5.ts.
 */
import Taro from '@tarojs/taro'
import type { ThemeMode } from './theme'

function quietly(call: () => unknown): void {
  try {
    void Promise.resolve(call()).catch(() => undefined)
  } catch {
    // A host without the call keeps its default colours; the page itself is themed either way.
  }
}

function canUse(api: string): boolean {
  try {
    return Taro.canIUse(api)
  } catch {
    return false
  }
}

export function applyPageTheme(mode: ThemeMode, variables: Record<string, string>): void {
  const bg = variables['--color-bg']
  if (canUse('setBackgroundColor')) {
    quietly(() => Taro.setBackgroundColor({ backgroundColor: bg, backgroundColorTop: bg, backgroundColorBottom: bg }))
  }
  // WeChat's call (Alipay names its own differently and has no text colour in it: canIUse says no there).
  if (canUse('setNavigationBarColor')) {
    quietly(() =>
      Taro.setNavigationBarColor({ frontColor: mode === 'dark' ? '#ffffff' : '#000000', backgroundColor: variables['--color-surface'] })
    )
  }
}

/** Nothing is app-wide in the mini-programs: every page carries the variables on its root view. */
export function applyAppTheme(_mode: ThemeMode, _variables: Record<string, string>): void {}
