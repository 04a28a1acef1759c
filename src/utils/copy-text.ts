/** Copying a number the buyer reads out or pastes, with the spec's toasts 'copy success' / 'copy error'. */
import Taro from '@tarojs/taro'
import { toast } from './toast'

export async function copyText(text: string, words: { done: string; failed: string }): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: text })
    toast(words.done)
    return true
  } catch {
    toast(words.failed)
    return false
  }
}
