/**
 * A price as the spec shows it: prefix, yuan, cents when there are any, suffix; in the price colour.
 * `plain` is for amounts beside a total (unit prices, fees): in the text's weight and colour, so only
 * the total stands out. `struck` is a price before a saving, shown crossed out beside what was paid.
 */
import { Text } from '@tarojs/components'
import type { PriceInfo } from '../../../types/api/common'
import './price.scss'

export function Price({ info, large, plain, struck }: { info: PriceInfo; large?: boolean; plain?: boolean; struck?: boolean }) {
  return (
    <Text className={`price${large ? ' price--large' : ''}${plain ? ' price--plain' : ''}${struck ? ' price--struck' : ''}`}>
      <Text className="price__prefix">{info.prefix ?? '¥'}</Text>
      <Text className="price__yuan">{info.yuanNum}</Text>
      {info.centNum ? <Text className="price__cent">.{info.centNum}</Text> : null}
      {info.suffix ? <Text className="price__suffix">{info.suffix}</Text> : null}
    </Text>
  )
}
