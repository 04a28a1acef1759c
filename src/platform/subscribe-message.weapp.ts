/**
 * WeChat mini-program: wx.requestSubscribeMessage({tmplIds}) — only from a tap (base library 2.8.2 on), at
 * most three one-time templates at once. Its answer names each id 'accept', 'reject', 'ban' or 'filter';
 * a failed dialog (the buyer turned subscriptions off, an old client) accepts nothing.
 */
import Taro from '@tarojs/taro'
import { acceptedTemplateIds, ASK_AT_ONCE_MAX } from '../../types/rules/subscription-message'

export async function requestSubscribe(templateIds: readonly string[]): Promise<string[]> {
  const asked = templateIds.slice(0, ASK_AT_ONCE_MAX)
  if (!asked.length) return []
  try {
    // entityIds is Alipay's name for the same list; WeChat reads tmplIds.
    return acceptedTemplateIds(await Taro.requestSubscribeMessage({ tmplIds: [...asked], entityIds: [...asked] }), asked)
  } catch {
    return []
  }
}
