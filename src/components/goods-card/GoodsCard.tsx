/**
 * The goods card (product.md "goods card"): picture, name, the lowest price as "from", the market price
 * struck through when higher, and sold out. A tile in a two-column grid (the shop tab, search, layout
 * floors); a tap opens shop-detail.
 */
import { Image, Text, View } from '@tarojs/components'
import type { GoodsCard as GoodsCardData } from '../../../types/api/goods'
import { higherMarketPrice } from '../../../types/rules/sku-picker'
import { priceInfo } from '../../../types/rules/price-info'
import { Price } from '../price/Price'
import { assetUrl } from '../../services/asset-url'
import { appRouter } from '../../router/app-router'
import { useT } from '../../locales/locale-atoms'
import './goods-card.scss'

export function GoodsCard({ goods }: { goods: GoodsCardData }) {
  const t = useT()
  const market = higherMarketPrice(goods.minPriceFen, goods.minMarketPriceFen)
  return (
    <View
      className={`goods-card${goods.soldOut ? ' goods-card--sold-out' : ''}`}
      data-spu-id={goods.id}
      role="link"
      onClick={() => void appRouter().open('shop-detail', { id: goods.id })}
    >
      <View className="goods-card__picture-box">
        <Image className="goods-card__picture" src={assetUrl(goods.posterUrl)} mode="aspectFill" lazyLoad />
        {goods.soldOut && <Text className="goods-card__sold-out">{t('shop.sold_out')}</Text>}
      </View>
      <View className="goods-card__body">
        <Text className="goods-card__name">{goods.name}</Text>
        {goods.kind === 'VOUCHER' && <Text className="goods-card__tag">{t('shop.voucher')}</Text>}
        <View className="goods-card__prices">
          <Price info={priceInfo(goods.minPriceFen, t('shop.from'))} />
          {market !== undefined && <Price info={priceInfo(market)} plain struck />}
        </View>
      </View>
    </View>
  )
}

/** Cards two to a row on a phone, more on a wide screen (the grid's CSS decides). */
export function GoodsGrid({ items }: { items: readonly GoodsCardData[] }) {
  return (
    <View className="goods-grid">
      {items.map((goods) => (
        <GoodsCard key={goods.id} goods={goods} />
      ))}
    </View>
  )
}
