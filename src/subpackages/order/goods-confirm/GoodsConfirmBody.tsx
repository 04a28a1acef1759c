/**
 * goods-confirm and goods-cart-confirm: the goods bought (from buy now, or the cart's selected lines),
 * the delivery address when something is delivered, the ITEM coupons and the points switch (confirm
 * order's rows: the goods are priced by the same quote, with the member discount on goods), the amounts
 * from pre_order (goods, delivery fee, the discount lines in pricing order, amount due), then the order is
 * created and paid through the payment chooser.
 * Free orders go straight to pay-success.
 */
import { Image, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useMemo, useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { PaymentChooser } from '../../../components/payment-chooser/PaymentChooser'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { appRouter } from '../../../router/app-router'
import { localeAtom } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOP_TEXT } from '../../../locales/sections/shop/shop-text'
import { assetUrl } from '../../../services/asset-url'
import type { GoodsQuote } from '../../../../types/api/goods-order'
import { createGoodsOrder, goodsOrderDetail, goodsPreOrder } from '../../../services/goods-order-api'
import { refreshCartCount } from '../../../shop/cart-atoms'
import { toast } from '../../../utils/toast'
import { priceInfo } from '../../../../types/rules/price-info'
import { ERROR_CODES } from '../../../../types/api/errors'
import type { GoodsLineParam } from '../../../../types/rules/goods-lines-param'
import { idempotencyKeys, newIdempotencyKey } from '../confirm-order/confirm-order-model'
import { CouponSheet } from '../confirm-order/CouponSheet'
import { PointsRow } from '../confirm-order/PointsRow'
import { memberRows } from '../confirm-order/order-summary'
import { GoodsAddressChooser } from './GoodsAddressChooser'
import { GoodsFeeRows } from './GoodsFeeRows'
import '../../../theme/taro-ui/button.scss'
import '../confirm-order/confirm-order.scss'
import './goods-confirm.scss'

/** Refusals after which the page prices again: a coupon taken or unusable, a price moved. */
const PRICE_AGAIN: readonly number[] = [
  ERROR_CODES.COUPON_ORDER_TAKEN,
  ERROR_CODES.COUPON_ORDER_UNUSABLE,
  ERROR_CODES.PRICE_CHANGED,
  ERROR_CODES.GOODS_PRICE_CHANGED
]

interface Paying {
  orderId: string
  transactionId: string
  amountFen: number
  deadline: number
}

export function GoodsConfirmBody({ route, lines, fromCart }: { route: string; lines: GoodsLineParam[]; fromCart: boolean }) {
  const t = useSectionT(SHOP_TEXT)
  const locale = useAtomValue(localeAtom)
  const [addressId, setAddressId] = useState<string>()
  // The coupons the buyer toggled; undefined until then, so the gateway pre-selects its best pick.
  const [couponIds, setCouponIds] = useState<string[]>()
  const [couponsOpen, setCouponsOpen] = useState(false)
  // The points switch: off until the buyer turns it on; the gateway works out how many.
  const [usePoints, setUsePoints] = useState(false)
  const [paying, setPaying] = useState<Paying>()
  const keyFor = useMemo(() => idempotencyKeys(newIdempotencyKey), [])
  const { busy, run } = useSubmit()
  const pricing = useAsync(
    () =>
      lines.length
        ? goodsPreOrder({
            lines,
            ...(addressId ? { addressId } : {}),
            ...(couponIds ? { couponIds } : {}),
            ...(usePoints ? { usePoints } : {})
          })
        : Promise.resolve(undefined),
    [lines, addressId, couponIds, usePoints, locale]
  )
  // The last quote stays on screen while a new one is priced (an address or a coupon changed): no flash back to the skeleton.
  const [shown, setShown] = useState<GoodsQuote>()
  useEffect(() => {
    if (pricing.status === 'ready' && pricing.data) setShown(pricing.data)
  }, [pricing])
  const backToCart = fromCart
    ? { label: t('confirm.back_to_cart'), onClick: () => void appRouter().open('cart-list') }
    : { label: t('detail.back_to_shop'), onClick: () => void appRouter().open('shop') }

  if (!lines.length)
    return (
      <PageShell route={route}>
        <StateView kind="empty" text={t('confirm.nothing')} action={backToCart} />
      </PageShell>
    )
  if (pricing.status === 'error' && !shown)
    return (
      <PageShell route={route}>
        <StateView kind="error" onRetry={pricing.reload} action={backToCart} />
      </PageShell>
    )
  if (!shown)
    return (
      <PageShell route={route}>
        <View className="goods-confirm" aria-busy="true" data-testid="goods-confirm-skeleton">
          {[0, 1, 2].map((n) => (
            <View key={n} className="goods-confirm__skeleton" />
          ))}
        </View>
      </PageShell>
    )

  const quote = shown
  const pricingNow = pricing.status === 'ready'
  const usable = quote.coupons.filter((c) => c.usable).length
  const couponOff = quote.discounts.filter((d) => d.kind === 'COUPON').reduce((sum, d) => sum + d.amount, 0)
  const missingAddress = quote.needsAddress && !addressId
  const member = memberRows(quote)

  const submit = () =>
    run(async () => {
      if (missingAddress) return toast(t('confirm.choose_address'))
      // Never submit an amount from before the last change: wait for its quote.
      if (!pricingNow) return
      const body = {
        lines,
        ...(quote.needsAddress && addressId ? { addressId } : {}),
        couponIds: quote.checkedCouponIds,
        // Likewise the points: the gateway spends what its formula gives now, or refuses a changed amount.
        ...(quote.points?.isChecked ? { usePoints: true } : {}),
        fromCart,
        paymentParam: { payAmount: quote.payAmount }
      }
      const reply = await createGoodsOrder({ ...body, idempotencyKey: keyFor(body) }).catch((error: unknown) => {
        const code = (error as { statusCode?: number } | null)?.statusCode
        if (code !== undefined && PRICE_AGAIN.includes(code)) pricing.reload()
        throw error
      })
      if (fromCart) void refreshCartCount()
      const transactionId = reply.unPaidTransactionIds[0]
      if (!transactionId) return void appRouter().redirect('pay_success', { orderId: reply.orderId, orderType: 'goods' })
      // The payment's deadline is the order's: read it rather than guess the merchant's reserve minutes.
      const order = await goodsOrderDetail(reply.orderId)
      const deadline = (order.paidDeadlineTime ?? Math.floor(Date.now() / 1000) + 15 * 60) * 1000
      setPaying({ orderId: reply.orderId, transactionId, amountFen: quote.payAmount, deadline })
    })

  return (
    <PageShell route={route}>
      <View className="confirm-order goods-confirm">
        {quote.needsAddress ? (
          <View className="confirm-order__block">
            <GoodsAddressChooser addressId={addressId} onAddress={setAddressId} />
          </View>
        ) : (
          <View className="confirm-order__block">
            <Text className="confirm-order__line">{t('confirm.voucher_note')}</Text>
          </View>
        )}

        <View className="confirm-order__block">
          {quote.lines.map((line) => (
            <View key={line.skuId} className="goods-confirm__line" data-sku-id={line.skuId}>
              <Image className="goods-confirm__picture" src={assetUrl(line.pictureUrl)} mode="aspectFill" />
              <View className="goods-confirm__text">
                <Text className="goods-confirm__name">{line.name}</Text>
                {line.attributeText && <Text className="confirm-order__line">{line.attributeText}</Text>}
                <View className="confirm-order__row">
                  <Price info={priceInfo(line.unitFen)} plain />
                  <Text>{t('confirm.qty', { count: line.qty })}</Text>
                </View>
              </View>
            </View>
          ))}
        </View>

        <View className="confirm-order__block">
          {usable > 0 ? (
            <View className="confirm-order__row confirm-order__coupon" onClick={() => setCouponsOpen(true)}>
              <Text>{t('confirm.coupon')}</Text>
              <View className="confirm-order__coupon-value">
                {couponOff > 0 ? (
                  <View className="confirm-order__coupon-off">
                    <Text>-</Text>
                    <Price info={priceInfo(couponOff)} plain />
                  </View>
                ) : (
                  <Text>{t('confirm.coupon_usable', { count: usable })}</Text>
                )}
                <Icon name="chevron_right" tone="muted" />
              </View>
            </View>
          ) : (
            <View className="confirm-order__row confirm-order__row--off">
              <Text>{t('confirm.coupon')}</Text>
              <Text>{t('confirm.coupon_none')}</Text>
            </View>
          )}
          <PointsRow points={member.points} busy={!pricingNow} onUse={setUsePoints} />
        </View>

        <View className="confirm-order__block confirm-order__fees">
          {pricing.status === 'error' && <StateView kind="error" onRetry={pricing.reload} />}
          <GoodsFeeRows goodsAmount={quote.goodsAmount} deliveryFee={quote.deliveryFee} discounts={quote.discounts} />
        </View>
      </View>

      <View className="confirm-order__bar">
        <Text className="confirm-order__due">{t('confirm.amount_due')}</Text>
        <Price info={priceInfo(quote.payAmount)} large />
        {/* Grey until it can submit, yet a tap still says what is missing, so not `disabled`. */}
        <AtButton
          type="primary"
          className={`confirm-order__submit goods-confirm__submit${busy || missingAddress || !pricingNow ? ' confirm-order__submit--off' : ''}`}
          onClick={() => void submit()}
        >
          {t('confirm.submit')}
        </AtButton>
      </View>
      {couponsOpen && (
        <CouponSheet
          coupons={quote.coupons}
          checked={quote.checkedCouponIds}
          onClose={() => setCouponsOpen(false)}
          onDone={(ids) => {
            setCouponsOpen(false)
            setCouponIds(ids)
          }}
        />
      )}
      {paying && (
        <PaymentChooser
          orderId={paying.orderId}
          transactionId={paying.transactionId}
          amountFen={paying.amountFen}
          goods={{ deadline: paying.deadline, onDeadline: () => void appRouter().redirect('order-product', { orderId: paying.orderId }) }}
          onClose={() => void appRouter().redirect('order-product', { orderId: paying.orderId })}
        />
      )}
    </PageShell>
  )
}
