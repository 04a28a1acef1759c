/**
 * Mine's reminder card (POST recent order info): "you have an unpaid order" with its amount and the time it
 * must be paid by, or "your next show" with its session; a tap opens the order. Beside mine's own content:
 * a line of skeleton while it loads, nothing when there is no order or the read fails (mine stays usable).
 * Times on the merchant's clock (labelled when the phone's zone differs).
 */
import { Image, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useAsync } from '../../hooks/use-async'
import { recentOrderInfo } from '../../services/order-reminder-api'
import { appRouter } from '../../router/app-router'
import { useSectionT } from '../../locales/section-i18n'
import { CODES_TEXT } from '../../locales/sections/codes/codes-text'
import { useLocalFormat } from '../../utils/show-time'
import { assetUrl } from '../../services/asset-url'
import { Icon } from '../icon/Icon'
import { fenText } from '../../../types/rules/money'
import './recent-order-card.scss'

export function RecentOrderCard() {
  const t = useSectionT(CODES_TEXT)
  const local = useLocalFormat()
  const recent = useAsync(() => recentOrderInfo(), [])
  // Back from paying or from the order: the reminder read again.
  useDidShow(() => {
    if (recent.status !== 'loading') recent.refresh()
  })
  if (recent.status === 'loading') {
    return (
      <View className="recent-order recent-order--skeleton" aria-busy="true" data-testid="recent-order-skeleton">
        <View className="recent-order__skeleton-line" />
        <View className="recent-order__skeleton-line recent-order__skeleton-line--short" />
      </View>
    )
  }
  const order = recent.status === 'ready' ? recent.data.order : null
  if (!order) return null
  const unpaid = order.kind === 'UNPAID'
  const open = () => void appRouter().open('order_detail', { orderId: order.orderId })
  return (
    <View
      className={`recent-order recent-order--${unpaid ? 'unpaid' : 'upcoming'}`}
      data-testid="recent-order"
      data-kind={order.kind}
      onClick={open}
    >
      {order.posterUrl && <Image className="recent-order__poster" src={assetUrl(order.posterUrl)} mode="aspectFill" />}
      <View className="recent-order__body">
        <View className="recent-order__head">
          <Icon name={unpaid ? 'wallet' : 'ticket'} tone={unpaid ? 'main' : 'muted'} className="recent-order__icon" />
          <Text className="recent-order__title">{t(unpaid ? 'recent.unpaid_title' : 'recent.upcoming_title')}</Text>
        </View>
        <Text className="recent-order__show">{order.showName}</Text>
        <Text className="recent-order__line">
          {`${local(order.sessionStartsAt, 'YYYY.MM.DD HH:mm')} · ${order.venueName} · ${t('recent.tickets', { count: order.ticketCount })}`}
        </Text>
        {unpaid && order.payDeadline ? (
          <Text className="recent-order__line recent-order__line--due">
            {t('recent.unpaid_deadline', { time: local(order.payDeadline, 'HH:mm') })}
          </Text>
        ) : null}
      </View>
      <View className="recent-order__side">
        {unpaid && <Text className="recent-order__amount">{fenText(order.amount)}</Text>}
        <Text className="recent-order__action">{t(unpaid ? 'recent.pay_now' : 'recent.view')}</Text>
      </View>
    </View>
  )
}
