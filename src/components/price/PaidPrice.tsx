/**
 * A ticket's price as paid, with the price it was listed at struck through beside it when its discounts
 * took something off (Ticket.publicPrice): the saving is seen, the amount shown is what a refund returns.
 */
import { View } from '@tarojs/components'
import { priceInfo } from '../../../types/rules/price-info'
import { Price } from './Price'

export function PaidPrice({ price, publicPrice }: { price: number; publicPrice?: number }) {
  return (
    <View className="paid-price">
      {publicPrice !== undefined && publicPrice > price && <Price info={priceInfo(publicPrice)} plain struck />}
      <Price info={priceInfo(price)} />
    </View>
  )
}
