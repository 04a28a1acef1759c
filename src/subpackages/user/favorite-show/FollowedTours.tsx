/**
 * The tours the buyer follows (the tour page's follow button), above the favourite shows: each opens its tour.
 * Nothing is drawn while it loads, when it fails or when there are none: the shows below are the page.
 */
import { Text, View } from '@tarojs/components'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { CONTENT_PAGES_TEXT } from '../../../locales/sections/content-pages/content-pages-text'
import { followedTours } from '../../../services/tour-follow-api'
import './followed-tours.scss'

export function FollowedTours({ reloadKey }: { reloadKey: number }) {
  const t = useSectionT(CONTENT_PAGES_TEXT)
  const tours = useAsync(() => followedTours(), [reloadKey])
  if (tours.status !== 'ready' || !tours.data.length) return null
  return (
    <View className="followed-tours" data-testid="followed-tours">
      <Text className="followed-tours__title">{t('tour.followed_title')}</Text>
      {tours.data.map((tour) => (
        <View
          key={tour.tourId}
          className="followed-tours__row"
          data-tour-id={tour.tourId}
          onClick={() => void appRouter().open('tour_detail', { tourId: tour.tourId })}
        >
          <Icon name="screen_play" tone="main" />
          <View className="followed-tours__text">
            <Text className="followed-tours__name">{tour.tourName}</Text>
            <Text className="followed-tours__count">{t('tour.show_count', { count: tour.showCount })}</Text>
          </View>
          <Icon name="chevron_right" tone="muted" />
        </View>
      ))}
    </View>
  )
}
