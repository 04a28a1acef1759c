/**
 * What a rebook being applied carries to its lifecycle (lifecycle/rebook-applied.ts), and the shape of the
 * step lists the rebook services run: declared here, in the rebook area, so the services take them as
 * registered functions and never import the lifecycles, which sit above the areas they orchestrate.
 */
import type { BoundedTx } from '../db/bounded-write'
import type { Move, MovableTicket, RebookOrderFacts } from './rebook.repository'
import type { PendingRebookRow } from './rebook-hold.repository'

/**
 * One ticket's move, at the prices the quote fixed (or the pending rebook recorded when it was held): the
 * recorded move (rebook.repository.ts Move) with the old ticket itself, locked by id and still VALID in the
 * session it leaves. Its seat is the one a dearer rebook held; null for an unseated tier, and for a rebook
 * applied at once (its seats are taken then).
 */
export interface TicketMove extends Omit<Move, 'oldTicketId'> {
  ticket: MovableTicket
}

/**
 * A rebook applied: at once (same price or cheaper: the new seats and stock taken from what is free now,
 * its row written, a cheaper one's difference queued back), or a dearer one once its difference is paid
 * (what it held sold, its pending row DONE, the paid difference earning as an order's payment does).
 */
export type RebookMove = {
  facts: RebookOrderFacts
  fromSessionId: string
  toSessionId: string
  lines: TicketMove[]
} & (
  | {
      kind: 'AT_ONCE'
      rebookId: string
      userId: string
      differenceFen: number
      idempotencyKey: string | null
      /** The target tiers that have seats (the best free of each is taken). */
      seated: ReadonlySet<string>
    }
  | { kind: 'PAID'; rebook: PendingRebookRow; payment: { id: string; amount_fen: number } }
)

/** Applies the move in the caller's bounded write (the order row locked); answers the new tickets' ids, in the order of `lines`. */
export type ApplyRebook = (tx: BoundedTx, move: RebookMove, now: Date) => Promise<string[]>

/** A pending rebook ends unpaid (CANCELLED or EXPIRED) and gives back what it held; the tiers released, or false when it had already ended. */
export type CloseRebook = (tx: BoundedTx, rebook: PendingRebookRow, state: 'CANCELLED' | 'EXPIRED', now: Date) => Promise<string[] | false>
