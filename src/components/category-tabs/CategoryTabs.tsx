import { ScrollView, View, Text } from '@tarojs/components'
import { CATEGORIES } from './categories'
import { useT } from '../../locales/locale-atoms'
import './category-tabs.scss'

export function CategoryTabs({ value, onChange }: { value: string; onChange(code: string): void }) {
  const t = useT()
  return (
    <ScrollView className='category-tabs' scrollX enhanced showScrollbar={false}>
      {CATEGORIES.map((c) => (
        <View
          key={c.code || 'all'}
          className={`category-tabs__item${c.code === value ? ' category-tabs__item--active' : ''}`}
          role='tab'
          aria-selected={c.code === value}
          onClick={() => onChange(c.code)}
        >
          <Text>{t(c.label)}</Text>
        </View>
      ))}
    </ScrollView>
  )
}
