/**
 * booking (/booking/:showId): the session, a price tier with stock, and how many tickets (within the
 * tier's stock and the show's per-order limit); next goes to confirm_order (login required). A seated
 * price goes to pick-seat instead, where the seats themselves are chosen. It opens on the session and tier
 * chosen on show detail (query sessionId, seatPlanId), the quantity at 1 once a tier with stock is chosen.
 * Opened with a benefit card (userCardInstanceId with cardId, from card-range: issue #18) it hands the card
 * on to pick-seat and confirm order, which books with it.
 * Opened with privilegeCode and privilegeId (the privilege page) it books under the privilege:
 * the privilege-purchase session data, and the privilegeId carried on to confirm order.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import AtInputNumber from 'taro-ui/lib/components/input-number'
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { showDynamic, showStatic } from '../../../services/show-api'
import { pickSeatUrl } from '../../../services/show-calls-api'
import { SessionPicker } from '../show-detail/SessionPicker'
import { closedNotice, mergeShow, type SeatPlanView } from '../show-detail/show-detail-model'
import { Icon } from '../../../components/icon/Icon'
import { clampQty, initialQty, maxQty, totalFen } from './booking-model'
import { cardBookingParams, cardQuery } from '../../../utils/card-booking-params'
import { priceInfo } from '../../../../types/rules/price-info'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input-number.scss'
import '../show-detail/show-detail.scss'
import './booking.scss'

export default function BookingPage() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const params = useRouteParams()
  const { showId = '', sessionId, seatPlanId, privilegeId } = params
  const card = cardQuery(cardBookingParams(params))
  const privilege = privilegeId ? { privilegeId } : {}
  // The show's state too: a booking link kept from before a show was cancelled or played leads to its notice, not to tiers.
  const show = useAsync(async () => {
    const [st, dy] = await Promise.all([showStatic(showId), showDynamic(showId)])
    return mergeShow(st, dy)
  }, [showId, locale])
  const [pick, setPick] = useState<{ plan: SeatPlanView; sessionId: string }>()
  const [qty, setQty] = useState(1)

  if (show.status === 'loading')
    return (
      <PageShell route="booking">
        <StateView kind="loading" />
      </PageShell>
    )
  if (show.status === 'error')
    return (
      <PageShell route="booking">
        <StateView kind="error" onRetry={show.reload} />
      </PageShell>
    )
  const s = show.data
  const closed = closedNotice(s)
  if (closed)
    return (
      <PageShell route="booking">
        <View className="booking__layout">
          <View className="booking">
            <Text className="show-detail__name booking__name">{s.showName}</Text>
            <View className="show-detail__block show-detail__closed" data-closed={s.showDetailStatus}>
              <Icon name="bell_off" tone="muted" className="show-detail__closed-icon" />
              <Text className="show-detail__closed-text">{t(closed)}</Text>
            </View>
            <AtButton type="secondary" className="booking__home" onClick={() => void appRouter().switchTab('list')}>
              {t('common.back_home')}
            </AtButton>
          </View>
        </View>
      </PageShell>
    )
  const limits = { canBuyCount: pick?.plan.canBuyCount, limitPerOrder: s.limitPerOrder }
  const count = pick ? clampQty(qty, limits) : 0
  const max = pick ? maxQty(limits) : 0
  const unit = pick?.plan.originalPrice ?? 0

  const seated = pick?.plan.seated === true
  const next = async () => {
    if (!pick) return
    // Reserved seating: the seats (and so the count) are chosen on the map, this price first in view; the
    // session's seat page says which map (pick_seat_url): ours, or the merchant's third-party seat page.
    if (seated) {
      const page = await pickSeatUrl(s.showId, pick.sessionId)
      if (page.kind === 'WEB_VIEW') return void appRouter().open('webView', { url: page.url })
      return void appRouter().open('pick-seat', {
        showId: s.showId,
        sessionId: pick.sessionId,
        seatPlanId: pick.plan.seatPlanId,
        ...card,
        ...privilege
      })
    }
    if (count === 0) return
    void appRouter().open('confirm_order', {
      showId: s.showId,
      sessionId: pick.sessionId,
      seatPlanId: pick.plan.seatPlanId,
      qty: String(count),
      ...card,
      ...privilege
    })
  }

  return (
    <PageShell route="booking">
      <View className="booking__layout">
        <View className="booking">
          <Text className="show-detail__name booking__name">{s.showName}</Text>
          <SessionPicker
            showId={s.showId}
            pickedPlanId={pick?.plan.seatPlanId}
            initialSessionId={sessionId}
            initialPlanId={seatPlanId}
            privilegeId={privilegeId}
            onPick={(plan, session) => {
              setPick(plan ? { plan, sessionId: session } : undefined)
              setQty(initialQty(plan ? { canBuyCount: plan.canBuyCount, limitPerOrder: s.limitPerOrder } : undefined))
            }}
          />
          {seated ? (
            <View className="show-detail__block booking__qty">
              <Text className="booking__limit booking__seated">{t('booking.seated_hint')}</Text>
            </View>
          ) : !pick ? (
            // No quantity before a tier: a 0 read as a broken stepper.
            <View className="show-detail__block booking__qty">
              <Text className="show-detail__heading">{t('booking.quantity')}</Text>
              <Text className="booking__limit booking__no-tier">{t('booking.choose_tier')}</Text>
            </View>
          ) : (
            <View className="show-detail__block booking__qty">
              <Text className="show-detail__heading">{t('booking.quantity')}</Text>
              {/* 1 to the tier's stock and the show's per-order limit (clampQty); typed values are clamped too. */}
              <AtInputNumber
                className="booking__stepper"
                type="number"
                min={1}
                max={max}
                value={count}
                onChange={(n) => setQty(clampQty(n, limits))}
              />
              <Text className="booking__limit">{t('booking.limit', { count: s.limitPerOrder ?? max })}</Text>
            </View>
          )}
        </View>
        <View className="show-detail__bar booking__bar">
          {/* Shown in the desktop side panel only: on a phone the chosen chip is a thumb's reach above the bar. */}
          {pick && !seated && <Text className="booking__choice">{t('booking.choice', { tier: pick.plan.seatPlanName, count })}</Text>}
          <View className="booking__total">{!seated && <Price info={priceInfo(totalFen(unit, count))} large />}</View>
          <AtButton
            type="primary"
            className="show-detail__buy booking__next"
            disabled={!pick || (!seated && !count)}
            onClick={() => void next()}
          >
            {!pick ? t('booking.choose_tier') : seated ? t('booking.choose_seats') : t('booking.next')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
