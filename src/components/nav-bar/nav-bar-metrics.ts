/** Status bar and title bar heights in the mini-programs, lined up with the capsule menu button. */
import Taro from '@tarojs/taro'

export interface NavBarMetrics {
  statusBarHeight: number
  barHeight: number
}

export function navBarMetrics(): NavBarMetrics {
  let statusBarHeight = 20
  try {
    statusBarHeight = Taro.getSystemInfoSync().statusBarHeight ?? 20
  } catch {
    // keep the common default
  }
  try {
    const rect = Taro.getMenuButtonBoundingClientRect()
    if (rect && rect.height > 0) {
      return { statusBarHeight, barHeight: (rect.top - statusBarHeight) * 2 + rect.height }
    }
  } catch {
    // no capsule button on this platform
  }
  return { statusBarHeight, barHeight: 44 }
}
