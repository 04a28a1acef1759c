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
 *
 * One quote() prices both kinds of order (quote.ts): a ticket order's lines are a session's price tiers,
 * a goods order's are SKUs (the goods order area's line source, GoodsLineSource). Each step says which
 * kinds it prices: the privilege, the card and the promotion read a show and price tickets only; the
 * member discount, the coupon and the points are the buyer's and price both.
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

/** Tickets (a session's price tiers, tied goods beside them) or goods (SKUs: buy now, the cart, tied goods). */
export type OrderKind = 'TICKETS' | 'GOODS'

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

/** A ticket order's quote call (pre_order, create_order). */
export interface QuoteCall {
  kind?: 'TICKETS'
  body: OrderToQuote
  ctx: OrderContext
  mode: QuoteMode
}

/** What a quote reads of a goods order body (goods pre_order and create; tied goods). */
export interface GoodsToQuote {
  lines: Array<{ skuId: string; qty: number }>
  addressId?: string
  couponIds?: string[]
  usePoints?: boolean
}

/** A goods order's quote call: the buyer and the clock, no show. */
export interface GoodsQuoteCall {
  kind: 'GOODS'
  body: GoodsToQuote
  ctx: { merchantId: string; userId: string; now: Date }
  mode: QuoteMode
  /**
   * Goods bought with a ticket order: the order's coupons and points are its tickets' (the ticket quote's),
   * so only the member discount prices them; their amount is added to the ticket order's after the tickets'.
   */
  tied?: boolean
}

export type AnyQuoteCall = QuoteCall | GoodsQuoteCall

/** What pricing reads of a SKU: the coupon scopes read its goods (spu) and category. */
export interface GoodsUnit {
  id: string
  spu_id: string
  category_id: string | null
  price_fen: number
}

export interface PricedGoodsLine<S extends GoodsUnit = GoodsUnit> {
  sku: S
  qty: number
}

/**
 * The goods order area's lines (goods-order/goods-line-source.ts, a port since goods orders sit above ticket
 * orders): the SKUs asked for, checked (the merchant's, on sale, in stock, within the per-buyer limit and
 * the order's bounds), in SKU id order, with the delivery fee and the address delivered goods go to.
 */
export interface GoodsLineSource<S extends GoodsUnit = GoodsUnit> {
  lines(call: GoodsQuoteCall): Promise<{
    goods: PricedGoodsLine<S>[]
    deliveryFen: number
    needsAddress: boolean
    address: DeliveryAddress | null
  }>
}

export interface PricedLine {
  tier: TierForSale
  qty: number
  seats: SeatPlace[]
}

/** The quote being made: the lines and fees, then each step's part as it runs. */
export interface QuoteDraft<S extends GoodsUnit = GoodsUnit> {
  kind: OrderKind
  /** TICKETS: the show and session; '' for goods. */
  showId: string
  sessionId: string
  /** TICKETS: in tier id order, the order their rows are locked in; at the privilege's prices when bought under one. [] for goods. */
  lines: PricedLine[]
  /** GOODS: the SKUs, in SKU id order (their rows' lock order); [] for tickets. */
  goods: PricedGoodsLine<S>[]
  /** GOODS: the SKUs at their prices. */
  itemFen: number
  /** GOODS: some line is delivered (PHYSICAL), so the order needs an address. */
  needsAddress: boolean
  ticketCount: number
  /** The lines at their prices (the privilege's, else the public ones): before a card and every discount. */
  ticketFen: number
  deliveryFen: number
  deliveryMethod: 'E_TICKET' | 'EXPRESS'
  deliveryAddress: DeliveryAddress | null
  privilege?: PrivilegeUse
  /** The benefit card's prices: with one, no member discount, promotion, coupon or points (the card is the price). */
  card?: CardPricing
  /** The held level's discount per biz type (85 = 会员8.5折): SHOW on tickets, ITEM on goods. */
  member?: MemberPercents
  promotion?: ChannelPricing
  /** The coupons the amounts count, checked, with the scope they were checked against; OFFER lists every held one. */
  coupons?: { scope: ShowScopeFacts; chosen: readonly HeldCouponRow[]; options: OrderCouponOption[] }
  /** What points could pay (absent when the merchant does not let them pay); `used` when the buyer switched them on. */
  points?: { owned: number; setting: PointsSetting; used: boolean }
}

/** A member level's discount percents per biz type (showDiscountPrivilegeVo, itemDiscountPrivilegeVo). */
export type MemberPercents = Partial<Record<'SHOW' | 'ITEM', number>>

interface StepBase {
  /**
   * LINES steps replace unit prices before the order's limits and fees are read; ORDER steps run after,
   * in STEP_ORDER.
   */
  readonly phase: 'LINES' | 'ORDER'
}

/** A step that reads a show (privilege, card, promotion): it prices ticket orders only. */
export interface TicketPricingStep extends StepBase {
  readonly prices?: 'TICKETS'
  /** Reads and checks what this step needs for the order and adds its part to the draft (or refuses the order). */
  apply(draft: QuoteDraft, call: QuoteCall): Promise<void>
}

/** A step of the buyer's own (member discount, coupon, points): it prices both kinds. */
export interface AnyOrderPricingStep extends StepBase {
  readonly prices: 'ALL'
  apply(draft: QuoteDraft, call: AnyQuoteCall): Promise<void>
}

export type PricingStep = TicketPricingStep | AnyOrderPricingStep

/** The registered steps, run in STEP_ORDER whatever order they were registered in. */
export class PricingSteps {
  private readonly steps = new Map<DiscountKind, PricingStep>()

  priceWith(kind: (typeof STEP_ORDER)[number], step: PricingStep): this {
    if (this.steps.has(kind)) throw new Error(`pricing step ${kind} registered twice`)
    this.steps.set(kind, step)
    return this
  }

  /** The steps of this phase that price this kind of order. */
  async run(phase: PricingStep['phase'], draft: QuoteDraft, call: AnyQuoteCall): Promise<void> {
    for (const kind of STEP_ORDER) {
      const step = this.steps.get(kind)
      if (step?.phase !== phase) continue
      if (step.prices === 'ALL') await step.apply(draft, call)
      else if (call.kind !== 'GOODS') await step.apply(draft, call)
    }
  }
}
