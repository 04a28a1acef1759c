/**
 * A show in a list: poster, name (matches marked), date range, city · venue, lowest price, "N人想看" and
 * status. The row variant (home feed, search, lists) is compact, a small poster beside the text, so about
 * four fit a phone screen (issue #14 item 12: "denser cards with the metadata buyers scan"); the tile
 * variant puts the poster on top.
 */
import { View, Text, Image } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import type { ShowCard as ShowCardData } from '../../../types/api/show'
import { compactCount } from '../../../types/rules/compact-count'
import { Price } from '../price/Price'
import { assetUrl } from '../../services/asset-url'
import { appRouter } from '../../router/app-router'
import { localeAtom, useT } from '../../locales/locale-atoms'
import './show-card.scss'

export function ShowCard({ show, variant = 'row' }: { show: ShowCardData; variant?: 'row' | 'tile' }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const parts = show.showNameArr?.length ? show.showNameArr : [{ text: show.showName, highlight: false }]
  const want = show.wantCount ? t('show_detail.want_count_card', { count: compactCount(show.wantCount, locale) }) : ''
  return (
    <View
      className={`show-card show-card--${variant}`}
      data-show-id={show.showId}
      onClick={() => void appRouter().open('show_detail', { showId: show.showId })}
    >
      <Image
        className="show-card__poster"
        src={assetUrl(show.posterUrl)}
        mode="aspectFill"
        lazyLoad
        style={{ backgroundColor: show.posterColor }}
      />
      <View className="show-card__body">
        <Text className="show-card__name">
          {parts.map((p, i) => (
            <Text key={i} className={p.highlight ? 'show-card__match' : undefined}>
              {p.text}
            </Text>
          ))}
        </Text>
        {show.displayShowTime && <Text className="show-card__line">{show.displayShowTime}</Text>}
        <Text className="show-card__line">{[show.cityName, show.venueName].filter(Boolean).join(' · ')}</Text>
        <View className="show-card__foot">
          {show.minOriginalPriceInfo && !show.hiddenTicketPrice ? <Price info={show.minOriginalPriceInfo} /> : <Text />}
          {want && <Text className="show-card__want">{want}</Text>}
          {show.showStatusDisplay && (
            <Text className={`show-card__status show-card__status--${(show.showStatus ?? '').toLowerCase()}`}>
              {show.showStatusDisplay}
            </Text>
          )}
        </View>
      </View>
    </View>
  )
}
