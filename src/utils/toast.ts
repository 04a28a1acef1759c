/** A short message to the buyer (the spec's 2 s toast): the platform's own toast in the mini-programs. */
import Taro from '@tarojs/taro'

export function toast(title: string, durationMs = 2000): void {
  void Taro.showToast({ title, icon: 'none', duration: durationMs })
}
