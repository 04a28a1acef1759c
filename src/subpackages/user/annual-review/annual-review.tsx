/**
 * annual-review (login; product.md "Main pages"): the buyer's year at this shop — shows seen (tickets used
 * or held for sessions already begun), what was paid, the favourite kind of show, the first and latest
 * show, the venues — for the merchant's calendar year in its time zone. Earlier and later years are a tap
 * away; the page is shared as a link (H5) or through the mini-program's share (onShareAppMessage).
 */
import { Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useShowTimeText } from '../../../utils/show-time'
import { useSectionT } from '../../../locales/section-i18n'
import { MINE_PAGES_TEXT } from '../../../locales/sections/mine-pages/mine-pages-text'
import { annualReview } from '../../../services/mine-pages-api'
import { priceInfo } from '../../../../types/rules/price-info'
import type { AnnualReview, AnnualReviewShow } from '../../../../types/api/annual-review'
import { sharedReviewPage, yearParam } from './review-link'
import { ShareReview } from './ShareReview'
import '../../../theme/taro-ui/button.scss'
import './annual-review.scss'

function ShowLine({ label, show }: { label: string; show: AnnualReviewShow }) {
  const timeText = useShowTimeText()
  return (
    <View className="annual-review__show" onClick={() => void appRouter().open('show_detail', { showId: show.showId })}>
      <Text className="annual-review__label">{label}</Text>
      <Text className="annual-review__show-name">{show.showName}</Text>
      <Text className="annual-review__line">{`${timeText(show.sessionTime)} · ${show.venueName}`}</Text>
    </View>
  )
}

function YearSwitch({ year, onYear }: { year: number; onYear(year: number): void }) {
  const t = useSectionT(MINE_PAGES_TEXT)
  return (
    <View className="annual-review__years">
      <View className="annual-review__year-step" role="button" data-testid="review-previous-year" onClick={() => onYear(year - 1)}>
        {t('review.previous_year')}
      </View>
      <View className="annual-review__year-step" role="button" onClick={() => onYear(year + 1)}>
        {t('review.next_year')}
      </View>
    </View>
  )
}

function Figures({ review }: { review: AnnualReview }) {
  const t = useSectionT(MINE_PAGES_TEXT)
  return (
    <>
      <View className="annual-review__figures" data-testid="review-figures">
        <View className="annual-review__figure">
          <Text className="annual-review__number" data-testid="review-shows">
            {review.showCount}
          </Text>
          <Text className="annual-review__label">{t('review.shows')}</Text>
        </View>
        <View className="annual-review__figure">
          <Text className="annual-review__number">{review.sessionCount}</Text>
          <Text className="annual-review__label">{t('review.sessions')}</Text>
        </View>
        <View className="annual-review__figure">
          <Text className="annual-review__number" data-testid="review-tickets">
            {review.ticketCount}
          </Text>
          <Text className="annual-review__label">{t('review.tickets')}</Text>
        </View>
      </View>
      <View className="annual-review__card" data-testid="review-spend">
        <Text className="annual-review__label">{t('review.spend')}</Text>
        <Price info={priceInfo(review.spendFen)} large />
      </View>
      {review.favouriteCategory && (
        <View className="annual-review__card">
          <Text className="annual-review__label">{t('review.favourite_category')}</Text>
          <Text className="annual-review__show-name" data-testid="review-category">
            {review.favouriteCategory.name}
          </Text>
          <Text className="annual-review__line">{t('review.category_sessions', { count: review.favouriteCategory.sessions })}</Text>
        </View>
      )}
      {review.firstShow && (
        <View className="annual-review__card">
          <ShowLine label={t('review.first_show')} show={review.firstShow} />
          {review.latestShow && review.latestShow.showId !== review.firstShow.showId && (
            <ShowLine label={t('review.latest_show')} show={review.latestShow} />
          )}
        </View>
      )}
      {review.venues.length > 0 && (
        <View className="annual-review__card">
          <Text className="annual-review__label">{t('review.venues')}</Text>
          {review.venues.map((v) => (
            <View key={v.venueId} className="annual-review__venue" data-venue-id={v.venueId}>
              <Icon name="location" tone="main" className="annual-review__venue-icon" />
              <Text className="annual-review__venue-name">{`${v.venueName} · ${v.cityName}`}</Text>
              <Text className="annual-review__line">{t('review.visits', { count: v.visits })}</Text>
            </View>
          ))}
        </View>
      )}
    </>
  )
}

export default function AnnualReviewPage() {
  const t = useSectionT(MINE_PAGES_TEXT)
  const params = useRouteParams()
  const [year, setYear] = useState(() => yearParam(params.year))
  const data = useAsync(() => annualReview(year), [year])
  const review = data.status === 'ready' ? data.data : undefined

  useShareAppMessage(() => ({
    title: review
      ? t(review.showCount ? 'review.share_title' : 'review.share_title_empty', { year: review.year, count: review.showCount })
      : '',
    path: review ? sharedReviewPage(review.year) : '/pages/list/list'
  }))

  const browse = { label: t('review.browse'), onClick: () => void appRouter().switchTab('list') }
  return (
    <PageShell route="annual-review">
      {data.status === 'loading' && <StateView kind="loading" />}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
      {review && (
        <View className="annual-review" data-testid="annual-review">
          <View className="annual-review__head">
            <Icon name="star" tone="nav" className="annual-review__head-icon" />
            <Text className="annual-review__heading">{t('review.heading', { year: review.year })}</Text>
            <Text className="annual-review__zone">{t('review.zone_note', { zone: review.timeZone })}</Text>
          </View>
          <YearSwitch year={review.year} onYear={setYear} />
          {/* Tickets bought this year for shows still ahead are a year too: only nothing at all is the empty year. */}
          {review.sessionCount === 0 && review.spendFen === 0 ? (
            <StateView kind="empty" text={t('review.empty', { year: review.year })} detail={t('review.empty_detail')} action={browse} />
          ) : (
            <>
              <Figures review={review} />
              <ShareReview
                label={t('review.share')}
                year={review.year}
                copiedText={t('review.copied')}
                failedText={t('review.copy_failed')}
              />
            </>
          )}
        </View>
      )}
    </PageShell>
  )
}
