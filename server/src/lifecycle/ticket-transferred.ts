/**
 * A ticket is transferred: its transferee accepts the offer (TransferService.accept, once the account, the
 * rules and a real-name show's attendee are checked). One transaction, in the lock order every writer of the
 * ticket takes: the transferee's orders for the show (the lock buying counts its limit under), the order
 * row, the ticket, then the offer. The offer still open under those locks is the guard, and the hand-over
 * moves the ticket only from TRANSFERRING, so it moves once.
 *
 * Compensation: none. A step that fails (the limit passed, the attendee's ID taken) rolls the whole
 * transaction back and the offer stays open; once accepted the ticket is the transferee's, never to be sent
 * again. An offer that ends unaccepted gives the ticket back through transfer-closed.ts.
 */
import type { Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { OrderRepository } from '../order/order.repository'
import type { TicketRepository } from '../ticket/ticket.repository'
import { newCodeSecret } from '../ticket/ticket-code'
import type { TransferRepository } from '../transfer/transfer.repository'
import { failIfEnded, type AcceptTransfer } from '../transfer/transfer.service'

/** The repositories an accepted offer writes through, bound to its transaction (stores.ts transferStores). */
export interface TransferStores {
  transfers: TransferRepository
  orders: OrderRepository
  tickets: TicketRepository
}

export interface TicketTransferredDeps {
  stores: (q: Queryable) => TransferStores
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505'
}

export function ticketTransferred(d: TicketTransferredDeps): AcceptTransfer {
  return async (tx, { transferId, toUserId, facts, attendee }, now) => {
    const s = d.stores(tx)
    const buyerShow = [{ userId: toUserId, showId: facts.show_id }]
    // 1. The transferee's orders for this show wait for this (the lock buying counts the limit under).
    if (facts.limit_per_account > 0) await s.orders.lockBuyerShows(buyerShow)
    // 2. The order row, the ticket, then the offer, still open: the guard.
    await s.transfers.lockTicket(facts.order_id, facts.id)
    const locked = await s.transfers.lockTransfer(transferId)
    if (!locked) throw new AppError('TRANSFER_NOTHING')
    failIfEnded(locked, now)
    // 3. The per-account limit counts as buying does (OrderRepository.liveTicketCounts: the tickets of the
    //    transferee's live orders plus those received by transfer), this ticket one more.
    if (facts.limit_per_account > 0) {
      const counted = (await s.orders.liveTicketCounts(buyerShow)).get(`${toUserId}\n${facts.show_id}`) ?? 0
      if (counted + 1 > facts.limit_per_account) throw new AppError('TRANSFER_PURCHASE_LIMIT', { limit: facts.limit_per_account })
    }
    // 4. Real-name: one attendee ID per ticket per show (order_attendees): the old attendee's ID is free again, the new one's taken.
    if (attendee) {
      if (await s.transfers.attendeeHolds(facts.show_id, attendee.idNo, facts.id))
        throw new AppError('ATTENDEE_TAKEN', { name: attendee.name })
      let moved: boolean
      try {
        moved = await s.transfers.moveAttendee(facts.order_id, facts.show_id, facts.id, attendee)
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ATTENDEE_TAKEN', { name: attendee.name })
        throw error
      }
      if (!moved) throw new AppError('ATTENDEE_TAKEN', { name: attendee.name })
    }
    // 5. TRANSFERRING → VALID, the transferee's, transferred-in (never to be sent again).
    if (!(await s.transfers.handOver(facts.id, toUserId, attendee))) throw new AppError('TRANSFER_NOTHING')
    // 6. "The old code stops working and a new one is issued the moment of acceptance."
    if (!(await s.tickets.rekeyTicket(facts.id, newCodeSecret()))) throw new AppError('TRANSFER_NOTHING')
    // 7. The offer ACCEPTED, by the transferee.
    await s.transfers.end(transferId, 'ACCEPTED', now, toUserId)
  }
}
