/** Screen brightness in the Alipay mini-program (my.getScreenBrightness / setScreenBrightness through Taro): up for the code, back after. */
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
