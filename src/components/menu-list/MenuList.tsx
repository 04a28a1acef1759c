/** A list of tappable rows, with an optional value or check on the right. */
import { View, Text } from '@tarojs/components'
import './menu-list.scss'
import { Icon } from '../icon/Icon'

export interface MenuItem {
  key: string
  label: string
  value?: string
  checked?: boolean
  onClick(): void
}

export function MenuList({ items }: { items: MenuItem[] }) {
  return (
    <View className='menu-list'>
      {items.map((item) => (
        <View key={item.key} className='menu-list__row' role='button' aria-checked={item.checked} onClick={item.onClick}>
          <Text className='menu-list__label'>{item.label}</Text>
          {item.value && <Text className='menu-list__value'>{item.value}</Text>}
          {item.checked && <Icon name='check' tone='main' className='menu-list__check' />}
          {item.checked === undefined && <Icon name='chevron_right' tone='muted' className='menu-list__arrow' />}
        </View>
      ))}
    </View>
  )
}
