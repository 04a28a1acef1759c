/** H5 and Alipay: there is no official-account component here, so the card says so (product.md: "shows an unsupported notice"). */
import { Text } from '@tarojs/components'

export function FollowSlot({ unsupportedText }: { unsupportedText: string }) {
  return <Text className="oa-follow__unsupported">{unsupportedText}</Text>
}
