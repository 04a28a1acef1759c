/**
 * The show detail's coupon row: shown only when the show has coupons to receive, with their
 * values ("¥20 · 8.5折"); it opens the show's coupon list in receive mode. Nothing on an error either:
 * the row is an extra, the page stands without it. It reads the public list, the same for every buyer and
 * kept by the gateway's reply cache, so a crowd on the show page during an on-sale rush costs one query a
 * second; whether this buyer already holds each coupon is the coupon list's business.
 */
import { Text, View } from '@tarojs/components'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { showCoupons } from '../../../services/show-offers-api'

const SHOWN_VALUES = 3

export function CouponRow({ showId }: { showId: string }) {
  const t = useT()
  const coupons = useAsync(() => showCoupons(showId, false), [showId])
  if (coupons.status !== 'ready' || coupons.data.length === 0) return null
  const values = coupons.data.slice(0, SHOWN_VALUES).map((c) => c.discountDisplay)
  return (
    <View
      className="show-detail__block show-detail__coupons"
      data-testid="show-coupon-row"
      onClick={() => void appRouter().open('coupon-list', { showId })}
    >
      <Text className="show-detail__heading">{t('confirm_order.coupon')}</Text>
      <Text className="show-detail__coupon-values">{values.join(' · ')}</Text>
      <Icon name="chevron_right" tone="muted" />
    </View>
  )
}
