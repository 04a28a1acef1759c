/**
 * parking-detail (login; product.md "Parking (login)"): the receipt of one parking payment: the plate and
 * car park, the time charged, the fee by day, the coupon, what was paid, until when the car may leave,
 * and a refund if the merchant made one. The cashier comes back here after paying.
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { PARKING_TEXT } from '../../../locales/sections/parking/parking-text'
import { parkingRecord } from '../../../services/parking-api'
import { RequestError } from '../../../services/request/request-error'
import { useLocalFormat } from '../../../utils/show-time'
import { yuanText } from '../../../../types/rules/money'
import { durationParts } from '../parking-payment/parking-view'
import '../parking-payment/parking-payment.scss'

const ROUTE = 'parking-detail'

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <View className="parking-row">
      <Text className="parking-row__label">{label}</Text>
      <Text className="parking-row__value" data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}

export default function ParkingDetailPage() {
  const t = useSectionT(PARKING_TEXT)
  const local = useLocalFormat()
  const locale = useAtomValue(localeAtom)
  const { orderId = '' } = useRouteParams()
  const data = useAsync(() => parkingRecord(orderId), [orderId, locale])
  // Back from the cashier the payment may have just settled.
  useDidShow(() => data.refresh())
  const notFound = data.status === 'error' && data.error instanceof RequestError && data.error.errorCode === 'PARKING_ORDER_NOT_FOUND'
  const toParking = { label: t('go_pay'), onClick: () => void appRouter().redirect('parking_payment') }

  let body
  if (data.status === 'loading')
    body = (
      <View className="parking" aria-busy="true">
        <View className="parking__skeleton" />
        <View className="parking__skeleton" />
      </View>
    )
  else if (notFound) body = <StateView kind="empty" icon="not_found" text={t('not_found')} action={toParking} />
  else if (data.status === 'error') body = <StateView kind="error" onRetry={data.reload} />
  else {
    const r = data.data
    const d = durationParts(r.minutes)
    body = (
      <View className="parking" data-testid="parking-receipt" data-state={r.state}>
        <View className="parking-card">
          <View className="parking-card__title">
            <Icon name="parking" tone="main" className="parking-card__icon" />
            <Text>{t('receipt')}</Text>
            <Text className="parking-record__state" data-testid="parking-receipt-state">
              {t(`state_${r.state}`)}
            </Text>
          </View>
          <Row label={t('plate')} value={r.plate} />
          <Row label={t('lot')} value={r.lotName} />
          <Row label={t('entry_time')} value={local(r.entryTime, 'YYYY-MM-DD HH:mm')} />
          <Row label={t('charged_to')} value={local(r.quotedTime, 'YYYY-MM-DD HH:mm')} />
          <Row label={t('duration')} value={t('duration_value', d)} />
        </View>
        <View className="parking-card">
          {r.days.map((day) => (
            <Row
              key={day.date}
              label={t('day_line', { date: day.date, steps: day.steps })}
              value={`${day.capped ? `${t('capped')} ` : ''}¥${yuanText(day.feeFen)}`}
            />
          ))}
          <Row label={t('fee')} value={`¥${yuanText(r.feeFen)}`} />
          {r.settledBeforeFen > 0 && <Row label={t('settled')} value={`-¥${yuanText(r.settledBeforeFen)}`} />}
          {r.couponFen > 0 && (
            <Row label={r.couponTitle ?? t('coupon')} value={`-¥${yuanText(r.couponFen)}`} testId="parking-receipt-coupon" />
          )}
          <Row label={t('pay_amount')} value={`¥${yuanText(r.payFen)}`} testId="parking-receipt-paid" />
          {r.paymentProduct && <Row label={t('pay_method')} value={r.paymentProduct} />}
          {r.paidTime !== null && <Row label={t('paid_time')} value={local(r.paidTime, 'YYYY-MM-DD HH:mm')} />}
          {r.paidUntil !== null && <Row label={t('leave_by')} value={local(r.paidUntil, 'YYYY-MM-DD HH:mm')} />}
          {r.refundedFen > 0 && <Row label={t('refunded')} value={`¥${yuanText(r.refundedFen)}`} />}
          {r.refundReason && <Row label={t('refund_reason')} value={r.refundReason} />}
          <Row label={t('order_no')} value={r.orderId} />
        </View>
        <View className="parking__records" role="button" onClick={() => void appRouter().open('parking-record')}>
          <Text>{t('records')}</Text>
        </View>
      </View>
    )
  }
  return <PageShell route={ROUTE}>{body}</PageShell>
}
