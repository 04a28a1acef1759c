/**
 * Order list at /order (login; pull to refresh): tabs by state, each order opening its detail; the goods
 * tab lists goods orders, each opening order/product/{orderId} (product.md "Order type: ticket or goods").
 */
import { Text, View } from '@tarojs/components'
import { usePullDownRefresh, stopPullDownRefresh, useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import AtTabs from 'taro-ui/lib/components/tabs'
// After the page shell's stylesheets and before the price's, the order home's category tabs bring it in (one CSS order for the shared chunk).
import '../../../theme/taro-ui/tabs.scss'
import { Price } from '../../../components/price/Price'
import { useT } from '../../../locales/locale-atoms'
import { useRouteParams } from '../../../router/use-route-params'
import { ORDER_TABS, tabOfQuery, type OrderTab } from './order-list-tabs'
import { useAsync } from '../../../hooks/use-async'
import { orderList } from '../../../services/trade-api'
import type { Page } from '../../../../types/api/common'
import type { OrderDetail } from '../../../../types/api/order'
import { appRouter } from '../../../router/app-router'
import { useShowTimeText } from '../../../utils/show-time'
import { GoodsOrderRows } from './GoodsOrderRows'
import './order-list.scss'

const TABS = ORDER_TABS

export default function OrderListPage() {
  const t = useT()
  const showTimeText = useShowTimeText()
  // Opened on the tab the query names (/order?tab=UNPAID from mine's shortcuts), else 全部.
  const { tab: queryTab } = useRouteParams()
  const [tab, setTab] = useState<OrderTab>(() => tabOfQuery(queryTab))
  // The goods tab reads its own call (GoodsOrderRows); the ticket list has nothing to show there.
  const orders = useAsync(
    (): Promise<Page<OrderDetail>> =>
      tab === 'GOODS' ? Promise.resolve({ list: [], total: 0, offset: 0, length: 0, hasMore: false }) : orderList(tab, 0, 50),
    [tab]
  )
  usePullDownRefresh(() => {
    orders.reload()
    void stopPullDownRefresh()
  })
  useDidShow(() => orders.status !== 'loading' && orders.refresh())

  return (
    <PageShell route="order_list">
      <AtTabs
        className="order-list__tabs"
        current={TABS.findIndex(([key]) => key === tab)}
        tabList={TABS.map(([key, label]) => ({
          title: <Text className={`order-list__tab${tab === key ? ' order-list__tab--on' : ''}`}>{t(label)}</Text>
        }))}
        onClick={(index: number) => setTab(TABS[index][0])}
      />
      {tab === 'GOODS' && <GoodsOrderRows />}
      {orders.status === 'loading' && <StateView kind="loading" />}
      {orders.status === 'error' && <StateView kind="error" onRetry={orders.reload} />}
      {tab !== 'GOODS' && orders.status === 'ready' && !orders.data.list.length && <StateView kind="empty" text={t('order.empty')} />}
      {/* One column on a phone; a grid of cards on a desktop window (order-list.scss). */}
      {orders.status === 'ready' && orders.data.list.length > 0 && (
        <View className="order-list__orders">
          {orders.data.list.map((o) => (
            <View
              key={o.orderId}
              className="order-list__order"
              data-order-id={o.orderId}
              onClick={() => void appRouter().open('order_detail', { orderId: o.orderId })}
            >
              <View className="order-list__head">
                <Text className="order-list__show">{o.firstShowName}</Text>
                <Text className={`order-list__state order-list__state--${o.orderState.toLowerCase()}`}>{o.orderStatusTitle}</Text>
              </View>
              {o.orderStatusDesc && <Text className="order-list__reason">{o.orderStatusDesc}</Text>}
              {/* The order's refund in words (issue #17): refund requested, in progress, refunded, rejected or failed. */}
              {o.orderRefundState && o.orderRefundState !== 'NONE' && (
                <Text className="order-list__reason order-list__refund" data-refund-state={o.orderRefundState}>
                  {o.orderRefundStateText}
                </Text>
              )}
              {/* A package's child order (issue #18) names its package. */}
              {o.packageName && <Text className="order-list__line order-list__package">{t('order.package', { name: o.packageName })}</Text>}
              <Text className="order-list__line">{showTimeText(o.showTime)}</Text>
              <Text className="order-list__line">{`${o.firstVenueName} · ${t('order.qty', { count: o.qty })}`}</Text>
              <Price info={o.totalInfo} />
            </View>
          ))}
        </View>
      )}
    </PageShell>
  )
}
