/** A price as the spec shows it: prefix, yuan, cents when there are any, suffix; in the price colour. */
import { Text } from '@tarojs/components'
import type { PriceInfo } from '../../../types/api/common'
import './price.scss'

export function Price({ info, large }: { info: PriceInfo; large?: boolean }) {
  return (
    <Text className={`price${large ? ' price--large' : ''}`}>
      <Text className='price__prefix'>{info.prefix ?? '¥'}</Text>
      <Text className='price__yuan'>{info.yuanNum}</Text>
      {info.centNum ? <Text className='price__cent'>.{info.centNum}</Text> : null}
      {info.suffix ? <Text className='price__suffix'>{info.suffix}</Text> : null}
    </Text>
  )
}
