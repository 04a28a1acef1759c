/**
 * Buying tickets (issue #6; product.md sections 3-5; calls-errors-limits.md section 7 "Orders, payment,
 * tickets"; DESIGN.md "The heart"). Creating an order checks the session is on sale, the price the buyer
 * saw, the per-order and per-account limits, and on a real-name show one attendee per ticket with an ID
 * not already holding a ticket to the show and old enough; then, in one transaction, holds the stock by
 * conditional writes and writes the order. The idempotency key replays the first reply; the same key
 * with another body is refused. An unpaid order holds its stock until its reserve deadline; closing it
 * (expired or cancelled) releases the stock exactly once. Expiry has one path: closeExpiredOrders, run by
 * the one sweeper; readers never write (order-state.ts shows a passed deadline as closed). The write
 * paths wait bounded for row locks and answer busy (limiting) past the bound.
 */
import { createHash } from 'node:crypto'
import { AppError } from '../http/app-error'
import type { Db, Queryable } from '../db/db'
import { boundedWrite } from '../db/bounded-write'
import type { CreateOrderRequest, CreateOrderReply, WaitingTurn } from '../../../types/api/order'
import { ageOn, effectiveMinAge, idCardFacts } from '../../../types/rules/account-rules'
import { remarksProblem } from '../../../types/rules/order-rules'
import { randomId } from '../account/token-codec'
import type { AudienceRepository } from '../audience/audience.repository'
import type { AddressRepository } from '../address/address.repository'
import { isStockShort, type DeliveryAddress, type OrderRepository, type OrderRow, type TierForSale } from './order.repository'
import type { TicketRepository } from '../ticket/ticket.repository'
import type { SeatRepository } from '../seat/seat.repository'
import type { PrefillRepository } from '../prefill/prefill.repository'
import { parseSeatKey, seatKey, seatLabel, seatNameOf, type SeatPlace } from '../../../types/rules/seat-key'
import type { Locale } from '../http/texts'
import { localDate } from '../../../types/rules/merchant-time'
import { LocalOrderGate, type OrderGate } from './order-gate'
import { StockAdmission, type AttemptOutcome } from './stock-admission'
import { WaitingRoom } from './waiting-room'
import { OrderWriter, orderReply } from './order-writer'
import type { CouponOrderRepository } from '../coupon/coupon-order.repository'
import { couponOptions, priceWithCoupons, NO_COUPON_SCOPE, type CouponPricing } from './pricing/coupon-step'
import type { MemberRepository } from '../member/member.repository'
import { heldDiscountPercent, memberOfferFor, memberPricing, returnSpentPoints, type MemberOffer } from './pricing/member-step'
import { priceWithCard, type CardPricing } from './pricing/card-step'
import { CardBookingRepository } from './pricing/card-booking.repository'
import type { OrderCouponOption } from '../../../types/api/order'
import type { PromotionOrderRepository } from '../promotion/promotion-order.repository'
import { channelPricing, type ChannelPricing } from './pricing/promotion-step'
import type { PrivilegeRepository } from '../privilege/privilege.repository'
import { privilegedLines, returnPrivilegeUses, type OrderPrivilege, type PrivilegeUse } from './pricing/privilege-step'

export const DEFAULT_RESERVE_MINUTES = 15

/** The repositories an order is read and written through, bound to one connection or one transaction. */
export interface OrderStores {
  orders: OrderRepository
  seats: SeatRepository
  tickets: TicketRepository
  prefills: PrefillRepository
  addresses: AddressRepository
  audiences: AudienceRepository
  /** Coupons on orders (issue #18): the coupon area's repository, wired in stores.ts. */
  coupons: CouponOrderRepository
  /** The member discount and points on orders (issue #18): the member area's repository. */
  members: MemberRepository
  /** Promotions on orders (issue #18): channel discounts and package children, wired in stores.ts. */
  promotions: PromotionOrderRepository
  /** Privilege purchase codes on orders (issue #18): their uses taken and given back. */
  privileges: PrivilegeRepository
}

export interface OrderContext {
  merchantId: string
  userId: string
  now: Date
  reserveMinutes?: number
  /** The merchant's remark setting ("required when configured"). */
  remark?: { enabled: boolean; required: boolean }
  /** The merchant's time zone: an attendee's age is counted on the merchant's today. */
  timeZone: string
  /** The channel the app was launched with (the channel-id header): its channel discount applies (order-promotion.ts). */
  channelId?: string
  /** The request's privilege token, checked (order-privilege.ts); none for an ordinary order. */
  privilege?: OrderPrivilege
}

/** What pricing reads of an order body (pre_order has no key and no amount yet). */
export type OrderToPrice = Pick<CreateOrderRequest, 'items' | 'showId' | 'deliverMethod' | 'addressId' | 'usePoints'>

export interface PricedOrder {
  showId: string
  sessionId: string
  /** In tier id order, the order their rows are locked in. */
  lines: Array<{ tier: TierForSale; qty: number; seats: SeatPlace[] }>
  ticketCount: number
  ticketFen: number
  deliveryFen: number
  deliveryMethod: 'E_TICKET' | 'EXPRESS'
  deliveryAddress: DeliveryAddress | null
  /** The channel discount (order-discounts.ts step 2), computed here; totalFen is after it. */
  promotion?: ChannelPricing
  totalFen: number
  /** The privilege code's uses the order takes, when bought under one (order-privilege.ts). */
  privilege?: PrivilegeUse
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

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505'
}

/** The body without the key, in a stable form: the same order asked twice hashes the same. */
function requestHash(body: CreateOrderRequest, privilegeCode?: string): string {
  const items = [...body.items]
    .map((i) => ({ t: i.seatPlanId, s: i.bizShowSessionId, q: i.qty, a: [...(i.audienceIds ?? [])].sort(), seats: [...(i.seatIds ?? [])].sort() }))
    .sort((a, b) => a.t.localeCompare(b.t))
  const base = { items, pay: body.paymentParam?.payAmount, promotion: body.promotionId ?? '', deliver: body.deliverMethod ?? 'E_TICKET', address: body.addressId ?? '', remarks: (body.remarks ?? '').trim() }
  // Coupons only when named, so the hash of an order without them is what it always was.
  const coupons = body.couponIds?.length ? { coupons: [...body.couponIds].sort() } : {}
  // Points likewise only when used, and a benefit card (issue #18): the same key with another card is another order.
  const points = body.usePoints ? { points: true } : {}
  const card = body.userCardInstanceId ? { card: body.userCardInstanceId } : {}
  // And the privilege code when bought under one (its price differs from the public one).
  const privilege = privilegeCode ? { privilege: privilegeCode } : {}
  return createHash('sha256')
    .update(JSON.stringify({ ...base, ...coupons, ...points, ...card, ...privilege }))
    .digest('hex')
}

/** The reply an idempotency key already earned; the same key with another body is refused. */
async function replayOf(orders: OrderRepository, userId: string, key: string, hash: string): Promise<CreateOrderReply | undefined> {
  const existing = await orders.byIdempotencyKey(userId, key)
  if (!existing) return undefined
  if (existing.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT')
  return orderReply(existing)
}


/** What order creation passes through before its transaction: stock admission in memory, then the rush gate. */
export interface OrderRushOptions {
  gate?: OrderGate
  admission?: StockAdmission
  /** For each merchant's hot shows; the default reads the show's mark (waiting_room) from the database. */
  room?: (merchantId: string) => WaitingRoom
}

export class OrderService {
  /** The stores on the database itself, for the reads outside a transaction (built once). */
  private readonly read: OrderStores
  private readonly orders: OrderRepository
  private readonly gate: OrderGate
  private readonly admission: StockAdmission
  private readonly rooms: (merchantId: string) => WaitingRoom
  private readonly writer: OrderWriter

  constructor(
    private readonly db: Db,
    private readonly stores: (q: Queryable) => OrderStores,
    rush: OrderRushOptions = {}
  ) {
    this.read = stores(db)
    this.orders = this.read.orders
    this.gate = rush.gate ?? new LocalOrderGate()
    this.writer = new OrderWriter(db, stores)
    const orders = this.orders
    this.admission = rush.admission ?? new StockAdmission({ stock: (id) => orders.tierStock(id), winners: (id, since) => orders.tierWinners(id, since) })
    const byMerchant = new Map<string, WaitingRoom>()
    this.rooms =
      rush.room ??
      ((merchantId) => {
        let room = byMerchant.get(merchantId)
        if (!room) byMerchant.set(merchantId, (room = new WaitingRoom((showId) => orders.roomShow(showId, merchantId))))
        return room
      })
  }

  /** pre_order: the checks and the amounts, without holding anything. */
  async price(body: OrderToPrice, ctx: OrderContext): Promise<PricedOrder> {
    if (!body.items?.length) throw new AppError('INVALID_PARAMETER', { detail: 'items' })
    const tiers = await this.orders.tiers(body.items.map((i) => i.seatPlanId))
    const asked = body.items.map((item) => {
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
    // The public sale time, or a privilege opening the tiers early at its prices (order-privilege.ts).
    const { lines, use } = await privilegedLines(asked, ctx.privilege, ctx.now)
    const ticketCount = lines.reduce((n, l) => n + l.qty, 0)
    if (ticketCount > first.limit_per_order) {
      throw new AppError('PURCHASE_LIMIT', { perOrder: first.limit_per_order, perAccount: first.limit_per_account || first.limit_per_order })
    }
    const ticketFen = lines.reduce((n, l) => n + l.qty * l.tier.price_fen, 0)
    const delivery = await this.delivery(body, first, ctx)
    // A privilege's price is its own: no channel discount on top of it. Otherwise on the member price
    // (order-discounts.ts step 2 follows step 1): the held level is read only when a channel discount applies.
    const promotion = use
      ? undefined
      : await channelPricing(this.read.promotions, ctx.merchantId, ctx.channelId, first.show_id, lines, ctx.now, () => heldDiscountPercent(this.read.members, ctx))
    return { showId: first.show_id, sessionId: first.session_id, lines, ticketCount, ticketFen, ...delivery, promotion, totalFen: ticketFen - (promotion?.fen ?? 0) + delivery.deliveryFen, ...(use ? { privilege: use } : {}) }
  }

  /**
   * pre_order's coupons: the buyer's coupons for this cart, each usable or not with the reason, and the
   * amounts with the ones named (or, when the app named none, the best pick). A buyer holding no coupon
   * costs one indexed read of coupons; the amounts always carry the buyer's member discount and, when
   * switched on, the points (order-pricing.ts), with the offer pre_order's member rows are drawn from.
   */
  async couponsFor(
    priced: PricedOrder,
    asked: readonly string[] | undefined,
    ctx: OrderContext,
    usePoints?: boolean
  ): Promise<{ options: OrderCouponOption[]; pricing: CouponPricing; offer: MemberOffer }> {
    // The member discount and the points (order-pricing.ts) price every order, coupons or not.
    const offer = await memberOfferFor(this.read.members, ctx)
    const member = memberPricing(offer, usePoints)
    const held = await this.read.coupons.heldForOrder(ctx.userId, ctx.merchantId, ctx.now)
    const scope = held.length ? await this.read.coupons.showScope(priced.showId) : undefined
    if (!scope) return { options: [], pricing: priceWithCoupons(priced, NO_COUPON_SCOPE, [], ctx.now.getTime(), member), offer }
    return { ...couponOptions(priced, scope, held, asked, ctx.now.getTime(), member), offer }
  }

  /**
   * create_order's coupons, checked again here whatever pre_order said: the buyer's own, of this merchant,
   * AVAILABLE, usable on this cart together; the discount is the rule module's, never the app's.
   */
  private async chosenCoupons(priced: PricedOrder, ids: readonly string[], ctx: OrderContext, usePoints?: boolean): Promise<CouponPricing> {
    const member = memberPricing(await memberOfferFor(this.read.members, ctx, !!usePoints), usePoints)
    if (!ids.length) return priceWithCoupons(priced, NO_COUPON_SCOPE, [], ctx.now.getTime(), member)
    if (new Set(ids).size !== ids.length) throw new AppError('COUPON_ORDER_COMBINATION')
    const rows = await this.read.coupons.byIds([...ids])
    // Someone else's coupon, or another merchant's, reads as unknown: nothing is said about it.
    if (rows.length !== ids.length || rows.some((r) => r.user_id !== ctx.userId || r.merchant_id !== ctx.merchantId)) throw new AppError('COUPON_ORDER_UNUSABLE')
    if (rows.some((r) => r.status !== 'AVAILABLE')) throw new AppError('COUPON_ORDER_TAKEN')
    const scope = await this.read.coupons.showScope(priced.showId)
    if (!scope) throw new AppError('COUPON_ORDER_UNUSABLE')
    return priceWithCoupons(priced, scope, rows, ctx.now.getTime(), member)
  }

  /** pre_order's benefit card: what it prices (refused as create_order would refuse it). */
  async cardFor(priced: PricedOrder, asked: { userCardInstanceId?: string; cardId?: string }, ctx: OrderContext): Promise<CardPricing | undefined> {
    return priceWithCard(this.db, priced, asked, ctx)
  }

  /** pre_order's names of the seats asked for, as buyers read them ("A区 3排12座" when the designer named them), by seat key. */
  async seatInfos(priced: PricedOrder, locale: Locale): Promise<Record<string, string>> {
    const places = priced.lines.flatMap((l) => l.seats)
    const named = await this.read.seats.namesOf(priced.sessionId, places)
    const names = new Map(named.map((n) => [seatKey({ row: n.row_no, col: n.col_no }), seatNameOf(n.section_name, n.row_label, n.seat_no)]))
    return Object.fromEntries(places.map((p) => [seatKey(p), seatLabel(p, locale, names.get(seatKey(p)))]))
  }

  /**
   * create_order: admitted by stock in memory first (stock-admission.ts: a sold-out tier is answered
   * before any database work), then through the rush gate to the transaction.
   */
  async create(body: CreateOrderRequest, ctx: OrderContext): Promise<CreateOrderReply> {
    const lines = body.items.map((i) => ({ tierId: i.seatPlanId, qty: i.qty }))
    // The show named is the one the room (and the risk token) is for; price() refuses tiers of another.
    const showId = body.showId ?? body.items[0]?.showId
    if (!showId) throw new AppError('INVALID_PARAMETER', { detail: 'showId' })
    const turn = await this.rooms(ctx.merchantId).enter(showId, ctx.userId, ctx.now.getTime())
    if (!turn.admitted) {
      if (this.admission.knownSoldOut(ctx.merchantId, lines)) throw new AppError('SOLD_OUT')
      // The crowded dialog shows the place and the wait; the app's retries keep the place.
      throw new AppError('LIMITING', {}, { place: turn.place ?? null, waitSeconds: turn.waitSeconds } satisfies WaitingTurn)
    }
    const pass = await this.admission.admit(ctx.merchantId, ctx.userId, body.idempotencyKey, lines)
    let outcome: AttemptOutcome = 'failed'
    try {
      const made = await this.gate.run(() => this.createAdmitted(body, ctx, pass.firstAttempt))
      outcome = made.tookStock ? 'took' : 'replayed'
      return made.reply
    } catch (error) {
      if (error instanceof AppError && error.code === 'SOLD_OUT') outcome = 'refused'
      throw error
    } finally {
      pass.settle(outcome)
    }
  }

  /**
   * The order's checks and its write; `tookStock` is false when the key replayed an earlier order. A
   * retry is answered its first reply before the checks (which may no longer pass); a first attempt, as
   * admission knows it, skips that read (the write looks again under the buyer's lock).
   */
  private async createAdmitted(body: CreateOrderRequest, ctx: OrderContext, firstAttempt: boolean): Promise<{ reply: CreateOrderReply; tookStock: boolean }> {
    const hash = requestHash(body, ctx.privilege?.grant?.code)
    const replay = async () => {
      const reply = await replayOf(this.orders, ctx.userId, body.idempotencyKey, hash)
      return reply && { reply, tookStock: false }
    }
    const earlier = firstAttempt ? undefined : await replay()
    if (earlier) return earlier

    const priced = await this.price(body, ctx)
    const remarkProblem = remarksProblem(body.remarks, ctx.remark)
    if (remarkProblem) throw new AppError(remarkProblem === 'required' ? 'REMARKS_REQUIRED' : 'INVALID_PARAMETER', { detail: 'remarks' })
    // Booking with a benefit card (order-card.ts): its tickets at the card's price, with no coupon, member
    // discount or points beside it (the card is the ticket's price; nothing discounts it further).
    let card: CardPricing | undefined
    try {
      card = await priceWithCard(this.db, priced, body, ctx)
    } catch (error) {
      // A retry of an order already written finds the card's times taken by it: the first reply, not a refusal.
      const again = error instanceof AppError && (error.code === 'CARD_TIMES_SHORT' || error.code === 'CARD_SESSION_LIMIT' || error.code === 'CARD_NOT_USABLE') ? await replay() : undefined
      if (again) return again
      throw error
    }
    if (card && (body.couponIds?.length || body.usePoints)) throw new AppError('COUPON_ORDER_COMBINATION')
    let coupons: CouponPricing | undefined
    if (!card) {
      try {
        // Coupons, the member discount and points, all priced again here (the balance as it is now).
        coupons = await this.chosenCoupons(priced, body.couponIds ?? [], ctx, body.usePoints)
      } catch (error) {
        // A retry of an order already written finds its own coupon locked to it: the first reply, not a refusal.
        const again = error instanceof AppError && error.code === 'COUPON_ORDER_TAKEN' ? await replay() : undefined
        if (again) return again
        throw error
      }
    }
    const payFen = card ? priced.ticketFen + priced.deliveryFen - card.card.fen : (coupons as CouponPricing).payFen
    // The buyer pays what they saw: a changed price is confirmed again, never charged silently. The
    // amount is the gateway's: an app sending another (a forged discount) is refused and nothing is written.
    if (body.paymentParam?.payAmount !== payFen) {
      // A retry of an order already written with points finds the balance they left: the first reply.
      const again = body.usePoints ? await replay() : undefined
      if (again) return again
      throw new AppError('PRICE_CHANGED')
    }
    // An early answer once a tier is empty; the conditional write below stays the guard.
    if (priced.lines.some((l) => l.tier.available < l.qty)) throw new AppError('SOLD_OUT')
    for (const line of priced.lines) {
      if (line.seats.length && (await this.read.seats.freeAmong(priced.sessionId, line.tier.id, line.seats)) < line.seats.length) throw new AppError('SEAT_TAKEN')
    }
    const first = priced.lines[0].tier
    const attendees = first.real_name ? await this.attendeesFor(body, priced, ctx) : []

    // A coupon may bring the order to 0: a free order, paid at once (order-coupons.ts: the floor is 0).
    const free = payFen === 0
    const order = {
      id: randomId('ord_'),
      transactionId: randomId('txn_'),
      merchantId: ctx.merchantId,
      userId: ctx.userId,
      showId: priced.showId,
      sessionId: priced.sessionId,
      ticketFen: priced.ticketFen - (card?.card.fen ?? 0),
      deliveryFen: priced.deliveryFen,
      deliveryMethod: priced.deliveryMethod,
      deliveryAddress: priced.deliveryAddress,
      totalFen: payFen,
      ticketCount: priced.ticketCount,
      reserveDeadline: new Date(ctx.now.getTime() + (ctx.reserveMinutes ?? DEFAULT_RESERVE_MINUTES) * 60000),
      idempotencyKey: body.idempotencyKey,
      requestHash: hash,
      remarks: (body.remarks ?? '').trim(),
      now: ctx.now,
      paid: free,
      coupons: coupons?.couponIds.length ? { ids: coupons.couponIds, fen: coupons.couponFen, lineFen: coupons.lineCouponFen } : undefined,
      member: coupons && coupons.memberDiscountFen > 0 ? { fen: coupons.memberDiscountFen, lineUnitFen: coupons.lineMemberUnitFen } : undefined,
      points: coupons && coupons.pointsUsed > 0 ? { used: coupons.pointsUsed, fen: coupons.pointPriceFen, lineFen: coupons.linePointsFen } : undefined,
      card: card?.card,
      // The promotion as pricing applied it (after the member discount, never below 0); none beside a card.
      promotion:
        priced.promotion && coupons && coupons.promotionFen > 0
          ? { promotionId: priced.promotion.promotionId, fen: coupons.promotionFen, lineFen: coupons.linePromotionFen, units: priced.promotion.units }
          : undefined,
      privilege: priced.privilege
    }
    try {
      // Written with the other orders of the moment, in one transaction (order-writer.ts).
      return await this.writer.write({
        order,
        lines: priced.lines.map((l) => ({ tierId: l.tier.id, qty: l.qty, unitFen: card?.unitFen.get(l.tier.id) ?? l.tier.price_fen, listFen: l.tier.price_fen, seats: l.seats })),
        attendees,
        limitPerOrder: first.limit_per_order,
        limitPerAccount: first.limit_per_account
      })
    } catch (error) {
      if (isStockShort(error)) throw new AppError(priced.lines.some((l) => l.seats.length) ? 'SEAT_TAKEN' : 'SOLD_OUT')
      // Two first attempts with one key (they hold the same lock only if they name the same show): replay.
      if (isUniqueViolation(error)) {
        const again = await replay()
        if (again) return again
      }
      throw error
    }
  }

  /** Cancels the buyer's own unpaid order (before its deadline; past it the order has closed by itself). */
  async cancel(orderId: string, userId: string, now: Date): Promise<void> {
    const order = await this.orders.byId(orderId)
    if (!order || order.user_id !== userId) throw new AppError('ORDER_NOT_FOUND')
    // A package's child orders are one purchase (issue #18): cancelling one cancels them all (each closed once).
    const ids = order.package_order_id ? await this.read.promotions.childrenOf(order.package_order_id) : [orderId]
    let closed = false
    for (const id of ids) if (await this.close(id, 'CANCELLED', now)) closed = true
    if (!closed) throw new AppError('ORDER_NOT_CANCELLABLE')
  }

  /**
   * The merchant's staff close an unpaid order (issue #16 item 5): the buyer's cancel path, so the stock
   * and seats go back the same way; `alsoInTransaction` writes the audit row in the close's transaction.
   * An order past its deadline is closed as EXPIRED (it already reads so); paid or closed is refused.
   * A package's children are one purchase (issue #18), as in the buyer's cancel: closing one closes them
   * all, so no sibling is left holding its stock with a payment that can no longer cover the package;
   * `alsoInTransaction` is told each order it closed.
   */
  async closeForMerchant(orderId: string, merchantId: string, now: Date, alsoInTransaction: (tx: Queryable, closedId: string) => Promise<void>): Promise<void> {
    const order = await this.orders.byId(orderId)
    if (!order || order.merchant_id !== merchantId) throw new AppError('ORDER_NOT_FOUND')
    const reason = order.reserve_deadline.getTime() <= now.getTime() ? 'EXPIRED' : 'CANCELLED'
    const ids = order.package_order_id ? await this.read.promotions.childrenOf(order.package_order_id) : [orderId]
    let closed = false
    for (const id of ids) if (await this.close(id, reason, now, (tx) => alsoInTransaction(tx, id))) closed = true
    if (!closed) throw new AppError('ORDER_NOT_CANCELLABLE')
  }

  /**
   * Stock of these tiers moved outside order creation and close (a refund approved, a rebook): this
   * process's stock admission reads them again on the next attempt, as a close does, so a ticket given
   * back is buyable at once instead of answered sold out for up to a second.
   */
  stockMoved(tierIds: string[]): void {
    if (tierIds.length > 0) this.admission.forget(tierIds)
  }

  /** Closes an unpaid order and releases its stock; false when it was not unpaid (already closed or paid). */
  private async close(orderId: string, reason: 'EXPIRED' | 'CANCELLED', now: Date, alsoInTransaction?: (tx: Queryable) => Promise<void>): Promise<boolean> {
    const released = await boundedWrite(this.db, async (tx) => {
      const s = this.stores(tx)
      if (!(await s.orders.close(orderId, reason, now))) return undefined
      await alsoInTransaction?.(tx)
      // The coupons locked to the unpaid order are the buyer's again (after the order row, before the tiers).
      await s.coupons.releaseForOrder(orderId)
      // So are the points it spent: once, as the close itself is (the state transition above).
      await returnSpentPoints(s.members, orderId, now)
      // So are the benefit card times it took (order-card.ts).
      await new CardBookingRepository(tx).returnClosed(orderId, now)
      // Its channel discount's quota, or its package's sets, go back (issue #18; once: this close is the guard).
      await s.promotions.releaseForOrder(orderId, now)
      // And the privilege code's uses (a refund later does not give them back: privilege-rules.ts).
      await returnPrivilegeUses(s.privileges, orderId, now)
      // Tier rows first, in id order (the order every path locks them in), then the seats and the counters.
      const tiers = await s.orders.lockTiersOf(orderId)
      await s.seats.release(orderId)
      await s.orders.releaseHeldStock(orderId)
      return tiers
    })
    // The tickets given back are buyable at once here (other gateway processes see them within a second).
    if (released) this.admission.forget(released)
    return released !== undefined
  }

  /**
   * The one expiry use case: closes every unpaid order past its reserve deadline (CLOSED, code 13) and
   * releases its stock; answers how many it closed. One process sweeps at a time (an advisory lock);
   * another that finds the lock taken answers 0 at once. Each close is still a conditional transition,
   * so an order is closed and its stock released exactly once whatever runs.
   */
  async closeExpiredOrders(now: Date, batch = 200): Promise<number> {
    const closed = await this.db.exclusively('order-expiry', 'try', async () => {
      let count = 0
      for (;;) {
        const due = await this.orders.dueForExpiry(now, batch)
        let progressed = false
        for (const id of due) {
          try {
            if (await this.close(id, 'EXPIRED', now)) count++
            progressed = true
          } catch (error) {
            // A row held past the wait bound (a payment settling it): the next round closes it.
            if (!(error instanceof AppError && error.code === 'LIMITING')) throw error
          }
        }
        if (due.length < batch || !progressed) return count
      }
    })
    return closed ?? 0
  }

  /** The buyer's own order as stored; the presenter shows a passed deadline as closed (order-state.ts). */
  async ownOrder(orderId: string, userId: string): Promise<OrderRow> {
    const order = await this.orders.byId(orderId)
    if (!order || order.user_id !== userId) throw new AppError('ORDER_NOT_FOUND')
    return order
  }

  async ownOrderByTransaction(transactionId: string, userId: string): Promise<OrderRow> {
    const order = await this.orders.byTransaction(transactionId)
    if (!order || order.user_id !== userId) throw new AppError('ORDER_NOT_FOUND')
    return order
  }

  get repository(): OrderRepository {
    return this.orders
  }

  /** E-tickets cost nothing to deliver; paper tickets go by express, where the show offers it, to one of the buyer's addresses. */
  private async delivery(body: OrderToPrice, show: TierForSale, ctx: OrderContext): Promise<Pick<PricedOrder, 'deliveryFen' | 'deliveryMethod' | 'deliveryAddress'>> {
    if ((body.deliverMethod ?? 'E_TICKET') === 'E_TICKET') {
      if (body.addressId) throw new AppError('INVALID_PARAMETER', { detail: 'addressId' })
      return { deliveryFen: 0, deliveryMethod: 'E_TICKET', deliveryAddress: null }
    }
    if (body.deliverMethod !== 'EXPRESS' || show.express_fee_fen === null) throw new AppError('INVALID_PARAMETER', { detail: 'deliverMethod' })
    const address = body.addressId ? await this.read.addresses.byId(ctx.userId, body.addressId) : undefined
    if (!address) throw new AppError('ADDRESS_REQUIRED')
    return {
      deliveryFen: show.express_fee_fen,
      deliveryMethod: 'EXPRESS',
      deliveryAddress: { recipient: address.recipient, countryCode: address.country_code, cellphone: address.cellphone, regionText: address.region_text, detail: address.detail }
    }
  }

  /** Real-name: one of the buyer's attendees per ticket, each ID once, old enough for the show. */
  private async attendeesFor(body: OrderToPrice, priced: PricedOrder, ctx: OrderContext) {
    const ids = body.items.flatMap((i) => i.audienceIds ?? [])
    if (ids.length !== priced.ticketCount || new Set(ids).size !== ids.length) throw new AppError('ATTENDEES_MISMATCH')
    const today = localDate(ctx.now, ctx.timeZone)
    const minAge = effectiveMinAge(priced.lines[0].tier.min_age, priced.lines.map((l) => l.tier.tier_min_age))
    const found = []
    for (const id of ids) {
      const a = await this.read.audiences.byId(ctx.userId, id)
      if (!a) throw new AppError('ATTENDEES_MISMATCH')
      const birthday = a.id_type === 'ID_CARD' ? idCardFacts(a.id_no)?.birthday : undefined
      if (minAge && birthday && ageOn(birthday, today) < minAge) throw new AppError('AGE_LIMIT', { name: a.name, age: minAge })
      found.push({ id: a.id, name: a.name, idType: a.id_type, idNo: a.id_no })
    }
    return found
  }
}
