/**
 * The one price of an order (quote()): pre_order shows it, create_order checks the buyer's amount against
 * it and writes it. The tiers asked for are read and checked (one session of one show, on sale, seats named
 * once, the per-order limit), the pricing steps run (pricing-step.ts), and the discounts are the one rule's
 * (order-discounts.ts): what the buyer pays is its payFen, and nowhere else is it worked out. Quoting holds
 * and writes nothing.
 *
 * A placed order is quoted too (quotePlaced): from what its quote recorded when it was written, never
 * priced again, in the same terms (the tickets at their public prices, what each step took off, the amount
 * due) and with each ticket's share of what was paid. Order detail's discount lines and ticket amount, the
 * console's drawer and the refund quote read that quote, so a placed order says what pre_order said.
 */
import { AppError } from '../../http/app-error'
import type { CreateOrderRequest, OrderCouponOption } from '../../../../types/api/order'
import { DISCOUNT_KINDS, type DiscountKind } from '../../../../types/rules/order-discount-lines'
import { parseSeatKey, seatKey, type SeatPlace } from '../../../../types/rules/seat-key'
import type { AddressRepository } from '../../address/address.repository'
import type { DeliveryAddress, NewOrder, OrderRepository, TierForSale } from '../order.repository'
import { NO_COUPON_SCOPE, priceWithCoupons, type CouponPricing } from './coupon-step'
import type {
  AnyQuoteCall,
  GoodsLineSource,
  GoodsQuoteCall,
  GoodsUnit,
  MemberPercents,
  PricedLine,
  PricingSteps,
  QuoteCall,
  QuoteDraft
} from './pricing-step'
import type { OrderDiscountFactsRow, PlacedQuoteRepository } from './placed-quote.repository'
import type { TiedGoods } from '../tied-goods'

/** What one pricing step took off an order: a discount line before it is named. */
export interface QuotedDiscount {
  kind: DiscountKind
  fen: number
}

/** What a quote says of an order's price, a quote being made or a placed order's. */
export interface QuotedPrice {
  /** The tickets at their public prices, before any step (a privilege's or a card's price is a step). */
  publicTicketFen: number
  /** What each step took off, in pricing order (DISCOUNT_KINDS), those that took something. */
  taken: QuotedDiscount[]
  /** What the buyer pays: publicTicketFen + the fees − what the steps took. */
  payFen: number
}

export interface Quote extends QuoteDraft, QuotedPrice {
  /** The rule's answer: the member discount, the promotion, the coupon and the points, each line's share, and payFen. */
  discounts: CouponPricing
  /** Tied goods (the body's goods) with their delivery, added to payFen after every ticket discount; 0 without. */
  goodsFen: number
}

/** A goods line of a goods quote: its SKU, units and price, and what each step took off it (all its units). */
export interface QuotedGoodsLine<S extends GoodsUnit = GoodsUnit> {
  sku: S
  qty: number
  unitFen: number
  memberFen: number
  couponFen: number
  pointsFen: number
}

/** A goods order's quote: what goods pre_order shows and goods create writes. */
export interface GoodsQuote<S extends GoodsUnit = GoodsUnit> {
  /** In SKU id order, the order their rows are locked in. */
  lines: QuotedGoodsLine<S>[]
  /** The SKUs at their prices. */
  goodsFen: number
  deliveryFen: number
  needsAddress: boolean
  address: DeliveryAddress | null
  /** The held level's discounts (the ITEM one prices goods; pre_order's label reads it). */
  member?: MemberPercents
  memberDiscountFen: number
  couponFen: number
  couponIds: string[]
  /** OFFER: every coupon the buyer holds, usable or not with the reason. */
  couponOptions: OrderCouponOption[]
  /** What points could pay (absent when the merchant does not let them pay); `used` when switched on. */
  points?: QuoteDraft['points']
  pointsUsed: number
  pointsFen: number
  /** The rule's answer, as a ticket quote's. */
  discounts: CouponPricing
  payFen: number
}

/** A goods quote from its settled draft: each line's shares by SKU id. */
function goodsQuoteOf<S extends GoodsUnit>(draft: QuoteDraft<S>, d: CouponPricing): GoodsQuote<S> {
  return {
    lines: draft.goods.map((l) => ({
      sku: l.sku,
      qty: l.qty,
      unitFen: l.sku.price_fen,
      memberFen: (d.lineMemberUnitFen.get(l.sku.id) ?? 0) * l.qty,
      couponFen: d.lineCouponFen.get(l.sku.id) ?? 0,
      pointsFen: d.linePointsFen.get(l.sku.id) ?? 0
    })),
    goodsFen: draft.itemFen,
    deliveryFen: draft.deliveryFen,
    needsAddress: draft.needsAddress,
    address: draft.deliveryAddress,
    ...(draft.member ? { member: draft.member } : {}),
    memberDiscountFen: d.memberDiscountFen,
    couponFen: d.couponFen,
    couponIds: d.couponIds,
    couponOptions: draft.coupons?.options ?? [],
    ...(draft.points ? { points: draft.points } : {}),
    pointsUsed: d.pointsUsed,
    pointsFen: d.pointPriceFen,
    discounts: d,
    payFen: d.payFen
  }
}

/** What a ticket of a placed order stands for: its share of what was paid, with the list price it was bought at beside it. */
export interface QuotedTicket {
  paidFen: number
  listFen: number
}

/** A placed order's quote (quotePlaced). */
export interface PlacedQuote extends QuotedPrice {
  /** Each ticket's share of what was paid (ticket-price.sql.ts), by ticket id. */
  tickets: Map<string, QuotedTicket>
  /** What the discount lines are named from (discount-lines.presenter.ts); absent for an order not found. */
  recorded?: OrderDiscountFactsRow
}

/** The amounts the steps took, in pricing order, without the zeros. */
function takenOf(amounts: Record<DiscountKind, number>): QuotedDiscount[] {
  return DISCOUNT_KINDS.map((kind) => ({ kind, fen: amounts[kind] })).filter((d) => d.fen > 0)
}

/**
 * The steps' amounts as the order's rows keep them (quotedAmounts writes them so): the card's and the
 * privilege's take from the public prices, the member discount, the promotion, the coupon and the points
 * from what they left.
 */
export function recordedDiscounts(f: OrderDiscountFactsRow | undefined): QuotedDiscount[] {
  if (!f) return []
  return takenOf({
    CARD: Number(f.card_fen ?? 0),
    PRIVILEGE: Number(f.privilege_fen ?? 0),
    MEMBER: Number(f.member_discount_fen),
    PROMOTION: Number(f.promotion_fen),
    COUPON: Number(f.coupon_fen),
    POINTS: Number(f.points_fen)
  })
}

/**
 * The tickets at their public prices: the stored ticket amount is after a benefit card's price (order
 * creation writes it so), and at a privilege's prices; adding those back makes the steps' amounts add up
 * to the amount due.
 */
export function publicTicketFen(ticketFen: number, f: OrderDiscountFactsRow | undefined): number {
  return ticketFen + Number(f?.card_fen ?? 0) + Number(f?.privilege_fen ?? 0)
}

/** What a placed order's quote reads of its row. */
export interface PlacedOrder {
  id: string
  ticket_fen: number
  total_fen: number
}

/**
 * The quote of placed orders (one statement each for all of them): what their quotes recorded, and each
 * ticket's share of what was paid by the one split rule. Never priced again: a level, a promotion or a
 * coupon edited since does not change what an order says it saved or what its tickets cost.
 */
export async function quotePlaced(read: PlacedQuoteRepository, orders: readonly PlacedOrder[]): Promise<Map<string, PlacedQuote>> {
  const ids = orders.map((o) => o.id)
  // One after the other: a refund reads them in its transaction, on one connection.
  const recorded = await read.recorded(ids)
  const tickets = await read.paidTickets(ids)
  const quotes = new Map<string, PlacedQuote>()
  for (const o of orders) {
    const f = recorded.get(o.id)
    quotes.set(o.id, {
      publicTicketFen: publicTicketFen(o.ticket_fen, f),
      taken: recordedDiscounts(f),
      payFen: o.total_fen,
      tickets: new Map(),
      ...(f ? { recorded: f } : {})
    })
  }
  for (const k of tickets) quotes.get(k.order_id)?.tickets.set(k.id, { paidFen: k.paid_fen, listFen: k.list_fen })
  return quotes
}

/** One placed order's quote (quotePlaced). */
export async function quoteOfPlaced(read: PlacedQuoteRepository, order: PlacedOrder): Promise<PlacedQuote> {
  return (await quotePlaced(read, [order])).get(order.id) as PlacedQuote
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

/** Where a ticket order's lines come from: the session's tiers, and the buyer's addresses for express delivery. */
export interface TicketLineSource {
  orders: Pick<OrderRepository, 'tiers'>
  addresses: Pick<AddressRepository, 'byId'>
}

/**
 * The one quote(): both kinds of order. The lines come from the kind's source (a session's tiers here; the
 * SKUs from the goods order area's GoodsLineSource), the registered steps that price that kind run
 * (pricing-step.ts), and the one rule settles what they gathered (order-discounts.ts).
 */
export class Quoter<S extends GoodsUnit = GoodsUnit> {
  constructor(
    private readonly steps: PricingSteps,
    private readonly sources: {
      tickets?: TicketLineSource
      goods?: GoodsLineSource<S>
      /** Goods bought with the tickets (tied sale); without it a ticket order naming goods is refused. */
      tied?: TiedGoods
    }
  ) {}

  quote(call: QuoteCall): Promise<Quote>
  quote(call: GoodsQuoteCall): Promise<GoodsQuote<S>>
  async quote(call: AnyQuoteCall): Promise<Quote | GoodsQuote<S>> {
    if (call.kind === 'GOODS') {
      const draft = await this.goodsLines(call)
      await this.steps.run('ORDER', draft, call)
      return goodsQuoteOf(draft, this.settle(draft, call.ctx.now))
    }
    const draft = await this.ticketLines(call)
    await this.steps.run('ORDER', draft, call)
    const discounts = this.settle(draft, call.ctx.now)
    const privilegeFen = draft.privilege?.fen ?? 0
    const goodsFen = await this.tiedGoodsFen(call, draft)
    return {
      ...draft,
      discounts,
      publicTicketFen: draft.ticketFen + privilegeFen,
      taken: takenOf({
        CARD: draft.card?.card.fen ?? 0,
        PRIVILEGE: privilegeFen,
        MEMBER: discounts.memberDiscountFen,
        PROMOTION: discounts.promotionFen,
        COUPON: discounts.couponFen,
        POINTS: discounts.pointPriceFen
      }),
      goodsFen,
      payFen: discounts.payFen + goodsFen
    }
  }

  /** A ticket order's lines: the tiers asked for, checked, at a privilege's prices, within the order's limits, with their delivery. */
  private async ticketLines(call: QuoteCall): Promise<QuoteDraft<S>> {
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
    return draft
  }

  /** A goods order's lines: the SKUs as the goods order area checks them, with the delivery fee and address. */
  private async goodsLines(call: GoodsQuoteCall): Promise<QuoteDraft<S>> {
    if (!this.sources.goods) throw new Error('this quote() prices no goods: wire a GoodsLineSource')
    const { goods, deliveryFen, needsAddress, address } = await this.sources.goods.lines(call)
    return {
      kind: 'GOODS',
      showId: '',
      sessionId: '',
      lines: [],
      goods,
      itemFen: goods.reduce((n, l) => n + l.sku.price_fen * l.qty, 0),
      needsAddress,
      ticketCount: 0,
      ticketFen: 0,
      deliveryFen,
      deliveryMethod: needsAddress ? 'EXPRESS' : 'E_TICKET',
      deliveryAddress: address
    }
  }

  /**
   * Tied goods are priced as a goods order by the same quote() (the member discount on goods, no coupon
   * and no points: those are the tickets'), delivered with a paper-ticket order's address; the tickets'
   * amounts are what they would be without them.
   */
  private async tiedGoodsFen({ body, ctx, mode }: QuoteCall, draft: QuoteDraft<S>): Promise<number> {
    if (!body.goods?.length) return 0
    if (!this.sources.tied) throw new AppError('INVALID_PARAMETER', { detail: 'goods' })
    const addressId = draft.deliveryMethod === 'EXPRESS' ? body.addressId : undefined
    return (await this.sources.tied.price(body.goods, { merchantId: ctx.merchantId, userId: ctx.userId, now: ctx.now, addressId }, mode))
      .payFen
  }

  /**
   * The one rule over what the steps gathered. A card's prices are the lines' prices, with nothing
   * discounting them further, so the same rule gives a card order's amount too.
   */
  private settle(draft: QuoteDraft<S>, now: Date): CouponPricing {
    const card = draft.card
    const lines = card
      ? draft.lines.map((l) => ({ ...l, tier: { ...l.tier, price_fen: card.unitFen.get(l.tier.id) ?? l.tier.price_fen } }))
      : draft.lines
    const points = draft.points?.used ? { points: { owned: draft.points.owned, setting: draft.points.setting } } : {}
    return priceWithCoupons(
      {
        showId: draft.showId,
        sessionId: draft.sessionId,
        lines,
        goods: draft.goods,
        deliveryFen: draft.deliveryFen,
        promotion: draft.promotion
      },
      draft.coupons?.scope ?? NO_COUPON_SCOPE,
      draft.coupons?.chosen ?? [],
      now.getTime(),
      { ...(draft.member ? { discount: draft.member } : {}), ...points }
    )
  }

  /** The tiers asked for, checked, in tier id order (the order their rows are locked in). */
  private async linesOf({ body, ctx }: QuoteCall): Promise<QuoteDraft<S>> {
    if (!this.sources.tickets) throw new Error('this quote() prices no tickets: wire a TicketLineSource')
    if (!body.items?.length) throw new AppError('INVALID_PARAMETER', { detail: 'items' })
    const tiers = await this.sources.tickets.orders.tiers(body.items.map((i) => i.seatPlanId))
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
    // A session that began is no longer sold, except at the venue: its on-site window (venue-purchase/,
    // types/rules/onsite-sale.ts, checked before this quote) runs until the session's end.
    const began = first.starts_at.getTime() <= ctx.now.getTime() && ctx.channel !== 'ONSITE'
    if (first.show_state !== 'SCHEDULED' || began) throw new AppError('NOT_ON_SALE')
    return {
      kind: 'TICKETS',
      showId: first.show_id,
      sessionId: first.session_id,
      lines: asked,
      goods: [],
      itemFen: 0,
      needsAddress: false,
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
    const address = body.addressId ? await this.sources.tickets?.addresses.byId(ctx.userId, body.addressId) : undefined
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
