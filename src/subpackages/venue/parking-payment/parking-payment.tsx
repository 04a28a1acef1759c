/**
 * parking_payment (/parking, login; product.md "Parking (login)", "may be opened with isShowTabBar"): the
 * buyer's plates, the chosen plate's stay with its fee, a parking coupon, and paying it through the
 * payment chooser; a coupon that covers the fee pays at once. Opened from the parking tab with
 * isShowTabBar, the page draws the custom tab bar as tab pages do.
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { TabBar } from '../../../components/tab-bar/TabBar'
import { StateView } from '../../../components/state-view/StateView'
import { PaymentChooser } from '../../../components/payment-chooser/PaymentChooser'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { PARKING_TEXT } from '../../../locales/sections/parking/parking-text'
import { parkingPlates, parkingQuote, payParking } from '../../../services/parking-api'
import { PARKING_PAY_MINUTES, type ParkingPlate } from '../../../../types/api/parking'
import { ROUTES, pagePathOf } from '../../../../types/routes/route-table'
import { couponParam, shownPlate } from './parking-view'
import { PlatesBar } from './PlatesBar'
import { StayPanel } from './StayPanel'
import { CouponPicker } from './CouponPicker'
import './parking-payment.scss'

const ROUTE = 'parking_payment'
// The tab bar selects the tab of the page on screen (none: parking is not a tab page).
const PAGE = pagePathOf(ROUTES.find((r) => r.name === ROUTE) ?? ROUTES[0]) ?? ''

function Skeleton() {
  return (
    <View className="parking" aria-busy="true" data-testid="parking-skeleton">
      <View className="parking__skeleton parking__skeleton--chips" />
      <View className="parking__skeleton" />
      <View className="parking__skeleton" />
    </View>
  )
}

interface Paying {
  orderId: string
  transactionId: string
  amountFen: number
  deadline: number
}

export default function ParkingPaymentPage() {
  const t = useSectionT(PARKING_TEXT)
  const locale = useAtomValue(localeAtom)
  const { isShowTabBar } = useRouteParams()
  const plates = useAsync(() => parkingPlates(), [locale])
  const [saved, setSaved] = useState<ParkingPlate[]>()
  const [chosen, setChosen] = useState<string>()
  const [adding, setAdding] = useState(false)
  // undefined: the gateway's best coupon; null: none; an id: that one.
  const [coupon, setCoupon] = useState<string | null>()
  const [couponsOpen, setCouponsOpen] = useState(false)
  const [paying, setPaying] = useState<Paying>()
  const { busy, run } = useSubmit()
  const list = saved ?? (plates.status === 'ready' ? plates.data : undefined)
  const plate = list ? shownPlate(list, chosen) : undefined
  const quote = useAsync(async () => (plate ? parkingQuote(plate, couponParam(coupon)) : undefined), [plate, coupon, locale])
  // Coming back (from the cashier, the records): the fee has moved on.
  useDidShow(() => quote.refresh())

  const pay = () =>
    run(async () => {
      const stay = quote.status === 'ready' ? quote.data?.stay : undefined
      if (!plate || !stay) return
      const reply = await payParking({
        plate,
        payAmount: stay.payFen,
        ...(stay.checkedCouponId ? { couponId: stay.checkedCouponId } : {})
      }).catch((error: unknown) => {
        // A changed fee (a new step began) or a coupon gone: show the new quote.
        quote.reload()
        throw error
      })
      const transactionId = reply.unPaidTransactionIds[0]
      if (!transactionId) return void appRouter().open('parking-detail', { orderId: reply.orderId })
      setPaying({ orderId: reply.orderId, transactionId, amountFen: stay.payFen, deadline: Date.now() + PARKING_PAY_MINUTES * 60_000 })
    })

  let body
  if (plates.status === 'loading' && !list) body = <Skeleton />
  else if (plates.status === 'error' && !list) body = <StateView kind="error" onRetry={plates.reload} />
  else if (list) {
    const noPlates = list.length === 0
    body = (
      <View className="parking" data-testid="parking-page">
        <PlatesBar
          plates={list}
          shown={plate}
          onPick={(p) => {
            setChosen(p)
            setCoupon(undefined)
          }}
          onPlates={(next, added) => {
            setSaved(next)
            if (added) setChosen(added)
          }}
          adding={adding || noPlates}
          onAdding={setAdding}
        />
        {noPlates && <StateView kind="empty" text={t('no_plates')} detail={t('no_plates_detail')} />}
        {plate && quote.status === 'loading' && <View className="parking__skeleton" aria-busy="true" />}
        {plate && quote.status === 'error' && <StateView kind="error" onRetry={quote.reload} />}
        {plate && quote.status === 'ready' && quote.data && (
          <StayPanel quote={quote.data} busy={busy} onCoupons={() => setCouponsOpen(true)} onPay={() => void pay()} />
        )}
        <View
          className="parking__records"
          role="button"
          data-testid="parking-records"
          onClick={() => void appRouter().open('parking-record')}
        >
          <Text>{t('records')}</Text>
        </View>
      </View>
    )
  }

  const stay = quote.status === 'ready' ? quote.data?.stay : undefined
  return (
    <PageShell route={ROUTE}>
      {body}
      {couponsOpen && stay && (
        <CouponPicker
          coupons={stay.coupons}
          checked={stay.checkedCouponId}
          onClose={() => setCouponsOpen(false)}
          onPick={(id) => {
            setCouponsOpen(false)
            setCoupon(id)
          }}
        />
      )}
      {paying && (
        <PaymentChooser
          orderId={paying.orderId}
          transactionId={paying.transactionId}
          amountFen={paying.amountFen}
          parking={{ deadline: paying.deadline, onDeadline: () => setPaying(undefined) }}
          onClose={() => {
            setPaying(undefined)
            quote.reload()
          }}
        />
      )}
      {/* Opened from a tab: the shared bar, drawn by the page (it is no tab page, so no platform draws one). */}
      {isShowTabBar && (
        <>
          <View className="parking__tab-bar-room" />
          <TabBar currentPage={PAGE} />
        </>
      )}
    </PageShell>
  )
}
