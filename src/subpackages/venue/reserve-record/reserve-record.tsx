/**
 * The buyer's bookings (product.md "Reserve": reserve-record), newest first: each with its state, slot,
 * visitor and money; an unpaid one can be paid, a booked one shows its entry code for the door, and one
 * within the item's cancel limit can be cancelled after a confirm modal (a paid one says what comes back).
 * Opened with bookingId (after booking or paying), that booking's code is shown at once.
 */
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { QrCode } from '../../../components/qr-code/QrCode'
import { PaymentChooser } from '../../../components/payment-chooser/PaymentChooser'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { RESERVE_TEXT } from '../../../locales/sections/reserve/reserve-text'
import { cancelReservation, myBookings } from '../../../services/reservation-api'
import { RequestError } from '../../../services/request/request-error'
import { toast } from '../../../utils/toast'
import { useLocalFormat, useLocalRange } from '../../../utils/show-time'
import { moneyText } from '../../../../types/rules/money'
import type { BookingView } from '../../../../types/api/reservation'
import '../../../theme/taro-ui/button.scss'
import '../reserve.scss'

/** A slot as the reservation pages write it, "2026-12-01 10:00-11:00", its zone said once when the phone's differs. */
const SLOT_SPAN = { start: 'YYYY-MM-DD HH:mm', end: 'HH:mm', separator: '-' }

function BookingCard({
  booking,
  opened,
  onToggle,
  onChanged,
  onPay
}: {
  booking: BookingView
  opened: boolean
  onToggle(): void
  onChanged(): void
  onPay(): void
}) {
  const t = useSectionT(RESERVE_TEXT)
  const local = useLocalFormat()
  const range = useLocalRange()
  const locale = useAtomValue(localeAtom)
  const [busy, setBusy] = useState(false)
  const b = booking

  const cancel = async () => {
    const content =
      b.state === 'BOOKED' && b.priceFen > 0
        ? t('record.cancel_confirm_paid', { price: moneyText(b.priceFen, locale) })
        : t('record.cancel_confirm')
    const { confirm } = await Taro.showModal({ title: t('record.cancel_title'), content })
    if (!confirm || busy) return
    setBusy(true)
    try {
      await cancelReservation(b.bookingId)
      toast(t('record.cancelled'))
    } catch (error) {
      if (!(error instanceof RequestError)) throw error
      toast(error.message)
    } finally {
      setBusy(false)
      onChanged()
    }
  }

  return (
    <View className="reserve-booking" data-testid="reserve-booking" data-state={b.state} data-booking-id={b.bookingId}>
      <View className="reserve-booking__head">
        <Text className="reserve-booking__title">{b.itemTitle}</Text>
        <Text className={`reserve-booking__state reserve-booking__state--${b.state.toLowerCase()}`} data-testid="reserve-booking-state">
          {t(`record.state.${b.state}`)}
        </Text>
      </View>
      <View className="reserve-card__line">
        <Icon name="ticket" tone="muted" className="reserve-card__icon" />
        <Text>{range(b.slotStart, b.slotEnd, SLOT_SPAN)}</Text>
      </View>
      {b.venueName && (
        <View className="reserve-card__line">
          <Icon name="location" tone="muted" className="reserve-card__icon" />
          <Text>{b.venueName}</Text>
        </View>
      )}
      <View className="reserve-card__line">
        <Icon name="person" tone="muted" className="reserve-card__icon" />
        <Text>{t('record.visitor', { name: b.visitorName, phone: b.visitorPhone })}</Text>
      </View>
      {b.state === 'UNPAID' && b.payDeadline && (
        <Text className="reserve__warn">{t('record.pay_until', { time: local(b.payDeadline, 'HH:mm') })}</Text>
      )}
      {b.refundFen > 0 && <Text className="reserve__muted">{t('record.refund', { price: moneyText(b.refundFen, locale) })}</Text>}
      {b.state === 'BOOKED' && (
        <Text className="reserve__muted">
          {b.cancellable ? t('record.cancel_until', { time: local(b.cancelUntil, 'MM-DD HH:mm') }) : t('record.no_cancel')}
        </Text>
      )}
      {opened && b.entryCode && (
        <View className="reserve-booking__code" data-testid="reserve-entry-code">
          <Text className="reserve__block-title">{t('record.entry_code')}</Text>
          <QrCode text={b.entryCode} className="reserve-booking__qr" />
          <Text className="reserve-booking__code-text" selectable>
            {b.entryCode}
          </Text>
          <Text className="reserve__muted">{t('record.entry_code_hint')}</Text>
        </View>
      )}
      <View className="reserve-booking__actions">
        {b.state === 'UNPAID' && (
          <AtButton type="primary" size="small" className="reserve-booking__pay" onClick={onPay}>
            {t('record.pay')}
          </AtButton>
        )}
        {b.entryCode && (
          <AtButton type="secondary" size="small" className="reserve-booking__toggle" onClick={onToggle}>
            {opened ? t('record.hide_code') : t('record.show_code')}
          </AtButton>
        )}
        {b.cancellable && (
          <AtButton size="small" className="reserve-booking__cancel" disabled={busy} loading={busy} onClick={() => void cancel()}>
            {t('record.cancel')}
          </AtButton>
        )}
      </View>
    </View>
  )
}

function RecordSkeleton() {
  return (
    <View className="reserve__list" aria-busy="true">
      {[0, 1].map((i) => (
        <View key={i} className="reserve-booking reserve-card--skeleton">
          <View className="reserve__skeleton-line" />
          <View className="reserve__skeleton-line reserve__skeleton-line--short" />
          <View className="reserve__skeleton-line reserve__skeleton-line--short" />
        </View>
      ))}
    </View>
  )
}

export default function ReserveRecordPage() {
  const t = useSectionT(RESERVE_TEXT)
  const locale = useAtomValue(localeAtom)
  const { bookingId } = useRouteParams()
  const data = useAsync(() => myBookings(), [locale])
  const [opened, setOpened] = useState<string | undefined>(bookingId)
  const [paying, setPaying] = useState<BookingView>()

  return (
    <PageShell route="reserve-record">
      <View className="reserve" data-testid="reserve-record">
        {data.status === 'loading' && <RecordSkeleton />}
        {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
        {data.status === 'ready' && data.data.length === 0 && (
          <StateView
            kind="empty"
            icon="not_found"
            text={t('record.empty')}
            action={{ label: t('record.empty_action'), onClick: () => void appRouter().open('reserve-index') }}
          />
        )}
        {data.status === 'ready' && data.data.length > 0 && (
          <View className="reserve__list">
            {data.data.map((b) => (
              <BookingCard
                key={b.bookingId}
                booking={b}
                opened={opened === b.bookingId}
                onToggle={() => setOpened((o) => (o === b.bookingId ? undefined : b.bookingId))}
                onChanged={data.refresh}
                onPay={() => setPaying(b)}
              />
            ))}
          </View>
        )}
      </View>
      {paying && paying.unPaidTransactionIds[0] && (
        <PaymentChooser
          orderId={paying.bookingId}
          transactionId={paying.unPaidTransactionIds[0]}
          amountFen={paying.priceFen}
          reservation={{
            deadline: paying.payDeadline ?? Date.now(),
            onDeadline: () => {
              setPaying(undefined)
              data.refresh()
            }
          }}
          onClose={() => {
            setPaying(undefined)
            data.refresh()
          }}
        />
      )}
    </PageShell>
  )
}
