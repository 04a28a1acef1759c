/**
 * Points paying part of an order (issue #18: "the spec's points formula on confirm order"). The POINTS step
 * reads the merchant's points setting and the buyer's balance; the amount is order-discounts.ts's step 4
 * (points-rules.ts pointPrice on what the lines cost after the coupon). pre_order reads them whether or not
 * the buyer switched points on (its points row shows what they would pay); create_order only when used,
 * so an order without points skips the balance (a sum over the buyer's ledger) on the on-sale rush path.
 * Read outside the order's transaction: create_order spends under the member row's lock and refuses when
 * the balance no longer covers the points priced here.
 */
import type { MemberRepository, PointsOrder, SettingsRow } from '../../member/member.repository'
import type { PointsSetting } from '../../../../types/rules/points-rules'
import type { AnyOrderPricingStep } from './pricing-step'

export function pointsSettingOf(s: SettingsRow): PointsSetting | undefined {
  return s.points_pay_enabled ? { rate: s.points_pay_rate, limitProportion: s.points_limit_percent } : undefined
}

export function pointsStep(repo: MemberRepository): AnyOrderPricingStep {
  return {
    phase: 'ORDER',
    prices: 'ALL',
    async apply(draft, call) {
      const { body, ctx, mode } = call
      // Tied goods spend no points: the ticket order's points are its tickets' (GoodsQuoteCall.tied).
      if (draft.card || (call.kind === 'GOODS' && call.tied) || (mode === 'ORDER' && !body.usePoints)) return
      const setting = pointsSettingOf(await repo.settings(ctx.merchantId))
      if (!setting) return
      // A balance below zero (a refund took back points already spent) is nothing to pay with.
      draft.points = { owned: Math.max(0, await repo.pointsBalance(ctx.userId)), setting, used: !!body.usePoints }
    }
  }
}

/**
 * The points an order spent, back to the buyer: all of them (an unpaid order closed), less what already
 * came back, so a second call writes nothing. The caller holds the order row's lock. A ticket order by its
 * id, a goods order as { goodsOrderId } (lifecycle/goods-order-closed.ts).
 */
export async function returnSpentPoints(members: MemberRepository, orderId: PointsOrder, now: Date): Promise<void> {
  const { spent, returned } = await members.spentOnOrder(orderId)
  if (spent - returned <= 0) return
  const order = await members.buyerOf(orderId)
  if (order) await members.returnToBuyer(order.merchant_id, order.user_id, orderId, spent - returned, now)
}

/**
 * Tickets of a paid order were refunded (RefundRequestService.whenTicketsRefunded, order row locked): the
 * points it spent come back in proportion to the refunded tickets' points shares (ticket-price.sql.ts
 * ticketPointsSql), all of them once no ticket is left, less what already came back, so each point comes
 * back once whichever approval or retry runs. Units of a goods order likewise ({ goodsOrderId }, by its
 * lines' points shares: lifecycle/goods-refunded.ts).
 */
export async function returnPointsForRefund(members: MemberRepository, orderId: PointsOrder, now: Date): Promise<void> {
  const { spent, returned } = await members.spentOnOrder(orderId)
  if (spent <= 0) return
  const share = await members.refundedPointsShare(orderId)
  const due = share.everyTicketGone || share.allFen <= 0 ? spent : Math.floor((spent * share.refundedFen) / share.allFen)
  if (due - returned <= 0) return
  const order = await members.buyerOf(orderId)
  if (order) await members.returnToBuyer(order.merchant_id, order.user_id, orderId, due - returned, now)
}
