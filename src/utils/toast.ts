/** A form's message to the buyer (the spec's 2 s toast). */
import Taro from '@tarojs/taro'

export function toast(title: string): void {
  void Taro.showToast({ title, icon: 'none', duration: 2000 })
}
