/**
 * An order's discount lines (issue #18: what the buyer saved and how the price was reached), between the
 * amount and fee rows and the amount due, for ticket and goods orders alike: the gateway's label in the buyer's language on the left,
 * what it took off on the right, drawn as confirm order draws its discount rows (the same classes), so
 * the order reads as it was confirmed.
 */
import { Text, View } from '@tarojs/components'
import { Price } from '../../../components/price/Price'
import { priceInfo } from '../../../../types/rules/price-info'
import type { OrderDiscountLine } from '../../../../types/api/order'
import type { GoodsDiscountLine } from '../../../../types/api/goods-order'

interface DiscountRowsProps {
  discounts: readonly (OrderDiscountLine | GoodsDiscountLine)[] | undefined
  /** A class of the page's own on each row, beside the shared ones. */
  rowClass?: string
}

export function DiscountRows({ discounts, rowClass }: DiscountRowsProps) {
  return (
    <>
      {(discounts ?? []).map((d) => (
        <View key={d.kind} className={`confirm-order__row${rowClass ? ` ${rowClass}` : ''}`} data-testid={`order-discount-${d.kind}`}>
          <Text>{d.label}</Text>
          <View className="confirm-order__coupon-off">
            <Text>-</Text>
            <Price info={priceInfo(d.amount)} plain />
          </View>
        </View>
      ))}
    </>
  )
}
