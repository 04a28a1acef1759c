/**
 * The reservable items (product.md "Reserve": reserve-index): a venue tour, a backstage visit, a photo
 * session, each with its price and the next time that can be booked; a link to the buyer's bookings.
 */
import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { Price } from '../../../components/price/Price'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { RESERVE_TEXT } from '../../../locales/sections/reserve/reserve-text'
import { reservationItems } from '../../../services/reservation-api'
import { useLocalFormat } from '../../../utils/show-time'
import { priceInfo } from '../../../../types/rules/price-info'
import type { ReservationItemCard } from '../../../../types/api/reservation'
import { ReserveCardPicture } from './ReserveCardPicture'
import '../reserve.scss'

function IndexSkeleton() {
  return (
    <View className="reserve__list" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <View key={i} className="reserve-card reserve-card--skeleton">
          <View className="reserve-card__picture" />
          <View className="reserve-card__main">
            <View className="reserve__skeleton-line" />
            <View className="reserve__skeleton-line reserve__skeleton-line--short" />
          </View>
        </View>
      ))}
    </View>
  )
}

function ItemCard({ item }: { item: ReservationItemCard }) {
  const t = useSectionT(RESERVE_TEXT)
  const local = useLocalFormat()
  return (
    <View
      className="reserve-card"
      data-testid="reserve-item"
      onClick={() => void appRouter().open('reserve-detail', { itemId: item.itemId })}
    >
      <ReserveCardPicture url={item.pictureUrl} />
      <View className="reserve-card__main">
        <Text className="reserve-card__title">{item.title}</Text>
        {item.venueName && (
          <View className="reserve-card__line">
            <Icon name="location" tone="muted" className="reserve-card__icon" />
            <Text>{item.venueName}</Text>
          </View>
        )}
        <Text className="reserve-card__next">
          {item.nextSlotStart ? t('index.next_slot', { time: local(item.nextSlotStart, 'MM-DD HH:mm') }) : t('index.no_slot')}
        </Text>
        <View className="reserve-card__price">
          {item.priceFen > 0 ? <Price info={priceInfo(item.priceFen)} /> : <Text className="reserve__free">{t('index.free')}</Text>}
        </View>
      </View>
      <Icon name="chevron_right" tone="muted" className="reserve-card__chevron" />
    </View>
  )
}

export default function ReserveIndexPage() {
  const t = useT()
  const tr = useSectionT(RESERVE_TEXT)
  const locale = useAtomValue(localeAtom)
  const data = useAsync(() => reservationItems(), [locale])

  return (
    <PageShell route="reserve-index">
      <View className="reserve" data-testid="reserve-index">
        <View className="reserve__top">
          <View
            className="reserve__link"
            role="link"
            data-testid="reserve-my-bookings"
            onClick={() => void appRouter().open('reserve-record')}
          >
            <Icon name="ticket" tone="main" className="reserve__link-icon" />
            <Text>{tr('index.my_bookings')}</Text>
            <Icon name="chevron_right" tone="muted" className="reserve__link-icon" />
          </View>
        </View>
        {data.status === 'loading' && <IndexSkeleton />}
        {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
        {data.status === 'ready' && data.data.length === 0 && (
          <StateView
            kind="empty"
            icon="not_found"
            text={tr('index.empty')}
            detail={tr('index.empty_detail')}
            action={{ label: t('common.back_home'), onClick: () => void appRouter().switchTab('list') }}
          />
        )}
        {data.status === 'ready' && data.data.length > 0 && (
          <View className="reserve__list">
            {data.data.map((item) => (
              <ItemCard key={item.itemId} item={item} />
            ))}
          </View>
        )}
      </View>
    </PageShell>
  )
}
