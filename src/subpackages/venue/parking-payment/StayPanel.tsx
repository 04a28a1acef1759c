/** The plate's stay: the car park, entry and duration, the fee rule, the fee by day, the coupon, and what to pay. */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { Icon } from '../../../components/icon/Icon'
import { StateView } from '../../../components/state-view/StateView'
import { useSectionT } from '../../../locales/section-i18n'
import { PARKING_TEXT } from '../../../locales/sections/parking/parking-text'
import { useLocalFormat } from '../../../utils/show-time'
import { yuanText } from '../../../../types/rules/money'
import type { ParkingQuote } from '../../../../types/api/parking'
import { durationParts, stayPhase } from './parking-view'

interface Props {
  quote: ParkingQuote
  busy: boolean
  onCoupons(): void
  onPay(): void
}

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

export function StayPanel({ quote, busy, onCoupons, onPay }: Props) {
  const t = useSectionT(PARKING_TEXT)
  const local = useLocalFormat()
  const stay = quote.stay
  const phase = stayPhase(quote, Date.now())
  if (!stay) return <StateView kind="empty" text={t('not_inside')} detail={t('not_inside_detail')} />
  const lot = stay.lot
  const d = durationParts(stay.minutes)
  const usable = stay.coupons.filter((c) => c.usable).length
  const rule =
    t('rule_text', { free: lot.freeMinutes, step: lot.stepMinutes, price: yuanText(lot.stepFen) }) +
    (lot.dailyCapFen !== null ? t('rule_cap', { cap: yuanText(lot.dailyCapFen) }) : '')
  return (
    <View className="parking-stay" data-testid="parking-stay" data-phase={phase}>
      <View className="parking-card">
        <View className="parking-card__title">
          <Icon name="parking" tone="main" className="parking-card__icon" />
          <Text>{lot.name}</Text>
        </View>
        <Row label={t('entry_time')} value={local(stay.entryTime, 'YYYY-MM-DD HH:mm')} />
        <Row label={t('duration')} value={t('duration_value', d)} testId="parking-duration" />
        <Row label={t('rule')} value={rule} />
        <Text className="parking__note">{t('rule_grace', { grace: lot.graceMinutes })}</Text>
      </View>
      <View className="parking-card">
        {stay.free && <Text className="parking__note">{t('free')}</Text>}
        {stay.days.map((day) => (
          <Row
            key={day.date}
            label={t('day_line', { date: day.date, steps: day.steps })}
            value={`${day.capped ? `${t('capped')} ` : ''}¥${yuanText(day.feeFen)}`}
          />
        ))}
        <Row label={t('fee')} value={`¥${yuanText(stay.feeFen)}`} testId="parking-fee" />
        {stay.settledFen > 0 && <Row label={t('settled')} value={`-¥${yuanText(stay.settledFen)}`} />}
        {phase === 'PAY' && (
          <View className="parking-row parking-row--link" role="button" data-testid="parking-coupon" onClick={onCoupons}>
            <Text className="parking-row__label">{t('coupon')}</Text>
            <Text className="parking-row__value">
              {stay.couponFen > 0 ? `-¥${yuanText(stay.couponFen)}` : usable ? t('coupon_count', { count: usable }) : t('coupon_unusable')}
            </Text>
            <Icon name="chevron_right" tone="muted" className="parking-row__chevron" />
          </View>
        )}
      </View>
      {phase === 'PAID' && stay.paidUntil !== null && (
        <Text className="parking__status" data-testid="parking-paid">
          {t('paid_until', { time: local(stay.paidUntil, 'HH:mm') })}
        </Text>
      )}
      {phase === 'NOTHING_DUE' && <Text className="parking__status">{t('nothing_due')}</Text>}
      {phase === 'PAY' && (
        <View className="parking-pay">
          <Text className="parking-pay__label">{t('due')}</Text>
          <Text className="parking-pay__amount" data-testid="parking-pay-amount">
            ¥{yuanText(stay.payFen)}
          </Text>
          <AtButton type="primary" className="parking-pay__button" disabled={busy} loading={busy} onClick={onPay}>
            {t('pay')}
          </AtButton>
        </View>
      )}
    </View>
  )
}
