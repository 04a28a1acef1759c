/** A titled set of shows (group, tour, venue): heading, a line under it, then the show cards. */
import { View, Text } from '@tarojs/components'
import type { ShowCard as ShowCardData } from '../../../types/api/show'
import { ShowCard } from '../show-card/ShowCard'
import { StateView } from '../state-view/StateView'
import './show-collection.scss'

export function ShowCollection({
  title,
  subtitle,
  heading,
  shows
}: {
  title: string
  subtitle?: string
  heading?: string
  shows: ShowCardData[]
}) {
  return (
    <View className="show-collection">
      <View className="show-collection__head">
        <Text className="show-collection__title">{title}</Text>
        {subtitle && <Text className="show-collection__subtitle">{subtitle}</Text>}
      </View>
      {heading && <Text className="show-collection__heading">{heading}</Text>}
      {shows.length ? shows.map((s) => <ShowCard key={s.showId} show={s} />) : <StateView kind="empty" />}
    </View>
  )
}
