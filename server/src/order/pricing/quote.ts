/**
 * The one price of an order (quote()): pre_order shows it, create_order checks the buyer's amount against
 * it and writes it. The tiers asked for are read and checked (one session of one show, on sale, seats named
 * once, the per-order limit), the pricing steps run (pricing-step.ts), and the discounts are the one rule's
 * (order-discounts.ts): what the buyer pays is its payFen, and nowhere else is it worked out. Quoting holds
 * and writes nothing.
 */
import { AppError } from '../../http/app-error'
import type { CreateOrderRequest } from '../../../../types/api/order'
import { parseSeatKey, seatKey, type SeatPlace } from '../../../../types/rules/seat-key'
import type { AddressRepository } from '../../address/address.repository'
import type { NewOrder, OrderRepository, TierForSale } from '../order.repository'
import { NO_COUPON_SCOPE, priceWithCoupons, type CouponPricing } from './coupon-step'
import type { PricedLine, PricingSteps, QuoteCall, QuoteDraft } from './pricing-step'

export interface Quote extends QuoteDraft {
  /** The rule's answer: the member discount, the promotion, the coupon and the points, each line's share, and payFen. */
  discounts: CouponPricing
  /** What the buyer pays. */
  payFen: number
}

/** A seated tier's item names one free seat per ticket; a general-admission item names none. */
function seatsOf(tier: TierForSale, item: CreateOrderRequest['items'][number]): SeatPlace[] {
  const keys = item.seatIds ?? []
  if (!tier.seated) {
    if (keys.length) throw new AppError('INVALID_PARAMETER', { detail: 'seatIds' })
    return []
  }
  const places = keys.map(parseSeatKey)
  if (places.length !== item.qty || places.some((p) => !p)) throw new AppError('INVALID_PARAMETER', { detail: 'seatIds' })
  return places as SeatPlace[]
}

export class Quoter {
  constructor(
    private readonly orders: Pick<OrderRepository, 'tiers'>,
    private readonly addresses: Pick<AddressRepository, 'byId'>,
    private readonly steps: PricingSteps
  ) {}

  async quote(call: QuoteCall): Promise<Quote> {
    const draft = await this.linesOf(call)
    await this.steps.run('LINES', draft, call)
    const first = draft.lines[0].tier
    draft.ticketCount = draft.lines.reduce((n, l) => n + l.qty, 0)
    if (draft.ticketCount > first.limit_per_order) {
      throw new AppError('PURCHASE_LIMIT', {
        perOrder: first.limit_per_order,
        perAccount: first.limit_per_account || first.limit_per_order
      })
    }
    draft.ticketFen = draft.lines.reduce((n, l) => n + l.qty * l.tier.price_fen, 0)
    Object.assign(draft, await this.delivery(call, first))
    await this.steps.run('ORDER', draft, call)
    const discounts = this.settle(draft, call.ctx.now)
    return { ...draft, discounts, payFen: discounts.payFen }
  }

  /**
   * The one rule over what the steps gathered. A card's prices are the lines' prices, with nothing
   * discounting them further, so the same rule gives a card order's amount too.
   */
  private settle(draft: QuoteDraft, now: Date): CouponPricing {
    const card = draft.card
    const lines = card
      ? draft.lines.map((l) => ({ ...l, tier: { ...l.tier, price_fen: card.unitFen.get(l.tier.id) ?? l.tier.price_fen } }))
      : draft.lines
    const points = draft.points?.used ? { points: { owned: draft.points.owned, setting: draft.points.setting } } : {}
    return priceWithCoupons(
      { showId: draft.showId, sessionId: draft.sessionId, lines, deliveryFen: draft.deliveryFen, promotion: draft.promotion },
      draft.coupons?.scope ?? NO_COUPON_SCOPE,
      draft.coupons?.chosen ?? [],
      now.getTime(),
      { ...(draft.memberPercent !== undefined ? { showDiscountPercent: draft.memberPercent } : {}), ...points }
    )
  }

  /** The tiers asked for, checked, in tier id order (the order their rows are locked in). */
  private async linesOf({ body, ctx }: QuoteCall): Promise<QuoteDraft> {
    if (!body.items?.length) throw new AppError('INVALID_PARAMETER', { detail: 'items' })
    const tiers = await this.orders.tiers(body.items.map((i) => i.seatPlanId))
    const asked: PricedLine[] = body.items.map((item) => {
      const tier = tiers.find((t) => t.id === item.seatPlanId)
      // The show named (the one the risk token was checked for) must be the tier's.
      const named = body.showId ?? item.showId
      if (!tier || tier.merchant_id !== ctx.merchantId || tier.session_id !== item.bizShowSessionId || (named && tier.show_id !== named)) {
        throw new AppError('INVALID_PARAMETER', { detail: 'seatPlanId' })
      }
      return { tier, qty: item.qty, seats: seatsOf(tier, item) }
    })
    asked.sort((a, b) => (a.tier.id < b.tier.id ? -1 : a.tier.id > b.tier.id ? 1 : 0))
    const first = asked[0].tier
    // One order is one session of one show.
    if (asked.some((l) => l.tier.session_id !== first.session_id) || new Set(asked.map((l) => l.tier.id)).size !== asked.length) {
      throw new AppError('INVALID_PARAMETER', { detail: 'items' })
    }
    const places = asked.flatMap((l) => l.seats.map(seatKey))
    if (new Set(places).size !== places.length) throw new AppError('INVALID_PARAMETER', { detail: 'seatIds' })
    if (first.show_state !== 'SCHEDULED' || first.starts_at.getTime() <= ctx.now.getTime()) throw new AppError('NOT_ON_SALE')
    return {
      showId: first.show_id,
      sessionId: first.session_id,
      lines: asked,
      ticketCount: 0,
      ticketFen: 0,
      deliveryFen: 0,
      deliveryMethod: 'E_TICKET',
      deliveryAddress: null
    }
  }

  /** E-tickets cost nothing to deliver; paper tickets go by express, where the show offers it, to one of the buyer's addresses. */
  private async delivery(
    { body, ctx }: QuoteCall,
    show: TierForSale
  ): Promise<Pick<QuoteDraft, 'deliveryFen' | 'deliveryMethod' | 'deliveryAddress'>> {
    if ((body.deliverMethod ?? 'E_TICKET') === 'E_TICKET') {
      if (body.addressId) throw new AppError('INVALID_PARAMETER', { detail: 'addressId' })
      return { deliveryFen: 0, deliveryMethod: 'E_TICKET', deliveryAddress: null }
    }
    if (body.deliverMethod !== 'EXPRESS' || show.express_fee_fen === null)
      throw new AppError('INVALID_PARAMETER', { detail: 'deliverMethod' })
    const address = body.addressId ? await this.addresses.byId(ctx.userId, body.addressId) : undefined
    if (!address) throw new AppError('ADDRESS_REQUIRED')
    return {
      deliveryFen: show.express_fee_fen,
      deliveryMethod: 'EXPRESS',
      deliveryAddress: {
        recipient: address.recipient,
        countryCode: address.country_code,
        cellphone: address.cellphone,
        regionText: address.region_text,
        detail: address.detail
      }
    }
  }
}

/**
 * What the order row keeps of its quote: the tickets after a card's prices, the amount due, and each
 * discount with its share per line (tier id), which ticket-price.sql.ts splits over the line's tickets so
 * a ticket stands for what was paid for it.
 */
export function quotedAmounts(
  q: Quote
): Pick<NewOrder, 'ticketFen' | 'totalFen' | 'coupons' | 'member' | 'points' | 'card' | 'promotion' | 'privilege'> {
  const d = q.discounts
  return {
    ticketFen: q.ticketFen - (q.card?.card.fen ?? 0),
    totalFen: q.payFen,
    coupons: d.couponIds.length ? { ids: d.couponIds, fen: d.couponFen, lineFen: d.lineCouponFen } : undefined,
    member: d.memberDiscountFen > 0 ? { fen: d.memberDiscountFen, lineUnitFen: d.lineMemberUnitFen } : undefined,
    points: d.pointsUsed > 0 ? { used: d.pointsUsed, fen: d.pointPriceFen, lineFen: d.linePointsFen } : undefined,
    card: q.card?.card,
    // The promotion as the rule applied it (after the member discount, never below 0).
    promotion:
      q.promotion && d.promotionFen > 0
        ? { promotionId: q.promotion.promotionId, fen: d.promotionFen, lineFen: d.linePromotionFen, units: q.promotion.units }
        : undefined,
    privilege: q.privilege
  }
}

/** The order lines of a quote: the unit price paid before the discounts (a card's, else the tier's) and the list price. */
export function quotedLines(q: Quote): Array<{ tierId: string; qty: number; unitFen: number; listFen: number; seats: SeatPlace[] }> {
  return q.lines.map((l) => ({
    tierId: l.tier.id,
    qty: l.qty,
    unitFen: q.card?.unitFen.get(l.tier.id) ?? l.tier.price_fen,
    listFen: l.tier.price_fen,
    seats: l.seats
  }))
}
