/**
 * The buyer's membership in order pricing (issue #18: "the member discount (会员N折) applied in pricing";
 * "the spec's points formula on confirm order"). The amounts are order-discounts.ts's (member discount →
 * coupon → points → fees, floor 0), reached through order-coupons.ts; this file reads what they need of
 * the member area (the buyer's level and its discount, the points balance, the merchant's points setting)
 * and shapes pre_order's points row. Kept apart from order.service.ts so that service only wires it.
 */
import type { MemberRepository, SettingsRow } from '../../member/member.repository'
import { heldOf } from '../../member/member.service'
import { memberDiscountLabel } from '../../../../types/rules/member-rules'
import { pointPrice, type PointsSetting } from '../../../../types/rules/points-rules'
import type { OrderPointsOption } from '../../../../types/api/order'
import type { Locale } from '../../http/texts'
import type { CouponPricing, MemberPricing } from './coupon-step'

/** What the buyer's membership offers this order, before the buyer says whether to use points. */
export interface MemberOffer {
  showDiscountPercent?: number
  /** Absent when the merchant does not let points pay. */
  points?: { owned: number; setting: PointsSetting }
}

export function pointsSettingOf(s: SettingsRow): PointsSetting | undefined {
  return s.points_pay_enabled ? { rate: s.points_pay_rate, limitProportion: s.points_limit_percent } : undefined
}

/**
 * The level the buyer holds (member.service.ts heldLevel: the growth level, or a running paid term's when
 * higher, the level the member centre shows) and its show discount, the balance and the merchant's setting. Read outside the order's transaction: create_order spends under the member row's
 * lock and refuses when the balance no longer covers the points priced here.
 */
export async function memberOfferFor(repo: MemberRepository, ctx: PricingCall, withPoints = true): Promise<MemberOffer> {
  const percent = await heldDiscountPercent(repo, ctx)
  // create_order without points skips the balance (a sum over the buyer's ledger) on the on-sale rush path.
  const setting = withPoints ? pointsSettingOf(await repo.settings(ctx.merchantId)) : undefined
  // A balance below zero (a refund took back points already spent) is nothing to pay with.
  const points = setting && { owned: Math.max(0, await repo.pointsBalance(ctx.userId)), setting }
  return { ...(percent !== undefined ? { showDiscountPercent: percent } : {}), ...(points ? { points } : {}) }
}

/**
 * The show discount of the level the buyer holds now (85 = 8.5折), or undefined when it has none: one read
 * (MemberRepository.pricingFacts), once per order call. create_order may ask twice (the channel discount
 * is taken on the member price, then the coupons and points are priced on it); the second ask is the
 * first's answer, keyed on the call's context object.
 */
export function heldDiscountPercent(repo: MemberRepository, ctx: PricingCall): Promise<number | undefined> {
  let held = heldOnce.get(ctx)
  if (!held) {
    held = repo.pricingFacts(ctx.userId, ctx.merchantId, ctx.now).then(({ levels, growth, terms }) =>
      // A merchant without a ladder has one base level without a discount (ladderOf).
      levels.length ? (heldOf(levels, growth, terms).row.discount_percent ?? undefined) : undefined
    )
    heldOnce.set(ctx, held)
  }
  return held
}

/** The order call pricing is for: its buyer, merchant and clock. */
export interface PricingCall {
  userId: string
  merchantId: string
  now: Date
}

const heldOnce = new WeakMap<PricingCall, Promise<number | undefined>>()

/** The offer as pricing takes it: the points only when the buyer switched them on. */
export function memberPricing(offer: MemberOffer, usePoints: boolean | undefined): MemberPricing {
  return { ...(offer.showDiscountPercent !== undefined ? { showDiscountPercent: offer.showDiscountPercent } : {}), ...(usePoints && offer.points ? { points: offer.points } : {}) }
}

/** pre_order's member rows: the discount with its label, and the points row by the spec's formula. */
export function memberRows(
  offer: MemberOffer,
  pricing: CouponPricing,
  usePoints: boolean | undefined,
  locale: Locale
): { memberDiscount?: number; memberDiscountLabel?: string; points?: OrderPointsOption; pointsDiscount?: number } {
  const rows: ReturnType<typeof memberRows> = {}
  if (offer.showDiscountPercent !== undefined && pricing.memberDiscountFen > 0) {
    rows.memberDiscount = pricing.memberDiscountFen
    rows.memberDiscountLabel = memberDiscountLabel(offer.showDiscountPercent, locale)
  }
  if (offer.points) {
    // The formula on what the lines cost after the member discount and the coupon, switched on or not.
    const offered = pointPrice(pricing.linesFen, offer.points.owned, offer.points.setting)
    const checked = !!usePoints && pricing.pointsUsed > 0
    rows.points = {
      owned: offer.points.owned,
      rate: offer.points.setting.rate,
      limitProportion: offer.points.setting.limitProportion,
      pointPrice: offered.pointPriceFen,
      pointsUsed: offered.pointsUsed,
      usable: offered.pointsUsed > 0,
      isChecked: checked
    }
    rows.pointsDiscount = pricing.pointPriceFen
  }
  return rows
}

/**
 * The points an order spent, back to the buyer: all of them (an unpaid order closed), less what already
 * came back, so a second call writes nothing. The caller holds the order row's lock.
 */
export async function returnSpentPoints(members: MemberRepository, orderId: string, now: Date): Promise<void> {
  const { spent, returned } = await members.spentOnOrder(orderId)
  if (spent - returned <= 0) return
  const order = await members.paidOrder(orderId)
  if (order) await members.returnToBuyer(order.merchant_id, order.user_id, orderId, spent - returned, now)
}

/**
 * Tickets of a paid order were refunded (RefundRequestService.whenTicketsRefunded, order row locked): the
 * points it spent come back in proportion to the refunded tickets' points shares (ticket-price.ts
 * ticketPointsSql), all of them once no ticket is left, less what already came back, so each point comes
 * back once whichever approval or retry runs.
 */
export async function returnPointsForRefund(members: MemberRepository, orderId: string, now: Date): Promise<void> {
  const { spent, returned } = await members.spentOnOrder(orderId)
  if (spent <= 0) return
  const share = await members.refundedPointsShare(orderId)
  const due = share.everyTicketGone || share.allFen <= 0 ? spent : Math.floor((spent * share.refundedFen) / share.allFen)
  if (due - returned <= 0) return
  const order = await members.paidOrder(orderId)
  if (order) await members.returnToBuyer(order.merchant_id, order.user_id, orderId, due - returned, now)
}
