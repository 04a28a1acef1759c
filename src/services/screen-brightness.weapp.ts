/** Screen brightness in the WeChat mini-program (get/setScreenBrightness, 0-1): up for the code, back after. */
import Taro from '@tarojs/taro'

export async function brightenScreen(): Promise<(() => void) | false> {
  try {
    const { value } = await Taro.getScreenBrightness()
    await Taro.setScreenBrightness({ value: 1 })
    return () => void Taro.setScreenBrightness({ value }).catch(() => undefined)
  } catch {
    return false
  }
}
