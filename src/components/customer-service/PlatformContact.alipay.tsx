/**
 * Alipay: the smart customer service's `contact-button` (Taro's ContactButton; Alipay's component docs:
 * tnt-inst-id is the company's code and scene the chat window's, both from Alipay's cloud customer
 * service). The merchant enters them as onlineConfig.onlineCustomerId and onlineConfig.seatGroup; without
 * them there is no Alipay chat to open, so no row.
 */
import { ContactButton, Text, View } from '@tarojs/components'
import { Icon } from '../icon/Icon'
import type { PlatformContactProps } from './PlatformContact'

export function PlatformContact({ online, label, detail }: PlatformContactProps) {
  if (!online?.onlineCustomerId || !online.seatGroup) return null
  return (
    <View className="service-sheet__row service-sheet__platform">
      <Icon name="person" tone="main" className="service-sheet__icon" />
      <View className="service-sheet__main">
        <Text className="service-sheet__label">{label}</Text>
        <Text className="service-sheet__value">{detail}</Text>
      </View>
      <ContactButton tntInstId={online.onlineCustomerId} scene={online.seatGroup} size={25} />
    </View>
  )
}
