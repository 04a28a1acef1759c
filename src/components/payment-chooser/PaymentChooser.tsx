/**
 * The payment chooser (product.md section 4 "Payment flow"): the merchant's payment types for this
 * order with the reserve-time countdown (or, with one type that was used last time, payment at once);
 * at zero the gateway closes the order: the chooser reads it again, tells the buyer what the gateway
 * says and opens the order (reserve-end.ts). Paying on the web opens the provider's cashier
 * page, which comes back to the pay-success page; DOOOLY asks for the code sent to the buyer's phone.
 * The sheet says what is being paid (the amount) and can be closed: the order stays unpaid
 * and the caller decides where the buyer goes (confirm order opens the order, as the payment flow does
 * when a payment did not complete; order detail stays).
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import AtFloatLayout from 'taro-ui/lib/components/float-layout'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useT } from '../../locales/locale-atoms'
import { useAsync } from '../../hooks/use-async'
import { useSubmit } from '../../hooks/use-submit'
import { useDeadline } from '../../hooks/use-deadline'
import { cashiers, orderDetail, reserveTime } from '../../services/trade-api'
import { appRouter } from '../../router/app-router'
import { toast } from '../../utils/toast'
import { minutesSeconds } from '../countdown/countdown-format'
import { Price } from '../price/Price'
import { Icon } from '../icon/Icon'
import { priceInfo } from '../../../types/rules/price-info'
import type { Fen } from '../../../types/api/common'
import { VerificationCodeView } from './VerificationCodeView'
import { cashierContext, paysDirectly } from './payment-choice'
import { orderAtReserveEnd, waitMs } from './reserve-end'
import { userAgent } from '../../platform/launch-env'
import { STORAGE_KEYS, parseString, readStored } from '../../storage/storage'
import { afterPay } from '../../services/payment/pay-action'
import { payOrder } from './pay-order'
import { useOpenedAfterMount } from '../../hooks/use-opened-after-mount'
import {
  cardPayLoadingPath,
  goodsPaySuccessPath,
  memberPayReturnPath,
  parkingDetailPath,
  rebookPayLoadingPath,
  reservationPayReturnPath
} from '../../../types/rules/pay-return'
import '../form-field/form-field.scss'
import '../../theme/taro-ui/button.scss'
import '../../theme/taro-ui/float-layout.scss'
import './payment-chooser.scss'

interface Props {
  orderId: string
  transactionId: string
  /** What the buyer pays (the order's payAmount). */
  amountFen: Fen
  onClose(): void
  /**
   * Paying a dearer rebook's difference with the rebook's transaction id: its own deadline
   * (no reserve_time call), its cashier comes back to pay-loading reading the rebook, and at the deadline
   * the caller says what happened.
   */
  rebook?: { rebookId: string; deadline: number; onDeadline(): void }
  /**
   * Paying a member order (issue #18 paid membership) with its transaction id: its own deadline, and the
   * cashier comes back to member-pay-success, which waits for the payment's notification. `orderId` is
   * the member order's id then.
   */
  member?: { deadline: number; onDeadline(): void }
  /**
   * Paying a benefit card order (orderId is then the card order's itemOrderId): its own deadline,
   * its cashier comes back to pay-loading reading the card order, and at the deadline the caller says so.
   */
  card?: { itemOrderId: string; deadline: number; onDeadline(): void }
  /**
   * Paying a goods order: its own deadline (the order's paidDeadlineTime), and the cashier comes back to
   * pay-success with orderType goods; at the deadline the caller says what happened.
   */
  goods?: { deadline: number; onDeadline(): void }
  /**
   * Paying a reservation's booking (orderId is then the booking id): its own deadline (the hold's), and
   * the cashier comes back to reserve-record, which shows the booking; at the deadline the caller says so.
   */
  reservation?: { deadline: number; onDeadline(): void }
  /**
   * Paying a parking fee (orderId is the parking order's): its own deadline, and the cashier comes back
   * to the parking receipt (parking-detail); at the deadline the caller says what happened.
   */
  parking?: { deadline: number; onDeadline(): void }
}

export function PaymentChooser({ orderId, transactionId, amountFen, onClose, rebook, member, card, goods, reservation, parking }: Props) {
  const t = useT()
  const where = cashierContext(process.env.TARO_ENV, userAgent())
  const options = useAsync(
    () => cashiers({ transactionIds: [transactionId], platform: where.platform, browserType: where.browserType }),
    [transactionId]
  )
  const [deadline, setDeadline] = useState<number>()
  const [chosen, setChosen] = useState<string>()
  // DOOOLY: the verification-code view takes the place of the list.
  const [codeStep, setCodeStep] = useState(false)
  const { busy, run } = useSubmit()
  const opened = useOpenedAfterMount()

  useEffect(() => {
    if (rebook) setDeadline(rebook.deadline)
    else if (member) setDeadline(member.deadline)
    else if (card) setDeadline(card.deadline)
    else if (goods) setDeadline(goods.deadline)
    else if (reservation) setDeadline(reservation.deadline)
    else if (parking) setDeadline(parking.deadline)
    else
      reserveTime(transactionId).then(
        (r) => setDeadline(Date.now() + r.time * 1000),
        () => undefined
      )
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [transactionId])
  useEffect(() => {
    if (options.status === 'ready')
      setChosen((c) => c ?? options.data.find((o) => o.isCheck)?.paymentProduct ?? options.data[0]?.paymentProduct)
  }, [options])
  // One type, the one paid with last time: no choice to make, pay at once.
  // Read once: the countdown re-renders every second.
  const lastPayment = useMemo(() => readStored(STORAGE_KEYS.lastPayment, parseString, '') || undefined, [])
  const direct = options.status === 'ready' ? paysDirectly(options.data, lastPayment) : undefined
  const started = useRef(false)
  useEffect(() => {
    if (!direct || started.current) return
    started.current = true
    void submit(direct)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [direct])

  const left = useDeadline(deadline, () => {
    if (rebook) return rebook.onDeadline()
    if (member) return member.onDeadline()
    if (card) return card.onDeadline()
    if (goods) return goods.onDeadline()
    if (reservation) return reservation.onDeadline()
    if (parking) return parking.onDeadline()
    void orderAtReserveEnd(() => orderDetail(orderId), waitMs)
      .then((order) => toast(t('payment.timeout', { state: order.orderStatusTitle })))
      .catch(() => undefined)
      // Not onClose: the order page replaces whichever page the sheet was opened on.
      .then(() => void appRouter().redirect('order_detail', { orderId }))
  })

  const chosenName = options.status === 'ready' ? options.data.find((o) => o.paymentProduct === chosen)?.displayName : undefined

  const submit = (product = chosen) =>
    run(async () => {
      const option = options.status === 'ready' ? options.data.find((o) => o.paymentProduct === product) : undefined
      if (!option) return
      const returnUrl = rebook
        ? rebookPayLoadingPath(orderId, rebook.rebookId)
        : member
          ? memberPayReturnPath(orderId)
          : card
            ? cardPayLoadingPath(card.itemOrderId)
            : goods
              ? goodsPaySuccessPath(orderId)
              : reservation
                ? reservationPayReturnPath(orderId)
                : parking
                  ? parkingDetailPath(orderId)
                  : undefined
      const next = afterPay(await payOrder({ orderId, transactionId, option, where, returnUrl }))
      if (next.kind === 'code-step') setCodeStep(true)
      else if (next.kind === 'poll' && member) void appRouter().redirect('member-pay-success', { orderId, channelId: 'MEMBER' })
      else if (next.kind === 'poll' && rebook) void appRouter().redirect('pay-loading', { orderId, rebookId: rebook.rebookId })
      else if (next.kind === 'poll' && card) void appRouter().redirect('pay-loading', { cardOrderId: card.itemOrderId })
      else if (next.kind === 'poll' && goods) void appRouter().redirect('pay_success', { orderId, orderType: 'goods' })
      else if (next.kind === 'poll' && reservation) void appRouter().redirect('reserve-record', { bookingId: orderId })
      else if (next.kind === 'poll' && parking) void appRouter().redirect('parking-detail', { orderId })
      else if (next.kind === 'poll') void appRouter().redirect('pay_success', { orderId, orderType: 'ticket' })
      else if (next.kind === 'toast') toast(t(next.key))
    })

  return (
    // On taro-ui's AtFloatLayout: its header holds the title; the close is ours, an SVG icon
    // with a label (taro-ui's is two drawn lines without one), placed over the header.
    <AtFloatLayout className="payment-chooser" isOpened={opened} title={t('payment.title')} onClose={onClose}>
      <View className="payment-chooser__close" role="button" aria-label={t('payment.close')} onClick={onClose}>
        <Icon name="close" tone="muted" />
      </View>
      <View className="payment-chooser__amount">
        <Text className="payment-chooser__amount-label">{t('payment.amount')}</Text>
        <Price info={priceInfo(amountFen)} large />
      </View>
      {deadline !== undefined && (
        <Text className="payment-chooser__countdown">{t('payment.countdown', { time: minutesSeconds(left) })}</Text>
      )}
      {codeStep && <VerificationCodeView orderId={orderId} transactionId={transactionId} />}
      {!codeStep &&
        options.status === 'ready' &&
        options.data.map((o) => (
          <View
            key={o.paymentProduct}
            className={`payment-chooser__option ${o.paymentProduct === chosen ? 'payment-chooser__option--on' : ''}`}
            data-product={o.paymentProduct}
            onClick={() => setChosen(o.paymentProduct)}
          >
            <Text>{o.displayName}</Text>
            <Icon name={o.paymentProduct === chosen ? 'radio_on' : 'radio_off'} tone={o.paymentProduct === chosen ? 'main' : 'muted'} />
          </View>
        ))}
      {!codeStep && (
        <AtButton type="primary" className="payment-chooser__pay" disabled={busy || !chosen} loading={busy} onClick={() => void submit()}>
          {chosenName ? t('payment.pay_with', { name: chosenName }) : t('payment.pay')}
        </AtButton>
      )}
    </AtFloatLayout>
  )
}
