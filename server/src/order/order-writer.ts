/**
 * Writing checked orders, several in one transaction (group commit; issue #8 goal 2, DESIGN.md "The
 * heart"). In a rush the gateway, not PostgreSQL, is what runs out first: each order used to cost ten
 * round trips, each with its share of CPU on both sides. Orders that arrive while a write is running wait
 * for the next one and go together: one advisory-lock statement, one read of their idempotency keys, one
 * of the buyers' live tickets, one insert of every order and its lines, one prefill update, and per tier
 * one stock statement sent with the COMMIT (so a tier's row lock is held only while that statement and
 * the commit run, once for the whole group).
 *
 * Each order's own refusals (its key replays or conflicts, the account limit, a seat a committed order
 * took) are decided within the group without touching the others; the group's seats are locked in one
 * statement, in the lock order, so groups wanting some of the same seats wait for each other in turn.
 * Anything that breaks the transaction itself (not enough stock for all, an attendee taken meanwhile, a
 * lock held too long) rolls the group back and each of its orders is written again alone, so only the
 * order it concerns hears the error. Alone, an order is written exactly so: the errors reach
 * OrderService, which maps them.
 *
 * What one transaction does with its orders (writeOrdersIn) is the one order-creation use case: a package's
 * child orders and an invitation's order are written by it too, inside their own bounded write.
 */
import type { Db, Queryable } from '../db/db'
import { boundedWrite, type BoundedTx } from '../db/bounded-write'
import { inventoryOn } from '../inventory/inventory'
import type { StockTake } from '../inventory/stock.repository'
import { seatAt, type WantedSeat } from '../inventory/seat-stock.repository'
import { AppError } from '../http/app-error'
import type { CreateOrderReply } from '../../../types/api/order'
import type { SeatPlace } from '../../../types/rules/seat-key'
import type { NewOrder, OrderRow } from './order.repository'
import type { OrderStores } from './order.service'
import { takeCardTimes } from './pricing/card-step'
import { recordPrivilege, spendPrivilege } from './pricing/privilege-step'
import type { TiedGoodsLine } from './tied-goods'

export interface OrderToWrite {
  order: NewOrder
  /**
   * The priced lines. A line's tickets are taken from sale, or with `fromHeld` from stock already held for
   * it (an invitation batch holds its tier's tickets for its codes).
   */
  lines: Array<{ tierId: string; qty: number; unitFen: number; listFen?: number; seats: SeatPlace[]; fromHeld?: boolean }>
  attendees: Array<{ id: string; name: string; idType: string; idNo: string }>
  limitPerOrder: number
  limitPerAccount: number
  /** Goods bought with the tickets (tied sale): their goods order is written in this order's transaction. */
  tiedGoods?: { lines: TiedGoodsLine[]; payFen: number; addressId?: string }
}

export interface Written {
  reply: CreateOrderReply
  /** false when the key replayed an order written before. */
  tookStock: boolean
}

/** Orders written together at most; and how many groups may be written at once. */
export const GROUP_MAX = 64
export const GROUPS_AT_ONCE = 4

interface Queued {
  item: OrderToWrite
  resolve(written: Written): void
  reject(error: unknown): void
}

export function orderReply(order: Pick<OrderRow, 'id' | 'state' | 'transaction_id'>): CreateOrderReply {
  return { orderId: order.id, unPaidTransactionIds: order.state === 'UNPAID' ? [order.transaction_id] : [] }
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505'
}

/**
 * Whether the order spends something before its seats are taken (coupons, points, a benefit card's times,
 * a promotion's quota, a privilege code's uses, tied goods' stock): such an order is written alone, and a
 * seat taken meanwhile rolls its whole transaction back rather than leaving those spent.
 */
function spendsBeforeSeats(item: OrderToWrite): boolean {
  const o = item.order
  return !!(o.coupons?.ids.length || o.points?.used || o.card || o.promotion || o.privilege || item.tiedGoods)
}

/** The seats the order asks for, each with its session and tier. */
function seatsOf(item: OrderToWrite): WantedSeat[] {
  return item.lines.flatMap((l) => l.seats.map((p) => ({ sessionId: item.order.sessionId, tierId: l.tierId, row: p.row, col: p.col })))
}

export class OrderWriter {
  private readonly queue: Queued[] = []
  private running = 0

  constructor(
    private readonly db: Db,
    private readonly stores: (q: Queryable) => OrderStores
  ) {}

  write(item: OrderToWrite): Promise<Written> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject })
      this.pump()
    })
  }

  private pump(): void {
    while (this.running < GROUPS_AT_ONCE && this.queue.length) {
      const group = this.nextGroup()
      this.running++
      void this.writeGroup(group).finally(() => {
        this.running--
        this.pump()
      })
    }
  }

  /**
   * The oldest queued orders, at most GROUP_MAX, one per buyer and show (a buyer's second order waits for
   * the next group, where the account limit counts the first) and each seat in one order of the group (an
   * order wanting a seat another in it wants waits for the next group: within a group, a seat not free
   * is always one a committed order took).
   */
  private nextGroup(): Queued[] {
    // What such an order spends, taken meanwhile by another, is its own refusal, not its group's.
    const alone = (q: Queued) => spendsBeforeSeats(q.item)
    if (alone(this.queue[0])) return this.queue.splice(0, 1)
    const group: Queued[] = []
    const buyers = new Set<string>()
    const seats = new Set<string>()
    for (let i = 0; i < this.queue.length && group.length < GROUP_MAX;) {
      const q = this.queue[i]
      const buyer = `${q.item.order.userId}\n${q.item.order.showId}`
      const wanted = seatsOf(q.item).map((w) => seatAt(w.sessionId, w))
      if (alone(q) || buyers.has(buyer) || wanted.some((k) => seats.has(k))) {
        i++
        continue
      }
      buyers.add(buyer)
      for (const k of wanted) seats.add(k)
      group.push(q)
      this.queue.splice(i, 1)
    }
    return group
  }

  private async writeGroup(group: Queued[]): Promise<void> {
    let outcomes: Array<Written | AppError>
    try {
      outcomes = await boundedWrite(this.db, (tx) =>
        writeOrdersIn(
          tx,
          this.stores(tx),
          group.map((q) => q.item)
        )
      )
    } catch (error) {
      if (group.length === 1) return group[0].reject(error)
      // Something in the group broke the transaction: each order alone, so only its own hears why.
      await Promise.all(group.map((q) => this.writeGroup([q])))
      return
    }
    group.forEach((q, i) => {
      const outcome = outcomes[i]
      if (outcome instanceof AppError) q.reject(outcome)
      else q.resolve(outcome)
    })
  }
}

/**
 * The one order-creation use case, inside a bounded write: buyer orders (written in groups by OrderWriter),
 * a package's child orders and an invitation's order (each in its caller's transaction) all come here with
 * priced lines. Answers each order's outcome: written (or replayed by its key), or its own refusal. The
 * per-account purchase limit is checked here only, counting the orders of the same buyer and show before
 * it in `items` too.
 */
export async function writeOrdersIn(tx: BoundedTx, s: OrderStores, items: OrderToWrite[]): Promise<Array<Written | AppError>> {
  const stock = inventoryOn(tx)
  // One buyer's orders for one show are serialised (the account limit is counted without a race).
  await s.orders.lockBuyerShows(items.map((i) => ({ userId: i.order.userId, showId: i.order.showId })))
  // A retry that raced its first attempt finds the order here, after the lock.
  const earlier = await s.orders.byIdempotencyKeys(items.map((i) => ({ userId: i.order.userId, key: i.order.idempotencyKey })))
  const limited = items.filter((i) => i.limitPerAccount > 0)
  const live = limited.length
    ? await s.orders.liveTicketCounts(limited.map((i) => ({ userId: i.order.userId, showId: i.order.showId })))
    : new Map<string, number>()
  const outcomes: Array<Written | AppError> = []
  const accepted: OrderToWrite[] = []
  const outcomeAt = new Map<OrderToWrite, number>()
  for (const item of items) {
    const o = item.order
    const prior = earlier.find((e) => e.user_id === o.userId && e.idempotency_key === o.idempotencyKey)
    if (prior) {
      outcomes.push(
        prior.request_hash === o.requestHash ? { reply: orderReply(prior), tookStock: false } : new AppError('IDEMPOTENCY_CONFLICT')
      )
      continue
    }
    const buyerShow = `${o.userId}\n${o.showId}`
    if (item.limitPerAccount > 0 && (live.get(buyerShow) ?? 0) + o.ticketCount > item.limitPerAccount) {
      outcomes.push(new AppError('PURCHASE_LIMIT', { perOrder: item.limitPerOrder, perAccount: item.limitPerAccount }))
      continue
    }
    live.set(buyerShow, (live.get(buyerShow) ?? 0) + o.ticketCount)
    accepted.push(item)
    outcomeAt.set(item, outcomes.length)
    outcomes.push({ reply: orderReply({ id: o.id, state: o.paid ? 'PAID' : 'UNPAID', transaction_id: o.transactionId }), tookStock: true })
  }
  if (!accepted.length) return outcomes

  // The buyer's member row first (the lock order: member row, coupons → order row → ...): spending points
  // is serialised per buyer, so the conditional spend below sees every other spend of the same points.
  for (const { order } of accepted) if (order.points?.used) await s.members.lockMember(order.userId, order.now)
  // A benefit card's times next (card rows, like coupon rows, before the order row; order-card.ts).
  for (const { order } of accepted) if (order.card) await takeCardTimes(tx, order.id, order.card, order.now)
  // Coupons next, before the order row is written (lock order: coupon rows by id → the new order row →
  // tickets → seats → tiers; coupon-order.repository.ts says why no path waits the other way round). A
  // coupon another order took meanwhile refuses this order (written alone, nextGroup) and writes nothing.
  for (const { order } of accepted) {
    if (!order.coupons?.ids.length) continue
    const taken = await s.coupons.lockForOrder(order.coupons.ids, order.userId, order.merchantId, order.id, order.paid, order.now)
    if (taken !== order.coupons.ids.length) throw new AppError('COUPON_ORDER_TAKEN')
  }
  // The privilege code row (lock order: code row → order row → ...): its uses by a conditional UPDATE.
  for (const { order } of accepted) if (order.privilege) await spendPrivilege(s.privileges, order.privilege)
  // The promotion's quota, like the coupons, before the order row: one conditional UPDATE; a quota used up
  // meanwhile is the spec's "promotion discount wrong" (22037056), and the app prices again.
  for (const { order } of accepted) {
    if (
      order.promotion &&
      order.promotion.units > 0 &&
      !(await s.promotions.take(order.promotion.promotionId, order.promotion.units, order.now))
    )
      throw new AppError('PROMOTION_DISCOUNT_WRONG')
  }
  // The group's seats, locked in the lock order and checked free before the order rows are written (a
  // seat names its order, so it is taken after them, below): an order a seat of which a committed order
  // took hears SEAT_TAKEN alone and writes nothing, unless it spent something above (then it is alone
  // and its transaction rolls back).
  const seated: Array<WantedSeat & { orderId: string; sell: boolean }> = []
  const wanted = accepted.flatMap(seatsOf)
  if (wanted.length) {
    const free = await stock.seats.lockFree(wanted)
    for (const item of [...accepted]) {
      const mine = seatsOf(item)
      if (mine.every((w) => free.has(seatAt(w.sessionId, w)))) {
        for (const w of mine) free.delete(seatAt(w.sessionId, w))
        seated.push(...mine.map((w) => ({ ...w, orderId: item.order.id, sell: item.order.paid })))
        continue
      }
      if (spendsBeforeSeats(item)) throw new AppError('SEAT_TAKEN')
      outcomes[outcomeAt.get(item) as number] = new AppError('SEAT_TAKEN')
      accepted.splice(accepted.indexOf(item), 1)
    }
    if (!accepted.length) return outcomes
  }
  await s.orders.insertMany(accepted.map((i) => ({ order: i.order, items: i.lines })))
  for (const { order } of accepted) if (order.promotion) await s.promotions.record(order.id, order.promotion)
  for (const { order } of accepted) if (order.privilege) await recordPrivilege(s.privileges, order.id, order.privilege)
  for (const { order } of accepted)
    if (order.coupons?.ids.length) await s.orders.recordCouponFen(order.id, order.coupons.fen, order.coupons.lineFen)
  for (const { order } of accepted) {
    if (!order.member && !order.points) continue
    await s.orders.recordMemberPricing(order.id, order.member, order.points)
    // Written after the order row (the ledger row names it), under the member row locked above: only while
    // the balance still covers the points priced; else the buyer confirms the new amount (PRICE_CHANGED).
    if (order.points && !(await s.members.spendOnOrder(order.merchantId, order.userId, order.id, order.points.used, order.now)))
      throw new AppError('PRICE_CHANGED')
  }
  // Tied goods after the order row (they name it), their SKU rows before the tier rows the commit takes.
  for (const { order, tiedGoods } of accepted) {
    if (!tiedGoods) continue
    if (!s.tiedGoods) throw new AppError('INVALID_PARAMETER', { detail: 'goods' })
    await s.tiedGoods.write(tx, order.id, tiedGoods.lines, {
      merchantId: order.merchantId,
      userId: order.userId,
      now: order.now,
      addressId: tiedGoods.addressId,
      paid: order.paid,
      payDeadline: order.reserveDeadline,
      payFen: tiedGoods.payFen
    })
  }
  if (seated.length && (await stock.seats.takeLocked(seated)) !== seated.length) throw new AppError('SEAT_TAKEN')
  for (const { order, attendees } of accepted) {
    for (const a of attendees) {
      try {
        await s.orders.insertAttendee(order.id, order.showId, a)
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ATTENDEE_TAKEN', { name: a.name })
        throw error
      }
    }
  }
  // "It becomes invalid once an order is generated in the grab period."
  await s.prefills.invalidateMany(accepted.map((i) => ({ userId: i.order.userId, showId: i.order.showId, now: i.order.now })))
  // "Free orders skip payment": their tickets exist at once.
  for (const { order } of accepted) if (order.paid) await s.tickets.issue(order.id, await s.seats.ofOrder(order.id), order.now)
  // The stock last, sent with the COMMIT: per tier one statement for the whole group, held or sold.
  const takes = new Map<string, StockTake>()
  for (const { order, lines } of accepted) {
    for (const line of lines) {
      const from: StockTake['take'] = line.fromHeld ? 'sellHeld' : order.paid ? 'sell' : 'hold'
      const k = `${line.tierId}\n${from}`
      const t = takes.get(k) ?? { tierId: line.tierId, qty: 0, take: from }
      t.qty += line.qty
      takes.set(k, t)
    }
  }
  for (const statement of stock.stock.takeStatements([...takes.values()])) tx.commitWith(statement)
  return outcomes
}
