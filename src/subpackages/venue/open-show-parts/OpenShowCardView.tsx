/** One open show in the list: poster, title, time, venue, places left or the waiting list, and its mode. */
import { View, Text, Image } from '@tarojs/components'
import { useSectionT } from '../../../locales/section-i18n'
import { OPEN_SHOW_TEXT } from '../../../locales/sections/open-show/open-show-text'
import { useLocalFormat } from '../../../utils/show-time'
import { Icon } from '../../../components/icon/Icon'
import type { OpenShowCard } from '../../../../types/api/open-show'

export function OpenShowCardView({ show, onOpen }: { show: OpenShowCard; onOpen(): void }) {
  const t = useSectionT(OPEN_SHOW_TEXT)
  const local = useLocalFormat()
  return (
    <View className="os-card" data-testid="open-show-card" data-show-id={show.showId} onClick={onOpen}>
      {show.posterUrl ? (
        <Image className="os-card__poster" src={show.posterUrl} mode="aspectFill" lazyLoad />
      ) : (
        <View className="os-card__poster os-card__poster--blank">
          <Icon name="ticket" tone="muted" className="os-card__poster-icon" />
        </View>
      )}
      <View className="os-card__main">
        <Text className="os-card__title">{show.title}</Text>
        <Text className="os-card__line">{local(show.startsAt, 'YYYY-MM-DD HH:mm')}</Text>
        <View className="os-card__line">
          <Icon name="location" tone="muted" className="os-card__icon" />
          <Text className="os-card__venue">{show.venueName}</Text>
        </View>
        <View className="os-card__tags">
          <Text className="os-tag">{show.mode === 'FREE' ? t('mode_free') : t('mode_approval')}</Text>
          {show.state === 'CLOSED' ? (
            <Text className="os-tag os-tag--muted">{t('closed')}</Text>
          ) : (
            <Text className="os-tag os-tag--main">
              {show.placesLeft > 0 ? t('places_left', { count: show.placesLeft }) : t('full_waitlist')}
            </Text>
          )}
        </View>
      </View>
    </View>
  )
}
