/**
 * card-range (/card-range?cardId[&userCardInstanceId]; product.md "Privilege card"): the shows,
 * sessions and tiers a card books, 20 shows at a time. Opened from a held card ("book" in my cards, or its
 * detail) a session opens booking with the card (product.md "booking ... userCardInstanceId with cardId"),
 * on the tier when the range names one; opened from a card not held yet, a show opens its detail.
 */
import { Image, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom } from '../../../locales/locale-atoms'
import { useShowTimeText } from '../../../utils/show-time'
import { assetUrl } from '../../../services/asset-url'
import { useSectionT } from '../../../locales/section-i18n'
import { CARD_TEXT } from '../../../locales/sections/card/card-text'
import { cardRange } from '../../../services/benefit-card-api'
import type { CardRangeSession, CardRangeShow } from '../../../../types/api/benefit-card'
import { bookingFromRange, detailParams } from '../card-parts/card-model'
import '../../../theme/taro-ui/button.scss'
import '../card-parts/card-parts.scss'
import './card-range.scss'

const ROUTE = 'card-range'
const PAGE = 20

/** The one tier a session's range names, so booking opens on it; none when the buyer has a choice. */
function onlyTier(session: CardRangeSession): string | undefined {
  return session.tiers.length === 1 ? session.tiers[0].seatPlanId : undefined
}

function ShowRange({ show, cardId, userCardInstanceId }: { show: CardRangeShow; cardId: string; userCardInstanceId?: string }) {
  const t = useSectionT(CARD_TEXT)
  const timeText = useShowTimeText()
  const toShow = () => void appRouter().open('show_detail', { showId: show.showId })
  return (
    <View className="card-block card-range__show" data-show-id={show.showId}>
      <View className="card-range__head" onClick={toShow}>
        {show.posterUrl ? (
          <Image
            className="card-range__poster"
            src={assetUrl(show.posterUrl)}
            mode="aspectFill"
            style={{ backgroundColor: show.posterColor }}
          />
        ) : null}
        <View className="card-range__text">
          <Text className="card-block__title card-range__name">{show.showName}</Text>
          <Text className="card-block__line">{[show.cityName, show.venueName].filter(Boolean).join(' | ')}</Text>
        </View>
        <Icon name="chevron_right" tone="muted" />
      </View>
      {show.sessions.map((s) => (
        <View key={s.bizShowSessionId} className="card-range__session" data-session={s.bizShowSessionId}>
          <View className="card-range__session-text">
            <Text className="card-range__when">{timeText(s.startTime)}</Text>
            {s.tiers.length > 0 && <Text className="card-block__line">{s.tiers.map((x) => x.name).join(' / ')}</Text>}
          </View>
          {userCardInstanceId ? (
            <AtButton
              type="primary"
              size="small"
              circle
              className="card-range__book"
              onClick={() =>
                void appRouter().open(
                  'booking',
                  bookingFromRange(show.showId, s.bizShowSessionId, onlyTier(s), { cardId, userCardInstanceId })
                )
              }
            >
              {t('range_book')}
            </AtButton>
          ) : null}
        </View>
      ))}
    </View>
  )
}

export default function CardRangePage() {
  const t = useSectionT(CARD_TEXT)
  const locale = useAtomValue(localeAtom)
  const { cardId = '', userCardInstanceId } = useRouteParams()
  const first = useAsync(() => (cardId ? cardRange(cardId, 0, PAGE) : Promise.resolve(undefined)), [cardId, locale])
  const [more, setMore] = useState<CardRangeShow[]>([])
  const [loadingMore, setLoadingMore] = useState(false)
  const toCard = {
    label: t(cardId ? 'back_to_card' : 'to_list'),
    onClick: () => void appRouter().open(cardId ? 'card-detail' : 'card-list', cardId ? detailParams(cardId, userCardInstanceId) : {})
  }
  const loadMore = async (offset: number) => {
    setLoadingMore(true)
    try {
      const page = await cardRange(cardId, offset, PAGE)
      setMore((m) => [...m, ...page.shows.filter((s) => !m.some((x) => x.showId === s.showId))])
    } catch {
      // The request layer showed why; the button stays to try again.
    } finally {
      setLoadingMore(false)
    }
  }
  if (first.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="loading" />
      </PageShell>
    )
  if (first.status === 'error')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={first.reload} />
      </PageShell>
    )
  const reply = first.data
  const shows = reply ? [...reply.shows, ...more.filter((m) => !reply.shows.some((s) => s.showId === m.showId))] : []
  if (!reply || !shows.length) {
    return (
      <PageShell route={ROUTE}>
        <StateView kind="empty" text={t('range_empty')} detail={t('range_empty_detail')} action={toCard} />
      </PageShell>
    )
  }
  return (
    <PageShell route={ROUTE}>
      <View className="card-page card-range" data-testid="card-range">
        {reply.allShows && <Text className="card-block__line card-range__all">{t('range_all_shows')}</Text>}
        {shows.map((show) => (
          <ShowRange key={show.showId} show={show} cardId={cardId} userCardInstanceId={userCardInstanceId} />
        ))}
        {shows.length < reply.total && (
          <AtButton
            type="secondary"
            className="card-range__more"
            loading={loadingMore}
            disabled={loadingMore}
            onClick={() => void loadMore(shows.length)}
          >
            {t('more')}
          </AtButton>
        )}
      </View>
    </PageShell>
  )
}
