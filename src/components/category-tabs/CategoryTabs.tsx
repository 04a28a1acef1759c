/** The category tabs on home, All and search, on taro-ui's AtTabs, scrolling sideways. */
import { View } from '@tarojs/components'
import AtTabs from 'taro-ui/lib/components/tabs'
import { CATEGORIES } from './categories'
import { useT } from '../../locales/locale-atoms'
import '../../theme/taro-ui/tabs.scss'
import './category-tabs.scss'

export function CategoryTabs({ value, onChange }: { value: string; onChange(code: string): void }) {
  const t = useT()
  const current = Math.max(
    0,
    CATEGORIES.findIndex((c) => c.code === value)
  )
  return (
    <AtTabs
      className="category-tabs"
      scroll
      current={current}
      tabList={CATEGORIES.map((c) => ({
        title: (
          <View
            className={`category-tabs__item${c.code === value ? ' category-tabs__item--active' : ''}`}
            role="tab"
            aria-selected={c.code === value}
          >
            {t(c.label)}
          </View>
        )
      }))}
      onClick={(index: number) => onChange(CATEGORIES[index].code)}
    />
  )
}
