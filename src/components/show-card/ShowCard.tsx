/**
 * A show in a list: poster, name (matches marked), dates, venue, lowest price and status. The row
 * variant puts the poster beside the text; the tile variant (the home waterfall) puts it on top.
 */
import { View, Text, Image } from '@tarojs/components'
import type { ShowCard as ShowCardData } from '../../../types/api/show'
import { Price } from '../price/Price'
import { assetUrl } from '../../services/asset-url'
import { appRouter } from '../../router/app-router'
import './show-card.scss'

export function ShowCard({ show, variant = 'row' }: { show: ShowCardData; variant?: 'row' | 'tile' }) {
  const parts = show.showNameArr?.length ? show.showNameArr : [{ text: show.showName, highlight: false }]
  return (
    <View className={`show-card show-card--${variant}`} data-show-id={show.showId} onClick={() => void appRouter().open('show_detail', { showId: show.showId })}>
      <Image className='show-card__poster' src={assetUrl(show.posterUrl)} mode='aspectFill' lazyLoad style={{ backgroundColor: show.posterColor }} />
      <View className='show-card__body'>
        <Text className='show-card__name'>
          {parts.map((p, i) => (
            <Text key={i} className={p.highlight ? 'show-card__match' : undefined}>{p.text}</Text>
          ))}
        </Text>
        {show.displayShowTime && <Text className='show-card__line'>{show.displayShowTime}</Text>}
        <Text className='show-card__line'>{[show.cityName, show.venueName].filter(Boolean).join(' | ')}</Text>
        <View className='show-card__foot'>
          {show.minOriginalPriceInfo && !show.hiddenTicketPrice ? <Price info={show.minOriginalPriceInfo} /> : <Text />}
          {show.showStatusDisplay && <Text className={`show-card__status show-card__status--${(show.showStatus ?? '').toLowerCase()}`}>{show.showStatusDisplay}</Text>}
        </View>
      </View>
    </View>
  )
}
