/**
 * A transfer offer ends unaccepted: CANCELLED by its sender, or EXPIRED past its deadline (on read, and by
 * the sweeper through the due-sweep). The compensation of sending it (TransferService.send froze the
 * ticket TRANSFERRING). It runs in the caller's transaction once the order row, the ticket and the offer
 * are locked and the offer found open; the offer's own end is the guard, so the ticket comes back once.
 */
import type { Queryable } from '../db/db'
import type { TransferRepository } from '../transfer/transfer.repository'
import type { CloseTransfer } from '../transfer/transfer.service'

export interface TransferClosedDeps {
  stores: (q: Queryable) => { transfers: TransferRepository }
}

export function transferClosed(d: TransferClosedDeps): CloseTransfer {
  return async (tx, offer, state, now) => {
    const s = d.stores(tx)
    // 1. IN_TRANSFER → CANCELLED or EXPIRED: the guard.
    if (!(await s.transfers.end(offer.id, state, now))) return false
    // 2. Its ticket TRANSFERRING → VALID, the same holder's, admitting again.
    await s.transfers.releaseTicket(offer.ticket_id)
    return true
  }
}
