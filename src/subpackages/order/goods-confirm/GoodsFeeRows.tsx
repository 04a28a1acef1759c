/**
 * A goods order's money before its total: the goods amount, the delivery fee and each discount taken off,
 * the same rows on the confirm page (as quoted) and on the order's page (as bought).
 */
import { Text, View } from '@tarojs/components'
import { Price } from '../../../components/price/Price'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOP_TEXT } from '../../../locales/sections/shop/shop-text'
import { priceInfo } from '../../../../types/rules/price-info'
import type { GoodsDiscountLine } from '../../../../types/api/goods-order'
import type { Fen } from '../../../../types/api/common'
import { DiscountRows } from '../order-detail/DiscountRows'

export function GoodsFeeRows({
  goodsAmount,
  deliveryFee,
  discounts
}: {
  goodsAmount: Fen
  deliveryFee: Fen
  discounts: GoodsDiscountLine[]
}) {
  const t = useSectionT(SHOP_TEXT)
  return (
    <>
      <View className="confirm-order__row goods-confirm__goods-amount">
        <Text>{t('confirm.goods_amount')}</Text>
        <Price info={priceInfo(goodsAmount)} plain />
      </View>
      <View className="confirm-order__row goods-confirm__delivery-fee">
        <Text>{t('confirm.delivery_fee')}</Text>
        <Price info={priceInfo(deliveryFee)} plain />
      </View>
      <DiscountRows discounts={discounts} rowClass="goods-confirm__discount" />
    </>
  )
}
