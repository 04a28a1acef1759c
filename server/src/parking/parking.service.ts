/**
 * Parking for buyers and the lot's gate (issue #33 "Venue services"; docs/parking.md):
 *
 * - Plates: at most PLATES_PER_BUYER, each read by plate.ts into its canonical form; counted under the
 *   buyer's advisory lock, so two adds at once cannot pass the limit.
 * - The gate (parking-gate.ts) reports entries (an open stay per plate) and exits (the barrier opens only
 *   when nothing is due; then the stay ends).
 * - A quote: the stay's fee now (parking-fee.ts), less what earlier payments settled, less a PARKING_FEE
 *   coupon (coupon-rules.ts checkCoupon, the best pick by best-coupon.ts when the buyer named none).
 * - Paying: in one bounded write under the stay's lock, quoted again; the amount the buyer saw must be the
 *   amount due; the coupon locked to the order; a parking order paid through the cashiers (purpose
 *   PARKING), or at once when the coupon covers it. Paid, it settles its part of the stay once (the stay's
 *   settled_fen must still be what it was quoted with: a second payment of the same fee is refunded
 *   whole), and the stay is paid until now plus the lot's grace minutes, which the gate is told.
 * - A refund (the console's): the money queued back on the payment (purpose PARKING), the coupon back, the
 *   fee owed again by a car still inside.
 *
 * Benefit cards have no parking use (their uses are show bookings, benefit-card-rules.ts): none applies here.
 */
import type { Db, Queryable, Transaction } from '../db/db'
import { boundedWrite } from '../db/bounded-write'
import { sweepDue } from '../db/due-sweep'
import { AppError } from '../http/app-error'
import { randomId } from '../account/token-codec'
import type { PayableSubject, PaymentSubjects } from '../payment/payment.service'
import type { PaymentRow, PaymentRepository } from '../payment/payment.repository'
import type { RefundRepository } from '../payment/refund.repository'
import type { RefundSettler } from '../payment/refund.service'
import type { CouponOrderRepository, HeldCouponRow } from '../coupon/coupon-order.repository'
import { couponRuleOf } from '../order/pricing/coupon-step'
import { checkCoupon, type CartLine } from '../../../types/rules/coupon-rules'
import { pickBestCoupons } from '../../../types/rules/best-coupon'
import { parkingDue, paidUntil } from '../../../types/rules/parking-fee'
import { PLATES_PER_BUYER, readPlate, type Plate } from '../../../types/rules/plate'
import { parkingDetailPath } from '../../../types/rules/pay-return'
import {
  PARKING_PAY_MINUTES,
  type ParkingCouponOption,
  type ParkingPayBody,
  type ParkingPayReply,
  type ParkingPlate,
  type ParkingQuote,
  type ParkingRecord
} from '../../../types/api/parking'
import type { GateEvent, GateEvents, ParkingGate } from './parking-gate'
import { ParkingRepository, type LotRow, type ParkingOrderRow, type StayRow } from './parking.repository'
import { presentLot, presentPlate, presentRecord, ruleOf } from './parking.presenter'
import { paymentReason } from '../../../types/rules/payment-reasons'

const CART_LINE = 'parking'

/** The repositories a parking payment's money moves through, bound to one transaction. */
export interface ParkingStores {
  payments: PaymentRepository
  refunds: RefundRepository
  /** The buyer's coupons with their rule fields (the PARKING_FEE ones are offered). */
  coupons: CouponOrderRepository
}

export interface ParkingDeps {
  timeZoneOf: (merchantId: string) => Promise<string>
  stores: (q: Queryable) => ParkingStores
  gate: ParkingGate
  /** Money was queued back: the refund job runs at once (when the sweepers run). */
  refundJobSoon?: () => void
}

/** A stay quoted at a moment, with the coupon it takes. */
interface Priced {
  stay: StayRow
  lot: LotRow
  quote: NonNullable<ParkingQuote['stay']>
  coupon?: HeldCouponRow
}

/** The buyer's plate as typed, in canonical form; a text that is no plate is refused. */
function plateOf(input: string): Plate {
  const plate = readPlate(input)
  if (!plate) throw new AppError('PARKING_PLATE_INVALID')
  return plate
}

export class ParkingService implements GateEvents {
  private readonly read: ParkingRepository

  constructor(
    private readonly db: Db,
    private readonly deps: ParkingDeps
  ) {
    this.read = new ParkingRepository(db)
  }

  // ---- plates ----

  async plates(userId: string): Promise<ParkingPlate[]> {
    return (await this.read.plates(userId)).map(presentPlate)
  }

  async addPlate(userId: string, input: string, now: Date): Promise<ParkingPlate[]> {
    const plate = plateOf(input)
    await boundedWrite(this.db, async (tx) => {
      const repo = new ParkingRepository(tx)
      await repo.lockBuyer(userId)
      const held = await repo.plates(userId)
      if (held.some((p) => p.plate === plate.plate)) return
      if (held.length >= PLATES_PER_BUYER) throw new AppError('PARKING_PLATES_FULL', { max: PLATES_PER_BUYER })
      await repo.addPlate(userId, plate.plate, plate.region, now)
    })
    return this.plates(userId)
  }

  async removePlate(userId: string, input: string): Promise<ParkingPlate[]> {
    const plate = plateOf(input)
    if (!(await this.read.removePlate(userId, plate.plate))) throw new AppError('PARKING_PLATE_NOT_FOUND')
    return this.plates(userId)
  }

  private async ownPlate(userId: string, input: string): Promise<string> {
    const plate = plateOf(input).plate
    if (!(await this.read.plates(userId)).some((p) => p.plate === plate)) throw new AppError('PARKING_PLATE_NOT_FOUND')
    return plate
  }

  // ---- quote and pay ----

  /** The plate's stay now; `couponId` undefined: the best coupon; '': none. */
  async quote(merchantId: string, userId: string, input: string, couponId: string | undefined, now: Date): Promise<ParkingQuote> {
    const plate = await this.ownPlate(userId, input)
    await this.closeDueOf(userId, now)
    const stay = await this.read.openStay(merchantId, plate)
    if (!stay) return { plate, stay: null }
    const zone = await this.deps.timeZoneOf(merchantId)
    return { plate, stay: (await this.price(this.read, { merchantId, userId, zone }, stay, couponId, now)).quote }
  }

  async pay(merchantId: string, userId: string, body: ParkingPayBody, now: Date): Promise<ParkingPayReply> {
    const plate = await this.ownPlate(userId, body.plate)
    await this.closeDueOf(userId, now)
    // Read before the transaction: nothing outside it is read while it holds the stay (one connection on PGlite).
    const zone = await this.deps.timeZoneOf(merchantId)
    const made = await boundedWrite(this.db, async (tx) => {
      const repo = new ParkingRepository(tx)
      const stay = await repo.openStay(merchantId, plate, true)
      if (!stay) throw new AppError('PARKING_NOT_INSIDE')
      const priced = await this.price(repo, { merchantId, userId, zone }, stay, body.couponId ?? '', now, tx)
      const q = priced.quote
      if (q.dueFen <= 0) throw new AppError('PARKING_NOTHING_DUE')
      if (body.couponId && !priced.coupon) throw new AppError('PARKING_COUPON_NOT_USABLE')
      // The buyer pays what they saw: a fee that moved on (a minute into a new step) is confirmed again.
      if (body.payAmount !== q.payFen) throw new AppError('PARKING_PRICE_CHANGED')
      const id = randomId('pko_')
      const paid = q.payFen === 0
      if (priced.coupon && !(await repo.lockCoupon(priced.coupon.coupon_id, userId, merchantId, id, paid, now)))
        throw new AppError('PARKING_COUPON_NOT_USABLE')
      await repo.insertOrder(
        {
          id,
          merchant_id: merchantId,
          user_id: userId,
          stay_id: stay.id,
          lot_id: stay.lot_id,
          plate,
          transaction_id: randomId('ptx_'),
          entry_at: stay.entry_at,
          quoted_at: now,
          minutes: q.minutes,
          fee_days: q.days,
          fee_fen: q.feeFen,
          settled_before_fen: q.settledFen,
          due_fen: q.dueFen,
          coupon_fen: q.couponFen,
          coupon_title: priced.coupon?.title ?? null,
          pay_fen: q.payFen,
          pay_deadline: new Date(now.getTime() + PARKING_PAY_MINUTES * 60_000)
        },
        paid ? 'PAID' : 'UNPAID',
        paid ? new Date(paidUntil(ruleOf(priced.lot), now.getTime())) : null,
        now
      )
      if (paid) await this.settle(repo, id, stay, priced.lot, q.settledFen, q.dueFen, now)
      return repo.order(id) as Promise<ParkingOrderRow>
    })
    return { orderId: made.id, unPaidTransactionIds: made.state === 'UNPAID' ? [made.transaction_id] : [] }
  }

  /** The stay priced at `now` with the coupon asked for (undefined: the best; '': none). */
  private async price(
    repo: ParkingRepository,
    { merchantId, userId, zone }: { merchantId: string; userId: string; zone: string },
    stay: StayRow,
    couponId: string | undefined,
    now: Date,
    q: Queryable = this.db
  ): Promise<Priced> {
    const lot = await repo.lot(stay.lot_id)
    if (!lot) throw new Error(`parking stay ${stay.id}: its lot is gone`)
    const { fee, dueFen } = parkingDue(
      ruleOf(lot),
      { entryAt: stay.entry_at.getTime(), settledFen: stay.settled_fen, paidUntil: stay.paid_until?.getTime() ?? null },
      now.getTime(),
      zone
    )
    const held = (await this.deps.stores(q).coupons.heldForOrder(userId, merchantId, now)).filter((c) =>
      c.biz_types.includes('PARKING_FEE')
    )
    const cart: CartLine[] = dueFen > 0 ? [{ lineId: CART_LINE, bizType: 'PARKING_FEE', price: dueFen, qty: 1 }] : []
    const rules = held.map(couponRuleOf)
    const chosenId =
      couponId === undefined
        ? cart.length
          ? pickBestCoupons(rules, cart, now.getTime(), { maxExchange: 1 }).coupons[0]?.couponId
          : undefined
        : couponId
    const options: ParkingCouponOption[] = held.map((c, i) => {
      const check = cart.length ? checkCoupon(rules[i], cart, now.getTime()) : ({ usable: false, reason: 'NOTHING_TO_DISCOUNT' } as const)
      return {
        couponId: c.coupon_id,
        title: c.title,
        couponType: rules[i].couponType,
        discountAmount: check.usable ? check.discountAmount : 0,
        usable: check.usable,
        ...(check.usable ? {} : { reason: check.reason }),
        isChecked: false,
        expireTime: c.expire_at.getTime()
      }
    })
    const chosen = options.find((o) => o.couponId === chosenId && o.usable)
    if (chosen) chosen.isChecked = true
    const couponFen = Math.min(chosen?.discountAmount ?? 0, dueFen)
    return {
      stay,
      lot,
      coupon: chosen && held.find((c) => c.coupon_id === chosen.couponId),
      quote: {
        stayId: stay.id,
        lot: presentLot(lot),
        entryTime: stay.entry_at.getTime(),
        quotedTime: now.getTime(),
        minutes: fee.minutes,
        free: fee.free,
        days: fee.days,
        feeFen: fee.feeFen,
        settledFen: stay.settled_fen,
        dueFen,
        couponFen,
        payFen: dueFen - couponFen,
        paidUntil: stay.paid_until?.getTime() ?? null,
        coupons: options,
        checkedCouponId: chosen?.couponId ?? null
      }
    }
  }

  /** The order's part of the fee settled on its stay, the stay paid until now plus grace, the gate told. */
  private async settle(
    repo: ParkingRepository,
    orderId: string,
    stay: StayRow,
    lot: LotRow,
    settledBefore: number,
    due: number,
    now: Date
  ) {
    const until = new Date(paidUntil(ruleOf(lot), now.getTime()))
    if (!(await repo.settle(stay.id, settledBefore, due, until))) return false
    await repo.useCoupons(orderId, now)
    await this.deps.gate.paidUntil(stay.lot_id, stay.plate, until)
    return until
  }

  /**
   * The sweeper: unpaid parking orders past their deadline closed, their coupons the buyers' again (a coupon
   * held by an abandoned payment would otherwise stay locked until its buyer came back); one process at a time.
   */
  async closeDue(now: Date, batch = 200): Promise<number> {
    return sweepDue(this.db, {
      lock: 'parking-order-expiry',
      due: () => this.read.dueUnpaid(now, batch),
      end: (tx, id) => this.close(tx, id),
      drainBatch: batch
    })
  }

  /** The buyer's own, before a quote or a payment reads what the car owes and which coupons are free. */
  private async closeDueOf(userId: string, now: Date): Promise<void> {
    for (const id of await this.read.dueUnpaid(now, 50, userId)) await boundedWrite(this.db, (tx) => this.close(tx, id))
  }

  private async close(tx: Queryable, orderId: string): Promise<boolean> {
    const repo = new ParkingRepository(tx)
    if (!(await repo.close(orderId))) return false
    await repo.releaseCoupons(orderId)
    return true
  }

  // ---- records ----

  async records(userId: string, offset: number, length: number, now: Date): Promise<{ list: ParkingRecord[]; total: number }> {
    const page = await this.read.buyerPage(userId, offset, length)
    const list: ParkingRecord[] = []
    for (const o of page.rows) list.push(presentRecord(o, o.lot_name, (await this.read.paymentOf(o.id))?.product ?? null, now))
    return { list, total: page.total }
  }

  async record(userId: string, orderId: string, now: Date): Promise<ParkingRecord> {
    const o = await this.read.order(orderId)
    if (!o || o.user_id !== userId) throw new AppError('PARKING_ORDER_NOT_FOUND')
    return this.recordOf(o, now)
  }

  async recordOf(o: ParkingOrderRow, now: Date, withBuyer = false): Promise<ParkingRecord> {
    return presentRecord(o, await this.read.lotName(o.lot_id), (await this.read.paymentOf(o.id))?.product ?? null, now, withBuyer)
  }

  // ---- the gate ----

  async entered(e: GateEvent): Promise<void> {
    const lot = await this.read.lot(e.lotId)
    if (!lot || lot.merchant_id !== e.merchantId || !lot.enabled) throw new AppError('PARKING_LOT_NOT_FOUND')
    const plate = plateOf(e.plate).plate
    if (!(await this.read.enter(randomId('pks_'), e.merchantId, lot.id, plate, e.at))) throw new AppError('PARKING_ALREADY_INSIDE')
  }

  async left(e: GateEvent): Promise<{ opened: boolean; dueFen: number }> {
    const plate = plateOf(e.plate).plate
    const zone = await this.deps.timeZoneOf(e.merchantId)
    return boundedWrite(this.db, async (tx) => {
      const repo = new ParkingRepository(tx)
      const stay = await repo.openStay(e.merchantId, plate, true)
      if (!stay || stay.lot_id !== e.lotId) throw new AppError('PARKING_NOT_INSIDE')
      const lot = (await repo.lot(stay.lot_id)) as LotRow
      const { dueFen } = parkingDue(
        ruleOf(lot),
        { entryAt: stay.entry_at.getTime(), settledFen: stay.settled_fen, paidUntil: stay.paid_until?.getTime() ?? null },
        e.at.getTime(),
        zone
      )
      if (dueFen > 0) return { opened: false, dueFen }
      await repo.leave(stay.id, e.at)
      return { opened: true, dueFen: 0 }
    })
  }

  // ---- money ----

  /** The payment side of parking orders (registered with PaymentService.payFor('PARKING', ...)). */
  subjects(): PaymentSubjects {
    return {
      payable: (transactionId, userId, now) => this.payable(transactionId, userId, now),
      paid: (tx, payment, now) => this.paid(tx, payment, now)
    }
  }

  private async payable(transactionId: string, userId: string, now: Date): Promise<PayableSubject | undefined> {
    const o = await this.read.orderByTransaction(transactionId)
    if (!o) return undefined
    if (o.user_id !== userId) throw new AppError('PARKING_ORDER_NOT_FOUND')
    if (o.state !== 'UNPAID' || o.pay_deadline.getTime() <= now.getTime()) throw new AppError('PARKING_ORDER_NOT_PAYABLE')
    return {
      subjectId: o.id,
      merchantId: o.merchant_id,
      amountFen: o.pay_fen,
      deadline: o.pay_deadline,
      description: `${await this.read.lotName(o.lot_id)} ${o.plate}`,
      returnPath: parkingDetailPath(o.id)
    }
  }

  /** The money arrived (payment row locked, SUCCEEDED): the stay settled once, or the money queued back whole. */
  private async paid(tx: Transaction, payment: PaymentRow, now: Date): Promise<{ outcome: 'PAID' | 'REFUND_PENDING'; reason: string }> {
    const repo = new ParkingRepository(tx)
    const o = payment.subject_id ? await repo.order(payment.subject_id, true) : undefined
    const late = !o || o.state !== 'UNPAID' || o.pay_deadline.getTime() <= now.getTime() || payment.amount_fen !== o.pay_fen
    const stay = o && !late ? await repo.stay(o.stay_id, true) : undefined
    const lot = stay ? await repo.lot(stay.lot_id) : undefined
    const until = o && stay && lot ? await this.settle(repo, o.id, stay, lot, o.settled_before_fen, o.due_fen, now) : false
    if (o && until) {
      await repo.markPaid(o.id, until, now)
      return { outcome: 'PAID', reason: '' }
    }
    if (o && (await repo.close(o.id))) await repo.releaseCoupons(o.id)
    await this.deps.stores(tx).payments.setState(payment.id, 'REFUND_PENDING', undefined, now)
    return { outcome: 'REFUND_PENDING', reason: paymentReason.lateQueuedBack('PARKING') }
  }

  /**
   * A paid parking payment refunded (the console's): the money queued back on its payment, the coupon
   * back, its part of the fee owed again. `alongside` writes in the same transaction (the audit row).
   */
  async refund(
    merchantId: string,
    orderId: string,
    reason: string,
    now: Date,
    alongside?: (tx: Transaction) => Promise<void>
  ): Promise<ParkingOrderRow> {
    await boundedWrite(this.db, async (tx) => {
      const repo = new ParkingRepository(tx)
      const o = await repo.order(orderId, true)
      if (!o || o.merchant_id !== merchantId) throw new AppError('PARKING_ORDER_NOT_FOUND')
      if (o.state !== 'PAID') throw new AppError('PARKING_NOT_REFUNDABLE')
      const payment = o.pay_fen > 0 ? await repo.paymentOf(o.id) : undefined
      if (o.pay_fen > 0 && !payment) throw new AppError('PARKING_NOT_REFUNDABLE')
      if (!(await repo.startRefund(o.id, payment ? 'REFUNDING' : 'REFUNDED', reason))) throw new AppError('PARKING_NOT_REFUNDABLE')
      if (payment)
        await this.deps.stores(tx).refunds.queue(
          {
            id: randomId('rfd_'),
            paymentId: payment.id,
            amountFen: o.pay_fen,
            reason: reason || 'parking refunded',
            purpose: 'PARKING',
            subjectId: o.id
          },
          now
        )
      const stay = (await repo.stay(o.stay_id, true)) as StayRow
      await repo.unsettle(stay.id, o.due_fen)
      await repo.returnCoupons(o.id, now)
      if (!stay.exit_at) await this.deps.gate.paidUntil(stay.lot_id, stay.plate, null)
      await alongside?.(tx)
    })
    this.deps.refundJobSoon?.()
    return (await this.read.order(orderId)) as ParkingOrderRow
  }

  /** How a parking refund ends (refunds of purpose PARKING, settled by the refund job). */
  settler(): RefundSettler {
    return {
      succeeded: async (tx, refund) => {
        if (refund.subject_id) await new ParkingRepository(tx).endRefund(refund.subject_id)
      },
      // The money is still owed: the record stays REFUNDING until the merchant's retry succeeds.
      failed: async () => undefined
    }
  }
}
