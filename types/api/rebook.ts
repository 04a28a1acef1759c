/**
 * Rebooking calls (calls-errors-limits.md "Orders, payment, tickets": `GET rebook check` with orderId and
 * sessionId; `POST reschedule_ticket apply`). Money in fen.
 */
import type { Fen } from './common'
import type { DifferenceKind, RebookLine } from '../rules/rebook-rules'

/** A ticket of the order that may move (VALID), with the price it stood for. */
export interface RebookTicketView {
  ticketId: string
  ticketNumber: string
  seatPlanId: string
  seatPlanName: string
  priceFen: Fen
  /** The seat as the buyer reads it; empty for general admission. */
  seatInfo: string
  attendeeName: string
}

export interface RebookSessionView {
  sessionId: string
  sessionName: string
  /** Epoch ms. */
  startsAt: number
}

export interface RebookTierView {
  seatPlanId: string
  seatPlanName: string
  priceFen: Fen
  available: number
  /** A seated tier: the new tickets get the best free seats of the tier (front rows first). */
  seated: boolean
}

/** GET rebook check: what the order may move, where to, and at what difference. */
export interface RebookCheckReply {
  orderId: string
  showName: string
  /** The session the tickets are for now. */
  fromSession: RebookSessionView
  /** Epoch ms after which the tickets can no longer move. */
  deadline: number
  tickets: RebookTicketView[]
  /** Other sessions of the show on sale now (the target to choose). */
  sessions: RebookSessionView[]
  /** The chosen target session, when the call named one. */
  sessionId?: string
  tiers: RebookTierView[]
  /** The tier each movable ticket goes to unless the buyer picks another (absent: none has stock). */
  suggested: Array<{ ticketId: string; seatPlanId?: string }>
  /** The difference of moving every movable ticket to its suggested tier, when each has one. */
  quote?: { lines: RebookLine[]; differenceFen: Fen; kind: DifferenceKind }
}

/** POST reschedule_ticket apply. */
export interface RebookApplyRequest {
  orderId: string
  sessionId: string
  tickets: Array<{ ticketId: string; seatPlanId: string }>
  /** The amount the buyer saw (new − old); a changed price is confirmed again. */
  differenceFen: Fen
  /** The app's automatic retry replays the rebook instead of making a second. */
  idempotencyKey?: string
}

export interface RebookApplyReply {
  rebookId: string
  orderId: string
  differenceFen: Fen
  kind: DifferenceKind
  /** The new tickets, in the order of the request. */
  newTicketIds: string[]
  /** REFUNDING when money goes back (the refund queue pays it), REFUNDED / FAILED later. */
  refundState?: 'REFUNDING' | 'REFUNDED' | 'FAILED'
}
