/**
 * Tied sale on the order pages (issue "Shop": goods bought with the tickets and paid in the same payment are a
 * goods order tied to the ticket order): the ticket order's detail lists them, each opening its goods order
 * page (vouchers, delivery, refund by line), and that page links back to the tickets.
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { Icon } from '../../../components/icon/Icon'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { useSectionT } from '../../../locales/section-i18n'
import { TIED_TEXT } from '../../../locales/sections/tied/tied-text'
import { tiedGoodsOrders } from '../../../services/goods-order-api'
import { appRouter } from '../../../router/app-router'

/** Nothing while loading or when the order has no goods: the ticket order reads as before. */
export function TiedGoodsOrders({ ticketOrderId }: { ticketOrderId: string }) {
  const tt = useSectionT(TIED_TEXT)
  const orders = useAsync(() => tiedGoodsOrders(ticketOrderId), [ticketOrderId])
  useDidShow(() => orders.status === 'ready' && orders.refresh())
  if (orders.status === 'loading') return null
  if (orders.status === 'error')
    return (
      <View className="confirm-order__block">
        <StateView kind="error" onRetry={orders.reload} />
      </View>
    )
  if (!orders.data.list.length) return null
  return (
    <View className="confirm-order__block order-detail__tied-goods">
      <Text className="confirm-order__heading">{tt('tied_goods')}</Text>
      {orders.data.list.map((o) => (
        <View
          key={o.orderId}
          className="confirm-order__row order-detail__tied-order"
          data-order-id={o.orderId}
          data-state={o.orderStatus}
          onClick={() => void appRouter().open('order-product', { orderId: o.orderId })}
        >
          <View className="order-detail__tied-lines">
            {o.lines.map((l) => (
              <Text
                key={l.skuId}
                className="confirm-order__line"
              >{`${l.name}${l.attributeText ? ` · ${l.attributeText}` : ''} × ${l.qty}`}</Text>
            ))}
          </View>
          <View className="order-detail__ticket-state">
            <Text className="order-detail__ticket-state-text">{o.orderStatusTitle}</Text>
            <Icon name="chevron_right" tone="muted" className="order-detail__ticket-chevron" />
          </View>
        </View>
      ))}
    </View>
  )
}

/** On the goods order page: back to the ticket order it was bought with. */
export function TicketOrderLink({ ticketOrderId }: { ticketOrderId: string }) {
  const tt = useSectionT(TIED_TEXT)
  return (
    <Text
      className="confirm-order__link order-product__ticket-order"
      onClick={() => void appRouter().open('order_detail', { orderId: ticketOrderId })}
    >
      {tt('ticket_order')}
    </Text>
  )
}
