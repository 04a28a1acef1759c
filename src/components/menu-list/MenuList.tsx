/**
 * A list of tappable rows, with an optional value or check on the right, on taro-ui's AtList.
 * The chevron and the check are our SVG icons (AtListItem's arrow is an icon font), kept apart from the value.
 */
import { Text, View } from '@tarojs/components'
import AtList from 'taro-ui/lib/components/list'
import AtListItem from 'taro-ui/lib/components/list/item'
import { Icon } from '../icon/Icon'
import '../../theme/taro-ui/list.scss'
import './menu-list.scss'

export interface MenuItem {
  key: string
  label: string
  value?: string
  checked?: boolean
  onClick(): void
}

/** The right-hand side of a row: its value, then a check or (a row that opens something) a chevron. */
export function MenuExtra({ value, checked, arrow = checked === undefined }: { value?: string; checked?: boolean; arrow?: boolean }) {
  return (
    <View className="menu-list__extra">
      {value && <Text className="menu-list__value">{value}</Text>}
      {checked && <Icon name="check" tone="main" className="menu-list__check" />}
      {arrow && <Icon name="chevron_right" tone="muted" className="menu-list__arrow" />}
    </View>
  )
}

export function MenuList({ items }: { items: MenuItem[] }) {
  return (
    <AtList className="menu-list" hasBorder={false}>
      {items.map((item, i) => (
        <AtListItem
          key={item.key}
          className={`menu-list__row${item.checked ? ' menu-list__row--on' : ''}`}
          hasBorder={i < items.length - 1}
          title={<Text className="menu-list__label">{item.label}</Text>}
          extraText={<MenuExtra value={item.value} checked={item.checked} />}
          onClick={item.onClick}
        />
      ))}
    </AtList>
  )
}
