/**
 * The goods order at order/product/{orderId} (login; calls-errors-limits.md: "goods use items/orders/{id}",
 * "paidDeadlineTime in seconds"): its state, the lines, the delivery address and the parcel (carrier,
 * number, the express page), collection codes for vouchers, the amounts; pay before the deadline, cancel
 * while it may be cancelled, refund by line what may still be refunded.
 */
import { Image, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { CopyNumber } from '../../../components/copy-number/CopyNumber'
import { PaymentChooser } from '../../../components/payment-chooser/PaymentChooser'
import { minutesSeconds } from '../../../components/countdown/countdown-format'
import { confirmDialog } from '../../../components/reply-dialog/dialog-queue'
import { useAsync } from '../../../hooks/use-async'
import { useDeadline } from '../../../hooks/use-deadline'
import { useSubmit } from '../../../hooks/use-submit'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOP_TEXT } from '../../../locales/sections/shop/shop-text'
import { assetUrl } from '../../../services/asset-url'
import { cancelGoodsOrder, goodsOrderDetail } from '../../../services/goods-order-api'
import { useLocalFormat } from '../../../utils/show-time'
import { toast } from '../../../utils/toast'
import { priceInfo } from '../../../../types/rules/price-info'
import type { GoodsOrderDetail } from '../../../../types/api/goods-order'
import { RefundSheet } from './RefundSheet'
import { GoodsFeeRows } from '../goods-confirm/GoodsFeeRows'
import { InvoiceEntry } from '../invoice/invoice-entry'
import { offersInvoice } from './goods-order-facts'
import '../../../theme/taro-ui/button.scss'
import '../confirm-order/confirm-order.scss'
import '../goods-confirm/goods-confirm.scss'
import './order-product.scss'
import { TicketOrderLink } from '../order-detail/TiedGoodsOrders'

function Skeleton() {
  return (
    <View className="goods-confirm" aria-busy="true" data-testid="order-product-skeleton">
      {[0, 1, 2].map((n) => (
        <View key={n} className="goods-confirm__skeleton" />
      ))}
    </View>
  )
}

function PayCountdown({ order, onEnd }: { order: GoodsOrderDetail; onEnd(): void }) {
  const t = useSectionT(SHOP_TEXT)
  const left = useDeadline(order.paidDeadlineTime !== undefined ? order.paidDeadlineTime * 1000 : undefined, onEnd)
  if (order.paidDeadlineTime === undefined) return null
  return <Text className="order-product__countdown">{t('order.pay_before', { time: minutesSeconds(left) })}</Text>
}

export default function OrderProductPage() {
  const t = useSectionT(SHOP_TEXT)
  const locale = useAtomValue(localeAtom)
  const local = useLocalFormat()
  const { orderId = '' } = useRouteParams()
  const data = useAsync(() => goodsOrderDetail(orderId), [orderId, locale])
  const [paying, setPaying] = useState(false)
  const [refunding, setRefunding] = useState(false)
  const { busy, run } = useSubmit()

  if (data.status === 'loading')
    return (
      <PageShell route="order-product">
        <Skeleton />
      </PageShell>
    )
  if (data.status === 'error')
    return (
      <PageShell route="order-product">
        <StateView
          kind="error"
          onRetry={data.reload}
          action={{ label: t('order.back_to_orders'), onClick: () => void appRouter().open('order_list') }}
        />
      </PageShell>
    )
  const order = data.data
  const unpaid = order.orderStatus === 'UNPAID'
  const transactionId = order.unPaidTransactionIds[0]
  const cancel = () =>
    run(async () => {
      if (!(await confirmDialog(t('order.cancel_confirm')))) return
      await cancelGoodsOrder(orderId)
      toast(t('order.cancelled'))
      data.refresh()
    })

  return (
    <PageShell route="order-product">
      <View className="confirm-order order-product" data-state={order.orderStatus}>
        <View className="confirm-order__block order-product__state">
          <Text className="order-product__title">{order.orderStatusTitle}</Text>
          {unpaid && <PayCountdown order={order} onEnd={data.refresh} />}
        </View>

        {order.address && (
          <View className="confirm-order__block order-product__address">
            <Text className="confirm-order__heading">{t('order.address')}</Text>
            <Text className="confirm-order__line">{`${order.address.recipient} ${order.address.cellphone}`}</Text>
            <Text className="confirm-order__line">{`${order.address.regionText} ${order.address.detail}`}</Text>
          </View>
        )}

        {order.express && (
          <View className="confirm-order__block order-product__express">
            <Text className="confirm-order__heading">{t('order.express')}</Text>
            <Text className="confirm-order__line">{order.express.carrierName}</Text>
            <CopyNumber label={t('order.express')} number={order.express.trackingNo} className="order-product__tracking" />
            <Text className="confirm-order__link" onClick={() => void appRouter().open('express', { orderId, orderType: 'goods' })}>
              {t('order.view_express')}
            </Text>
          </View>
        )}

        <View className="confirm-order__block">
          <Text className="confirm-order__heading">{order.ticketOrderId ? t('order.tied') : t('order.lines')}</Text>
          {order.ticketOrderId && <TicketOrderLink ticketOrderId={order.ticketOrderId} />}
          {order.lines.map((line) => (
            <View key={line.skuId} className="goods-confirm__line" data-sku-id={line.skuId}>
              <Image className="goods-confirm__picture" src={assetUrl(line.pictureUrl)} mode="aspectFill" />
              <View className="goods-confirm__text">
                <Text className="goods-confirm__name">{line.name}</Text>
                {line.attributeText && <Text className="confirm-order__line">{line.attributeText}</Text>}
                {/* A ticket stub: the ticket it prints. */}
                {line.stub && (
                  <Text className="confirm-order__line goods-confirm__stub">
                    {t('stub.prints', { text: [line.stub.show, line.stub.seat].filter(Boolean).join(' · ') })}
                  </Text>
                )}
                <View className="confirm-order__row">
                  <Price info={priceInfo(line.unitFen)} plain />
                  <Text>{`×${line.qty}`}</Text>
                </View>
                {line.refundedQty > 0 && (
                  <Text className="confirm-order__line">{t('order.refunded_qty', { count: line.refundedQty })}</Text>
                )}
              </View>
            </View>
          ))}
        </View>

        {order.vouchers.length > 0 && (
          <View className="confirm-order__block order-product__vouchers">
            <Text className="confirm-order__heading">{t('order.vouchers')}</Text>
            {order.vouchers.map((v) => (
              <View key={v.code} className="confirm-order__row" data-voucher-state={v.state}>
                <Text className="order-product__code">{v.code}</Text>
                <Text>{t(`order.voucher_${v.state}`)}</Text>
              </View>
            ))}
          </View>
        )}

        <View className="confirm-order__block confirm-order__fees">
          <GoodsFeeRows goodsAmount={order.goodsAmount} deliveryFee={order.deliveryFee} discounts={order.discounts} />
          <View className="confirm-order__row confirm-order__total">
            <Text>{unpaid ? t('order.pay_amount') : t('order.paid')}</Text>
            <Price info={priceInfo(unpaid ? order.payAmount : order.paidAmount)} large />
          </View>
          {order.refundedAmount > 0 && (
            <View className="confirm-order__row order-product__refunded">
              <Text>{t('order.refunded')}</Text>
              <Price info={priceInfo(order.refundedAmount)} plain />
            </View>
          )}
          {/* Each refund's money on its own row: the buyer sees it on its way until the provider gives it back. */}
          {order.refunds.map((r) => (
            <View key={r.refundId} className="confirm-order__row order-product__refund-state" data-refund-state={r.state}>
              <Text>{t(`order.refund_${r.state}`)}</Text>
              <Price info={priceInfo(r.amountFen)} plain />
            </View>
          ))}
        </View>

        <View className="confirm-order__block">
          <CopyNumber label={t('order.order_no')} number={order.orderNumber} className="order-product__number" />
          <View className="confirm-order__row">
            <Text>{t('order.created')}</Text>
            <Text>{local(order.createdTime, 'YYYY.MM.DD HH:mm')}</Text>
          </View>
          {/* Invoices for goods orders: the same row as a ticket order's detail. */}
          {offersInvoice(order) && <InvoiceEntry orderId={orderId} />}
        </View>
      </View>

      {(order.canCancel || order.canRefund || (unpaid && transactionId)) && (
        <View className="confirm-order__bar order-product__bar">
          {order.canCancel && (
            <AtButton type="secondary" className="order-product__cancel" disabled={busy} onClick={() => void cancel()}>
              {t('order.cancel')}
            </AtButton>
          )}
          {order.canRefund && (
            <AtButton type="secondary" className="order-product__refund" onClick={() => setRefunding(true)}>
              {t('order.refund')}
            </AtButton>
          )}
          {unpaid && transactionId && (
            <AtButton type="primary" className="order-product__pay" onClick={() => setPaying(true)}>
              {t('order.pay')}
            </AtButton>
          )}
        </View>
      )}
      {paying && transactionId && order.paidDeadlineTime !== undefined && (
        <PaymentChooser
          orderId={orderId}
          transactionId={transactionId}
          amountFen={order.payAmount}
          goods={{ deadline: order.paidDeadlineTime * 1000, onDeadline: () => (setPaying(false), data.refresh()) }}
          onClose={() => setPaying(false)}
        />
      )}
      {refunding && (
        <RefundSheet
          order={order}
          onClose={() => setRefunding(false)}
          onDone={() => {
            setRefunding(false)
            data.refresh()
          }}
        />
      )}
    </PageShell>
  )
}
