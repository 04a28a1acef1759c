/**
 * A layout's show list (issue #16 item 2): its title, then the shows the gateway resolved, as the show
 * list's cards — a row that swipes sideways (tiles) or a column of compact rows. Light on purpose: the
 * home page already loads ShowCard for its feed, so a layout with a show list costs only this file.
 */
import { View, Text } from '@tarojs/components'
import type { ShowCard as ShowCardData } from '../../../types/api/show'
import { ShowCard } from '../show-card/ShowCard'
import './layout-show-list.scss'

export function LayoutShowList({
  title,
  direction,
  shows
}: {
  title: string
  direction: 'HORIZONTAL' | 'VERTICAL'
  shows: ShowCardData[]
}) {
  // Every show may have ended or left sale since publishing: a list left empty is not drawn at all.
  if (!shows.length) return null
  return (
    <View className={`layout-show-list layout-show-list--${direction.toLowerCase()}`} data-testid="layout-show-list">
      {title && <Text className="layout-show-list__title">{title}</Text>}
      {direction === 'HORIZONTAL' ? (
        <View className="layout-show-list__scroller">
          {shows.map((s) => (
            <View key={s.showId} className="layout-show-list__tile">
              <ShowCard show={s} variant="tile" />
            </View>
          ))}
        </View>
      ) : (
        <View className="layout-show-list__rows">
          {shows.map((s) => (
            <ShowCard key={s.showId} show={s} />
          ))}
        </View>
      )}
    </View>
  )
}
