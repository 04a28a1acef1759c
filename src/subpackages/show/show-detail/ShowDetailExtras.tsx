/**
 * The show page's extras below its summary: the announcement banner (the show's own first), and when the
 * show can still be bought, its coupon and promotion rows (from the page's show_user reply) and the on-site
 * purchase row. Each draws nothing until its data comes and on a failure, so the page stands without them;
 * on H5 they load after the first paint
 * (LazyShowDetailExtras.h5.tsx), which keeps the page under its first-page byte ceiling (scripts/size.js).
 */
import { Text, View } from '@tarojs/components'
import { AnnouncementBanner } from '../../../components/announcement-banner/AnnouncementBanner'
import { Icon } from '../../../components/icon/Icon'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOW_BUYER_TEXT } from '../../../locales/sections/show-buyer/show-buyer-text'
import { CouponRow } from './CouponRow'
import { PromotionRow } from './PromotionRow'
import { OnSiteRow } from './OnSiteRow'
import type { ShowUser } from '../../../../types/api/show-calls'

export interface ShowDetailExtrasProps {
  showId: string
  /** A show that can no longer be bought offers no coupon or promotion (issue #31 item 3). */
  closed: boolean
  /** The buyer's parts of the show (show_user v5): its coupons and the promotions he qualifies for; undefined while loading. */
  offers?: Pick<ShowUser, 'coupons' | 'promotions'>
  /** The logged-in buyer's show_user reply: his white tag and his tickets against the per-account limit. */
  buyer?: Pick<ShowUser, 'whiteTag' | 'purchase'>
}

export function ShowDetailExtras({ showId, closed, offers, buyer }: ShowDetailExtrasProps) {
  const t = useSectionT(SHOW_BUYER_TEXT)
  const purchase = buyer?.purchase && buyer.purchase.limitPerAccount > 0 ? buyer.purchase : undefined
  return (
    <>
      <AnnouncementBanner showId={showId} pageSource="show_detail" />
      {/* A white-tagged show this buyer is not listed for says so (the page keeps its buy button off). */}
      {!closed && buyer?.whiteTag?.restricted && !buyer.whiteTag.allowed && (
        <View className="show-detail__block show-detail__closed" data-testid="show-white-tag">
          <Icon name="person" tone="muted" className="show-detail__closed-icon" />
          <Text className="show-detail__closed-text">{t('white_tag_only')}</Text>
        </View>
      )}
      {!closed && purchase && (
        <View className="show-detail__block">
          <Text className="show-detail__line show-detail__purchased" data-testid="show-purchased">
            {t('purchased_limit', { limit: purchase.limitPerAccount, count: purchase.purchasedCount })}
          </Text>
        </View>
      )}
      {/* Coupons (issue #18): only when the show has some to receive. */}
      {!closed && <CouponRow showId={showId} coupons={offers?.coupons} />}
      {/* Promotions (issue #18): the show's packages and the launch channel's discount, when there are some. */}
      {!closed && <PromotionRow promotions={offers?.promotions} />}
      {/* On-site purchase: on the day, while the venue sells one of today's sessions. */}
      {!closed && <OnSiteRow showId={showId} />}
    </>
  )
}
