/**
 * The buyer's reservations: the items on sale and an item's coming slots, booking a place, cancelling,
 * the buyer's bookings with their entry codes; and the booking's side of payments (purpose RESERVATION),
 * refunds, the unpaid-hold sweeper and the day-before reminders.
 *
 * A booking is one bounded write: the buyer's bookings on the item serialised (the per-buyer limit counted
 * again under that lock), the booking inserted unless the buyer already holds one on the slot (the live
 * index), then one place taken by a conditional write; a crowd past the last place rolls back and hears
 * RESERVATION_FULL. A cancel gives the place back in the same transaction that ends the booking, and a
 * paid one queues its money back on the payment that paid it (the refund job asks the provider).
 */
import type { Db, Queryable } from '../db/db'
import { boundedWrite, type BoundedTx } from '../db/bounded-write'
import { sweepDue } from '../db/due-sweep'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import { randomId } from '../account/token-codec'
import type { MessageSender } from '../account/outbox'
import type { PayableSubject, PaymentSubjects } from '../payment/payment.service'
import type { PaymentRepository, PaymentRow } from '../payment/payment.repository'
import type { RefundRepository } from '../payment/refund.repository'
import type { RefundSettler } from '../payment/refund.service'
import type {
  BookReservationBody,
  BookReservationReply,
  BookingView,
  ReservationItemCard,
  ReservationItemView
} from '../../../types/api/reservation'
import { atBuyerLimit, bookRefusal, bookingStateAt, canCancel, reminderAt, visitorProblem } from '../../../types/rules/reservation-rules'
import { rulesOf, type BookingFullRow, type ReservationRepository } from './reservation.repository'
import { presentBooking, presentItemCard, presentItemView } from './reservation.presenter'
import { reservationEntryCode } from './entry-code'
import { reminderText } from './reminder-text'
import { reservationPayReturnPath } from '../../../types/rules/pay-return'
import { paymentReason } from '../../../types/rules/payment-reasons'

const DAY = 86_400_000
/** Minutes an unpaid hold keeps its place when the merchant set no reserve time (the ticket orders' default). */
export const RESERVATION_PAY_MINUTES = 15

/** The repositories a booking's writes go through, bound to one transaction (stores.ts reservationStores). */
export interface ReservationStores {
  reservations: ReservationRepository
  payments: PaymentRepository
  refunds: RefundRepository
}

export interface ReservationDeps {
  timeZoneOf: (merchantId: string) => Promise<string>
  reserveMinutesOf: (merchantId: string) => Promise<number | undefined>
  /** The gateway's reservation code secret (account/secret-store.ts). */
  codeSecret: () => Promise<string>
  /** Money was queued back: the refund job runs at once (when the sweepers run). */
  refundJobSoon: () => void
}

const REFUSALS = {
  NOT_OPEN: 'RESERVATION_NOT_OPEN',
  CLOSED: 'RESERVATION_CLOSED',
  FULL: 'RESERVATION_FULL',
  BUYER_LIMIT: 'RESERVATION_BUYER_LIMIT'
} as const

export class ReservationService {
  private readonly read: ReservationRepository

  constructor(
    private readonly db: Db,
    private readonly stores: (q: Queryable) => ReservationStores,
    private readonly deps: ReservationDeps
  ) {
    this.read = stores(db).reservations
  }

  async items(merchantId: string, locale: Locale, now: Date): Promise<ReservationItemCard[]> {
    const items = await this.read.itemsOf(merchantId, true)
    const longest = Math.max(1, ...items.map((i) => i.opens_days_ahead))
    const slots = await this.read.slots(
      items.map((i) => i.id),
      now,
      new Date(now.getTime() + longest * DAY)
    )
    return items.map((i) => {
      const rules = rulesOf(i)
      const next = slots.find(
        (s) =>
          s.item_id === i.id &&
          bookRefusal({ start: new Date(s.starts_at).getTime(), left: s.places_left }, rules, 0, now.getTime()) === undefined
      )
      return presentItemCard(i, next ? new Date(next.starts_at).getTime() : null, locale)
    })
  }

  /** The item with its slots from now to the end of its booking window, and a week past it (shown as not open yet). */
  async item(merchantId: string, itemId: string, locale: Locale, now: Date): Promise<ReservationItemView> {
    const item = await this.read.item(merchantId, itemId)
    if (!item || !item.on_sale) throw new AppError('RESERVATION_NOT_FOUND')
    const slots = await this.read.slots([item.id], now, new Date(now.getTime() + (item.opens_days_ahead + 7) * DAY))
    return presentItemView(item, slots, await this.deps.timeZoneOf(merchantId), locale, now)
  }

  async book(merchantId: string, userId: string, body: BookReservationBody, locale: Locale, now: Date): Promise<BookReservationReply> {
    const problem = visitorProblem(body.visitorName, body.visitorPhone)
    if (problem) throw new AppError('RESERVATION_INVALID', { reason: problem })
    const found = await this.read.slotOf(merchantId, body.slotId)
    if (!found || !found.item.on_sale) throw new AppError('RESERVATION_NOT_FOUND')
    const { slot, item } = found
    // The buyer pays what they saw: a changed price is confirmed again, never charged silently.
    if (body.payAmount !== item.price_fen) throw new AppError('RESERVATION_PRICE_CHANGED')
    const start = new Date(slot.starts_at).getTime()
    const rules = rulesOf(item)
    // Refused before any write when the window or the places say so: a crowd on a full slot costs a read each.
    const early = bookRefusal({ start, left: slot.places_left }, rules, 0, now.getTime())
    if (early === 'FULL' && (await this.read.holdsSlot(userId, slot.id))) throw new AppError('RESERVATION_ALREADY_BOOKED')
    if (early) throw new AppError(REFUSALS[early])
    const paid = item.price_fen > 0
    const id = randomId('rsb_')
    const reserveMinutes = paid ? ((await this.deps.reserveMinutesOf(merchantId)) ?? RESERVATION_PAY_MINUTES) : 0
    const remind = reminderAt(start, now.getTime())
    await boundedWrite(this.db, async (tx) => {
      const repo = this.stores(tx).reservations
      await repo.lockBuyer(userId, item.id)
      // Counted under the buyer's lock: two taps on two slots at once cannot both pass the limit.
      if (atBuyerLimit(rules, await repo.liveOfBuyer(userId, item.id, now))) throw new AppError('RESERVATION_BUYER_LIMIT')
      const inserted = await repo.insertBooking({
        id,
        merchantId,
        itemId: item.id,
        slotId: slot.id,
        userId,
        state: paid ? 'UNPAID' : 'BOOKED',
        visitorName: body.visitorName.trim(),
        visitorPhone: body.visitorPhone.replace(/[\s-]/g, ''),
        priceFen: item.price_fen,
        transactionId: paid ? randomId('rtx_') : null,
        payDeadline: paid ? new Date(now.getTime() + reserveMinutes * 60_000) : null,
        locale,
        remindAt: remind === null ? null : new Date(remind),
        now
      })
      if (!inserted) throw new AppError('RESERVATION_ALREADY_BOOKED')
      // The place last, under the one conditional write: none left rolls the booking back.
      if (!(await repo.takePlace(slot.id))) throw new AppError('RESERVATION_FULL')
    })
    const made = (await this.read.booking(id)) as BookingFullRow
    return { bookingId: id, unPaidTransactionIds: made.state === 'UNPAID' && made.transaction_id ? [made.transaction_id] : [] }
  }

  async mine(merchantId: string, userId: string, locale: Locale, now: Date): Promise<BookingView[]> {
    const rows = await this.read.mine(userId)
    const zone = await this.deps.timeZoneOf(merchantId)
    const secret = await this.deps.codeSecret()
    return rows
      .filter((b) => b.merchant_id === merchantId)
      .map((b) => presentBooking(b, zone, reservationEntryCode.make(b.id, secret), locale, now))
  }

  async booking(merchantId: string, userId: string, bookingId: string, locale: Locale, now: Date): Promise<BookingView> {
    const b = await this.own(merchantId, userId, bookingId)
    return presentBooking(
      b,
      await this.deps.timeZoneOf(merchantId),
      reservationEntryCode.make(b.id, await this.deps.codeSecret()),
      locale,
      now
    )
  }

  /**
   * The buyer cancels: an unpaid hold ends (its place back); a booked place until the item's cancel limit,
   * its place back and, when it was paid, its money queued back whole. Anything else is refused.
   */
  async cancel(merchantId: string, userId: string, bookingId: string, locale: Locale, now: Date): Promise<BookingView> {
    const b = await this.own(merchantId, userId, bookingId)
    const state = bookingStateAt(b.state, b.pay_deadline === null ? null : new Date(b.pay_deadline).getTime(), now.getTime())
    if (!canCancel(state, new Date(b.starts_at).getTime(), { cancelHoursBefore: b.cancel_hours_before }, now.getTime()))
      throw new AppError('RESERVATION_NOT_CANCELLABLE')
    const queued = await boundedWrite(this.db, async (tx) => {
      const repo = this.stores(tx).reservations
      const locked = await repo.lock(b.id)
      if (!locked || locked.state !== b.state) throw new AppError('RESERVATION_NOT_CANCELLABLE')
      const refundFen = locked.state === 'BOOKED' ? locked.paid_fen : 0
      if (!(await repo.transition(b.id, locked.state, 'CANCELLED', now, { refundFen }))) throw new AppError('RESERVATION_NOT_CANCELLABLE')
      await repo.givePlace(b.slot_id)
      if (refundFen > 0) await this.queueRefund(tx, b.id, refundFen, 'reservation cancelled by the buyer', now)
      return refundFen > 0
    })
    if (queued) this.deps.refundJobSoon()
    return this.booking(merchantId, userId, bookingId, locale, now)
  }

  private async own(merchantId: string, userId: string, bookingId: string): Promise<BookingFullRow> {
    const b = await this.read.booking(bookingId)
    // Another buyer's booking reads as none: its code is not shown to anyone else.
    if (!b || b.user_id !== userId || b.merchant_id !== merchantId) throw new AppError('RESERVATION_BOOKING_NOT_FOUND')
    return b
  }

  private async queueRefund(tx: BoundedTx, bookingId: string, amountFen: number, reason: string, now: Date): Promise<void> {
    const s = this.stores(tx)
    const payment = await s.reservations.paidPaymentOf(bookingId)
    if (!payment) throw new Error(`reservation ${bookingId}: paid ${amountFen} fen with no payment`)
    await s.refunds.queue(
      { id: randomId('rfd_'), paymentId: payment.id, amountFen, reason, purpose: 'RESERVATION', subjectId: bookingId },
      now
    )
  }

  /** The sweeper: every unpaid hold past its deadline ended once (its place back); one process at a time. */
  async closeDue(now: Date, batch = 200): Promise<number> {
    return sweepDue(this.db, {
      lock: 'reservation-expiry',
      due: () => this.read.dueUnpaid(now, batch),
      end: (tx, id) => this.expire(tx, id, now),
      drainBatch: batch
    })
  }

  private async expire(tx: BoundedTx, bookingId: string, now: Date): Promise<boolean> {
    const repo = this.stores(tx).reservations
    const b = await repo.lock(bookingId)
    if (!b || b.state !== 'UNPAID' || !(await repo.transition(b.id, 'UNPAID', 'EXPIRED', now))) return false
    await repo.givePlace(b.slot_id)
    return true
  }

  /** The day-before reminders due now, each sent once (an SMS to the visitor through the outbox). */
  async sendReminders(sender: MessageSender, shopName: (merchantId: string) => Promise<string>, now: Date): Promise<number> {
    let sent = 0
    for (;;) {
      const due = await this.read.claimReminders(now, 100)
      for (const b of due) {
        const zone = await this.deps.timeZoneOf(b.merchant_id)
        await sender.send({
          channel: 'SMS',
          recipient: b.visitor_phone,
          body: reminderText(b, await shopName(b.merchant_id), zone)
        })
        sent++
      }
      if (due.length < 100) return sent
    }
  }

  /** The payment side of bookings (registered with PaymentService.payFor('RESERVATION', ...)). */
  subjects(): PaymentSubjects {
    return {
      payable: (transactionId, userId, now) => this.payable(transactionId, userId, now),
      paid: (tx, payment, now) => this.paid(tx, payment, now)
    }
  }

  private async payable(transactionId: string, userId: string, now: Date): Promise<PayableSubject | undefined> {
    const b = await this.read.byTransaction(transactionId)
    if (!b) return undefined
    if (b.user_id !== userId) throw new AppError('RESERVATION_BOOKING_NOT_FOUND')
    const deadline = b.pay_deadline === null ? null : new Date(b.pay_deadline).getTime()
    if (bookingStateAt(b.state, deadline, now.getTime()) !== 'UNPAID' || deadline === null) throw new AppError('RESERVATION_NOT_PAYABLE')
    return {
      subjectId: b.id,
      merchantId: b.merchant_id,
      amountFen: b.price_fen,
      deadline: new Date(deadline),
      description: b.title,
      returnPath: reservationPayReturnPath(b.id)
    }
  }

  /** The money arrived (payment row locked, SUCCEEDED): the place booked once, or the money queued back whole. */
  private async paid(tx: BoundedTx, payment: PaymentRow, now: Date): Promise<{ outcome: 'PAID' | 'REFUND_PENDING'; reason: string }> {
    const repo = this.stores(tx).reservations
    const b = payment.subject_id ? await repo.lock(payment.subject_id) : undefined
    // Paid after its hold ended: the hold ends now (its place back) and the money goes back.
    if (b && b.state === 'UNPAID' && b.pay_deadline !== null && now.getTime() >= new Date(b.pay_deadline).getTime()) {
      await this.expire(tx, b.id, now)
    }
    const booked =
      b !== undefined &&
      payment.amount_fen === b.price_fen &&
      (await repo.transition(b.id, 'UNPAID', 'BOOKED', now, { paidFen: payment.amount_fen }))
    if (!booked) {
      await this.stores(tx).payments.setState(payment.id, 'REFUND_PENDING', undefined, now)
      return { outcome: 'REFUND_PENDING', reason: paymentReason.lateQueuedBack('RESERVATION') }
    }
    return { outcome: 'PAID', reason: '' }
  }

  /** How a booking's refund ends: the booking already counts it; the refund's own row says whether the money arrived. */
  settler(): RefundSettler {
    return { succeeded: async () => undefined, failed: async () => undefined }
  }
}
