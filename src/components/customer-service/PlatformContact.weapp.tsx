/**
 * WeChat: the mini-program's customer-service conversation, through `Button openType="contact"` (the
 * platform opens its chat with the merchant's service staff, set in the WeChat admin console). The
 * button is laid, invisible, over a row like the sheet's others.
 */
import { Button, Text, View } from '@tarojs/components'
import { Icon } from '../icon/Icon'
import type { PlatformContactProps } from './PlatformContact'

export function PlatformContact({ label, detail }: PlatformContactProps) {
  return (
    <View className="service-sheet__row service-sheet__platform">
      <Icon name="person" tone="main" className="service-sheet__icon" />
      <View className="service-sheet__main">
        <Text className="service-sheet__label">{label}</Text>
        <Text className="service-sheet__value">{detail}</Text>
      </View>
      <Icon name="chevron_right" tone="muted" className="service-sheet__chevron" />
      <Button className="service-sheet__platform-button" openType="contact" />
    </View>
  )
}
