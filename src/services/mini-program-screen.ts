/**
 * The mini-programs' screen for the full-screen entry code (WeChat and Alipay have the same calls through
 * Taro): brightness up to 1 and the screen kept awake while the code is shown, both put back after.
 */
import Taro from '@tarojs/taro'

export async function brightenMiniProgramScreen(): Promise<(() => void) | false> {
  void Taro.setKeepScreenOn({ keepScreenOn: true }).catch(() => undefined)
  const awake = () => void Taro.setKeepScreenOn({ keepScreenOn: false }).catch(() => undefined)
  try {
    const { value } = await Taro.getScreenBrightness()
    await Taro.setScreenBrightness({ value: 1 })
    return () => {
      awake()
      void Taro.setScreenBrightness({ value }).catch(() => undefined)
    }
  } catch {
    // Nothing to put back later (the page shows its hint instead): let the screen sleep as usual again.
    awake()
    return false
  }
}
