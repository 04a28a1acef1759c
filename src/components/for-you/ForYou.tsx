/**
 * Home's per-buyer components (calls-errors-limits.md "POST user_component"; docs/show-calls.md): after the
 * page's first paint the app posts the component ids, and the gateway answers each for the logged-in buyer:
 * his next show (opens its order), his coupons about to expire (opens his coupons) and the shows he viewed
 * lately (each opens its page). A visitor posts nothing and sees none; a component with nothing to show,
 * and the whole block while loading or on a failure, draws nothing: home stands without it. Times are on
 * the merchant's clock (useShowTimeText).
 */
import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useAsync } from '../../hooks/use-async'
import { loggedInAtom } from '../../session/session-atoms'
import { localeAtom } from '../../locales/locale-atoms'
import { useSectionT } from '../../locales/section-i18n'
import { FOR_YOU_TEXT } from '../../locales/sections/for-you/for-you-text'
import { userComponents } from '../../services/show-calls-api'
import { assetUrl } from '../../services/asset-url'
import { appRouter } from '../../router/app-router'
import { useLocalFormat, useShowTimeText } from '../../utils/show-time'
import { Icon } from '../icon/Icon'
import { EXPIRING_COUPON_DAYS, type ExpiringCouponData, type NextShowData, type UserComponentId } from '../../../types/api/show-calls'
import type { ShowCard } from '../../../types/api/show'
import './for-you.scss'

const COMPONENTS: UserComponentId[] = ['NEXT_SHOW', 'EXPIRING_COUPONS', 'RECENTLY_VIEWED']

export function ForYou() {
  const t = useSectionT(FOR_YOU_TEXT)
  const loggedIn = useAtomValue(loggedInAtom)
  const locale = useAtomValue(localeAtom)
  const showTime = useShowTimeText()
  const local = useLocalFormat()
  const data = useAsync(() => (loggedIn ? userComponents(COMPONENTS, true) : Promise.resolve(undefined)), [loggedIn, locale])
  if (data.status !== 'ready' || !data.data) return null
  const of = (id: UserComponentId) => data.data?.components.find((c) => c.componentId === id)?.data ?? null
  const next = of('NEXT_SHOW') as NextShowData | null
  const expiring = of('EXPIRING_COUPONS') as { coupons: ExpiringCouponData[]; total: number } | null
  const viewed = of('RECENTLY_VIEWED') as { shows: ShowCard[] } | null
  if (!next && !expiring && !viewed) return null

  return (
    <View className="for-you" data-testid="for-you">
      <Text className="for-you__title">{t('title')}</Text>
      {next && (
        <View
          className="for-you__next"
          role="button"
          data-testid="for-you-next"
          onClick={() => void appRouter().open('order_detail', { orderId: next.orderId })}
        >
          <Image
            className="for-you__poster"
            src={assetUrl(next.posterUrl)}
            mode="aspectFill"
            style={{ backgroundColor: next.posterColor }}
          />
          <View className="for-you__body">
            <Text className="for-you__label">{t('next_show')}</Text>
            <Text className="for-you__name">{next.showName}</Text>
            <Text className="for-you__line">{showTime(next.startTime)}</Text>
            <Text className="for-you__line">{`${next.venueName} · ${t('tickets', { count: next.ticketCount })}`}</Text>
          </View>
          <Icon name="ticket" tone="main" className="for-you__icon" />
        </View>
      )}
      {expiring && (
        <View className="for-you__coupons" role="button" data-testid="for-you-coupons" onClick={() => void appRouter().open('coupons')}>
          <Icon name="wallet" tone="main" className="for-you__icon" />
          <View className="for-you__body">
            <Text className="for-you__label">{t('expiring')}</Text>
            <Text className="for-you__line">{t('expiring_count', { count: expiring.total, days: EXPIRING_COUPON_DAYS })}</Text>
            <Text className="for-you__line for-you__muted">
              {`${expiring.coupons[0].discountDisplay} · ${t('expires_at', { time: local(expiring.coupons[0].expireTime, 'MM-DD HH:mm') })}`}
            </Text>
          </View>
          <Text className="for-you__action">{t('use_now')}</Text>
        </View>
      )}
      {viewed && (
        <View className="for-you__viewed" data-testid="for-you-viewed">
          <Text className="for-you__label">{t('recently_viewed')}</Text>
          <View className="for-you__strip">
            {viewed.shows.map((s) => (
              <View
                key={s.showId}
                className="for-you__mini"
                role="button"
                data-show-id={s.showId}
                onClick={() => void appRouter().open('show_detail', { showId: s.showId })}
              >
                <Image
                  className="for-you__mini-poster"
                  src={assetUrl(s.posterUrl)}
                  mode="aspectFill"
                  style={{ backgroundColor: s.posterColor }}
                />
                <Text className="for-you__mini-name">{s.showName}</Text>
              </View>
            ))}
          </View>
        </View>
      )}
    </View>
  )
}
