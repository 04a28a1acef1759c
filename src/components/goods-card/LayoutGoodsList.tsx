/**
 * A layout's goods floor (the shop tab's layout, style GOODS_LIST): its title, then the goods the gateway
 * resolved (only those on sale) as goods cards — a row that swipes sideways, or the grid.
 */
import { Text, View } from '@tarojs/components'
import type { GoodsCard as GoodsCardData } from '../../../types/api/goods'
import { GoodsCard, GoodsGrid } from './GoodsCard'
import './goods-card.scss'

export function LayoutGoodsList({
  title,
  direction,
  goods
}: {
  title: string
  direction: 'HORIZONTAL' | 'VERTICAL'
  goods: GoodsCardData[]
}) {
  // Every item may have gone off sale since publishing: a floor left empty is not drawn at all.
  if (!goods.length) return null
  return (
    <View className={`layout-goods layout-goods--${direction.toLowerCase()}`} data-testid="layout-goods-list">
      {title && <Text className="layout-goods__title">{title}</Text>}
      {direction === 'HORIZONTAL' ? (
        <View className="layout-goods__scroller">
          {goods.map((g) => (
            <View key={g.id} className="layout-goods__tile">
              <GoodsCard goods={g} />
            </View>
          ))}
        </View>
      ) : (
        <GoodsGrid items={goods} />
      )}
    </View>
  )
}
