/**
 * WeChat: the platform's <official-account> component, which draws the merchant's account with its own
 * follow button. It exists from base library 2.3.0 and shows only in the scenes WeChat allows; where it
 * cannot (an old base library, or its error event), the unsupported notice shows instead.
 */
import Taro from '@tarojs/taro'
import { OfficialAccount, Text } from '@tarojs/components'
import { useState } from 'react'

export function FollowSlot({ unsupportedText }: { unsupportedText: string }) {
  const [failed, setFailed] = useState(() => !Taro.canIUse('official-account'))
  if (failed) return <Text className="oa-follow__unsupported">{unsupportedText}</Text>
  return <OfficialAccount onError={() => setFailed(true)} />
}
