/**
 * The amount to pay once every discount is in (issue #18: "the discount in pre_order and create_order
 * computed by the gateway (never trusted from the app)"; Done when: "discounts never take an order below
 * zero"). One fixed order of steps, each step's amount reported so confirm order can show the rows:
 *
 *   1. member discount (会员N折) on each unit price of the lines of a biz type the level discounts;
 *   2. the promotion (a channel discount, promotion-rules.ts channelUnitOffFen, or a package's share):
 *      fen off each unit of a line, on the member price, never below 0;
 *   3. the coupon(s) on the promoted prices: one non-exchange coupon, or exchange coupons (one unit each);
 *   4. points on what is left of the lines (points-rules.ts pointPrice);
 *   5. delivery fee and payment service fee added, never discounted.
 *
 * Why this order: the member discount is a price (the show page already shows 会员N折 prices), a
 * promotion is the price the buyer's channel or package sells at (the merchant's own price, as the member
 * price is, so it comes before anything the buyer brings: a coupon or points), a coupon's threshold is met by what the buyer actually pays for the lines, and points pay part of the
 * order "amount", which is what remains after the discounts; the courier and the payment provider are
 * paid in full whatever the lines cost.
 *
 * The floor is 0, not 1 fen: each step is bounded by what is left before it, so the lines can reach 0 and
 * the order is then a free order, which orders already support (it completes without a payment; order.ts
 * "paymentProduct ... empty ... for a free order"). A 1-fen floor would charge the buyer for a ticket a
 * coupon made free. The amounts always add up: original − member − promotion − coupon − points + fees = pay, and
 * the lines' paidFen plus the fees = pay.
 */
import { claimExchangeUnits, checkCoupon, couponValueKind, type CartLine, type CouponRefusal, type CouponRule } from './coupon-rules'
import { allocateFen } from './allocate-fen'
import { assertFen } from './discount-percent'
import { memberPriceFen } from './member-rules'
import { pointPrice, type PointsSetting } from './points-rules'

export interface OrderDiscountInput {
  lines: readonly CartLine[]
  deliveryFen?: number
  serviceFeeFen?: number
  /** The buyer's level discount per biz type (showDiscountPrivilegeVo, itemDiscountPrivilegeVo): 85 = 8.5折. */
  memberDiscount?: Partial<Record<'SHOW' | 'ITEM', number>>
  /**
   * The promotion's fen off each unit, by line id (computed on the member price by the promotion's rule;
   * capped here at that price). Lines not named have none.
   */
  promotionUnitOffFen?: Readonly<Record<string, number>>
  /** The coupons the buyer chose (or best-coupon.ts picked). */
  coupons?: readonly CouponRule[]
  /** How many exchange coupons one order may take (best-coupon.ts "first N"). */
  maxExchange?: number
  /** Present when the buyer uses points. */
  points?: { owned: number; setting: PointsSetting }
  now: number
}

export interface DiscountedLine {
  lineId: string
  qty: number
  /** Unit price before and after the member discount, and after the promotion. */
  priceFen: number
  memberPriceFen: number
  promotedPriceFen: number
  /** The promotion on the line, all units: (memberPriceFen − promotedPriceFen) × qty. */
  promotionFen: number
  /**
   * The line's share of the coupon and of the points, and what the buyer pays for the line (all units):
   * promotedPriceFen × qty − couponFen − pointsFen. A coupon is shared over its eligible lines, an exchange
   * coupon goes to the line of its unit, points over every line, in proportion to what each line costs
   * at that step (allocate-fen.ts); split paidFen over the units the same way for a ticket's own price.
   */
  couponFen: number
  pointsFen: number
  paidFen: number
}

export interface OrderDiscounts {
  ok: true
  lines: DiscountedLine[]
  /** The lines at their prices. */
  originalFen: number
  memberDiscountFen: number
  promotionDiscountFen: number
  coupons: Array<{ couponId: string; discountAmount: number; lineId?: string }>
  couponDiscountFen: number
  pointPriceFen: number
  pointsUsed: number
  deliveryFen: number
  serviceFeeFen: number
  /** What the buyer pays. */
  payFen: number
}

export type OrderDiscountProblem =
  | { ok: false; problem: 'COUPON_UNUSABLE'; couponId: string; reason: CouponRefusal | 'NO_UNIT_LEFT' }
  /** The same coupon twice, an exchange coupon beside another kind, or two non-exchange coupons. */
  | { ok: false; problem: 'COUPON_COMBINATION' }
  | { ok: false; problem: 'TOO_MANY_EXCHANGE' }

export function orderDiscounts(input: OrderDiscountInput): OrderDiscounts | OrderDiscountProblem {
  const deliveryFen = input.deliveryFen ?? 0
  const serviceFeeFen = input.serviceFeeFen ?? 0
  assertFen(deliveryFen, 'delivery fee')
  assertFen(serviceFeeFen, 'service fee')

  // 1. Member discount, per unit.
  const priced = input.lines.map((l) => {
    assertFen(l.price, `price of line ${l.lineId}`)
    if (!Number.isSafeInteger(l.qty) || l.qty < 0)
      throw new RangeError(`qty of line ${l.lineId} must be a non-negative integer, got ${l.qty}`)
    const percent = l.bizType === 'SHOW' || l.bizType === 'ITEM' ? input.memberDiscount?.[l.bizType] : undefined
    const member = percent === undefined ? l.price : memberPriceFen(l.price, percent)
    // 2. The promotion, per unit on the member price.
    const off = input.promotionUnitOffFen?.[l.lineId] ?? 0
    assertFen(off, `promotion of line ${l.lineId}`)
    return { lineId: l.lineId, qty: l.qty, priceFen: l.price, memberPriceFen: member, promotedPriceFen: member - Math.min(off, member) }
  })
  const originalFen = priced.reduce((s, l) => s + l.priceFen * l.qty, 0)
  const afterMemberOnly = priced.reduce((s, l) => s + l.memberPriceFen * l.qty, 0)
  const afterMember = priced.reduce((s, l) => s + l.promotedPriceFen * l.qty, 0)
  const memberCart: CartLine[] = input.lines.map((l, i) => ({ ...l, price: priced[i].promotedPriceFen }))

  // 3. Coupons, on the promoted prices.
  const chosen = input.coupons ?? []
  let coupons: OrderDiscounts['coupons'] = []
  let couponShares = priced.map(() => 0)
  if (new Set(chosen.map((c) => c.couponId)).size !== chosen.length) return { ok: false, problem: 'COUPON_COMBINATION' }
  const exchange = chosen.filter((c) => couponValueKind(c.couponType) === 'EXCHANGE')
  if (exchange.length && exchange.length !== chosen.length) return { ok: false, problem: 'COUPON_COMBINATION' }
  if (!exchange.length && chosen.length > 1) return { ok: false, problem: 'COUPON_COMBINATION' }
  if (exchange.length > (input.maxExchange ?? Infinity)) return { ok: false, problem: 'TOO_MANY_EXCHANGE' }
  for (const c of chosen) {
    const check = checkCoupon(c, memberCart, input.now)
    if (!check.usable) return { ok: false, problem: 'COUPON_UNUSABLE', couponId: c.couponId, reason: check.reason }
    if (!exchange.length) {
      coupons = [{ couponId: c.couponId, discountAmount: check.discountAmount }]
      couponShares = allocateFen(
        check.discountAmount,
        priced.map((l) => (check.eligibleLineIds.includes(l.lineId) ? l.promotedPriceFen * l.qty : 0))
      )
    }
  }
  if (exchange.length) {
    const claims = claimExchangeUnits(exchange, memberCart, input.now)
    const unclaimed = exchange.find((c) => !claims.some((k) => k.couponId === c.couponId))
    if (unclaimed) return { ok: false, problem: 'COUPON_UNUSABLE', couponId: unclaimed.couponId, reason: 'NO_UNIT_LEFT' }
    coupons = claims.map((k) => ({ couponId: k.couponId, discountAmount: k.discountAmount, lineId: k.lineId }))
    couponShares = priced.map((l) => claims.filter((k) => k.lineId === l.lineId).reduce((s, k) => s + k.discountAmount, 0))
  }
  // Each coupon is bounded by its own lines (allocateFen refuses a share above a line's amount), so the
  // lines' shares, and their sum, never exceed what the lines cost.
  const couponDiscountFen = couponShares.reduce((s, f) => s + f, 0)
  const afterCoupon = afterMember - couponDiscountFen

  // 4. Points, on what is left of the lines (pointPrice never exceeds it: limitProportion ≤ 100).
  const points = input.points ? pointPrice(afterCoupon, input.points.owned, input.points.setting) : { pointPriceFen: 0, pointsUsed: 0 }

  const pointShares = allocateFen(
    points.pointPriceFen,
    priced.map((l, i) => l.promotedPriceFen * l.qty - couponShares[i])
  )
  const lines: DiscountedLine[] = priced.map((l, i) => ({
    ...l,
    promotionFen: (l.memberPriceFen - l.promotedPriceFen) * l.qty,
    couponFen: couponShares[i],
    pointsFen: pointShares[i],
    paidFen: l.promotedPriceFen * l.qty - couponShares[i] - pointShares[i]
  }))

  // 5. Fees, in full.
  const payFen = Math.max(0, afterCoupon - points.pointPriceFen) + deliveryFen + serviceFeeFen
  return {
    ok: true,
    lines,
    originalFen,
    memberDiscountFen: originalFen - afterMemberOnly,
    promotionDiscountFen: afterMemberOnly - afterMember,
    coupons,
    couponDiscountFen,
    pointPriceFen: points.pointPriceFen,
    pointsUsed: points.pointsUsed,
    deliveryFen,
    serviceFeeFen,
    payFen
  }
}
