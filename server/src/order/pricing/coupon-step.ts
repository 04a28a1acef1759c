/**
 * Coupons on confirm order (issue #18: "usable coupons listed and toggled, the best-coupon pick by the
 * spec's rule, the discount in pre_order and create_order computed by the gateway (never trusted from the
 * app)"). The rules are the shared rule modules (coupon-rules.ts checkCoupon, best-coupon.ts
 * pickBestCoupons, order-discounts.ts orderDiscounts); this file only turns stored rows into their inputs
 * and their answers into the replies and the order's records.
 *
 * The floor is 0: order-discounts.ts bounds each coupon by its lines, so an order a coupon covers costs
 * 0 fen plus its delivery fee, and such an order completes without a payment platform (order creation's
 * free-order path: paid at once, tickets issued, the coupon USED at once).
 */
import { AppError } from '../../http/app-error'
import { pickBestCoupons } from '../../../../types/rules/best-coupon'
import {
  checkCoupon,
  discountDisplay,
  type CartLine,
  type CouponBizType,
  type CouponRule,
  type CouponType,
  type LimitationType,
  type UseCouponRule,
  type UseWay
} from '../../../../types/rules/coupon-rules'
import { orderDiscounts } from '../../../../types/rules/order-discounts'
import { memberPriceFen } from '../../../../types/rules/member-rules'
import type { PointsSetting } from '../../../../types/rules/points-rules'
import type { OrderCouponOption } from '../../../../types/api/order'
import type { CouponOrderRepository, HeldCouponRow, ShowScopeFacts } from '../../coupon/coupon-order.repository'
import type { TierForSale } from '../order.repository'
import type { AnyOrderPricingStep, MemberPercents, PricedGoodsLine } from './pricing-step'

/** The priced lines of one order (quote.ts): a ticket order's tiers in tier id order, a goods order's SKUs in SKU id order. */
export interface LinesToDiscount {
  showId: string
  sessionId: string
  lines: Array<{ tier: TierForSale; qty: number }>
  /** A goods order's SKUs (ITEM lines, by SKU id); none on a ticket order. */
  goods?: readonly PricedGoodsLine[]
  deliveryFen: number
  /** The channel discount (promotion-step.ts): fen off each unit by tier id, before the coupon. */
  promotion?: { unitOffFen: Map<string, number> }
}

export interface CouponPricing {
  couponIds: string[]
  couponFen: number
  /** Each line's share of the coupon (allocate-fen.ts), by tier id (SKU id on goods): a partial refund returns the rest. */
  lineCouponFen: Map<string, number>
  /** The member discount (会员N折, member-step.ts): in all, and per unit of each line by tier id. */
  memberDiscountFen: number
  lineMemberUnitFen: Map<string, number>
  /** The promotion (order-discounts.ts step 2) as applied after the member discount: in all and per line by tier id. */
  promotionFen: number
  linePromotionFen: Map<string, number>
  /** What the lines cost after the member discount, the promotion and the coupon: the amount points may pay part of. */
  linesFen: number
  /** The points used and the price they paid (0 when the buyer does not use them), and each line's share. */
  pointsUsed: number
  pointPriceFen: number
  linePointsFen: Map<string, number>
  payFen: number
}

/**
 * The buyer's membership as pricing reads it (the MEMBER and POINTS steps): the level's discounts on
 * show tickets and on goods, and the points when the buyer uses them. Empty for a buyer with neither.
 */
export interface MemberPricing {
  /** 85 = 会员8.5折 (discount-percent.ts) per biz type, applied per unit before coupons (order-discounts.ts step 1). */
  discount?: MemberPercents
  points?: { owned: number; setting: PointsSetting }
}

/** The cart after the promotion's fen off each unit (order-discounts.ts step 2, on the member price, never below 0). */
function atPromotedPrices(cart: CartLine[], order: LinesToDiscount): CartLine[] {
  const off = order.promotion?.unitOffFen
  return off ? cart.map((l) => ({ ...l, price: Math.max(0, l.price - (off.get(l.lineId) ?? 0)) })) : cart
}

/** The scope a cart is checked against when the buyer holds no coupon: nothing reads it then. */
export const NO_COUPON_SCOPE: ShowScopeFacts = { venue_id: '', category_code: null, tag_ids: [] }

/** The cart at the buyer's member prices: what a coupon's threshold and the best pick see (order-discounts.ts step 2). */
function atMemberPrices(cart: CartLine[], member: MemberPricing): CartLine[] {
  const percents = member.discount
  if (!percents) return cart
  return cart.map((l) => {
    const percent = l.bizType === 'SHOW' || l.bizType === 'ITEM' ? percents[l.bizType] : undefined
    return percent === undefined ? l : { ...l, price: memberPriceFen(l.price, percent) }
  })
}

export function couponRuleOf(row: HeldCouponRow): CouponRule {
  return {
    couponId: row.coupon_id,
    couponType: row.coupon_type as CouponType,
    limitationType: row.limitation_type as LimitationType,
    limitation: row.limitation,
    amount: row.amount_fen,
    discount: row.discount,
    useCouponRule: row.use_rule as UseCouponRule,
    couponUseLimitVO: row.use_limit,
    couponBizTypes: row.biz_types as CouponBizType[],
    useWay: row.use_way as UseWay,
    // EXPIRED is not stored (migration 047): checkCoupon reads it from expireTime.
    couponStatus: row.status === 'AVAILABLE' ? 'AVAILABLE' : row.status,
    startTime: row.start_at.getTime(),
    expireTime: row.expire_at.getTime()
  }
}

/**
 * One cart line per price tier (the coupon scopes read the show, session, tier, venue, type and tags) and
 * one ITEM line per SKU (they read its goods, itemId, and its category).
 */
export function cartOf(order: LinesToDiscount, scope: ShowScopeFacts): CartLine[] {
  const tickets = order.lines.map((l): CartLine => ({
    lineId: l.tier.id,
    bizType: 'SHOW',
    showId: order.showId,
    sessionId: order.sessionId,
    tierId: l.tier.id,
    venueId: scope.venue_id,
    showType: scope.category_code ?? undefined,
    tagIds: scope.tag_ids,
    price: l.tier.price_fen,
    qty: l.qty
  }))
  const goods = (order.goods ?? []).map((l): CartLine => ({
    lineId: l.sku.id,
    bizType: 'ITEM',
    itemId: l.sku.spu_id,
    ...(l.sku.category_id ? { categoryId: l.sku.category_id } : {}),
    price: l.sku.price_fen,
    qty: l.qty
  }))
  return [...tickets, ...goods]
}

/** The chosen coupons' discount, or the refusal the buyer hears; the rows are the ones the buyer named. */
export function priceWithCoupons(
  order: LinesToDiscount,
  scope: ShowScopeFacts,
  chosen: readonly HeldCouponRow[],
  now: number,
  member: MemberPricing = {}
): CouponPricing {
  const result = orderDiscounts({
    lines: cartOf(order, scope),
    deliveryFen: order.deliveryFen,
    promotionUnitOffFen: order.promotion ? Object.fromEntries(order.promotion.unitOffFen) : undefined,
    coupons: chosen.map(couponRuleOf),
    now,
    ...(member.discount ? { memberDiscount: member.discount } : {}),
    ...(member.points ? { points: member.points } : {})
  })
  if (!result.ok) throw new AppError(result.problem === 'COUPON_UNUSABLE' ? 'COUPON_ORDER_UNUSABLE' : 'COUPON_ORDER_COMBINATION')
  return {
    couponIds: result.coupons.map((c) => c.couponId),
    couponFen: result.couponDiscountFen,
    lineCouponFen: new Map(result.lines.map((l) => [l.lineId, l.couponFen])),
    memberDiscountFen: result.memberDiscountFen,
    lineMemberUnitFen: new Map(result.lines.map((l) => [l.lineId, l.priceFen - l.memberPriceFen])),
    promotionFen: result.promotionDiscountFen,
    linePromotionFen: new Map(result.lines.map((l) => [l.lineId, l.promotionFen])),
    linesFen: result.originalFen - result.memberDiscountFen - result.promotionDiscountFen - result.couponDiscountFen,
    pointsUsed: result.pointsUsed,
    pointPriceFen: result.pointPriceFen,
    linePointsFen: new Map(result.lines.map((l) => [l.lineId, l.pointsFen])),
    payFen: result.payFen
  }
}

/**
 * pre_order's coupon rows: every coupon the buyer holds, usable or not with the reason, and the ones the
 * amounts count: those named (`asked`), or the best pick when the app named none.
 */
export function couponOptions(
  order: LinesToDiscount,
  scope: ShowScopeFacts,
  held: readonly HeldCouponRow[],
  asked: readonly string[] | undefined,
  now: number,
  member: MemberPricing = {}
): { options: OrderCouponOption[]; chosen: HeldCouponRow[] } {
  const cart = atPromotedPrices(atMemberPrices(cartOf(order, scope), member), order)
  const rules = held.map(couponRuleOf)
  let checked = asked
    ? rules.filter((r) => asked.includes(r.couponId)).map((r) => r.couponId)
    : pickBestCoupons(rules, cart, now).coupons.map((c) => c.couponId)
  try {
    priceWithCoupons(
      order,
      scope,
      held.filter((h) => checked.includes(h.coupon_id)),
      now,
      member
    )
  } catch (error) {
    // A choice that no longer fits (the page kept it while the cart changed): priced without coupons and
    // shown unchecked, so the page never gets stuck on a refusal; create_order refuses it in words.
    if (!(error instanceof AppError)) throw error
    checked = []
  }
  const options = held.map((row, i): OrderCouponOption => {
    const check = checkCoupon(rules[i], cart, now)
    return {
      couponId: row.coupon_id,
      couponTemplateId: row.template_id,
      title: row.title,
      couponType: rules[i].couponType,
      discountAmount: check.usable ? check.discountAmount : 0,
      usable: check.usable,
      ...(check.usable ? {} : { reason: check.reason }),
      isChecked: checked.includes(row.coupon_id),
      expireTime: rules[i].expireTime,
      discountDisplay: discountDisplay(rules[i])
    }
  })
  // Usable first (the list's order: the best discount, then the earliest expiry).
  options.sort((a, b) => Number(b.usable) - Number(a.usable) || b.discountAmount - a.discountAmount || a.expireTime - b.expireTime)
  return { options, chosen: held.filter((h) => checked.includes(h.coupon_id)) }
}

/**
 * The COUPON step. pre_order: the buyer's coupons for this cart, each usable or not with the reason, and
 * the ones named (or, when the app named none, the best pick); a buyer holding no coupon costs one indexed
 * read. create_order: the coupons named, checked again whatever pre_order said: the buyer's own, of this
 * merchant, AVAILABLE, usable on this cart together (the rule refuses them when the quote is settled).
 */
export function couponStep(repo: CouponOrderRepository): AnyOrderPricingStep {
  // A goods order's coupons read no show: its ITEM lines carry what their scopes read.
  const scopeOf = (draft: { kind: string; showId: string }) =>
    draft.kind === 'GOODS' ? Promise.resolve(NO_COUPON_SCOPE) : repo.showScope(draft.showId)
  return {
    phase: 'ORDER',
    prices: 'ALL',
    async apply(draft, call) {
      const { body, ctx, mode } = call
      // Tied goods take no coupon: the ticket order's coupons are its tickets' (GoodsQuoteCall.tied).
      if (draft.card || (call.kind === 'GOODS' && call.tied)) return
      const member = draft.member ? { discount: draft.member } : {}
      const now = ctx.now.getTime()
      if (mode === 'OFFER') {
        const held = await repo.heldForOrder(ctx.userId, ctx.merchantId, ctx.now)
        const scope = held.length ? await scopeOf(draft) : undefined
        if (scope) draft.coupons = { scope, ...couponOptions(draft, scope, held, body.couponIds, now, member) }
        return
      }
      const ids = body.couponIds ?? []
      if (!ids.length) return
      if (new Set(ids).size !== ids.length) throw new AppError('COUPON_ORDER_COMBINATION')
      const rows = await repo.byIds([...ids])
      // Someone else's coupon, or another merchant's, reads as unknown: nothing is said about it.
      if (rows.length !== ids.length || rows.some((r) => r.user_id !== ctx.userId || r.merchant_id !== ctx.merchantId))
        throw new AppError('COUPON_ORDER_UNUSABLE')
      if (rows.some((r) => r.status !== 'AVAILABLE')) throw new AppError('COUPON_ORDER_TAKEN')
      const scope = await scopeOf(draft)
      if (!scope) throw new AppError('COUPON_ORDER_UNUSABLE')
      draft.coupons = { scope, chosen: rows, options: [] }
    }
  }
}
