/**
 * confirm_order (/order/confirm, login): what is bought first (show, session time, venue, each tier's unit price and quantity, seats, fees
 * and the total: order-summary.ts), the tickets chosen on booking (or the seats on pick-seat), attendees matched to tickets on a
 * real-name show, delivery (e-ticket, or paper tickets by express to an address), the price breakdown with the coupon and points rows (filled by
 * the membership issue) and the buyer's remarks where the merchant asks for them, then the order is created and paid through the payment chooser. Free orders
 * go straight to pay-success.
 */
import { Image, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import AtTextarea from 'taro-ui/lib/components/textarea'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useMemo, useRef, useState } from 'react'
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
import { buyingProofs, prefillInfo, seatPlanAgeLimits, seatPlansStatic, sessionsStatic, showStatic } from '../../../services/show-api'
import { assetUrl } from '../../../services/asset-url'
import { showTimeText as bareShowTime, useShowTimeText } from '../../../utils/show-time'
import { audiences } from '../../../services/buyer-api'
import { createOrder, preOrder } from '../../../services/trade-api'
import { priceInfo } from '../../../../types/rules/price-info'
import { AUDIENCE_MAX, effectiveMinAge, maskPhone } from '../../../../types/rules/account-rules'
import { toast } from '../../../utils/toast'
import { decodeSeatParam } from '../../../utils/seat-param'
import type { OrderItemInput } from '../../../../types/api/order'
import { ERROR_CODES } from '../../../../types/api/errors'
import { DeliveryChooser } from './DeliveryChooser'
import { merchantZoneAtom, shopConfigAtom } from '../../../shop-config/shop-config-atoms'
import { REMARKS_MAX, remarksProblem } from '../../../../types/rules/order-rules'
import type { DeliverMethod } from '../../../../types/api/show'
import { attendeesReady, chosenAfterReload, idempotencyKeys, newIdempotencyKey, toggleAttendee } from './confirm-order-model'
import { CouponSheet } from './CouponSheet'
import { useSectionT } from '../../../locales/section-i18n'
import { COUPON_TEXT } from '../../../locales/sections/coupon/coupon-text'
import { memberRows, seatWords, sessionNameBeyondTime, summaryAmounts, summaryLines, ticketCount } from './order-summary'
import { Icon } from '../../../components/icon/Icon'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { cardBookingParams } from '../../../utils/card-booking-params'
import { CARD_TEXT } from '../../../locales/sections/card/card-text'
import { TIED_TEXT } from '../../../locales/sections/tied/tied-text'
import { TiedGoodsSection } from './TiedGoodsSection'
import { PointsRow } from './PointsRow'
import { goodsParam, tiedGoodsProblem, type TiedPicks } from './tied-goods-model'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/textarea.scss'
import './confirm-order.scss'

/** create_order's refusals after which the page prices again: a coupon taken or unusable, a balance or price moved. */
const PRICE_AGAIN: readonly number[] = [ERROR_CODES.COUPON_ORDER_TAKEN, ERROR_CODES.COUPON_ORDER_UNUSABLE, ERROR_CODES.PRICE_CHANGED]

export default function ConfirmOrderPage() {
  const t = useT()
  const ct = useSectionT(COUPON_TEXT)
  const mt = useSectionT(MEMBER_TEXT)
  const locale = useAtomValue(localeAtom)
  const routeParams = useRouteParams()
  const { showId = '', sessionId = '', seatPlanId = '', qty: qtyParam = '1', seats, privilegeId } = routeParams
  // Booking with a benefit card: both ids go to pre_order and create_order, which price the tickets at the card's price.
  const kt = useSectionT(CARD_TEXT)
  const tt = useSectionT(TIED_TEXT)
  const cardIds = useMemo(() => cardBookingParams(routeParams), [routeParams])
  // Under a privilege code: named on both calls, so the request layer sends the privilege token.
  const privilege = privilegeId ? { privilegeId } : {}
  // Seats chosen on pick-seat make one item per price zone; otherwise one general-admission item.
  const items = useMemo((): OrderItemInput[] => {
    const chosenSeats = decodeSeatParam(seats)
    if (chosenSeats.length)
      return chosenSeats.map((i) => ({
        showId,
        bizShowSessionId: sessionId,
        seatPlanId: i.seatPlanId,
        qty: i.seatIds.length,
        seatIds: i.seatIds
      }))
    return [{ showId, bizShowSessionId: sessionId, seatPlanId, qty: Math.max(1, Number(qtyParam) || 1) }]
  }, [showId, sessionId, seatPlanId, qtyParam, seats])
  const qty = ticketCount(items)
  const showTimeText = useShowTimeText()
  const zone = useAtomValue(merchantZoneAtom)
  const data = useAsync(async () => {
    // The proofs order creation needs (risk token and passId), kept here and passed to the order calls.
    // The session and its tiers only name what is bought: without them the order can still be placed.
    const [show, proofs, sessions, plans] = await Promise.all([
      showStatic(showId),
      buyingProofs(showId),
      sessionsStatic(showId).catch(() => []),
      seatPlansStatic(showId, sessionId).catch(() => [])
    ])
    // The attendees pre-filled for the grab come chosen (while that pre-fill holds).
    const prefilled = show.realName ? await prefillInfo(showId).catch(() => null) : null
    // The age attendees must reach for these plans, to say why someone cannot be chosen.
    const ages = show.realName ? await seatPlanAgeLimits(showId, sessionId) : []
    const minAge = effectiveMinAge(
      show.minLimitAge,
      ages.filter((a) => items.some((i) => i.seatPlanId === a.seatPlanId)).map((a) => a.minAge)
    )
    const session = sessions.find((x) => x.bizShowSessionId === sessionId)
    return { show, proofs, session, lines: summaryLines(items, plans), minAge, prefilled: prefilled?.valid ? prefilled.audienceIds : [] }
  }, [showId, sessionId, items, locale])
  const show = data.status === 'ready' ? data.data.show : undefined
  const seatPlanIds = items.map((i) => i.seatPlanId).join(',')
  // Read apart from the rest and again whenever the page is shown: an attendee added from here is listed on return.
  const people = useAsync(
    () => (show?.realName ? audiences({ showId, seatPlanIds, length: AUDIENCE_MAX }).then((p) => p.list) : Promise.resolve(undefined)),
    [show, showId, seatPlanIds]
  )
  useDidShow(() => {
    if (people.status === 'ready') people.refresh()
  })
  const remarkSetting = useAtomValue(shopConfigAtom).orderRemark
  const [remarks, setRemarks] = useState('')
  const [deliver, setDeliver] = useState<DeliverMethod>('E_TICKET')
  const [addressId, setAddressId] = useState<string>()
  const delivery = useMemo(
    () => ({ deliverMethod: deliver, addressId: deliver === 'EXPRESS' ? addressId : undefined }),
    [deliver, addressId]
  )
  // The amounts, from the gateway, again whenever the tickets or the delivery change (after the proofs are in).
  const proofs = data.status === 'ready' ? data.data.proofs : undefined
  // The coupons the buyer toggled; undefined until then, so the gateway pre-selects its best pick.
  const [couponIds, setCouponIds] = useState<string[]>()
  const [couponsOpen, setCouponsOpen] = useState(false)
  // The points switch: off until the buyer turns it on; the gateway works out how many.
  const [usePoints, setUsePoints] = useState(false)
  // The show's goods the buyer adds (TiedGoodsSection): priced and paid with the tickets.
  const [tiedPicks, setTiedPicks] = useState<TiedPicks>({})
  const goods = useMemo(() => goodsParam(tiedPicks), [tiedPicks])
  const pricing = useAsync(
    () =>
      proofs && !(delivery.deliverMethod === 'EXPRESS' && !delivery.addressId)
        ? preOrder(
            {
              showId,
              items,
              ...delivery,
              ...(couponIds ? { couponIds } : {}),
              ...(usePoints ? { usePoints } : {}),
              ...cardIds,
              ...privilege,
              ...goods
            },
            proofs
          )
        : Promise.resolve(undefined),
    [proofs, showId, items, delivery, couponIds, usePoints, cardIds, privilegeId, goods]
  )
  // The seats' names from the latest preview, kept while a new one is fetched (no flicker back to places).
  const [seatInfos, setSeatInfos] = useState<Record<string, string>>()
  useEffect(() => {
    if (pricing.status === 'ready' && pricing.data?.seatInfos) setSeatInfos(pricing.data.seatInfos)
  }, [pricing])
  const seatNames = seatInfos ?? (pricing.status === 'ready' ? pricing.data?.seatInfos : undefined)
  // The seats line waits for the gateway's names (a designer's "A区" would otherwise flash in after the
  // place names); a preview that failed or carries none shows the places.
  const seatsSettled = seatNames !== undefined || pricing.status === 'error' || (pricing.status === 'ready' && pricing.data !== undefined)
  const [chosen, setChosen] = useState<string[]>([])
  const listed = useRef<string[]>()
  const [paying, setPaying] = useState<{ orderId: string; transactionId: string; amountFen: number }>()
  const keyFor = useMemo(() => idempotencyKeys(newIdempotencyKey), [])
  const { busy, run } = useSubmit()
  useEffect(() => {
    if (people.status !== 'ready' || !people.data) return
    const list = people.data
    const before = listed.current
    listed.current = list.map((a) => a.id)
    if (before) return setChosen((c) => chosenAfterReload(c, before, list, qty))
    const prefilled = data.status === 'ready' ? data.data.prefilled : []
    setChosen((c) => (c.length ? c : prefilled.filter((id) => list.some((a) => a.id === id && a.selectable !== false)).slice(0, qty)))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [people, qty])

  if (data.status === 'loading')
    return (
      <PageShell route="confirm_order">
        <StateView kind="loading" />
      </PageShell>
    )
  if (data.status === 'error')
    return (
      <PageShell route="confirm_order">
        <StateView kind="error" onRetry={data.reload} />
      </PageShell>
    )
  const { show: s, session, lines, minAge } = data.data
  const realName = s.realName === true
  const attendeeList = people.status === 'ready' ? (people.data ?? []) : []
  const priced = pricing.status === 'ready' ? pricing.data : undefined
  const amounts = summaryAmounts(priced)
  const coupons = { usable: priced?.coupons?.filter((c) => c.usable).length ?? 0, discount: priced?.couponDiscount ?? 0 }
  const member = memberRows(priced)
  const when = session ? showTimeText(session.showTime) : ''
  // Compared with the time without its zone label: a name that is the start time is not said twice.
  const sessionName = sessionNameBeyondTime(session, session ? bareShowTime(session.showTime, zone) : '')
  const listSeparator = locale === 'en-US' ? ', ' : '、'
  const expressOffered = (s.deliveryMethods ?? []).some((o) => o.deliverMethod === 'EXPRESS')
  const goodsProblem = tiedGoodsProblem(tiedPicks, delivery, expressOffered)
  const canSubmit = !busy && !!priced && attendeesReady(realName, chosen, qty) && !goodsProblem

  const submit = () =>
    run(async () => {
      if (!attendeesReady(realName, chosen, qty)) return toast(t('confirm_order.attendees_count', { count: qty }))
      if (delivery.deliverMethod === 'EXPRESS' && !delivery.addressId) return toast(t('confirm_order.choose_address'))
      if (goodsProblem) return toast(tt(goodsProblem))
      if (remarksProblem(remarks, remarkSetting) === 'required') return toast(t('confirm_order.remarks_required'))
      if (!priced || !proofs) return
      // Attendees go with the tickets in order: each item takes the next ones.
      let next = 0
      const withAttendees = items.map((i) => ({ ...i, audienceIds: realName ? chosen.slice(next, (next += i.qty)) : undefined }))
      // The coupons the amount was priced with; the gateway checks them again and computes the same amount.
      const chosenCoupons = priced.checkedCouponIds?.length ? { couponIds: priced.checkedCouponIds } : {}
      // Likewise the points: the gateway spends what its formula gives now, or refuses a changed amount.
      const withPoints = priced.points?.isChecked ? { usePoints: true } : {}
      const body = {
        showId,
        items: withAttendees,
        ...delivery,
        remarks: remarks.trim() || undefined,
        ...chosenCoupons,
        ...withPoints,
        ...cardIds,
        ...privilege,
        ...goods,
        paymentParam: { payAmount: priced.payAmount }
      }
      const reply = await createOrder({ ...body, idempotencyKey: keyFor(body) }, proofs).catch((error: unknown) => {
        // A coupon taken by another order meanwhile, or no longer usable: price again (the toast said why).
        const code = (error as { statusCode?: number } | null)?.statusCode
        if (code !== undefined && PRICE_AGAIN.includes(code)) pricing.reload()
        throw error
      })
      const transactionId = reply.unPaidTransactionIds[0]
      if (!transactionId) return void appRouter().redirect('pay_success', { orderId: reply.orderId, orderType: 'ticket' })
      setPaying({ orderId: reply.orderId, transactionId, amountFen: priced.payAmount })
    })

  return (
    <PageShell route="confirm_order">
      {/* --checkout: the page with the side panel on a desktop; order detail shares the blocks' look, not that. */}
      <View className="confirm-order confirm-order--checkout">
        <View className="confirm-order__block confirm-order__summary">
          <View className="confirm-order__summary-head">
            {s.posterUrl ? (
              <Image
                className="confirm-order__poster"
                src={assetUrl(s.posterUrl)}
                mode="aspectFill"
                style={{ backgroundColor: s.posterColor }}
              />
            ) : null}
            <View className="confirm-order__summary-text">
              <Text className="confirm-order__show">{s.showName}</Text>
              {when ? <Text className="confirm-order__when">{sessionName ? `${when} ${sessionName}` : when}</Text> : null}
              <Text className="confirm-order__line confirm-order__venue">{[s.cityName, s.venueName].filter(Boolean).join(' | ')}</Text>
            </View>
          </View>
          <View className="confirm-order__items">
            {lines.map((l) => (
              <View key={l.seatPlanId} className="confirm-order__item" data-seat-plan-id={l.seatPlanId}>
                <View className="confirm-order__row">
                  <Text className="confirm-order__tier">{l.name || t('confirm_order.tickets')}</Text>
                  <View className="confirm-order__unit">
                    {l.unitFen !== undefined && <Price info={priceInfo(l.unitFen)} plain />}
                    <Text>{t('confirm_order.times_qty', { count: l.qty })}</Text>
                  </View>
                </View>
                {l.seats.length > 0 && seatsSettled && (
                  <Text className="confirm-order__line confirm-order__seats">{`${t('confirm_order.seats')}：${seatWords(l.seats, seatNames, locale).join(listSeparator)}`}</Text>
                )}
              </View>
            ))}
            <Text className="confirm-order__line confirm-order__qty">{t('order.qty', { count: qty })}</Text>
          </View>
          {pricing.status === 'error' && <StateView kind="error" onRetry={pricing.reload} />}
          <View className="confirm-order__fees">
            <View className="confirm-order__row">
              <Text>{t('confirm_order.ticket_amount')}</Text>
              {amounts && <Price info={priceInfo(amounts.ticketFen)} plain />}
            </View>
            {amounts?.goodsFen !== undefined && (
              <View className="confirm-order__row confirm-order__goods-fee">
                <Text>{tt('goods_amount')}</Text>
                <Price info={priceInfo(amounts.goodsFen)} plain />
              </View>
            )}
            <View className="confirm-order__row confirm-order__delivery-fee">
              <Text>{t('confirm_order.delivery_fee')}</Text>
              {amounts && <Price info={priceInfo(amounts.deliveryFen)} plain />}
            </View>
            <View className="confirm-order__row">
              <Text>{t('confirm_order.service_fee')}</Text>
              {amounts && <Price info={priceInfo(amounts.serviceFen)} plain />}
            </View>
            {member.memberOffFen > 0 && (
              <View className="confirm-order__row confirm-order__member-fee">
                <Text>{priced?.memberDiscountLabel ?? mt('order_member_off')}</Text>
                <View className="confirm-order__coupon-off">
                  <Text>-</Text>
                  <Price info={priceInfo(member.memberOffFen)} plain />
                </View>
              </View>
            )}
            {priced?.card && priced.card.cardDiscount > 0 && (
              <View className="confirm-order__row confirm-order__card-fee">
                <Text>{kt('order_row')}</Text>
                <View className="confirm-order__coupon-off">
                  <Text>-</Text>
                  <Price info={priceInfo(priced.card.cardDiscount)} plain />
                </View>
              </View>
            )}
            {coupons.discount > 0 && (
              <View className="confirm-order__row confirm-order__coupon-fee">
                <Text>{t('confirm_order.coupon')}</Text>
                <View className="confirm-order__coupon-off">
                  <Text>-</Text>
                  <Price info={priceInfo(coupons.discount)} plain />
                </View>
              </View>
            )}
            {/* The launch channel's discount (issue #18), computed by the gateway before the coupon. */}
            {(priced?.promotionDiscount ?? 0) > 0 && (
              <View className="confirm-order__row confirm-order__promotion-fee">
                <Text>{t('confirm_order.promotion')}</Text>
                <View className="confirm-order__coupon-off">
                  <Text>-</Text>
                  <Price info={priceInfo(priced?.promotionDiscount ?? 0)} plain />
                </View>
              </View>
            )}
            {member.pointsOffFen > 0 && (
              <View className="confirm-order__row confirm-order__points-fee">
                <Text>{mt('order_points_off')}</Text>
                <View className="confirm-order__coupon-off">
                  <Text>-</Text>
                  <Price info={priceInfo(member.pointsOffFen)} plain />
                </View>
              </View>
            )}
          </View>
          <View className="confirm-order__row confirm-order__total">
            <Text>{t('confirm_order.total')}</Text>
            {amounts && <Price info={priceInfo(amounts.totalFen)} large />}
          </View>
        </View>

        {realName && (
          <View className="confirm-order__block">
            <Text className="confirm-order__heading">{t('confirm_order.attendees')}</Text>
            <Text className="confirm-order__line">{t('confirm_order.attendees_hint', { count: qty })}</Text>
            {people.status === 'error' && <StateView kind="error" onRetry={people.reload} />}
            {attendeeList.map((a) => {
              const on = chosen.includes(a.id)
              return (
                <View
                  key={a.id}
                  className={`confirm-order__attendee${on ? ' confirm-order__attendee--on' : ''}${a.selectable === false ? ' confirm-order__attendee--off' : ''}`}
                  role="checkbox"
                  aria-checked={on}
                  onClick={() => setChosen((c) => toggleAttendee(c, a, qty))}
                >
                  <Icon name={on ? 'check_on' : 'check_off'} tone={on ? 'main' : 'muted'} />
                  <Text className="confirm-order__attendee-name">{a.name}</Text>
                  <Text className="confirm-order__line">{a.cellphone ? maskPhone(a.cellphone) : ''}</Text>
                  {a.selectable === false && minAge ? (
                    <Text className="confirm-order__line">{t('confirm_order.too_young', { age: minAge })}</Text>
                  ) : null}
                </View>
              )
            })}
            <Text className="confirm-order__link" onClick={() => void appRouter().open('audience-modification')}>
              + {t('confirm_order.add_attendee')}
            </Text>
          </View>
        )}

        <TiedGoodsSection showId={showId} sessionId={sessionId} picks={tiedPicks} onPicks={setTiedPicks} />

        <View className="confirm-order__block">
          {goodsProblem && <Text className="confirm-order__line confirm-order__goods-problem">{tt(goodsProblem)}</Text>}
          <DeliveryChooser
            options={s.deliveryMethods ?? []}
            method={deliver}
            onMethod={setDeliver}
            addressId={addressId}
            onAddress={setAddressId}
          />
        </View>

        {remarkSetting?.enabled && (
          <View className="confirm-order__block">
            <Text className="confirm-order__heading">
              {t(remarkSetting.required ? 'confirm_order.remarks_title_required' : 'confirm_order.remarks_title')}
            </Text>
            <AtTextarea
              className="confirm-order__remarks"
              value={remarks}
              maxLength={REMARKS_MAX}
              height={64}
              placeholder={t('confirm_order.remarks_placeholder', { max: REMARKS_MAX })}
              onChange={(value) => setRemarks(value)}
            />
          </View>
        )}

        <View className="confirm-order__block">
          {priced?.card && (
            // The card this order books with ("权益卡 · 剩余N次", times before this order) and what a ticket costs with it.
            <View
              className="confirm-order__row confirm-order__card"
              data-instance={priced.card.userCardInstanceId}
              data-qty={priced.card.qty}
            >
              <Text>{kt('order_row')}</Text>
              <View className="confirm-order__coupon-value">
                <Text>{kt('order_row_value', { name: priced.card.cardName, count: priced.card.timesLeft })}</Text>
                <Text>{` · ${kt('order_card_price')} `}</Text>
                <Price info={priceInfo(priced.card.redeemPrice)} plain />
              </View>
            </View>
          )}
          {coupons.usable > 0 ? (
            <View className="confirm-order__row confirm-order__coupon" onClick={() => setCouponsOpen(true)}>
              <Text>{t('confirm_order.coupon')}</Text>
              <View className="confirm-order__coupon-value">
                {coupons.discount > 0 ? (
                  <View className="confirm-order__coupon-off">
                    <Text>-</Text>
                    <Price info={priceInfo(coupons.discount)} plain />
                  </View>
                ) : (
                  <Text>{ct('order.usable_count', { count: coupons.usable })}</Text>
                )}
                <Icon name="chevron_right" tone="muted" />
              </View>
            </View>
          ) : (
            <View className="confirm-order__row confirm-order__row--off">
              <Text>{t('confirm_order.coupon')}</Text>
              <Text>{t('confirm_order.none_available')}</Text>
            </View>
          )}
          <PointsRow points={member.points} busy={pricing.status === 'loading'} onUse={setUsePoints} />
        </View>

        {/* Inside the page's content: a phone fixes it to the bottom, a desktop window sets it beside the
          blocks as the order's side panel (confirm-order.scss). */}
        <View className="confirm-order__bar">
          <Text className="confirm-order__due">{t('confirm_order.amount_due')}</Text>
          {amounts && <Price info={priceInfo(amounts.totalFen)} large />}
          {/* Grey until it can submit, yet a tap still says what is missing (submit's toasts), so not `disabled`. */}
          <AtButton
            type="primary"
            className={`confirm-order__submit${canSubmit ? '' : ' confirm-order__submit--off'}`}
            onClick={() => void submit()}
          >
            {t('confirm_order.submit')}
          </AtButton>
        </View>
      </View>
      {couponsOpen && priced?.coupons && (
        <CouponSheet
          coupons={priced.coupons}
          checked={priced.checkedCouponIds ?? []}
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
          onClose={() => void appRouter().redirect('order_detail', { orderId: paying.orderId })}
        />
      )}
    </PageShell>
  )
}
