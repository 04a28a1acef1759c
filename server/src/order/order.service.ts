/**
 * Buying tickets (product.md sections 3-5; calls-errors-limits.md section 7 "Orders, payment,
 * tickets"; DESIGN.md "The heart"). Creating an order checks the session is on sale, the price the buyer
 * saw (the order's quote, pricing/quote.ts, the one pre_order showed), the per-order and per-account limits, and on a real-name show one attendee per ticket with an ID
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
import { boundedWrite, type BoundedTx } from '../db/bounded-write'
import { sweepDue } from '../db/due-sweep'
import { isPayable } from './order-state'
import type { CreateOrderRequest, CreateOrderReply, WaitingTurn } from '../../../types/api/order'
import { ageOn, effectiveMinAge, idCardFacts } from '../../../types/rules/account-rules'
import { DEFAULT_RESERVE_MINUTES, remarksProblem } from '../../../types/rules/order-rules'
import { randomId } from '../account/token-codec'
import type { AudienceRepository } from '../audience/audience.repository'
import type { AddressRepository } from '../address/address.repository'
import type { OrderListTab, OrderRepository, OrderRow, OrderShowView, SalesChannel } from './order.repository'
import type { OrderSeat, SeatRepository } from '../inventory/seat.repository'
import type { TierStockRepository } from '../inventory/tier-stock.repository'
import { isStockShort } from '../inventory/stock.repository'
import type { PrefillRepository } from '../prefill/prefill.repository'
import { seatKey, seatLabel, seatNameOf } from '../../../types/rules/seat-key'
import type { Locale } from '../http/texts'
import { localDate } from '../../../types/rules/merchant-time'
import { LocalOrderGate, type OrderGate } from './order-gate'
import { DEFAULT_ADMISSION, StockAdmission, type AttemptOutcome } from '../inventory/stock-admission'
import type { SharedTierCount } from '../inventory/shared-tier-count'
import { WaitingRoom, type FairRoom, type RoomShow } from './waiting-room'
import { OrderWriter, orderReply } from './order-writer'
import type { OrderDetailFacts } from './order.presenter'
import type { CouponOrderRepository } from '../coupon/coupon-order.repository'
import type { MemberRepository } from '../member/member.repository'
import type { PromotionOrderRepository } from './promotion-order.repository'
import type { PrivilegeRepository } from '../privilege/privilege.repository'
import { type OrderPrivilege } from './pricing/privilege-step'
import type { OrderToQuote } from './pricing/pricing-step'
import { Quoter, quoteOfPlaced, quotePlaced, quotedAmounts, quotedLines, type PlacedQuote, type Quote } from './pricing/quote'
import { PlacedQuoteRepository, type OrderDiscountFactsRow } from './pricing/placed-quote.repository'
import { standardSteps } from './pricing/standard-steps'
import { RushReads } from './rush-reads'
import type { TiedGoods } from './tied-goods'

/** The stored order and its discount facts, as the order calls answer with them. */
export type { OrderRow } from './order.repository'
export type { OrderDiscountFactsRow } from './pricing/placed-quote.repository'

export { DEFAULT_RESERVE_MINUTES }

export type CloseReason = 'EXPIRED' | 'CANCELLED'

/**
 * Closes an unpaid order in the caller's transaction and gives back what it held: the order-closed
 * lifecycle (lifecycle/order-closed.ts closeOrder), handed in, as the lifecycles sit above the order area.
 * Answers the tiers whose stock went back, or undefined (nothing written) when it was not unpaid.
 */
export type CloseOrder = (
  tx: BoundedTx,
  s: OrderStores,
  orderId: string,
  reason: CloseReason,
  now: Date,
  alsoInTransaction?: (tx: Queryable) => Promise<void>
) => Promise<string[] | undefined>

/**
 * Issuing a paid order's tickets on the seats it sold. The ticket area sits above orders (its pages read
 * them) and its TicketRepository does this, wired in stores.ts.
 */
export interface TicketIssue {
  issue(orderId: string, seats: OrderSeat[], now: Date): Promise<number>
}

/** The repositories an order is read and written through, bound to one connection or one transaction. */
export interface OrderStores {
  orders: OrderRepository
  seats: SeatRepository
  /** What rush admission reads of a tier's stock (inventory/). */
  tierStock: TierStockRepository
  tickets: TicketIssue
  prefills: PrefillRepository
  addresses: AddressRepository
  audiences: AudienceRepository
  /** Coupons on orders: the coupon area's repository, wired in stores.ts. */
  coupons: CouponOrderRepository
  /** The member discount and points on orders: the member area's repository. */
  members: MemberRepository
  /** Promotions on orders: channel discounts and package children, wired in stores.ts. */
  promotions: PromotionOrderRepository
  /** Privilege purchase codes on orders: their uses taken and given back. */
  privileges: PrivilegeRepository
  /** Goods bought with the tickets (tied sale): the goods order area's, wired in stores.ts. */
  tiedGoods?: TiedGoods
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
  /** The channel the app was launched with (the channel-id header): its channel discount applies (promotion-step.ts). */
  channelId?: string
  /** The request's privilege token, checked (privilege-step.ts); none for an ordinary order. */
  privilege?: OrderPrivilege
  /** The channel the order is sold through: ONSITE at the venue (venue-purchase/), else online. */
  channel?: SalesChannel
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505'
}

/** The body without the key, in a stable form: the same order asked twice hashes the same. */
function requestHash(body: CreateOrderRequest, privilegeCode?: string, channel?: SalesChannel): string {
  const items = [...body.items]
    .map((i) => ({
      t: i.seatPlanId,
      s: i.bizShowSessionId,
      q: i.qty,
      a: [...(i.audienceIds ?? [])].sort(),
      seats: [...(i.seatIds ?? [])].sort()
    }))
    .sort((a, b) => a.t.localeCompare(b.t))
  const base = {
    items,
    pay: body.paymentParam?.payAmount,
    promotion: body.promotionId ?? '',
    deliver: body.deliverMethod ?? 'E_TICKET',
    address: body.addressId ?? '',
    remarks: (body.remarks ?? '').trim()
  }
  // Coupons only when named, so the hash of an order without them is what it always was.
  const coupons = body.couponIds?.length ? { coupons: [...body.couponIds].sort() } : {}
  // Points likewise only when used, and a benefit card: the same key with another card is another order.
  const points = body.usePoints ? { points: true } : {}
  const card = body.userCardInstanceId ? { card: body.userCardInstanceId } : {}
  // And the privilege code when bought under one (its price differs from the public one).
  const privilege = privilegeCode ? { privilege: privilegeCode } : {}
  // And tied goods when bought with the tickets.
  const goods = body.goods?.length ? { goods: [...body.goods].map((g) => `${g.skuId}:${g.qty}`).sort() } : {}
  // And the channel when sold at the venue: one key cannot be an online order and an on-site one.
  const onSite = channel === 'ONSITE' ? { channel } : {}
  return createHash('sha256')
    .update(JSON.stringify({ ...base, ...coupons, ...points, ...card, ...privilege, ...goods, ...onSite }))
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
  /** A fleet's count per tier, shared in Redis (redis-tier-count.ts): admission takes its tickets there first. */
  sharedStock?: SharedTierCount
  /**
   * For each merchant's hot shows; the default is this process's room, reading the show's mark
   * (waiting_room) from the database; a fleet passes the rooms it shares in Redis.
   */
  room?: (merchantId: string, source: (showId: string) => Promise<RoomShow | undefined>) => FairRoom
}

export class OrderService {
  /** The stores on the database itself, for the reads outside a transaction (built once). */
  private readonly read: OrderStores
  private readonly orders: OrderRepository
  private readonly gate: OrderGate
  private readonly admission: StockAdmission
  private readonly rooms: (merchantId: string) => FairRoom
  private readonly writer: OrderWriter
  private readonly quoter: Quoter
  /** The reads of the orders of a moment, gathered (rush-reads.ts). */
  private readonly rushReads: RushReads
  /** What placed orders' quotes recorded (quotePlaced), read outside any transaction. */
  private readonly placed: PlacedQuoteRepository

  constructor(
    private readonly db: Db,
    private readonly stores: (q: Queryable) => OrderStores,
    private readonly closeOrder: CloseOrder,
    rush: OrderRushOptions = {}
  ) {
    this.read = stores(db)
    this.orders = this.read.orders
    this.gate = rush.gate ?? new LocalOrderGate()
    this.writer = new OrderWriter(db, stores)
    const reads = new RushReads({ orders: this.orders, members: this.read.members, seats: this.read.seats })
    this.rushReads = reads
    this.quoter = new Quoter(
      standardSteps(this.read, db, (call) => reads.memberFacts(call)),
      { tickets: { orders: { tiers: (ids) => reads.tiers(ids) }, addresses: this.read.addresses }, tied: this.read.tiedGoods }
    )
    this.placed = new PlacedQuoteRepository(db)
    const orders = this.orders
    this.admission =
      rush.admission ??
      new StockAdmission(
        { stock: (id) => this.read.tierStock.stock(id), winners: (id, since) => orders.tierWinners(id, since) },
        DEFAULT_ADMISSION,
        undefined,
        rush.sharedStock
      )
    const byMerchant = new Map<string, FairRoom>()
    const roomOf = rush.room ?? ((_merchantId, source) => new WaitingRoom(source))
    this.rooms = (merchantId) => {
      let room = byMerchant.get(merchantId)
      if (!room) byMerchant.set(merchantId, (room = roomOf(merchantId, (showId) => orders.roomShow(showId, merchantId))))
      return room
    }
  }

  /** pre_order: the order's quote (quote.ts) and the names of its seats, holding nothing. */
  async preOrder(body: OrderToQuote, ctx: OrderContext, locale: Locale): Promise<{ quote: Quote; seatInfos: Record<string, string> }> {
    const quote = await this.quoter.quote({ body, ctx, mode: 'OFFER' })
    return { quote, seatInfos: await this.seatInfos(quote, locale) }
  }

  /** The names of the seats asked for, as buyers read them ("A区 3排12座" when the designer named them), by seat key. */
  private async seatInfos(priced: Quote, locale: Locale): Promise<Record<string, string>> {
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
    // The show named is the one the room (and the risk token) is for; the quote refuses tiers of another.
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
   * The order's checks and its write; `tookStock` is false when the key replayed an earlier order. A key
   * already seen is answered its first reply before pricing, which may no longer pass for it: its first
   * attempt took the card's times, the coupons, the points or the privilege code's uses. A first attempt,
   * as admission knows it, spending none of those skips that read (the rush path): the write looks for the
   * key again under the buyer's lock, and two first attempts racing on one key meet the key's unique index.
   */
  private async createAdmitted(
    body: CreateOrderRequest,
    ctx: OrderContext,
    firstAttempt: boolean
  ): Promise<{ reply: CreateOrderReply; tookStock: boolean }> {
    const hash = requestHash(body, ctx.privilege?.grant?.code, ctx.channel)
    const replay = async () => {
      const reply = await replayOf(this.orders, ctx.userId, body.idempotencyKey, hash)
      return reply && { reply, tookStock: false }
    }
    const spends = !!(body.userCardInstanceId || body.couponIds?.length || body.usePoints || ctx.privilege?.grant)
    const earlier = firstAttempt && !spends ? undefined : await replay()
    if (earlier) return earlier

    const quote = await this.quoter.quote({ body, ctx, mode: 'ORDER' })
    const remarkProblem = remarksProblem(body.remarks, ctx.remark)
    if (remarkProblem) throw new AppError(remarkProblem === 'required' ? 'REMARKS_REQUIRED' : 'INVALID_PARAMETER', { detail: 'remarks' })
    // The buyer pays what they saw: a changed price is confirmed again, never charged silently. The
    // amount is the gateway's: an app sending another (a forged discount) is refused and nothing is written.
    if (body.paymentParam?.payAmount !== quote.payFen) throw new AppError('PRICE_CHANGED')
    // An early answer once a tier is empty; the conditional write below stays the guard.
    if (quote.lines.some((l) => l.tier.available < l.qty)) throw new AppError('SOLD_OUT')
    for (const line of quote.lines) {
      if (line.seats.length && (await this.rushReads.freeSeats(quote.sessionId, line.tier.id, line.seats)) < line.seats.length)
        throw new AppError('SEAT_TAKEN')
    }
    const first = quote.lines[0].tier
    const attendees = first.real_name ? await this.attendeesFor(body, quote, ctx) : []

    const order = {
      id: randomId('ord_'),
      transactionId: randomId('txn_'),
      merchantId: ctx.merchantId,
      userId: ctx.userId,
      showId: quote.showId,
      sessionId: quote.sessionId,
      deliveryFen: quote.deliveryFen,
      deliveryMethod: quote.deliveryMethod,
      deliveryAddress: quote.deliveryAddress,
      ticketCount: quote.ticketCount,
      reserveDeadline: new Date(ctx.now.getTime() + (ctx.reserveMinutes ?? DEFAULT_RESERVE_MINUTES) * 60000),
      idempotencyKey: body.idempotencyKey,
      requestHash: hash,
      remarks: (body.remarks ?? '').trim(),
      now: ctx.now,
      // A coupon may bring the order to 0: a free order, paid at once (coupon-step.ts: the floor is 0).
      paid: quote.payFen === 0,
      channel: ctx.channel ?? 'ONLINE',
      ...quotedAmounts(quote)
    }
    try {
      // Written with the other orders of the moment, in one transaction (order-writer.ts).
      return await this.writer.write({
        order,
        lines: quotedLines(quote),
        attendees,
        limitPerOrder: first.limit_per_order,
        limitPerAccount: first.limit_per_account,
        ...(body.goods?.length
          ? {
              tiedGoods: {
                lines: body.goods,
                payFen: quote.goodsFen,
                addressId: quote.deliveryMethod === 'EXPRESS' ? body.addressId : undefined
              }
            }
          : {})
      })
    } catch (error) {
      if (isStockShort(error)) throw new AppError(quote.lines.some((l) => l.seats.length) ? 'SEAT_TAKEN' : 'SOLD_OUT')
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
    // A package's child orders are one purchase: cancelling one cancels them all (each closed once).
    const ids = order.package_order_id ? await this.read.promotions.childrenOf(order.package_order_id) : [orderId]
    let closed = false
    for (const id of ids) if (await this.close(id, 'CANCELLED', now)) closed = true
    if (!closed) throw new AppError('ORDER_NOT_CANCELLABLE')
  }

  /**
   * The merchant's staff close an unpaid order (issue #16 item 5): the buyer's cancel path, so the stock
   * and seats go back the same way; `alsoInTransaction` writes the audit row in the close's transaction.
   * An order past its deadline is closed as EXPIRED (it already reads so); paid or closed is refused.
   * A package's children are one purchase, as in the buyer's cancel: closing one closes them
   * all, so no sibling is left holding its stock with a payment that can no longer cover the package;
   * `alsoInTransaction` is told each order it closed.
   */
  async closeForMerchant(
    orderId: string,
    merchantId: string,
    now: Date,
    alsoInTransaction: (tx: Queryable, closedId: string) => Promise<void>
  ): Promise<void> {
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

  /** Closes an unpaid order and releases its stock (lifecycle/order-closed.ts); false when it was not unpaid (already closed or paid). */
  private async close(
    orderId: string,
    reason: CloseReason,
    now: Date,
    alsoInTransaction?: (tx: Queryable) => Promise<void>
  ): Promise<boolean> {
    const released = await boundedWrite(this.db, (tx) => this.closeOrder(tx, this.stores(tx), orderId, reason, now, alsoInTransaction))
    // The tickets given back are buyable at once here (other gateway processes see them within a second).
    if (released) this.admission.forget(released)
    return released !== undefined
  }

  /**
   * The one expiry use case: closes every unpaid order past its reserve deadline (CLOSED, code 13) and
   * releases its stock; answers how many it closed. Through the one due-sweep (db/due-sweep.ts): one process
   * sweeps at a time, a full batch is read again until none is left, an order held past the wait bound (a
   * payment settling it) is left for the next round. Each close is still a conditional transition, so an
   * order is closed and its stock released exactly once whatever runs.
   */
  async closeExpiredOrders(now: Date, batch = 200): Promise<number> {
    return sweepDue(this.db, {
      lock: 'order-expiry',
      due: () => this.orders.dueForExpiry(now, batch),
      end: (tx, id) => this.closeOrder(tx, this.stores(tx), id, 'EXPIRED', now),
      ended: (released) => this.admission.forget(released),
      drainBatch: batch
    })
  }

  /**
   * The buyer's order made with this idempotency key, if any: a caller that fills the body in itself (the
   * on-site purchase's best seats) answers a retry with it before choosing again.
   */
  async byIdempotencyKey(userId: string, key: string): Promise<OrderRow | undefined> {
    return this.orders.byIdempotencyKey(userId, key)
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

  /** The buyer's order of this transaction id while it may be paid (payment.service.ts PayableOrders). */
  async payableOrder(transactionId: string, userId: string, now: Date): Promise<OrderRow> {
    const order = await this.ownOrderByTransaction(transactionId, userId)
    if (!isPayable(order, now)) throw new AppError('PAYMENT_NOT_ALLOWED')
    return order
  }

  /** What order detail shows beside the order row (order.presenter.ts), read together; a list passes its orders' quotes in. */
  async detailFacts(order: OrderRow, now: Date, quotes?: Map<string, PlacedQuote>): Promise<OrderDetailFacts> {
    return {
      view: await this.orders.showView(order.id, now),
      items: await this.orders.items(order.id),
      tickets: await this.orders.refundFacts(order.id),
      attendees: await this.orders.attendees(order.id),
      money: order.paid_at ? await this.orders.moneyFacts(order.id) : undefined,
      // A list quotes every order of the page at once and passes the quotes in.
      quote: quotes?.get(order.id) ?? (await quoteOfPlaced(this.placed, order))
    }
  }

  /** One page of the buyer's orders for a tab of the list (OrderRepository.page), with their quotes read at once. */
  async page(userId: string, tab: OrderListTab | undefined, now: Date, offset: number, length: number) {
    const page = await this.orders.page(userId, tab, now, offset, length)
    return { ...page, quotes: await quotePlaced(this.placed, page.rows) }
  }

  /** What each order's quote recorded, as its discount lines are named (pricing/discount-lines.presenter.ts). */
  discountFacts(orderIds: string[]): Promise<Map<string, OrderDiscountFactsRow>> {
    return this.placed.recorded(orderIds)
  }

  /** The show, venue and session an order is for (a payment names the show). */
  showView(orderId: string, now: Date): Promise<OrderShowView | undefined> {
    return this.orders.showView(orderId, now)
  }

  /** Real-name: one of the buyer's attendees per ticket, each ID once, old enough for the show. */
  private async attendeesFor(body: OrderToQuote, priced: Quote, ctx: OrderContext) {
    const ids = body.items.flatMap((i) => i.audienceIds ?? [])
    if (ids.length !== priced.ticketCount || new Set(ids).size !== ids.length) throw new AppError('ATTENDEES_MISMATCH')
    const today = localDate(ctx.now, ctx.timeZone)
    const minAge = effectiveMinAge(
      priced.lines[0].tier.min_age,
      priced.lines.map((l) => l.tier.tier_min_age)
    )
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
