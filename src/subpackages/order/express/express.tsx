/**
 * express (/express?orderId): the tracking of an order's paper tickets (product.md "Order
 * status codes": Delivering 6 / Delivering_Express 7). Shipped: the carrier, the tracking number (copy)
 * and the steps, newest first; before shipment an empty state that says the merchant is getting the
 * tickets ready. The delivery address either way. The steps are the merchant's, entered in the console
 * until a carrier API is connected (server/src/express/tracking-provider.ts). With orderType=goods it is a
 * goods order's parcel (carrier and number, from the goods order).
 */
import { Text, View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { CopyNumber } from '../../../components/copy-number/CopyNumber'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSectionT } from '../../../locales/section-i18n'
import { ORDER_PAGES_TEXT } from '../../../locales/sections/order-pages/order-pages-text'
import { orderExpress } from '../../../services/express-api'
import { goodsOrderDetail } from '../../../services/goods-order-api'
import { goodsExpress } from '../order-product/goods-order-facts'
import { useLocalFormat } from '../../../utils/show-time'
import type { ExpressTrackingReply } from '../../../../types/api/express'
import '../confirm-order/confirm-order.scss'
import './express.scss'

function Address({ address, label }: { address: NonNullable<ExpressTrackingReply['deliveryAddress']>; label: string }) {
  return (
    <View className="confirm-order__block express__address">
      <Text className="confirm-order__heading">{label}</Text>
      <Text className="confirm-order__line">{`${address.recipient} ${address.cellphone}`}</Text>
      <Text className="confirm-order__line">{`${address.regionText} ${address.detail}`}</Text>
    </View>
  )
}

export default function ExpressPage() {
  const t = useSectionT(ORDER_PAGES_TEXT)
  const { orderId = '', orderType = '' } = useRouteParams()
  const goods = orderType === 'goods'
  const local = useLocalFormat()
  const tracking = useAsync(() => (goods ? goodsOrderDetail(orderId).then(goodsExpress) : orderExpress(orderId)), [orderId, goods])
  if (tracking.status === 'loading')
    return (
      <PageShell route="express">
        <StateView kind="loading" />
      </PageShell>
    )
  if (tracking.status === 'error')
    return (
      <PageShell route="express">
        <StateView kind="error" onRetry={tracking.reload} />
      </PageShell>
    )
  const e = tracking.data
  const back = {
    label: t('express.back_to_order'),
    onClick: () => void appRouter().open(goods ? 'order-product' : 'order_detail', { orderId })
  }
  const time = (iso: string) => local(iso, 'YYYY.MM.DD HH:mm')
  return (
    <PageShell route="express">
      <View className="express">
        {!e.shipped || !e.carrier || !e.expressNo ? (
          <View className="express__waiting">
            <StateView kind="empty" text={t('express.waiting')} detail={t('express.waiting_detail')} action={back} />
          </View>
        ) : (
          <>
            <View className="confirm-order__block express__shipment">
              <View className="confirm-order__row">
                <Text className="express__label">{t('express.carrier')}</Text>
                <Text className="express__carrier">{e.carrier.displayName}</Text>
              </View>
              <CopyNumber label={t('express.number')} number={e.expressNo} className="express__number" />
              {e.shippedAt && (
                <View className="confirm-order__row">
                  <Text className="express__label">{t('express.shipped_at')}</Text>
                  <Text>{time(e.shippedAt)}</Text>
                </View>
              )}
            </View>
            <View className="confirm-order__block express__steps">
              <Text className="confirm-order__heading">{t('express.steps')}</Text>
              {e.steps.length === 0 ? (
                <Text className="confirm-order__line express__no-steps">{t('express.no_steps')}</Text>
              ) : (
                e.steps.map((step, i) => (
                  <View key={`${step.at}-${i}`} className={`express__step${i === 0 ? ' express__step--latest' : ''}`}>
                    <View className="express__dot" />
                    <View className="express__step-body">
                      <Text className="express__step-text">{step.text}</Text>
                      <Text className="express__step-time">{time(step.at)}</Text>
                    </View>
                  </View>
                ))
              )}
            </View>
          </>
        )}
        {e.deliveryAddress && <Address address={e.deliveryAddress} label={t('express.address')} />}
      </View>
    </PageShell>
  )
}
