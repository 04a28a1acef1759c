/**
 * Paid membership (issue #18 "paid membership (member-confirm → pay through the same cashier →
 * member-pay-success)"): the merchant's plans, a buyer's member order and its one lifecycle. The rules
 * (terms, renewal, the level held) are types/rules/paid-member-rules.ts.
 *
 * - Created PENDING (idempotent by the app's key) with a transaction id and a pay deadline of the orders'
 *   reserve minutes; paid through the same cashiers as a ticket order (payments.purpose MEMBER, subject
 *   the member order; PaymentService.payFor), the payment row naming the merchant (no ticket order).
 * - The platform's notification, in the settling transaction (the payment row locked), takes the
 *   buyer's member account row and then the member order row (the lock order: member account rows →
 *   order rows), and makes the order PAID once with its term: from the later of now and the end of the
 *   buyer's current term of that level. A repeated notification is the payment's own repeat and changes
 *   nothing (PaymentService.decide); a second payment of the same order is not a second term.
 * - Money that arrives when the order can no longer be paid (expired, already paid by another attempt,
 *   its level gone from the ladder) goes back whole, never kept, as a card's or a closed ticket order's does:
 *   the payment REFUND_PENDING, refunded by the refund job, REFUND_FAILED (for the merchant's attention
 *   and retry) if the provider finally refuses.
 * - Unpaid past the deadline: EXPIRED by the sweeper (expireDue), once; a read shows it expired at once.
 * - The merchant's refund (the owner, in the console): the order REFUNDED, its term over at once, its
 *   whole price queued back on its payment (purpose MEMBER, subject the order); the refund job's final
 *   word is recorded on the order (settler).
 */
import type { Db, Queryable, Transaction } from '../db/db'
import { boundedWrite } from '../db/bounded-write'
import { sweepDue } from '../db/due-sweep'
import { AppError } from '../http/app-error'
import { randomId } from '../account/token-codec'
import { keptTranslations, translatedText, type Locale } from '../http/texts'
import type { AuditWrite } from '../staff/audit.repository'
import type { PayableSubject, PaymentSubjects } from '../payment/payment.service'
import type { PaymentRepository, PaymentRow } from '../payment/payment.repository'
import type { RefundRepository, RefundRow } from '../payment/refund.repository'
import type { RefundSettler } from '../payment/refund.service'
import { retryablePart } from '../payment/refund-split'
import { durationText, planProblem, termEnd, termStart } from '../../../types/rules/paid-member-rules'
import type {
  AdminMemberOrder,
  AdminMemberPlan,
  AdminMemberPlanInput,
  CreateMemberOrderInput,
  MemberOrderReply,
  MemberPlansReply
} from '../../../types/api/paid-member'
import { memberPayReturnPath } from '../../../types/rules/pay-return'
import { MemberRepository, type LevelRow } from './member.repository'
import { PaidMemberRepository, type MemberOrderRow, type MerchantMemberOrderRow, type PlanRow } from './paid-member.repository'
import { ladderOf } from './member.service'
import { presentLevel } from './member.presenter'
import { paymentReason } from '../../../types/rules/payment-reasons'

export const MEMBER_REFUND_REASON = 'member order refunded by the merchant'

export interface PaidMemberStores {
  paid: PaidMemberRepository
  members: MemberRepository
  refunds: RefundRepository
  /** The settling transaction's payments: late money's payment is made REFUND_PENDING in it. */
  payments: Pick<PaymentRepository, 'setState'>
  audit: { write(entry: AuditWrite, now: Date): Promise<void> }
  /**
   * The merchant's time zone read through this connection: the settling transaction must not wait on
   * another (PGlite has one connection, and the shop config kept in memory may have to be read again).
   */
  timeZoneOf(merchantId: string): Promise<string>
}

export interface PaidMemberOptions {
  /** The orders' reserve minutes: a member order waits for its money as long as a ticket order. */
  holdMinutes: (merchantId: string) => Promise<number>
  /** Told after a refund was queued (the refund job runs soon rather than on its next round). */
  refundQueued?: () => void
}

/** How an order reads now: PENDING past its deadline is already EXPIRED (the sweeper writes it a moment later). */
export function stateAsOf(o: Pick<MemberOrderRow, 'state' | 'pay_deadline'>, now: Date): MemberOrderRow['state'] {
  return o.state === 'PENDING' && new Date(o.pay_deadline).getTime() <= now.getTime() ? 'EXPIRED' : o.state
}

const ms = (d: Date | null) => (d ? new Date(d).getTime() : undefined)

export class PaidMemberService {
  constructor(
    private readonly db: Db,
    private readonly stores: (q: Queryable) => PaidMemberStores,
    private readonly options: PaidMemberOptions
  ) {}

  // ---- buyers

  async plans(merchantId: string, locale: Locale): Promise<MemberPlansReply> {
    const s = this.stores(this.db)
    const { rows, defaulted } = await ladderOf(s.members, merchantId)
    // Up the ladder, and within a level the cheapest first (the order member-confirm offers them in).
    const position = (p: PlanRow) => rows.findIndex((r) => r.level_id === p.level_id)
    const plans = (await s.paid.plans(merchantId, true)).sort((a, b) => position(a) - position(b) || a.price_fen - b.price_fen)
    return {
      plans: plans.flatMap((p) => {
        const level = rows.find((r) => r.level_id === p.level_id)
        // A plan whose level left the ladder is not sold.
        return level ? [this.planView(p, level, defaulted, locale)] : []
      })
    }
  }

  private planView(p: PlanRow, level: LevelRow, defaulted: boolean, locale: Locale) {
    return {
      planId: p.id,
      levelId: p.level_id,
      primeLevelName: presentLevel(level, locale, defaulted).primeLevelName,
      priceFen: p.price_fen,
      durationUnit: p.duration_unit,
      durationCount: p.duration_count,
      durationText: durationText(p.duration_unit, p.duration_count, locale),
      description: translatedText(p.description, p.description_texts, locale)
    }
  }

  /** A PENDING member order for the plan; the same key answers the order it already made. */
  async createOrder(
    input: CreateMemberOrderInput,
    userId: string,
    merchantId: string,
    locale: Locale,
    now: Date
  ): Promise<MemberOrderReply> {
    const s = this.stores(this.db)
    const earlier = await s.paid.orderByKey(userId, input.idempotencyKey)
    if (earlier) return this.replay(earlier, input, merchantId, locale, now)
    const plan = await s.paid.plan(merchantId, input.planId)
    const { rows } = await ladderOf(s.members, merchantId)
    if (!plan || !plan.on_sale || !rows.some((r) => r.level_id === plan.level_id)) throw new AppError('MEMBER_PLAN_NOT_FOUND')
    const id = randomId('mbo_')
    const payDeadline = new Date(now.getTime() + (await this.options.holdMinutes(merchantId)) * 60_000)
    const made = await s.paid.insertOrder(
      { id, merchantId, userId, plan, transactionId: randomId('txn_'), payDeadline, idempotencyKey: input.idempotencyKey },
      now
    )
    // A concurrent call with the same key won the insert: answer its order.
    if (!made) {
      const winner = await s.paid.orderByKey(userId, input.idempotencyKey)
      if (!winner) throw new AppError('INTERNAL')
      return this.replay(winner, input, merchantId, locale, now)
    }
    return this.order(id, userId, locale, now)
  }

  private async replay(
    earlier: MemberOrderRow,
    input: CreateMemberOrderInput,
    merchantId: string,
    locale: Locale,
    now: Date
  ): Promise<MemberOrderReply> {
    if (earlier.plan_id !== input.planId || earlier.merchant_id !== merchantId) throw new AppError('IDEMPOTENCY_CONFLICT')
    return this.order(earlier.id, earlier.user_id, locale, now)
  }

  async order(orderId: string, userId: string, locale: Locale, now: Date): Promise<MemberOrderReply> {
    const s = this.stores(this.db)
    const o = await s.paid.order(orderId)
    if (!o || o.user_id !== userId) throw new AppError('MEMBER_ORDER_NOT_FOUND')
    const { rows, defaulted } = await ladderOf(s.members, o.merchant_id)
    const level = rows.find((r) => r.level_id === o.level_id)
    const state = stateAsOf(o, now)
    return {
      orderId: o.id,
      state,
      planId: o.plan_id,
      levelId: o.level_id,
      primeLevelName: level ? presentLevel(level, locale, defaulted).primeLevelName : '',
      priceFen: o.price_fen,
      durationUnit: o.duration_unit,
      durationCount: o.duration_count,
      durationText: durationText(o.duration_unit, o.duration_count, locale),
      ...(state === 'PENDING' ? { transactionId: o.transaction_id, payDeadline: ms(o.pay_deadline) } : {}),
      ...(state === 'PAID'
        ? {
            startsAt: ms(o.starts_at),
            endsAt: ms(o.ends_at),
            levelUntil: ms((await s.paid.levelEnd(o.user_id, o.merchant_id, o.level_id)) ?? null)
          }
        : {})
    }
  }

  /** The one expiry use case of unpaid member orders, run by the sweeper; one process at a time. */
  async expireDue(now: Date, batch = 100): Promise<number> {
    return sweepDue(this.db, {
      lock: 'member-order-expiry',
      due: () => this.stores(this.db).paid.dueForExpiry(now, batch),
      end: (tx, id) => this.stores(tx).paid.end(id, 'EXPIRED', now)
    })
  }

  // ---- the payment side (PaymentService.payFor('MEMBER', ...))

  subjects(): PaymentSubjects {
    return {
      payable: (transactionId, userId, now) => this.payable(transactionId, userId, now),
      paid: (tx, payment, now) => this.paid(tx, payment, now)
    }
  }

  private async payable(transactionId: string, userId: string, now: Date): Promise<PayableSubject | undefined> {
    const s = this.stores(this.db)
    const o = await s.paid.orderByTransaction(transactionId)
    if (!o) return undefined
    if (o.user_id !== userId) throw new AppError('MEMBER_ORDER_NOT_FOUND')
    if (stateAsOf(o, now) !== 'PENDING') throw new AppError('MEMBER_ORDER_NOT_PAYABLE')
    const { rows } = await ladderOf(s.members, o.merchant_id)
    return {
      subjectId: o.id,
      merchantId: o.merchant_id,
      amountFen: o.price_fen,
      deadline: new Date(o.pay_deadline),
      description: rows.find((r) => r.level_id === o.level_id)?.name,
      returnPath: memberPayReturnPath(o.id)
    }
  }

  /** The money of a member order arrived (the payment row locked, SUCCEEDED): the term begins once, or the money goes back. */
  private async paid(tx: Transaction, payment: PaymentRow, now: Date): Promise<{ outcome: 'PAID' | 'REFUND_PENDING'; reason: string }> {
    const s = this.stores(tx)
    const found = payment.subject_id ? await s.paid.order(payment.subject_id) : undefined
    if (!found) return this.refundLate(s, payment, 'unknown member order', now)
    // The buyer's member account row, then the order row: two terms of one buyer begin one after the other.
    await s.members.lockMember(found.user_id, now)
    const o = (await s.paid.order(found.id, true)) as MemberOrderRow
    if (o.state === 'PENDING' && stateAsOf(o, now) === 'EXPIRED') await s.paid.end(o.id, 'EXPIRED', now)
    if (stateAsOf(o, now) !== 'PENDING') return this.refundLate(s, payment, `the member order is ${stateAsOf(o, now)}`, now)
    const { rows } = await ladderOf(s.members, o.merchant_id)
    if (!rows.some((r) => r.level_id === o.level_id)) {
      await s.paid.end(o.id, 'CANCELLED', now)
      return this.refundLate(s, payment, 'the level of the member order is gone', now)
    }
    const start = termStart(now, await s.paid.levelEnd(o.user_id, o.merchant_id, o.level_id))
    const end = termEnd(start, o.duration_unit, o.duration_count, await s.timeZoneOf(o.merchant_id))
    if (!(await s.paid.activate(o.id, payment.id, start, end, now))) throw new Error(`member order ${o.id} changed under its lock`)
    return { outcome: 'PAID', reason: '' }
  }

  /**
   * The whole payment back as a card's or a closed ticket order's late money is: the payment REFUND_PENDING,
   * refunded by the refund job (one closed-order refund per payment), REFUND_FAILED if the provider finally
   * refuses, so the merchant sees it in the console's money needing attention and can ask again there.
   */
  private async refundLate(
    s: PaidMemberStores,
    payment: PaymentRow,
    why: string,
    now: Date
  ): Promise<{ outcome: 'REFUND_PENDING'; reason: string }> {
    await s.payments.setState(payment.id, 'REFUND_PENDING', undefined, now)
    return { outcome: 'REFUND_PENDING', reason: paymentReason.lateQueuedBack('MEMBER', why) }
  }

  /** How the refund of a member order ends (RefundService.settleWith('MEMBER', ...)); a refund on the payment itself (late money queued so before it went the closed-order way) has no order to record on. */
  settler(): RefundSettler {
    const record = async (tx: Transaction, refund: RefundRow, state: 'SUCCEEDED' | 'FAILED') => {
      if (!refund.subject_id || refund.subject_id === refund.payment_id) return
      await this.stores(tx).paid.setRefundState(refund.subject_id, state)
    }
    return {
      succeeded: (tx, refund) => record(tx, refund, 'SUCCEEDED'),
      failed: (tx, refund) => record(tx, refund, 'FAILED')
    }
  }

  /**
   * A refunded term leaves no hole in the renewals bought after it: each later term of the level is laid
   * again, in order, from the later of now and the end of the terms before it (the renewal rule), with its
   * own length. The buyer's member account row is held (the caller), so no term begins meanwhile.
   */
  private async closeGap(s: PaidMemberStores, refunded: MemberOrderRow, now: Date): Promise<void> {
    const from = refunded.starts_at as Date
    const later = await s.paid.termsFrom(refunded.user_id, refunded.merchant_id, refunded.level_id, from)
    if (!later.length) return
    const zone = await s.timeZoneOf(refunded.merchant_id)
    let cursor = termStart(now, await s.paid.levelEndBefore(refunded.user_id, refunded.merchant_id, refunded.level_id, from))
    for (const term of later) {
      // A term already running keeps its start: only what has not begun moves up.
      const start = new Date(term.starts_at as Date).getTime() <= now.getTime() ? new Date(term.starts_at as Date) : cursor
      const end = termEnd(start, term.duration_unit, term.duration_count, zone)
      await s.paid.moveTerm(term.id, start, end)
      cursor = end
    }
  }

  // ---- the console

  async adminPlans(merchantId: string): Promise<AdminMemberPlan[]> {
    const s = this.stores(this.db)
    const { rows } = await ladderOf(s.members, merchantId)
    return (await s.paid.plans(merchantId, false)).map((p) => presentAdminPlan(p, rows))
  }

  /** A new plan (planId undefined) or a change to one; audited. */
  async savePlan(
    merchantId: string,
    staffId: string,
    planId: string | undefined,
    input: AdminMemberPlanInput,
    now: Date
  ): Promise<AdminMemberPlan> {
    const problem = planProblem({ priceFen: input.priceFen, unit: input.durationUnit, count: input.durationCount })
    if (problem === 'price') throw new AppError('MEMBER_PLAN_PRICE_INVALID')
    if (problem) throw new AppError('MEMBER_PLAN_DURATION_INVALID')
    const id = planId ?? randomId('mpl_')
    return this.db.transaction(async (tx) => {
      const s = this.stores(tx)
      const { rows } = await ladderOf(s.members, merchantId)
      if (!rows.some((r) => r.level_id === input.levelId) || (await s.members.levels(merchantId)).length === 0)
        throw new AppError('MEMBER_PLAN_LEVEL_UNKNOWN')
      const before = planId ? await s.paid.plan(merchantId, planId) : undefined
      if (planId && !before) throw new AppError('MEMBER_PLAN_NOT_FOUND')
      const plan = {
        id,
        merchantId,
        levelId: input.levelId,
        priceFen: input.priceFen,
        unit: input.durationUnit,
        count: input.durationCount,
        onSale: input.onSale,
        description: input.description.trim(),
        descriptionTexts: keptTranslations(input.descriptionTexts)
      }
      if (before) await s.paid.updatePlan(plan, now)
      else await s.paid.insertPlan(plan, now)
      const after = (await s.paid.plan(merchantId, id)) as PlanRow
      await s.audit.write(
        {
          merchantId,
          staffId,
          action: planId ? 'membership.plan.update' : 'membership.plan.create',
          target: `member_plan:${id}`,
          before: before && presentAdminPlan(before, rows),
          after: presentAdminPlan(after, rows)
        },
        now
      )
      return presentAdminPlan(after, rows)
    })
  }

  async adminOrders(merchantId: string, now: Date): Promise<AdminMemberOrder[]> {
    return (await this.stores(this.db).paid.merchantOrders(merchantId, 200)).map((o) => presentAdminOrder(o, now))
  }

  /** The owner's refund of a paid member order: its term ends now and its whole price goes back on its payment. */
  async refund(merchantId: string, staffId: string, orderId: string, now: Date): Promise<AdminMemberOrder> {
    const done = await boundedWrite(this.db, async (tx) => {
      const s = this.stores(tx)
      const found = await s.paid.merchantOrder(merchantId, orderId)
      if (!found) throw new AppError('MEMBER_ORDER_NOT_FOUND')
      await s.members.lockMember(found.user_id, now)
      const o = { ...((await s.paid.order(orderId, true)) as MemberOrderRow), buyer: found.buyer }
      if (o.state !== 'PAID' || !o.payment_id) throw new AppError('MEMBER_ORDER_NOT_REFUNDABLE')
      await s.paid.refunded(o.id, now)
      await this.closeGap(s, o, now)
      await s.refunds.queue(
        {
          id: randomId('rfd_'),
          paymentId: o.payment_id,
          amountFen: o.price_fen,
          reason: MEMBER_REFUND_REASON,
          purpose: 'MEMBER',
          subjectId: o.id
        },
        now
      )
      const after = { ...((await s.paid.order(o.id)) as MemberOrderRow), buyer: o.buyer }
      await s.audit.write(
        {
          merchantId,
          staffId,
          action: 'membership.order.refund',
          target: `member_order:${o.id}`,
          before: presentAdminOrder(o, now),
          after: presentAdminOrder(after, now)
        },
        now
      )
      return after
    })
    this.options.refundQueued?.()
    return presentAdminOrder(done, now)
  }

  /** The owner asks a finally FAILED refund of a member order again (the refund job then tries it afresh). */
  async retryRefund(merchantId: string, staffId: string, orderId: string, now: Date): Promise<AdminMemberOrder> {
    const done = await boundedWrite(this.db, async (tx) => {
      const s = this.stores(tx)
      const o = await s.paid.merchantOrder(merchantId, orderId)
      if (!o) throw new AppError('MEMBER_ORDER_NOT_FOUND')
      await s.members.lockMember(o.user_id, now)
      const failed = (await s.refunds.partsOf('MEMBER', o.id)).filter(retryablePart)
      let retried = 0
      for (const part of failed) if (await s.refunds.retry(part.id, now)) retried++
      if (o.refund_state !== 'FAILED' || retried === 0) throw new AppError('MEMBER_ORDER_NOT_REFUNDABLE')
      await s.paid.setRefundState(o.id, 'IN_PROGRESS')
      const after = { ...((await s.paid.order(o.id)) as MemberOrderRow), buyer: o.buyer }
      await s.audit.write(
        {
          merchantId,
          staffId,
          action: 'membership.order.refund.retry',
          target: `member_order:${o.id}`,
          before: presentAdminOrder(o, now),
          after: presentAdminOrder(after, now)
        },
        now
      )
      return after
    })
    this.options.refundQueued?.()
    return presentAdminOrder(done, now)
  }
}

function presentAdminPlan(p: PlanRow, levels: LevelRow[]): AdminMemberPlan {
  const level = levels.find((l) => l.level_id === p.level_id)
  return {
    planId: p.id,
    levelId: p.level_id,
    priceFen: p.price_fen,
    durationUnit: p.duration_unit,
    durationCount: p.duration_count,
    onSale: p.on_sale,
    description: p.description,
    descriptionTexts: p.description_texts,
    ...(level ? { primeLevelName: level.name } : {})
  }
}

function presentAdminOrder(o: MerchantMemberOrderRow, now: Date): AdminMemberOrder {
  return {
    orderId: o.id,
    userId: o.user_id,
    buyer: o.buyer,
    planId: o.plan_id,
    levelId: o.level_id,
    priceFen: o.price_fen,
    durationUnit: o.duration_unit,
    durationCount: o.duration_count,
    state: stateAsOf(o, now),
    createdAt: new Date(o.created_at).getTime(),
    ...(o.paid_at ? { paidAt: ms(o.paid_at) } : {}),
    ...(o.starts_at ? { startsAt: ms(o.starts_at), endsAt: ms(o.ends_at) } : {}),
    ...(o.refund_state ? { refundState: o.refund_state } : {})
  }
}
