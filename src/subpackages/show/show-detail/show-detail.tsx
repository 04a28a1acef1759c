/**
 * Show detail at /content/:showId: static and dynamic data merged; poster, name, tags, dates, venue,
 * price range, status; sessions and their prices; tour cities; description and notes; the buy button by
 * showDetailStatus with the countdown to sale time; the favourite heart. A showId containing SG belongs to a show group and
 * is sent on to group_show_detail. What it shows for THIS buyer (coupons and promotions, his tickets against
 * the per-account limit, favourite and reminder, a white-tagged show's refusal) is one show_user call,
 * read after the show and again each time the page shows (docs/show-calls.md).
 */
import { View, Text, Image, RichText } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { Countdown } from '../../../components/countdown/Countdown'
import { ShowCard } from '../../../components/show-card/ShowCard'
import { useAsync } from '../../../hooks/use-async'
import { serviceNotes, showDynamic, showStatic } from '../../../services/show-api'
import { showUser } from '../../../services/show-user-api'
import { loggedInAtom } from '../../../session/session-atoms'
import { assetUrl } from '../../../services/asset-url'
import { useRouteParams } from '../../../router/use-route-params'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { cityAtom } from '../../../location/city-atoms'
import { buyButton, closedNotice, mergeShow, supportsSeatPicking } from './show-detail-model'
import { SessionPicker } from './SessionPicker'
import { FavouriteButton } from './FavouriteButton'
import { CustomerService } from '../../../components/customer-service/CustomerService'
import { RemindButton } from './RemindButton'
import { LazyShowDetailExtras } from './LazyShowDetailExtras'
import { MemberPriceRow } from './MemberPriceRow'
import { bookingParams } from '../booking/booking-model'
import { DeadEnd } from '../../../components/dead-end/DeadEnd'
import { loadFailureOf } from '../../../services/request/load-failure'
import '../../../theme/taro-ui/button.scss'
import './show-detail.scss'
import { Icon } from '../../../components/icon/Icon'
import { compactCount } from '../../../../types/rules/compact-count'

export default function ShowDetailPage() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const city = useAtomValue(cityAtom)
  const { showId = '' } = useRouteParams()
  const isGroup = showId.includes('SG')

  useEffect(() => {
    if (isGroup) void appRouter().redirect('group_show_detail', { showId })
  }, [isGroup, showId])

  const show = useAsync(async () => {
    if (!showId || isGroup) return undefined
    // The page shows a failure itself: a show that does not exist is a dead end with the way home, not the
    // reply's dialog over a spinner.
    const quiet = { handleErrors: false }
    const [s, d] = await Promise.all([
      showStatic(showId, { cityId: city.cityId }, quiet),
      showDynamic(showId, { cityId: city.cityId }, quiet)
    ])
    return mergeShow(s, d)
  }, [showId, locale])
  // What the buyer chose here goes on to booking (issue #14: "The session picked on show detail is dropped at booking").
  const [sessionId, setSessionId] = useState<string>()
  const [planId, setPlanId] = useState<string>()
  // "N人想看": the show's count, then the gateway's after this buyer's own mark.
  const [wantCount, setWantCount] = useState<number>()
  // The notes are extra: when they fail the page goes on without them (the show's own load says why).
  const notes = useAsync(() => (showId && !isGroup ? serviceNotes(showId, { handleErrors: false }) : Promise.resolve([])), [showId, locale])
  // The buyer's parts in one call (show_user v5), read again behind the screen each time the page shows
  // again (after a purchase, a reminder set on the pre-fill page, a login).
  const loggedIn = useAtomValue(loggedInAtom)
  const mine = useAsync(() => (showId && !isGroup ? showUser(showId, loggedIn) : Promise.resolve(undefined)), [showId, locale, loggedIn])
  const shownOnce = useRef(false)
  useDidShow(() => {
    if (shownOnce.current) mine.refresh()
    shownOnce.current = true
  })

  if (!showId) {
    return (
      <PageShell route="show_detail">
        <StateView kind="error" onRetry={() => void appRouter().relaunch('list')} />
      </PageShell>
    )
  }
  if (isGroup || show.status === 'loading') {
    return (
      <PageShell route="show_detail">
        <StateView kind="loading" />
      </PageShell>
    )
  }
  if (show.status === 'error' || !show.data) {
    const failure = show.status === 'error' ? loadFailureOf(show.error) : undefined
    return (
      <PageShell route="show_detail">
        {failure?.kind === 'not-found' ? (
          <DeadEnd text={t('show_detail.not_found')} />
        ) : (
          <StateView
            kind="error"
            text={failure?.kind === 'failed' && failure.network ? t('common.network_unavailable') : undefined}
            onRetry={show.reload}
            action={{ label: t('common.back_home'), onClick: () => void appRouter().switchTab('list') }}
          />
        )}
      </PageShell>
    )
  }

  const s = show.data
  const buyer = mine.status === 'ready' ? mine.data : undefined
  // A white-tagged show this buyer is not listed for: said here, and the buy button stays off.
  const notInvited = buyer?.whiteTag?.restricted === true && !buyer.whiteTag.allowed
  const wants = wantCount ?? s.wantCount ?? 0
  const button = buyButton(s, Date.now())
  const closed = closedNotice(s)
  const otherTourShows = s.tour?.shows.filter((x) => x.showId !== s.showId) ?? []
  return (
    <PageShell route="show_detail">
      {/* Three parts so a desktop window can lay them out in two columns (the booking panel beside the
          rest, show-detail.scss) while a phone reads them in this order with the buy bar at the bottom. */}
      <View className="show-detail">
        <View className="show-detail__main">
          <View className="show-detail__head">
            <Image
              className="show-detail__poster"
              src={assetUrl(s.posterUrl)}
              mode="aspectFill"
              style={{ backgroundColor: s.posterColor }}
            />
            <View className="show-detail__summary">
              <Text className="show-detail__name">{s.showName}</Text>
              <View className="show-detail__tags">
                {s.showStatusDisplay && <Text className="show-detail__status">{s.showStatusDisplay}</Text>}
                {s.showTags?.map((tag) => (
                  <Text key={tag.title} className="show-detail__tag">
                    {tag.title}
                  </Text>
                ))}
              </View>
              {s.displayShowTime && <Text className="show-detail__line">{s.displayShowTime}</Text>}
              {wants > 0 && (
                <Text className="show-detail__line show-detail__want">
                  {t('show_detail.want_count', { count: compactCount(wants, locale) })}
                </Text>
              )}
              {s.minOriginalPriceInfo && s.maxOriginalPriceInfo && (
                <View className="show-detail__price">
                  <Price info={s.minOriginalPriceInfo} large />
                  {s.maxOriginalPriceInfo.yuanNum !== s.minOriginalPriceInfo.yuanNum && (
                    <>
                      <Text> - </Text>
                      <Price info={s.maxOriginalPriceInfo} large />
                    </>
                  )}
                </View>
              )}
              {/* The buyer's member discount (issue #18, 会员N折). */}
              <MemberPriceRow minPrice={s.minOriginalPriceInfo} />
            </View>
          </View>

          {s.venueId && (
            <View
              className="show-detail__block show-detail__venue"
              onClick={() => void appRouter().open('venue', { venueId: s.venueId as string })}
            >
              <Text className="show-detail__heading">{`${s.cityName ?? ''} | ${s.venueName ?? ''}`}</Text>
              <Text className="show-detail__line">{s.venueAddress}</Text>
            </View>
          )}

          {/* A show that can no longer be bought says so, and offers no coupon, promotion or tier (issue #31 item 3). */}
          {closed && (
            <View className="show-detail__block show-detail__closed" data-closed={s.showDetailStatus}>
              <Icon name="bell_off" tone="muted" className="show-detail__closed-icon" />
              <Text className="show-detail__closed-text">{t(closed)}</Text>
            </View>
          )}
          {/* The announcement banner, and from show_user: a white-tagged show's refusal, the buyer's tickets
              against the limit, coupons and promotions (ShowDetailExtras.tsx). */}
          <LazyShowDetailExtras showId={showId} closed={!!closed} buyer={loggedIn ? buyer : undefined} offers={buyer} />

          {(s.minLimitAge || supportsSeatPicking(s)) && (
            <View className="show-detail__block">
              {s.minLimitAge ? <Text className="show-detail__line">{t('show_detail.min_age', { age: s.minLimitAge })}</Text> : null}
              {supportsSeatPicking(s) && <Text className="show-detail__line">{t('show_detail.seat_picking')}</Text>}
            </View>
          )}
        </View>

        <View className="show-detail__booking">
          {!closed && (
            <SessionPicker
              showId={s.showId}
              saleShowSessionId={s.saleShowSessionId}
              pickedPlanId={planId}
              onSession={(id) => {
                if (id !== sessionId) setPlanId(undefined)
                setSessionId(id)
              }}
              onPick={(plan) => setPlanId(plan?.seatPlanId)}
            />
          )}

          <View className="show-detail__bar">
            <CustomerService bizShowId={s.showId}>
              {(open) => (
                <View className="show-detail__action show-detail__service" role="button" onClick={open}>
                  <Icon name="phone" className="show-detail__action-icon" />
                  <Text className="show-detail__action-text">{t('common.service')}</Text>
                </View>
              )}
            </CustomerService>
            <FavouriteButton showId={s.showId} favourite={buyer?.favourite} onWantCount={setWantCount} />
            {button.kind === 'countdown' && <RemindButton showId={s.showId} subscribed={buyer?.reminder?.subscribed} />}
            {button.kind === 'countdown' ? (
              // Before the sale opens the buyer can pre-fill what to grab (login on the way).
              <AtButton
                type="primary"
                className="show-detail__buy show-detail__buy--presale"
                onClick={() => void appRouter().open('preload-ticket', { showId: s.showId })}
              >
                <View className="show-detail__presale">
                  <Countdown until={button.saleTime} onEnd={show.reload} />
                  <Text className="show-detail__prefill">{t('show_detail.prefill')}</Text>
                </View>
              </AtButton>
            ) : (
              <AtButton
                type="primary"
                className="show-detail__buy"
                disabled={button.kind === 'disabled' || notInvited}
                onClick={() =>
                  button.kind === 'buy' && !notInvited && void appRouter().open('booking', bookingParams(s.showId, sessionId, planId))
                }
              >
                {notInvited ? t('show_detail.white_tag_button') : button.text || t('show_detail.buy')}
              </AtButton>
            )}
          </View>
        </View>

        <View className="show-detail__about">
          {otherTourShows.length > 0 && (
            <View className="show-detail__block">
              <Text
                className="show-detail__heading"
                onClick={() => void appRouter().open('tour_detail', { tourId: s.tour?.tourId as string })}
              >
                {t('show_detail.tour_cities')}
                <Icon name="chevron_right" tone="muted" className="show-detail__heading-chevron" />
              </Text>
              {otherTourShows.map((x) => (
                <ShowCard key={x.showId} show={x} />
              ))}
            </View>
          )}

          {s.content && (
            <View className="show-detail__block">
              <Text className="show-detail__heading">{t('show_detail.description')}</Text>
              <RichText className="show-detail__description" nodes={[{ name: 'p', children: [{ type: 'text', text: s.content }] }]} />
            </View>
          )}

          {notes.status === 'ready' && notes.data.length > 0 && (
            <View className="show-detail__block">
              <Text className="show-detail__heading">{t('show_detail.service_notes')}</Text>
              {notes.data.map((n) => (
                <View key={n.title} className="show-detail__note">
                  <Text className="show-detail__note-title">{n.title}</Text>
                  <Text className="show-detail__line">{n.content}</Text>
                </View>
              ))}
            </View>
          )}

          {s.refundRule && (
            // The rule the gateway quotes refunds with, as a table before buying.
            <View
              className="show-detail__block"
              onClick={() => void appRouter().open('refund-rule-privilege', { showId: s.showId })}
              data-testid="refund-rule-link"
            >
              <Text className="show-detail__heading">
                {t('refund.rule_title')}
                <Icon name="chevron_right" tone="muted" className="show-detail__heading-chevron" />
              </Text>
            </View>
          )}
        </View>
      </View>
    </PageShell>
  )
}
