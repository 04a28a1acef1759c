/**
 * coupon-shows (/coupon-shows?couponTemplateId=): the shows a coupon applies to (product.md
 * "Coupon navigation targets: shows-for-coupon page"), each opening its detail; a coupon for every show
 * says so above the shows on sale.
 */
import { Text, View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useShowTimeText } from '../../../utils/show-time'
import { useSectionT } from '../../../locales/section-i18n'
import { COUPON_TEXT } from '../../../locales/sections/coupon/coupon-text'
import { couponShows } from '../../../services/coupon-api'
import './coupon-shows.scss'

export default function CouponShowsPage() {
  const t = useSectionT(COUPON_TEXT)
  const timeText = useShowTimeText()
  const { couponTemplateId = '' } = useRouteParams()
  const data = useAsync(
    () => (couponTemplateId ? couponShows(couponTemplateId) : Promise.resolve({ allShows: false, shows: [] })),
    [couponTemplateId]
  )
  const toHome = { label: t('to_home'), onClick: () => void appRouter().switchTab('list') }
  return (
    <PageShell route="coupon-shows">
      {data.status === 'loading' && <StateView kind="loading" />}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
      {data.status === 'ready' && data.data.shows.length === 0 && <StateView kind="empty" text={t('shows_empty')} action={toHome} />}
      {data.status === 'ready' && data.data.shows.length > 0 && (
        <View className="coupon-shows" data-testid="coupon-shows">
          {data.data.allShows && <Text className="coupon-shows__note">{t('shows_all')}</Text>}
          {data.data.shows.map((s) => (
            <View
              key={s.showId}
              className="coupon-shows__show"
              data-show-id={s.showId}
              onClick={() => void appRouter().open('show_detail', { showId: s.showId })}
            >
              <View className="coupon-shows__poster" style={{ background: s.posterColor }} />
              <View className="coupon-shows__text">
                <Text className="coupon-shows__name">{s.showName}</Text>
                <Text className="coupon-shows__line">{`${s.cityName} · ${s.venueName}`}</Text>
                {s.firstSessionAt !== null && <Text className="coupon-shows__line">{timeText(s.firstSessionAt)}</Text>}
              </View>
              <Icon name="chevron_right" tone="muted" />
            </View>
          ))}
        </View>
      )}
    </PageShell>
  )
}
