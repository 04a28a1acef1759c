/**
 * The show detail's coupon row: shown only when the show has coupons to receive, with their values
 * ("¥20 · 8.5折"); it opens the show's coupon list in receive mode. The coupons come with the page's
 * show_user reply (the buyer's parts in one call); nothing while it loads or when it failed: the row is an
 * extra, the page stands without it.
 */
import { Text, View } from '@tarojs/components'
import { Icon } from '../../../components/icon/Icon'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import type { CouponTemplateView } from '../../../../types/api/coupon'

const SHOWN_VALUES = 3

export function CouponRow({ showId, coupons }: { showId: string; coupons?: CouponTemplateView[] }) {
  const t = useT()
  if (!coupons?.length) return null
  const values = coupons.slice(0, SHOWN_VALUES).map((c) => c.discountDisplay)
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
