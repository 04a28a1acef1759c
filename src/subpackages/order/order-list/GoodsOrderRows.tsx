/** The order list's goods tab: the buyer's goods orders, newest first, each opening order/product/{orderId}. */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { useAsync } from '../../../hooks/use-async'
import { useT } from '../../../locales/locale-atoms'
import { goodsOrders } from '../../../services/goods-order-api'
import { appRouter } from '../../../router/app-router'
import { priceInfo } from '../../../../types/rules/price-info'

export function GoodsOrderRows() {
  const t = useT()
  const orders = useAsync(() => goodsOrders(0, 50), [])
  useDidShow(() => orders.status !== 'loading' && orders.refresh())
  if (orders.status === 'loading') return <StateView kind="loading" />
  if (orders.status === 'error') return <StateView kind="error" onRetry={orders.reload} />
  if (!orders.data.list.length)
    return (
      <StateView kind="empty" text={t('order.empty')} action={{ label: t('tabbar.shop'), onClick: () => void appRouter().open('shop') }} />
    )
  return (
    <View className="order-list__goods">
      {orders.data.list.map((o) => (
        <View
          key={o.orderId}
          className="order-list__order"
          data-order-id={o.orderId}
          data-order-type="goods"
          onClick={() => void appRouter().open('order-product', { orderId: o.orderId })}
        >
          <View className="order-list__head">
            <Text className="order-list__show">{o.lines[0]?.name}</Text>
            <Text className={`order-list__state order-list__state--${o.orderStatus.toLowerCase()}`}>{o.orderStatusTitle}</Text>
          </View>
          <Text className="order-list__line">{t('order.qty', { count: o.lines.reduce((sum, l) => sum + l.qty, 0) })}</Text>
          <Price info={priceInfo(o.orderStatus === 'UNPAID' ? o.payAmount : o.paidAmount)} />
        </View>
      ))}
    </View>
  )
}
