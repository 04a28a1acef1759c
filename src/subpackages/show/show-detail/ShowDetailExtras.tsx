/**
 * The show page's extras below its summary: the announcement banner (the show's own first), and when the
 * show can still be bought, its coupon and promotion rows (from the page's show_user reply). Each draws
 * nothing until its data comes and on a failure, so the page stands without them; on H5 they load after the first paint
 * (LazyShowDetailExtras.h5.tsx), which keeps the page under its first-page byte ceiling (scripts/size.js).
 */
import { AnnouncementBanner } from '../../../components/announcement-banner/AnnouncementBanner'
import { CouponRow } from './CouponRow'
import { PromotionRow } from './PromotionRow'
import type { ShowUser } from '../../../../types/api/show-calls'

export interface ShowDetailExtrasProps {
  showId: string
  /** A show that can no longer be bought offers no coupon or promotion (issue #31 item 3). */
  closed: boolean
  /** The buyer's parts of the show (show_user v5): its coupons and the promotions he qualifies for; undefined while loading. */
  offers?: Pick<ShowUser, 'coupons' | 'promotions'>
}

export function ShowDetailExtras({ showId, closed, offers }: ShowDetailExtrasProps) {
  return (
    <>
      <AnnouncementBanner showId={showId} pageSource="show_detail" />
      {/* Coupons (issue #18): only when the show has some to receive. */}
      {!closed && <CouponRow showId={showId} coupons={offers?.coupons} />}
      {/* Promotions (issue #18): the show's packages and the launch channel's discount, when there are some. */}
      {!closed && <PromotionRow promotions={offers?.promotions} />}
    </>
  )
}
