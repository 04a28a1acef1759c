/**
 * A reservable item (product.md "Reserve": reserve-detail, title: reservation): its picture, venue and
 * price, the days that have slots, each day's slots with the places left (or why one cannot be booked),
 * the booking rules and the description; booking a picked slot opens reserve-order (login).
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { Price } from '../../../components/price/Price'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { RESERVE_TEXT } from '../../../locales/sections/reserve/reserve-text'
import { reservationItem } from '../../../services/reservation-api'
import { RequestError } from '../../../services/request/request-error'
import { toast } from '../../../utils/toast'
import { useLocalClock, useLocalToday, useZoneLabel } from '../../../utils/show-time'
import { priceInfo } from '../../../../types/rules/price-info'
import { weekdayOf } from '../../../../types/rules/merchant-time'
import type { ReservationItemView } from '../../../../types/api/reservation'
import { ReserveCardPicture } from '../reserve-index/ReserveCardPicture'
import { SLOT_TAG, pickedSlot, shownDay, slotDays, slotsOn } from './reserve-days'
import '../../../theme/taro-ui/button.scss'
import '../reserve.scss'

function DetailSkeleton() {
  return (
    <View className="reserve" aria-busy="true">
      <View className="reserve-card reserve-card--skeleton">
        <View className="reserve-card__picture" />
        <View className="reserve-card__main">
          <View className="reserve__skeleton-line" />
          <View className="reserve__skeleton-line reserve__skeleton-line--short" />
        </View>
      </View>
      <View className="reserve__skeleton-row" />
      <View className="reserve__skeleton-row" />
    </View>
  )
}

function ItemBody({ item }: { item: ReservationItemView }) {
  const t = useSectionT(RESERVE_TEXT)
  const clock = useLocalClock()
  const zoneLabel = useZoneLabel()
  const today = useLocalToday()
  const days = slotDays(item.slots)
  const [pickedDay, setPickedDay] = useState<string>()
  const [pickedId, setPickedId] = useState<string>()
  const day = shownDay(days, pickedDay)
  const daySlots = slotsOn(item.slots, day)
  const picked = pickedSlot(item.slots, pickedId)
  const { rules } = item

  const book = () => {
    if (!picked) return toast(t('detail.pick_first'))
    void appRouter().open('reserve-order', { itemId: item.itemId, slotId: picked.slotId })
  }

  return (
    <View className="reserve" data-testid="reserve-detail">
      <View className="reserve-card reserve-card--head">
        <ReserveCardPicture url={item.pictureUrl} />
        <View className="reserve-card__main">
          <Text className="reserve-card__title">{item.title}</Text>
          {item.venueName && (
            <View className="reserve-card__line">
              <Icon name="location" tone="muted" className="reserve-card__icon" />
              <Text>{item.venueName}</Text>
            </View>
          )}
          <View className="reserve-card__price">
            {item.priceFen > 0 ? <Price info={priceInfo(item.priceFen)} /> : <Text className="reserve__free">{t('index.free')}</Text>}
          </View>
        </View>
      </View>

      {days.length === 0 && (
        <StateView
          kind="empty"
          icon="not_found"
          text={t('index.no_slot')}
          action={{ label: t('index.my_bookings'), onClick: () => void appRouter().open('reserve-record') }}
        />
      )}
      {days.length > 0 && (
        <View className="reserve__block">
          <Text className="reserve__block-title">{t('detail.choose_day')}</Text>
          <View className="reserve__days" role="tablist">
            {days.map((d) => (
              <View
                key={d.date}
                role="tab"
                aria-selected={d.date === day}
                data-testid="reserve-day"
                className={`reserve-day${d.date === day ? ' reserve-day--on' : ''}${d.open === 0 ? ' reserve-day--none' : ''}`}
                onClick={() => setPickedDay(d.date)}
              >
                <Text className="reserve-day__week">
                  {d.date === today ? t('today') : t(`weekday.d${weekdayOf(d.date)}` as 'weekday.d0')}
                </Text>
                <Text className="reserve-day__date">{d.date.slice(5)}</Text>
              </View>
            ))}
          </View>
          <Text className="reserve__block-title">{t('detail.choose_slot')}</Text>
          {/* The slots are on the venue's clock: said once over them when the phone's clock differs (not after each time). */}
          {daySlots.length > 0 && zoneLabel(daySlots[0].start) && (
            <Text className="reserve__muted" data-testid="reserve-slot-zone">
              {t('detail.times_in_zone', { zone: zoneLabel(daySlots[0].start) })}
            </Text>
          )}
          {daySlots.length === 0 && <Text className="reserve__muted">{t('detail.no_slots')}</Text>}
          <View className="reserve__slots" role="radiogroup">
            {daySlots.map((s) => {
              const on = picked?.slotId === s.slotId
              return (
                <View
                  key={s.slotId}
                  role="radio"
                  aria-checked={on}
                  aria-disabled={s.state !== 'OPEN'}
                  data-testid="reserve-slot"
                  data-state={s.state}
                  className={`reserve-slot${on ? ' reserve-slot--on' : ''}${s.state !== 'OPEN' ? ' reserve-slot--off' : ''}`}
                  onClick={() => (s.state === 'OPEN' ? setPickedId(s.slotId) : undefined)}
                >
                  <Text className="reserve-slot__time">
                    {clock(s.start, 'HH:mm')}-{clock(s.end, 'HH:mm')}
                  </Text>
                  <Text className="reserve-slot__tag" data-testid="reserve-slot-left">
                    {t(SLOT_TAG[s.state], { count: s.left })}
                  </Text>
                </View>
              )
            })}
          </View>
        </View>
      )}

      <View className="reserve__block">
        <Text className="reserve__block-title">{t('detail.rules')}</Text>
        <Text className="reserve__rule">{t('detail.rule_opens', { days: rules.opensDaysAhead })}</Text>
        {rules.closesMinutesBefore > 0 && (
          <Text className="reserve__rule">{t('detail.rule_closes', { minutes: rules.closesMinutesBefore })}</Text>
        )}
        <Text className="reserve__rule">{t('detail.rule_cancel', { hours: rules.cancelHoursBefore })}</Text>
        {rules.perBuyerLimit > 0 && <Text className="reserve__rule">{t('detail.rule_limit', { count: rules.perBuyerLimit })}</Text>}
        {item.description && <Text className="reserve__description">{item.description}</Text>}
      </View>

      <View className="reserve__bar">
        <AtButton type="primary" className="reserve__submit" disabled={!picked} onClick={book}>
          {t('detail.book')}
        </AtButton>
      </View>
    </View>
  )
}

export default function ReserveDetailPage() {
  const t = useT()
  const tr = useSectionT(RESERVE_TEXT)
  const locale = useAtomValue(localeAtom)
  const { itemId = '' } = useRouteParams()
  const data = useAsync(() => reservationItem(itemId), [itemId, locale])
  const notFound = data.status === 'error' && data.error instanceof RequestError && data.error.errorCode === 'RESERVATION_NOT_FOUND'
  const item = data.status === 'ready' ? data.data : undefined

  return (
    // The bar reads "reservation" (product.md "Reserve": reserve-detail, title: reservation); the item's name heads the page.
    <PageShell route="reserve-detail">
      {data.status === 'loading' && <DetailSkeleton />}
      {notFound && (
        <StateView
          kind="empty"
          icon="not_found"
          text={tr('detail.not_found')}
          detail={tr('detail.not_found_detail')}
          action={{ label: t('common.back_home'), onClick: () => void appRouter().open('reserve-index') }}
        />
      )}
      {data.status === 'error' && !notFound && <StateView kind="error" onRetry={data.reload} />}
      {item && <ItemBody item={item} />}
    </PageShell>
  )
}
