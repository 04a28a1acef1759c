/**
 * confirm_order (/order/confirm, login): the tickets chosen on booking (or the seats on pick-seat), attendees matched to tickets on a
 * real-name show, delivery (e-ticket, or paper tickets by express to an address), the price breakdown with the coupon and points rows (filled by
 * the membership issue) and the buyer's remarks where the merchant asks for them, then the order is created and paid through the payment chooser. Free orders
 * go straight to pay-success.
 */
import { Text, Textarea, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { PaymentChooser } from '../../../components/payment-chooser/PaymentChooser'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { buyingProofs, prefillInfo, seatPlanAgeLimits, showStatic } from '../../../services/show-api'
import { audiences } from '../../../services/buyer-api'
import { createOrder, preOrder } from '../../../services/trade-api'
import { priceInfo } from '../../../../types/rules/price-info'
import { AUDIENCE_MAX, effectiveMinAge, maskPhone } from '../../../../types/rules/account-rules'
import { toast } from '../../../utils/toast'
import { decodeSeatParam } from '../../../utils/seat-param'
import type { OrderItemInput } from '../../../../types/api/order'
import { parseSeatKey, seatLabel, type SeatPlace } from '../../../../types/rules/seat-key'
import { DeliveryChooser } from './DeliveryChooser'
import { shopConfigAtom } from '../../../shop-config/shop-config-atoms'
import { REMARKS_MAX, remarksProblem } from '../../../../types/rules/order-rules'
import type { DeliverMethod } from '../../../../types/api/show'
import { attendeesReady, idempotencyKeys, newIdempotencyKey, toggleAttendee } from './confirm-order-model'
import './confirm-order.scss'

export default function ConfirmOrderPage() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const { showId = '', sessionId = '', seatPlanId = '', qty: qtyParam = '1', seats } = useRouteParams()
  // Seats chosen on pick-seat make one item per price zone; otherwise one general-admission item.
  const items = useMemo((): OrderItemInput[] => {
    const chosenSeats = decodeSeatParam(seats)
    if (chosenSeats.length) return chosenSeats.map((i) => ({ showId, bizShowSessionId: sessionId, seatPlanId: i.seatPlanId, qty: i.seatIds.length, seatIds: i.seatIds }))
    return [{ showId, bizShowSessionId: sessionId, seatPlanId, qty: Math.max(1, Number(qtyParam) || 1) }]
  }, [showId, sessionId, seatPlanId, qtyParam, seats])
  const qty = items.reduce((n, i) => n + i.qty, 0)
  const seatNames = items.flatMap((i) => (i.seatIds ?? []).map((k) => parseSeatKey(k)).filter((p): p is SeatPlace => !!p))
  const data = useAsync(async () => {
    // The proofs order creation needs (risk token and passId), kept here and passed to the order calls.
    const [show, proofs] = await Promise.all([showStatic(showId), buyingProofs(showId)])
    const people = show.realName ? (await audiences({ showId, seatPlanIds: items.map((i) => i.seatPlanId).join(','), length: AUDIENCE_MAX })).list : []
    // The attendees pre-filled for the grab come chosen (while that pre-fill holds).
    const prefilled = show.realName ? await prefillInfo(showId).catch(() => null) : null
    // The age attendees must reach for these plans, to say why someone cannot be chosen.
    const ages = show.realName ? await seatPlanAgeLimits(showId, sessionId) : []
    const minAge = effectiveMinAge(show.minLimitAge, ages.filter((a) => items.some((i) => i.seatPlanId === a.seatPlanId)).map((a) => a.minAge))
    return { show, proofs, people, minAge, prefilled: prefilled?.valid ? prefilled.audienceIds : [] }
  }, [showId, sessionId, items, locale])
  const remarkSetting = useAtomValue(shopConfigAtom).orderRemark
  const [remarks, setRemarks] = useState('')
  const [deliver, setDeliver] = useState<DeliverMethod>('E_TICKET')
  const [addressId, setAddressId] = useState<string>()
  const delivery = useMemo(() => ({ deliverMethod: deliver, addressId: deliver === 'EXPRESS' ? addressId : undefined }), [deliver, addressId])
  // The amounts, from the gateway, again whenever the tickets or the delivery change (after the proofs are in).
  const proofs = data.status === 'ready' ? data.data.proofs : undefined
  const pricing = useAsync(
    () => (proofs && !(delivery.deliverMethod === 'EXPRESS' && !delivery.addressId) ? preOrder({ showId, items, ...delivery }, proofs) : Promise.resolve(undefined)),
    [proofs, showId, items, delivery]
  )
  const [chosen, setChosen] = useState<string[]>([])
  const [paying, setPaying] = useState<{ orderId: string; transactionId: string }>()
  const keyFor = useMemo(() => idempotencyKeys(newIdempotencyKey), [])
  const { busy, run } = useSubmit()
  useEffect(() => {
    if (data.status !== 'ready' || !data.data.prefilled.length) return
    const { people, prefilled } = data.data
    setChosen((c) => (c.length ? c : prefilled.filter((id) => people.some((a) => a.id === id && a.selectable !== false)).slice(0, qty)))
  }, [data, qty])

  if (data.status === 'loading') return <PageShell route='confirm_order'><StateView kind='loading' /></PageShell>
  if (data.status === 'error') return <PageShell route='confirm_order'><StateView kind='error' onRetry={data.reload} /></PageShell>
  const { show, people, minAge } = data.data
  const realName = show.realName === true
  const priced = pricing.status === 'ready' ? pricing.data : undefined
  const canSubmit = !busy && !!priced && attendeesReady(realName, chosen, qty)

  const submit = () =>
    run(async () => {
      if (!attendeesReady(realName, chosen, qty)) return toast(t('confirm_order.attendees_count', { count: qty }))
      if (delivery.deliverMethod === 'EXPRESS' && !delivery.addressId) return toast(t('confirm_order.choose_address'))
      if (remarksProblem(remarks, remarkSetting) === 'required') return toast(t('confirm_order.remarks_required'))
      if (!priced || !proofs) return
      // Attendees go with the tickets in order: each item takes the next ones.
      let next = 0
      const withAttendees = items.map((i) => ({ ...i, audienceIds: realName ? chosen.slice(next, (next += i.qty)) : undefined }))
      const body = { showId, items: withAttendees, ...delivery, remarks: remarks.trim() || undefined, paymentParam: { payAmount: priced.payAmount } }
      const reply = await createOrder({ ...body, idempotencyKey: keyFor(body) }, proofs)
      const transactionId = reply.unPaidTransactionIds[0]
      if (!transactionId) return void appRouter().redirect('pay_success', { orderId: reply.orderId, orderType: 'ticket' })
      setPaying({ orderId: reply.orderId, transactionId })
    })

  return (
    <PageShell route='confirm_order'>
      <View className='confirm-order'>
        <View className='confirm-order__block'>
          <Text className='confirm-order__show'>{show.showName}</Text>
          <Text className='confirm-order__line'>{`${show.cityName ?? ''} | ${show.venueName ?? ''}`}</Text>
          <Text className='confirm-order__line confirm-order__qty'>{t('order.qty', { count: qty })}</Text>
          {seatNames.length > 0 && (
            <Text className='confirm-order__line confirm-order__seats'>{`${t('confirm_order.seats')}：${seatNames.map((p) => seatLabel(p, locale)).join(locale === 'en-US' ? ', ' : '、')}`}</Text>
          )}
        </View>

        {realName && (
          <View className='confirm-order__block'>
            <Text className='confirm-order__heading'>{t('confirm_order.attendees')}</Text>
            <Text className='confirm-order__line'>{t('confirm_order.attendees_hint', { count: qty })}</Text>
            {people.map((a) => {
              const on = chosen.includes(a.id)
              return (
                <View
                  key={a.id}
                  className={`confirm-order__attendee${on ? ' confirm-order__attendee--on' : ''}${a.selectable === false ? ' confirm-order__attendee--off' : ''}`}
                  role='checkbox'
                  aria-checked={on}
                  onClick={() => setChosen((c) => toggleAttendee(c, a, qty))}
                >
                  <Text>{on ? '☑' : '☐'}</Text>
                  <Text className='confirm-order__attendee-name'>{a.name}</Text>
                  <Text className='confirm-order__line'>{a.cellphone ? maskPhone(a.cellphone) : ''}</Text>
                  {a.selectable === false && minAge ? <Text className='confirm-order__line'>{t('confirm_order.too_young', { age: minAge })}</Text> : null}
                </View>
              )
            })}
            <Text className='confirm-order__link' onClick={() => void appRouter().open('audience-modification')}>
              + {t('confirm_order.add_attendee')}
            </Text>
          </View>
        )}

        <View className='confirm-order__block'>
          <DeliveryChooser options={show.deliveryMethods ?? []} method={deliver} onMethod={setDeliver} addressId={addressId} onAddress={setAddressId} />
        </View>

        {remarkSetting?.enabled && (
          <View className='confirm-order__block'>
            <Text className='confirm-order__heading'>{t(remarkSetting.required ? 'confirm_order.remarks_title_required' : 'confirm_order.remarks_title')}</Text>
            <Textarea className='confirm-order__remarks' value={remarks} maxlength={REMARKS_MAX} autoHeight placeholder={t('confirm_order.remarks_placeholder', { max: REMARKS_MAX })} onInput={(e) => setRemarks(e.detail.value)} />
          </View>
        )}

        <View className='confirm-order__block'>
          {pricing.status === 'error' && <StateView kind='error' onRetry={pricing.reload} />}
          <View className='confirm-order__row'>
            <Text>{t('confirm_order.ticket_amount')}</Text>
            {priced && <Price info={priceInfo(priced.ticketAmount)} />}
          </View>
          <View className='confirm-order__row confirm-order__delivery-fee'>
            <Text>{t('confirm_order.delivery_fee')}</Text>
            {priced && <Price info={priceInfo(priced.deliveryFee)} />}
          </View>
          <View className='confirm-order__row'>
            <Text>{t('confirm_order.service_fee')}</Text>
            {priced && <Price info={priceInfo(priced.paymentServiceFee)} />}
          </View>
          <View className='confirm-order__row confirm-order__row--off'>
            <Text>{t('confirm_order.coupon')}</Text>
            <Text>{t('confirm_order.none_available')}</Text>
          </View>
          <View className='confirm-order__row confirm-order__row--off'>
            <Text>{t('confirm_order.points')}</Text>
            <Text>{t('confirm_order.none_available')}</Text>
          </View>
        </View>
      </View>

      <View className='confirm-order__bar'>
        <Text className='confirm-order__due'>{t('confirm_order.amount_due')}</Text>
        {priced && <Price info={priceInfo(priced.payAmount)} large />}
        <View className={`confirm-order__submit ${canSubmit ? '' : 'confirm-order__submit--off'}`} onClick={() => void submit()}>
          <Text>{t('confirm_order.submit')}</Text>
        </View>
      </View>
      {paying && <PaymentChooser orderId={paying.orderId} transactionId={paying.transactionId} onClose={() => setPaying(undefined)} />}
    </PageShell>
  )
}
