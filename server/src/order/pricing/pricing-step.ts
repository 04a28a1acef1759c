/**
 * The seam order pricing grows by, as payment purposes plug into settlement (PaymentService.payFor): each
 * kind of discount is a step that reads and checks what it needs for one order and adds its part to the
 * quote being made; quote.ts runs the registered steps in one fixed order and then applies the one rule
 * (order-discounts.ts) to what they gathered. A new kind is one file and one registration
 * (standard-steps.ts); the route, order creation and the quote itself stay as they are.
 *
 * The order is order-discount-lines.ts's: the prices that replace a ticket's public price first (an order
 * has a privilege or a card, never both; the privilege runs before the order's limits and fees because it
 * also decides whether the session is on sale to this buyer), then order-discounts.ts's member →
 * promotion → coupon → points, whose reasons that file gives.
 */
import type { CreateOrderRequest, OrderCouponOption } from '../../../../types/api/order'
import type { DiscountKind } from '../../../../types/rules/order-discount-lines'
import type { PointsSetting } from '../../../../types/rules/points-rules'
import type { SeatPlace } from '../../../../types/rules/seat-key'
import type { HeldCouponRow, ShowScopeFacts } from '../../coupon/coupon-order.repository'
import type { DeliveryAddress, TierForSale } from '../order.repository'
import type { OrderContext } from '../order.service'
import type { CardPricing } from './card-step'
import type { PrivilegeUse } from './privilege-step'
import type { ChannelPricing } from './promotion-step'

/** The order steps run in (see the header): each kind once. */
export const STEP_ORDER = ['PRIVILEGE', 'CARD', 'MEMBER', 'PROMOTION', 'COUPON', 'POINTS'] as const satisfies readonly DiscountKind[]

/** What a quote reads of an order body (pre_order's has no key and no amount yet). */
export type OrderToQuote = Pick<
  CreateOrderRequest,
  'items' | 'showId' | 'deliverMethod' | 'addressId' | 'usePoints' | 'couponIds' | 'userCardInstanceId' | 'cardId' | 'goods'
>

/**
 * pre_order OFFERs: it lists the buyer's coupons with the best pick, shows the points row whether or not
 * they are used, and never refuses a coupon choice that no longer fits. create_order ORDERs: what the buyer
 * chose is checked again and refused in words.
 */
export type QuoteMode = 'OFFER' | 'ORDER'

export interface QuoteCall {
  body: OrderToQuote
  ctx: OrderContext
  mode: QuoteMode
}

export interface PricedLine {
  tier: TierForSale
  qty: number
  seats: SeatPlace[]
}

/** The quote being made: the lines and fees, then each step's part as it runs. */
export interface QuoteDraft {
  showId: string
  sessionId: string
  /** In tier id order, the order their rows are locked in; at the privilege's prices when bought under one. */
  lines: PricedLine[]
  ticketCount: number
  /** The lines at their prices (the privilege's, else the public ones): before a card and every discount. */
  ticketFen: number
  deliveryFen: number
  deliveryMethod: 'E_TICKET' | 'EXPRESS'
  deliveryAddress: DeliveryAddress | null
  privilege?: PrivilegeUse
  /** The benefit card's prices: with one, no member discount, promotion, coupon or points (the card is the price). */
  card?: CardPricing
  /** The held level's show discount (85 = 会员8.5折). */
  memberPercent?: number
  promotion?: ChannelPricing
  /** The coupons the amounts count, checked, with the scope they were checked against; OFFER lists every held one. */
  coupons?: { scope: ShowScopeFacts; chosen: readonly HeldCouponRow[]; options: OrderCouponOption[] }
  /** What points could pay (absent when the merchant does not let them pay); `used` when the buyer switched them on. */
  points?: { owned: number; setting: PointsSetting; used: boolean }
}

export interface PricingStep {
  /**
   * LINES steps replace unit prices before the order's limits and fees are read; ORDER steps run after,
   * in STEP_ORDER.
   */
  readonly phase: 'LINES' | 'ORDER'
  /** Reads and checks what this step needs for the order and adds its part to the draft (or refuses the order). */
  apply(draft: QuoteDraft, call: QuoteCall): Promise<void>
}

/** The registered steps, run in STEP_ORDER whatever order they were registered in. */
export class PricingSteps {
  private readonly steps = new Map<DiscountKind, PricingStep>()

  priceWith(kind: (typeof STEP_ORDER)[number], step: PricingStep): this {
    if (this.steps.has(kind)) throw new Error(`pricing step ${kind} registered twice`)
    this.steps.set(kind, step)
    return this
  }

  async run(phase: PricingStep['phase'], draft: QuoteDraft, call: QuoteCall): Promise<void> {
    for (const kind of STEP_ORDER) {
      const step = this.steps.get(kind)
      if (step?.phase === phase) await step.apply(draft, call)
    }
  }
}
