/**
 * A rebook is applied: the one path that moves a paid order's tickets to another session, for a rebook
 * made at once (same price or cheaper: RebookService.apply) and for a dearer one once its difference is
 * paid (RebookPaymentService, in the settling transaction). It runs in the caller's bounded write, after
 * the order row and the old tickets (by id) are locked and checked VALID, and keeps creation's lock order:
 * the seats, then every tier row touched (inventory/ takes them by id). The first write is the guard, so the
 * move is made once.
 *
 * Compensation: nothing here is undone on its own. A step that fails rolls the whole move back: the buyer
 * hears why (sold out) for a rebook made at once; for a paid one the settlement goes back to before the move
 * and takes rebook-closed.ts instead (what was held goes back, the rebook CANCELLED) and queues the money
 * back. Once made, the new tickets are undone as any paid ticket is, by a refund (tickets-refunded.ts).
 */
import type { Queryable, Transaction } from '../db/db'
import type { BoundedTx } from '../db/bounded-write'
import { inventoryOn } from '../inventory/inventory'
import { sortedIds } from '../inventory/lock-order'
import { AppError } from '../http/app-error'
import { randomId } from '../account/token-codec'
import type { CancelReason } from '../invoice/invoice-words'
import type { SeatPlace } from '../../../types/rules/seat-key'
import { REBOOK_REFUND_REASON, type RebookStores } from '../rebook/rebook.service'
import type { Move } from '../rebook/rebook.repository'
import type { ApplyRebook, TicketMove } from '../rebook/rebook-move'

export interface RebookAppliedDeps {
  stores: (q: Queryable) => RebookStores
  /** The invoice area: the order's live invoices cancelled, with the reason the buyer is shown. */
  cancelInvoices: (tx: Queryable, orderId: string, now: Date, reason?: CancelReason) => Promise<unknown>
  /** Membership: a dearer rebook's paid difference earns as an order's payment does, once per payment (member.service.ts earnForRebookPayment). */
  earn: (tx: Transaction, orderId: string, paymentId: string, amountFen: number, now: Date) => Promise<void>
}

/** How many lines share a key, in key order (the tier rows' lock order). */
function countBy(lines: TicketMove[], key: (l: TicketMove) => string): Array<[string, number]> {
  const m = new Map<string, number>()
  for (const l of lines) m.set(key(l), (m.get(key(l)) ?? 0) + 1)
  return [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

const placeOf = (k: TicketMove['ticket']): SeatPlace[] =>
  k.seat_row !== null && k.seat_col !== null ? [{ row: k.seat_row, col: k.seat_col }] : []

export function rebookApplied(d: RebookAppliedDeps): ApplyRebook {
  return async (tx: BoundedTx, m, now) => {
    const s = d.stores(tx)
    const inv = inventoryOn(tx)
    const orderId = m.facts.id
    const fromSessionId = m.fromSessionId
    const ids = m.lines.map((l) => l.ticket.id)

    // 1. A dearer rebook's PENDING → DONE, its tickets no longer marked as in it (nothing to do for one made at once).
    if (m.kind === 'PAID') {
      await s.holds.end(m.rebook.id, 'DONE', now)
      await s.holds.unmarkTickets(m.rebook.id)
    }
    // 2. The old tickets VALID → REBOOKED (VOID at the door): the guard, each ticket moves once. Refused in
    //    words for a rebook made at once; for a paid one a broken invariant (its tickets were checked under
    //    their locks), which its caller answers by cancelling it and queueing the money back.
    if (!(await s.rebooks.retire(ids))) {
      if (m.kind === 'PAID') throw new Error(`rebook ${m.rebook.id}: tickets changed under their locks`)
      throw new AppError('REBOOK_TICKET_NOT_VALID')
    }
    // 3. Their seats back on sale, no longer the order's.
    await inv.seats.returnSoldAt(orderId, fromSessionId, m.lines.map((l) => l.ticket).flatMap(placeOf), true)
    // 4. The new seats, before the tier rows as creation takes them: the ones held sold, or the best free of each seated tier taken and sold.
    const seatsFor = new Map<string, SeatPlace[]>()
    if (m.kind === 'PAID') {
      for (const [tierId] of countBy(m.lines, (l) => l.toTierId)) {
        const places = m.lines.filter((l) => l.toTierId === tierId).flatMap((l) => (l.seat ? [l.seat] : []))
        if (!(await inv.seats.sellHeldAt(orderId, m.toSessionId, tierId, places)))
          throw new Error(`rebook ${m.rebook.id}: a held seat is no longer held`)
      }
    } else {
      for (const tierId of sortedIds(m.lines.map((l) => l.toTierId))) {
        if (!m.seated.has(tierId)) continue
        const n = m.lines.filter((l) => l.toTierId === tierId).length
        const places = await s.rebooks.bestFreeSeats(orderId, m.toSessionId, tierId, n)
        if (places.length < n || !(await inv.seats.take(orderId, m.toSessionId, tierId, places, true)))
          throw new AppError('REBOOK_SOLD_OUT')
        seatsFor.set(tierId, places)
      }
    }
    // 5. The counters of every tier touched: the old tickets back on sale, the new ones sold (from held, or from available).
    const back = countBy(m.lines, (l) => l.fromTierId).map(([tierId, n]) => ({ tierId, n, move: 'returnSold' as const }))
    const sold = countBy(m.lines, (l) => l.toTierId).map(([tierId, n]) => ({
      tierId,
      n,
      move: m.kind === 'PAID' ? ('sellHeld' as const) : ('sell' as const)
    }))
    // A rebook made at once may find a target tier sold out meanwhile; a dearer one's stock was held for it.
    if (!(await inv.stock.move([...back, ...sold])) && m.kind === 'AT_ONCE') throw new AppError('REBOOK_SOLD_OUT')
    // 6. The order's lines follow its tickets, at the target tier's list price.
    for (const [pair, n] of countBy(m.lines, (l) => `${l.fromTierId}\n${l.toTierId}`)) {
      const [from, to] = pair.split('\n')
      await s.rebooks.moveLine(orderId, from, to, n, m.lines.find((l) => l.toTierId === to)?.toListFen ?? 0)
    }
    // 7. The new tickets: new numbers and code secrets, on their seats; real-name, the attendee follows the ticket.
    const moves: Array<Move & { attendeeName: string | null; attendeeIdNo: string | null }> = m.lines.map((l) => ({
      oldTicketId: l.ticket.id,
      fromTierId: l.fromTierId,
      toTierId: l.toTierId,
      fromFen: l.fromFen,
      toFen: l.toFen,
      toListFen: l.toListFen,
      seat: m.kind === 'PAID' ? l.seat : (seatsFor.get(l.toTierId)?.shift() ?? null),
      attendeeName: l.ticket.attendee_name,
      attendeeIdNo: l.ticket.attendee_id_no
    }))
    const newIds = await s.rebooks.issue(m.facts, m.toSessionId, moves, now)
    // 8. The rebook recorded with its moves (a dearer one's row was written when it was held).
    if (m.kind === 'PAID') {
      await s.holds.insertMoves(
        m.rebook.id,
        m.lines.map((l, i) => ({
          old_ticket_id: l.ticket.id,
          new_ticket_id: newIds[i],
          from_tier_id: l.fromTierId,
          to_tier_id: l.toTierId,
          from_fen: l.fromFen,
          to_fen: l.toFen,
          to_list_fen: l.toListFen,
          seat_row: l.seat?.row ?? null,
          seat_col: l.seat?.col ?? null
        }))
      )
    } else {
      await s.rebooks.insert(
        {
          id: m.rebookId,
          merchantId: m.facts.merchant_id,
          orderId,
          userId: m.userId,
          fromSessionId,
          toSessionId: m.toSessionId,
          differenceFen: m.differenceFen,
          idempotencyKey: m.idempotencyKey
        },
        moves.map((mv, i) => ({ ...mv, newTicketId: newIds[i] })),
        now
      )
    }
    // 9. Once nothing of the order is left in the old session, the order is for the new one.
    await s.rebooks.followSession(orderId, fromSessionId, m.toSessionId)
    // 10. The money: a cheaper rebook's difference queued back (purpose REBOOK, subject the rebook: over the
    //     order's payment and the differences earlier dearer rebooks paid); money back or paid changes the
    //     amount the invoice states, so it is cancelled and the buyer re-applies; a paid difference earns.
    if (m.kind === 'AT_ONCE' && m.differenceFen < 0) {
      if (!(await s.rebooks.paidPayment(orderId))) throw new AppError('INTERNAL')
      await s.refunds.queueSplit(
        { orderId, amountFen: -m.differenceFen, reason: REBOOK_REFUND_REASON, purpose: 'REBOOK', subjectId: m.rebookId },
        () => randomId('rfd_'),
        now
      )
      await d.cancelInvoices(tx, orderId, now, 'ORDER_CHANGED')
    }
    if (m.kind === 'PAID') {
      await d.cancelInvoices(tx, orderId, now, 'ORDER_CHANGED')
      await d.earn(tx, orderId, m.payment.id, m.payment.amount_fen, now)
    }
    return newIds
  }
}
