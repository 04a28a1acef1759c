/**
 * pre_order's reply (calls-errors-limits.md section 7; PreOrderReply): the quote (quote.ts) as confirm
 * order shows it, with its discount rows, the coupons to toggle, the points row and the card.
 */
import type { Locale } from '../../http/texts'
import type { OrderPointsOption, PreOrderReply } from '../../../../types/api/order'
import { memberDiscountLabel } from '../../../../types/rules/member-rules'
import { pointPrice, type PointsSetting } from '../../../../types/rules/points-rules'
import type { CouponPricing } from './coupon-step'
import type { Quote } from './quote'

/** What the member rows read of a quote of either kind. */
export interface MemberRowFacts {
  discounts: CouponPricing
  points?: { owned: number; setting: PointsSetting; used: boolean }
}

/**
 * The member rows of confirm order, ticket or goods: the discount with its label (the level's percent on
 * the order's kind: SHOW on tickets, ITEM on goods), and the points row by the spec's formula.
 */
export function memberRows(
  q: MemberRowFacts,
  percent: number | undefined,
  locale: Locale
): Pick<PreOrderReply, 'memberDiscount' | 'memberDiscountLabel' | 'points' | 'pointsDiscount'> {
  const rows: ReturnType<typeof memberRows> = {}
  const d = q.discounts
  if (percent !== undefined && d.memberDiscountFen > 0) {
    rows.memberDiscount = d.memberDiscountFen
    rows.memberDiscountLabel = memberDiscountLabel(percent, locale)
  }
  if (q.points) {
    // The formula on what the lines cost after the member discount and the coupon, switched on or not.
    const offered = pointPrice(d.linesFen, q.points.owned, q.points.setting)
    const points: OrderPointsOption = {
      owned: q.points.owned,
      rate: q.points.setting.rate,
      limitProportion: q.points.setting.limitProportion,
      pointPrice: offered.pointPriceFen,
      pointsUsed: offered.pointsUsed,
      usable: offered.pointsUsed > 0,
      isChecked: q.points.used && d.pointsUsed > 0
    }
    rows.points = points
    rows.pointsDiscount = d.pointPriceFen
  }
  return rows
}

export function presentPreOrder(q: Quote, seatInfos: Record<string, string>, locale: Locale): PreOrderReply {
  const d = q.discounts
  return {
    showId: q.showId,
    bizShowSessionId: q.sessionId,
    qty: q.ticketCount,
    ticketAmount: q.ticketFen,
    deliveryFee: q.deliveryFen,
    paymentServiceFee: 0,
    payAmount: q.payFen,
    seatInfos,
    originalAmount: q.ticketFen + q.deliveryFen,
    promotionDiscount: d.promotionFen,
    ...(q.promotion && d.promotionFen > 0 ? { promotionId: q.promotion.promotionId } : {}),
    couponDiscount: d.couponFen,
    coupons: q.coupons?.options ?? [],
    checkedCouponIds: d.couponIds,
    // With a card, no member discount and no points: the card prices the tickets (card-step.ts).
    ...(q.card ? {} : memberRows(q, q.member?.SHOW, locale)),
    card: q.card?.use,
    ...(q.goodsFen > 0 ? { goodsAmount: q.goodsFen } : {})
  }
}
