/** The shop tab's category strip: "All" first, then the merchant's goods categories, scrolling sideways. */
import { View } from '@tarojs/components'
import type { GoodsCategory } from '../../../types/api/goods'
import { useT } from '../../locales/locale-atoms'

export function ShopCategories({
  categories,
  value,
  onChange
}: {
  categories: readonly GoodsCategory[]
  value: string
  onChange(categoryId: string): void
}) {
  const t = useT()
  const all = [{ id: '', name: t('shop.all_categories') }, ...categories]
  return (
    <View className="shop__categories">
      {all.map((c) => (
        <View
          key={c.id || 'all'}
          className={`shop__category${c.id === value ? ' shop__category--active' : ''}`}
          role="tab"
          aria-selected={c.id === value}
          data-category-id={c.id}
          onClick={() => onChange(c.id)}
        >
          {c.name}
        </View>
      ))}
    </View>
  )
}
