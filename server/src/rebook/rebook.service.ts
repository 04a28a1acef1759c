/**
 * Rebooking (calls-errors-limits.md "Orders, payment, tickets": `GET rebook check`
 * with orderId and sessionId, `POST reschedule_ticket apply`): a buyer moves VALID tickets of a paid order
 * to another session of the same show, when the show supports it and before its deadline.
 *
 * `apply` is one transaction in creation's lock order: the order row, its chosen tickets (by id), the new
 * seats (conditional writes, as order creation takes seats before its tiers), then every tier row touched
 * (inventory/ locks them in its order); the old tickets become REBOOKED (VOID at the door) and their stock and seats go back on
 * sale, new tickets (new numbers, new code secrets, the same attendees) are issued and their stock sold: the
 * steps of lifecycle/rebook-applied.ts, registered here by app.ts (appliesWith).
 * A cheaper rebook queues the money back (RefundRepository.queueSplit, purpose REBOOK, subject the rebook:
 * over the order's payment and the differences earlier dearer rebooks paid) and this service's settler
 * records how that refund ends, the worst of its parts. A dearer one moves nothing yet: it HOLDS the new
 * stock and seats as an unpaid order does, in the same lock order, until the orders' reserve minutes pass,
 * and answers what the app pays the difference with (rebook-payment.service.ts completes it once paid,
 * or gives the holds back when cancelled or expired). Its tickets meanwhile admit at the door but may not
 * be refunded, transferred or rebooked again (REBOOK_PENDING).
 */
import type { Db, Queryable, Transaction } from '../db/db'
import { boundedWrite } from '../db/bounded-write'
import { inventoryOn, type Inventory } from '../inventory/inventory'
import { sortedIds } from '../inventory/lock-order'
import { AppError } from '../http/app-error'
import { textIn, type Locale } from '../http/texts'
import { randomId } from '../account/token-codec'
import type { RebookApplyReply, RebookApplyRequest, RebookCheckReply, RebookPayment } from '../../../types/api/rebook'
import {
  rebookDeadline,
  rebookQuote,
  rebookRefusal,
  suggestedTier,
  type RebookLine,
  type RebookQuote
} from '../../../types/rules/rebook-rules'
import { seatLabel, seatNameOf, type SeatPlace } from '../../../types/rules/seat-key'
import type { RefundRepository, RefundRow } from '../payment/refund.repository'
import type { RefundSettler } from '../payment/refund.service'
import { partsState } from '../payment/refund-split'
import type { MovableTicket, RebookOrderFacts, RebookRepository, TargetSession, TargetTier } from './rebook.repository'
import type { ApplyRebook } from './rebook-move'
import type { SeatRepository } from '../inventory/seat.repository'
import { DEFAULT_RESERVE_MINUTES } from '../order/order.service'
import type { HoldRow, PendingRebookRow, RebookHoldRepository } from './rebook-hold.repository'

/** The repositories a rebook is read and written through, bound to one connection or one transaction (stores.ts rebookStores). */
export interface RebookStores {
  rebooks: RebookRepository
  seats: SeatRepository
  refunds: RefundRepository
  holds: RebookHoldRepository
}

/** What the app pays a pending rebook with. */
export function rebookPaymentOf(
  r: Pick<PendingRebookRow, 'id' | 'state' | 'transaction_id' | 'difference_fen' | 'pay_deadline'>
): RebookPayment | undefined {
  if (r.state !== 'PENDING' || !r.transaction_id || !r.pay_deadline) return undefined
  return { rebookId: r.id, transactionId: r.transaction_id, amountFen: r.difference_fen, payDeadline: r.pay_deadline.getTime() }
}

export const REBOOK_REFUND_REASON = 'rebook to a cheaper price'

function refusalError(facts: RebookOrderFacts, now: Date): AppError | undefined {
  const refusal = rebookRefusal(
    { supportRebook: facts.support_rebook, hoursBefore: facts.rebook_hours_before, sessionStartsAt: facts.starts_at },
    now
  )
  if (refusal === 'NOT_SUPPORTED') return new AppError('REBOOK_NOT_SUPPORTED')
  if (refusal === 'PAST_DEADLINE') return new AppError('REBOOK_PAST_DEADLINE', { hours: facts.rebook_hours_before })
  return undefined
}

/** The quote's refusals as the buyer hears them. */
function quoteError(problem: Extract<RebookQuote, { ok: false }>['problem']): AppError {
  if (problem === 'TIER_UNKNOWN') return new AppError('REBOOK_TIER_INVALID')
  if (problem === 'SOLD_OUT') return new AppError('REBOOK_SOLD_OUT')
  if (problem === 'TICKET_UNKNOWN') return new AppError('REBOOK_TICKET_NOT_VALID')
  return new AppError('INVALID_PARAMETER', { detail: 'tickets' })
}

const asRuleTicket = (k: MovableTicket) => ({ ticketId: k.id, tierId: k.tier_id, priceFen: k.price_fen, listFen: k.list_fen })
const asRuleTier = (t: TargetTier) => ({ id: t.id, priceFen: t.price_fen, available: t.available })

/** Told in a transaction that holds the order row's lock. */
export type RebookRefundedListener = (tx: Transaction, orderId: string, now: Date) => Promise<void>

export class RebookService {
  private reserveMinutesOf: (merchantId: string) => Promise<number | undefined> = async () => undefined
  private readonly stockListeners: Array<(tierIds: string[]) => void> = []
  private readonly refundListeners: RebookRefundedListener[] = []
  private applyRebook: ApplyRebook = async () => {
    throw new Error('no rebook-applied lifecycle registered')
  }

  constructor(
    private readonly db: Db,
    private readonly stores: (q: Queryable) => RebookStores
  ) {}

  /** Where the shop's reserve minutes are read (wired once, in composition/after-sale.wiring.ts): a dearer rebook holds as long as an unpaid order. */
  holdAsOrders(reserveMinutesOf: (merchantId: string) => Promise<number | undefined>): void {
    this.reserveMinutesOf = reserveMinutesOf
  }

  /** Registers the steps of applying a rebook (lifecycle/rebook-applied.ts; wired once, at start). */
  appliesWith(apply: ApplyRebook): void {
    this.applyRebook = apply
  }

  /** Told after a rebook committed, with the tiers it gave stock back to and took stock from (the order area's stock admission). */
  whenStockMoved(fn: (tierIds: string[]) => void): void {
    this.stockListeners.push(fn)
  }

  /**
   * Run in the refund job's transaction (the order row locked) each time a part of a cheaper rebook's
   * refund SUCCEEDED: money actually went back to the buyer (membership takes back what it earned).
   */
  whenRefundSucceeded(fn: RebookRefundedListener): void {
    this.refundListeners.push(fn)
  }

  /** The buyer's own paid order that may rebook now; another buyer's order is not found. */
  private async ownOrder(q: Queryable, orderId: string, userId: string, now: Date, lock: boolean): Promise<RebookOrderFacts> {
    const facts = await this.stores(q).rebooks.order(orderId, lock)
    if (!facts || facts.user_id !== userId) throw new AppError('ORDER_NOT_FOUND')
    if (facts.state !== 'PAID') throw new AppError('REBOOK_NOT_PAID')
    // A package's child is priced at a share of the package's fixed amount across sessions: moving
    // one session would break the package, so it is refused in words (refund stays possible).
    if (facts.package_order_id) throw new AppError('PROMOTION_PACKAGE_NO_REBOOK')
    const refused = refusalError(facts, now)
    if (refused) throw refused
    return facts
  }

  /** The target session: another of the show's sessions on sale now. */
  private target(facts: RebookOrderFacts, sessions: TargetSession[], sessionId: string): TargetSession {
    if (sessionId === facts.session_id) throw new AppError('REBOOK_SAME_SESSION')
    const session = sessions.find((s) => s.id === sessionId)
    if (!session) throw new AppError('REBOOK_SESSION_UNAVAILABLE')
    return session
  }

  async check(orderId: string, userId: string, sessionId: string | undefined, locale: Locale, now: Date): Promise<RebookCheckReply> {
    const facts = await this.ownOrder(this.db, orderId, userId, now, false)
    const repo = this.stores(this.db).rebooks
    // Tickets of the order's session move; once all have moved the order follows them (followSession).
    const tickets = (await repo.movable(orderId)).filter((k) => k.session_id === facts.session_id)
    const sessions = await repo.sessionsOnSale(facts.show_id, facts.session_id, now)
    const target = sessionId === undefined ? undefined : this.target(facts, sessions, sessionId)
    const tiers = target ? await repo.tiersOf(target.id) : []
    const ruleTiers = tiers.map(asRuleTier)
    const suggested = tickets.map((k) => ({
      ticketId: k.id,
      seatPlanId: target ? suggestedTier({ listFen: k.list_fen }, ruleTiers) : undefined
    }))
    const picks = suggested.flatMap((s) => (s.seatPlanId ? [{ ticketId: s.ticketId, tierId: s.seatPlanId }] : []))
    const quote =
      target && picks.length === tickets.length && picks.length ? rebookQuote(tickets.map(asRuleTicket), picks, ruleTiers) : undefined
    const pending = await this.stores(this.db).holds.pendingOfOrder(orderId)
    return {
      pending: pending && pending.pay_deadline && pending.pay_deadline > now ? rebookPaymentOf(pending) : undefined,
      orderId,
      showName: textIn(facts.show_name, locale),
      fromSession: { sessionId: facts.session_id, sessionName: textIn(facts.session_name, locale), startsAt: facts.starts_at.getTime() },
      deadline: rebookDeadline(facts.starts_at, facts.rebook_hours_before).getTime(),
      tickets: tickets.map((k) => ({
        ticketId: k.id,
        ticketNumber: k.ticket_number,
        seatPlanId: k.tier_id,
        seatPlanName: textIn(k.tier_name, locale),
        priceFen: k.price_fen,
        listPriceFen: k.list_fen,
        seatInfo:
          k.seat_row !== null && k.seat_col !== null
            ? seatLabel({ row: k.seat_row, col: k.seat_col }, locale, seatNameOf(k.seat_section, k.seat_row_label, k.seat_no))
            : '',
        attendeeName: k.attendee_name ?? ''
      })),
      sessions: sessions.map((s) => ({ sessionId: s.id, sessionName: textIn(s.name, locale), startsAt: s.starts_at.getTime() })),
      sessionId: target?.id,
      tiers: tiers.map((t) => ({
        seatPlanId: t.id,
        seatPlanName: textIn(t.name, locale),
        priceFen: t.price_fen,
        available: t.available,
        seated: t.seated
      })),
      suggested,
      quote: quote?.ok ? { lines: quote.lines, differenceFen: quote.differenceFen, kind: quote.kind } : undefined
    }
  }

  async apply(body: RebookApplyRequest, userId: string, now: Date): Promise<RebookApplyReply> {
    // Read before the transaction: the shop's config may come from the database, and on the embedded
    // database (one connection) a read outside the open transaction would wait for it for ever.
    const merchantId = (await this.stores(this.db).rebooks.order(body.orderId))?.merchant_id
    const holdMinutes = (merchantId && (await this.reserveMinutesOf(merchantId))) || DEFAULT_RESERVE_MINUTES
    let moved: string[] = []
    const reply = await boundedWrite(this.db, async (tx) => {
      moved = []
      const s = this.stores(tx)
      // 1. The order row (creation's order: order, then its tickets by id, seats, tiers by id).
      const facts = await this.ownOrder(tx, body.orderId, userId, now, true)
      // The app's retry after a lost reply: the rebook its key already made (under the order's lock).
      if (body.idempotencyKey) {
        const earlier = await s.rebooks.byKey(userId, body.idempotencyKey)
        if (earlier) {
          if (earlier.order_id !== body.orderId) throw new AppError('IDEMPOTENCY_CONFLICT')
          const row = await s.holds.byId(earlier.id)
          if (row && row.state !== 'DONE') {
            // A dearer one still waiting is answered again with what to pay; one that ended moved nothing, and its key is spent.
            const payment = row.pay_deadline && row.pay_deadline > now ? rebookPaymentOf(row) : undefined
            if (!payment) throw new AppError('REBOOK_NOT_PAYABLE')
            return { ...this.reply(earlier.id, earlier.order_id, earlier.difference_fen, [], undefined), payment }
          }
          return this.reply(
            earlier.id,
            earlier.order_id,
            earlier.difference_fen,
            await s.rebooks.newTicketsOf(earlier.id),
            earlier.refund_state ?? undefined
          )
        }
      }
      // 2. The chosen tickets, locked by id; each must still be VALID and of the order's session.
      const ids = body.tickets.map((t) => t.ticketId)
      if (new Set(ids).size !== ids.length) throw new AppError('INVALID_PARAMETER', { detail: 'tickets' })
      const tickets = (await s.rebooks.movable(facts.id, ids, true)).filter((k) => k.session_id === facts.session_id)
      if (tickets.length !== ids.length) throw new AppError('REBOOK_TICKET_NOT_VALID')
      // Under the tickets' locks: one rebook at a time may hold a ticket.
      if (await s.holds.pendingAmong(ids)) throw new AppError('REBOOK_PENDING')
      const session = this.target(facts, await s.rebooks.sessionsOnSale(facts.show_id, facts.session_id, now), body.sessionId)
      const targetTiers = await s.rebooks.tiersOf(session.id)
      const quote = rebookQuote(
        tickets.map(asRuleTicket),
        body.tickets.map((t) => ({ ticketId: t.ticketId, tierId: t.seatPlanId })),
        targetTiers.map(asRuleTier)
      )
      if (!quote.ok) throw quoteError(quote.problem)
      // The buyer confirms the amount they saw; a price changed meanwhile is shown again, never applied silently.
      if (quote.differenceFen !== body.differenceFen) throw new AppError('REBOOK_PRICE_CHANGED')
      const seated = new Set(targetTiers.filter((t) => t.seated).map((t) => t.id))
      if (quote.kind === 'PAY')
        return this.holdForPayment(
          s,
          inventoryOn(tx),
          facts,
          session.id,
          quote.lines,
          seated,
          tickets,
          body.idempotencyKey ?? null,
          holdMinutes,
          now
        )

      // Same price or cheaper: applied at once (lifecycle/rebook-applied.ts).
      const byId = new Map(tickets.map((k) => [k.id, k]))
      const rebookId = randomId('rbk_')
      const newIds = await this.applyRebook(
        tx,
        {
          kind: 'AT_ONCE',
          facts,
          fromSessionId: facts.session_id,
          toSessionId: session.id,
          lines: quote.lines.map((l) => ({
            ticket: byId.get(l.ticketId) as MovableTicket,
            fromTierId: l.fromTierId,
            toTierId: l.toTierId,
            fromFen: l.fromFen,
            toFen: l.toFen,
            toListFen: l.toListFen,
            seat: null
          })),
          rebookId,
          userId,
          differenceFen: quote.differenceFen,
          idempotencyKey: body.idempotencyKey ?? null,
          seated
        },
        now
      )
      // Both directions: the old tiers have tickets again, the new ones fewer.
      moved = [...new Set(quote.lines.flatMap((l) => [l.fromTierId, l.toTierId]))]
      return this.reply(rebookId, facts.id, quote.differenceFen, newIds, quote.kind === 'REFUND' ? 'REFUNDING' : undefined)
    })
    if (moved.length > 0) for (const fn of this.stockListeners) fn(moved)
    return reply
  }

  /**
   * A dearer rebook: the new seats HELD for the order (best free of each seated tier, before the tier
   * rows) and the new stock held, its tickets marked as in it; nothing else
   * moves until the difference is paid. Held until the shop's reserve minutes pass, as an unpaid order.
   */
  private async holdForPayment(
    s: RebookStores,
    inv: Inventory,
    facts: RebookOrderFacts,
    toSessionId: string,
    lines: RebookLine[],
    seated: Set<string>,
    tickets: MovableTicket[],
    idempotencyKey: string | null,
    holdMinutes: number,
    now: Date
  ): Promise<RebookApplyReply> {
    const rebookId = randomId('rbk_')
    const seatsFor = new Map<string, SeatPlace[]>()
    for (const tierId of sortedIds(lines.map((l) => l.toTierId))) {
      if (!seated.has(tierId)) continue
      const n = lines.filter((l) => l.toTierId === tierId).length
      const places = await s.rebooks.bestFreeSeats(facts.id, toSessionId, tierId, n)
      if (places.length < n || !(await inv.seats.hold(facts.id, toSessionId, tierId, places))) throw new AppError('REBOOK_SOLD_OUT')
      seatsFor.set(tierId, places)
    }
    const counts = new Map<string, number>()
    for (const l of lines) counts.set(l.toTierId, (counts.get(l.toTierId) ?? 0) + 1)
    if (!(await inv.stock.move([...counts].map(([tierId, n]) => ({ tierId, n, move: 'hold' as const })))))
      throw new AppError('REBOOK_SOLD_OUT')
    const holds: HoldRow[] = lines.map((l) => {
      const seat = seatsFor.get(l.toTierId)?.shift()
      return {
        old_ticket_id: l.ticketId,
        from_tier_id: l.fromTierId,
        to_tier_id: l.toTierId,
        from_fen: l.fromFen,
        to_fen: l.toFen,
        to_list_fen: l.toListFen,
        seat_row: seat?.row ?? null,
        seat_col: seat?.col ?? null
      }
    })
    const differenceFen = lines.reduce((sum, l) => sum + l.differenceFen, 0)
    const payDeadline = new Date(now.getTime() + holdMinutes * 60_000)
    const transactionId = randomId('txn_')
    await s.holds.insertPending(
      {
        id: rebookId,
        merchantId: facts.merchant_id,
        orderId: facts.id,
        userId: facts.user_id,
        fromSessionId: facts.session_id,
        toSessionId,
        differenceFen,
        idempotencyKey,
        transactionId,
        payDeadline
      },
      holds,
      now
    )
    if (
      !(await s.holds.markTickets(
        tickets.map((k) => k.id),
        rebookId
      ))
    )
      throw new AppError('REBOOK_PENDING')
    return {
      ...this.reply(rebookId, facts.id, differenceFen, [], undefined),
      payment: { rebookId, transactionId, amountFen: differenceFen, payDeadline: payDeadline.getTime() }
    }
  }

  private reply(
    rebookId: string,
    orderId: string,
    differenceFen: number,
    newTicketIds: string[],
    refundState: RebookApplyReply['refundState']
  ): RebookApplyReply {
    return {
      rebookId,
      orderId,
      differenceFen,
      kind: differenceFen === 0 ? 'EQUAL' : differenceFen < 0 ? 'REFUND' : 'PAY',
      newTicketIds,
      refundState
    }
  }

  /**
   * How a cheaper rebook's refund ended, recorded in the refund job's transaction (register for purpose
   * REBOOK): REFUNDED once every part SUCCEEDED, FAILED while any part failed, REFUNDING otherwise.
   */
  settler(): RefundSettler {
    return {
      // The subject is the cheaper rebook, or the payment of a dearer one whose money came too late.
      succeeded: async (tx: Transaction, refund: RefundRow, now: Date) => {
        const s = this.stores(tx)
        const rebookId = refund.subject_id && (await s.holds.ofRefundSubject(refund.subject_id))
        if (!rebookId || !refund.subject_id) return
        // The order row before the rebook row (the lock order a paid difference takes them in), so money
        // back on one order is settled one refund at a time, as its after-sale approvals are.
        const orderId = (await s.holds.byId(rebookId))?.order_id
        if (orderId) await s.rebooks.order(orderId, true)
        // Then the rebook row: two parts settling at once are read one after the other, the last sees both.
        await s.rebooks.lockRebook(rebookId)
        const state = partsState(await s.refunds.partsOf('REBOOK', refund.subject_id))
        if (state === 'SUCCEEDED') await s.rebooks.settleRefund(rebookId, 'REFUNDED', '', now)
        else if (state === 'IN_PROGRESS') await s.rebooks.settleRefund(rebookId, 'REFUNDING', '', now)
        // A cheaper rebook's own refund (not the return of a difference paid too late, which earned nothing).
        if (orderId && refund.subject_id === rebookId) for (const fn of this.refundListeners) await fn(tx, orderId, now)
      },
      failed: async (tx: Transaction, refund: RefundRow, now: Date) => {
        const s = this.stores(tx)
        const rebookId = refund.subject_id && (await s.holds.ofRefundSubject(refund.subject_id))
        if (!rebookId) return
        await s.rebooks.lockRebook(rebookId)
        await s.rebooks.settleRefund(rebookId, 'FAILED', refund.last_error || 'refund failed', now)
      }
    }
  }
}
