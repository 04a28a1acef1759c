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
  /** The list price it was bought at: a move costs the list-price difference (rebook-rules.ts), its discounts stay with it. */
  listPriceFen: Fen
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
  /** A dearer rebook of the order waiting for its difference: pay it or cancel it before another. */
  pending?: RebookPayment
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
  /**
   * PAY: nothing has moved yet (newTicketIds is empty). The new tickets are held until the deadline; the
   * difference is paid through the cashiers with this transaction id, and the tickets move when it arrives.
   */
  payment?: RebookPayment
}

/** What the app pays a dearer rebook's difference with (the pay calls' transactionIds). */
export interface RebookPayment {
  rebookId: string
  transactionId: string
  amountFen: Fen
  /** Epoch ms: the holds go back after it, as an unpaid order's reserve time. */
  payDeadline: number
}

/** PENDING: waiting for its difference; DONE: moved; CANCELLED / EXPIRED: nothing moved, the holds went back. */
export type RebookState = 'PENDING' | 'DONE' | 'CANCELLED' | 'EXPIRED'

/** GET rebook/{rebookId}: where a rebook stands (pay-loading polls it after the cashier). */
export interface RebookStatusReply {
  rebookId: string
  orderId: string
  state: RebookState
  differenceFen: Fen
  /** While PENDING. */
  payment?: RebookPayment
  /** Money that arrived after it expired or was cancelled goes back: REFUNDING, then REFUNDED or FAILED. */
  refundState?: 'REFUNDING' | 'REFUNDED' | 'FAILED'
}
