/**
 * Confirming a booking (product.md "Reserve": reserve-order): the slot, the visitor's name and phone (the
 * door and the day-before reminder use them), the price; a free booking is booked at once, a paid one
 * holds its place while the buyer pays in the payment chooser. A refusal (full, closed meanwhile, already
 * booked) shows the gateway's message.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import AtInput from 'taro-ui/lib/components/input'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { PaymentChooser } from '../../../components/payment-chooser/PaymentChooser'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { RESERVE_TEXT } from '../../../locales/sections/reserve/reserve-text'
import { bookReservation, bookingVoucher, reservationItem } from '../../../services/reservation-api'
import { RequestError } from '../../../services/request/request-error'
import { toast } from '../../../utils/toast'
import { useLocalRange } from '../../../utils/show-time'
import { priceInfo } from '../../../../types/rules/price-info'
import { visitorProblem } from '../../../../types/rules/reservation-rules'
import { VISITOR_NAME_MAX, VISITOR_PHONE_MAX, type ReservationItemView, type ReservationSlotView } from '../../../../types/api/reservation'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'
import '../reserve.scss'

/** A slot as the reservation pages write it, "2026-12-01 10:00-11:00", its zone said once when the phone's differs. */
const SLOT_SPAN = { start: 'YYYY-MM-DD HH:mm', end: 'HH:mm', separator: '-' }

interface Paying {
  bookingId: string
  transactionId: string
  deadline: number
}

function OrderBody({ item, slot }: { item: ReservationItemView; slot: ReservationSlotView }) {
  const t = useSectionT(RESERVE_TEXT)
  const range = useLocalRange()
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [busy, setBusy] = useState(false)
  const [paying, setPaying] = useState<Paying>()
  const toRecord = (bookingId: string) => void appRouter().redirect('reserve-record', { bookingId })

  const submit = async () => {
    const problem = visitorProblem(name, phone)
    if (problem) return toast(t(problem === 'visitorName' ? 'order.name_problem' : 'order.phone_problem'))
    if (busy) return
    setBusy(true)
    try {
      const reply = await bookReservation({
        slotId: slot.slotId,
        visitorName: name.trim(),
        visitorPhone: phone.trim(),
        payAmount: item.priceFen
      })
      const [transactionId] = reply.unPaidTransactionIds
      if (!transactionId) {
        toast(t('order.booked'))
        return toRecord(reply.bookingId)
      }
      // The hold's deadline is the booking's: read it rather than guess the merchant's reserve minutes.
      const booking = await bookingVoucher(reply.bookingId)
      setPaying({ bookingId: reply.bookingId, transactionId, deadline: booking.payDeadline ?? Date.now() + 15 * 60_000 })
    } catch (error) {
      if (!(error instanceof RequestError)) throw error
      toast(error.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="reserve" data-testid="reserve-order">
      <View className="reserve__block">
        <Text className="reserve__block-title">{t('order.slot')}</Text>
        <Text className="reserve-order__title">{item.title}</Text>
        {item.venueName && <Text className="reserve__muted">{item.venueName}</Text>}
        <Text className="reserve-order__time" data-testid="reserve-order-time">
          {range(slot.start, slot.end, SLOT_SPAN)}
        </Text>
      </View>
      <View className="reserve__block reserve__block--form">
        <Text className="reserve__block-title">{t('order.visitor')}</Text>
        <AtInput
          name="visitorName"
          className="reserve-order__input"
          title={t('order.visitor_name')}
          value={name}
          maxlength={VISITOR_NAME_MAX}
          placeholder={t('order.visitor_name_placeholder')}
          onChange={(value) => setName(String(value))}
        />
        <AtInput
          name="visitorPhone"
          className="reserve-order__input"
          type="phone"
          title={t('order.visitor_phone')}
          value={phone}
          maxlength={VISITOR_PHONE_MAX}
          placeholder={t('order.visitor_phone_placeholder')}
          onChange={(value) => setPhone(String(value))}
        />
      </View>
      <View className="reserve__block reserve-order__price">
        <Text>{t('order.price')}</Text>
        {item.priceFen > 0 ? <Price info={priceInfo(item.priceFen)} /> : <Text className="reserve__free">{t('order.free')}</Text>}
      </View>
      <View className="reserve__bar">
        <AtButton type="primary" className="reserve__submit" disabled={busy} loading={busy} onClick={() => void submit()}>
          {item.priceFen > 0 ? t('order.pay') : t('order.confirm')}
        </AtButton>
      </View>
      {paying && (
        <PaymentChooser
          orderId={paying.bookingId}
          transactionId={paying.transactionId}
          amountFen={item.priceFen}
          reservation={{ deadline: paying.deadline, onDeadline: () => toRecord(paying.bookingId) }}
          onClose={() => toRecord(paying.bookingId)}
        />
      )}
    </View>
  )
}

export default function ReserveOrderPage() {
  const t = useT()
  const tr = useSectionT(RESERVE_TEXT)
  const locale = useAtomValue(localeAtom)
  const { itemId = '', slotId = '' } = useRouteParams()
  const data = useAsync(() => reservationItem(itemId), [itemId, locale])
  const item = data.status === 'ready' ? data.data : undefined
  const slot = item?.slots.find((s) => s.slotId === slotId && s.state === 'OPEN')

  return (
    <PageShell route="reserve-order">
      {data.status === 'loading' && (
        <View className="reserve" aria-busy="true">
          <View className="reserve__skeleton-row" />
          <View className="reserve__skeleton-row" />
        </View>
      )}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
      {item && !slot && (
        <StateView
          kind="empty"
          icon="not_found"
          text={tr('order.slot_gone')}
          action={{ label: t('common.back'), onClick: () => void appRouter().redirect('reserve-detail', { itemId }) }}
        />
      )}
      {item && slot && <OrderBody item={item} slot={slot} />}
    </PageShell>
  )
}
