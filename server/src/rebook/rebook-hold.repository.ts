/**
 * SQL for a dearer rebook waiting for its difference (044_rebook_payment.sql): the PENDING rebook, what it
 * holds (stock `held` as an unpaid order's, seats HELD for the order), its tickets marked as in it, and
 * the moves from hold to sold or back (their stock and seats through inventory/). Every write runs after
 * the order row is locked; each state change is a conditional write, the guard.
 */
import type { Queryable } from '../db/db'

export type RebookState = 'PENDING' | 'DONE' | 'CANCELLED' | 'EXPIRED'

export interface PendingRebookRow {
  id: string
  merchant_id: string
  order_id: string
  user_id: string
  from_session_id: string
  to_session_id: string
  difference_fen: number
  state: RebookState
  pay_deadline: Date | null
  transaction_id: string | null
  refund_state: 'REFUNDING' | 'REFUNDED' | 'FAILED' | null
}

/** One ticket of a pending rebook: the move it makes once paid and the seat it holds for it. */
export interface HoldRow {
  old_ticket_id: string
  from_tier_id: string
  to_tier_id: string
  from_fen: number
  to_fen: number
  /** The target tier's list price the move was priced at (migration 070; NULL for a hold written before it, when to_fen was that price). */
  to_list_fen: number | null
  seat_row: number | null
  seat_col: number | null
}

const COLUMNS =
  'id, merchant_id, order_id, user_id, from_session_id, to_session_id, difference_fen, state, pay_deadline, transaction_id, refund_state'

export class RebookHoldRepository {
  constructor(private readonly db: Queryable) {}

  async insertPending(
    rebook: {
      id: string
      merchantId: string
      orderId: string
      userId: string
      fromSessionId: string
      toSessionId: string
      differenceFen: number
      idempotencyKey: string | null
      transactionId: string
      payDeadline: Date
    },
    holds: HoldRow[],
    now: Date
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO rebooks (id, merchant_id, order_id, user_id, from_session_id, to_session_id, difference_fen, refund_state, idempotency_key, created_at, updated_at, state, pay_deadline, transaction_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, $8, $9, $9, 'PENDING', $10, $11)`,
      [
        rebook.id,
        rebook.merchantId,
        rebook.orderId,
        rebook.userId,
        rebook.fromSessionId,
        rebook.toSessionId,
        rebook.differenceFen,
        rebook.idempotencyKey,
        now,
        rebook.payDeadline,
        rebook.transactionId
      ]
    )
    await this.db.query(
      `INSERT INTO rebook_holds (rebook_id, old_ticket_id, from_tier_id, to_tier_id, from_fen, to_fen, seat_row, seat_col, to_list_fen)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[])`,
      [
        rebook.id,
        holds.map((h) => h.old_ticket_id),
        holds.map((h) => h.from_tier_id),
        holds.map((h) => h.to_tier_id),
        holds.map((h) => h.from_fen),
        holds.map((h) => h.to_fen),
        holds.map((h) => h.seat_row),
        holds.map((h) => h.seat_col),
        holds.map((h) => h.to_list_fen)
      ]
    )
  }

  async byId(id: string): Promise<PendingRebookRow | undefined> {
    return (await this.db.query<PendingRebookRow>(`SELECT ${COLUMNS} FROM rebooks WHERE id = $1`, [id]))[0]
  }

  async byTransaction(transactionId: string): Promise<PendingRebookRow | undefined> {
    return (await this.db.query<PendingRebookRow>(`SELECT ${COLUMNS} FROM rebooks WHERE transaction_id = $1`, [transactionId]))[0]
  }

  /** The order's rebook waiting for payment, if any (at most one can hold its tickets at a time). */
  async pendingOfOrder(orderId: string): Promise<PendingRebookRow | undefined> {
    return (
      await this.db.query<PendingRebookRow>(
        `SELECT ${COLUMNS} FROM rebooks WHERE order_id = $1 AND state = 'PENDING' ORDER BY created_at DESC LIMIT 1`,
        [orderId]
      )
    )[0]
  }

  async holdsOf(rebookId: string): Promise<HoldRow[]> {
    return this.db.query<HoldRow>(
      'SELECT old_ticket_id, from_tier_id, to_tier_id, from_fen, to_fen, to_list_fen, seat_row, seat_col FROM rebook_holds WHERE rebook_id = $1 ORDER BY old_ticket_id',
      [rebookId]
    )
  }

  /** Marks the (locked, VALID) tickets as in the rebook; false if any is already in one. */
  async markTickets(ticketIds: string[], rebookId: string): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE tickets SET rebook_pending_id = $2 WHERE id = ANY($1::text[]) AND state = 'VALID' AND rebook_pending_id IS NULL RETURNING id",
      [ticketIds, rebookId]
    )
    return rows.length === ticketIds.length
  }

  /** The tickets' rows locked in id order (after the order row), whatever their state. */
  async lockTickets(ids: string[]): Promise<void> {
    await this.db.query('SELECT id FROM tickets WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE', [ids])
  }

  async unmarkTickets(rebookId: string): Promise<void> {
    await this.db.query('UPDATE tickets SET rebook_pending_id = NULL WHERE rebook_pending_id = $1', [rebookId])
  }

  /** How many of these tickets are in a pending rebook (read under their row locks). */
  async pendingAmong(ticketIds: string[]): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tickets WHERE id = ANY($1::text[]) AND rebook_pending_id IS NOT NULL',
      [ticketIds]
    )
    return row.n
  }

  /** PENDING → the given end, once: the guard every end (paid, cancelled, expired) passes through. */
  async end(rebookId: string, state: Exclude<RebookState, 'PENDING'>, now: Date): Promise<boolean> {
    const rows = await this.db.query("UPDATE rebooks SET state = $2, updated_at = $3 WHERE id = $1 AND state = 'PENDING' RETURNING id", [
      rebookId,
      state,
      now
    ])
    return rows.length === 1
  }

  /** The rebook_tickets rows of a paid rebook (the holds with the tickets they issued). */
  async insertMoves(rebookId: string, moves: Array<HoldRow & { new_ticket_id: string }>): Promise<void> {
    await this.db.query(
      `INSERT INTO rebook_tickets (rebook_id, old_ticket_id, new_ticket_id, from_tier_id, to_tier_id, from_fen, to_fen, to_list_fen)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[])`,
      [
        rebookId,
        moves.map((m) => m.old_ticket_id),
        moves.map((m) => m.new_ticket_id),
        moves.map((m) => m.from_tier_id),
        moves.map((m) => m.to_tier_id),
        moves.map((m) => m.from_fen),
        moves.map((m) => m.to_fen),
        moves.map((m) => m.to_list_fen ?? m.to_fen)
      ]
    )
  }

  /** Money of a rebook that could not be made goes back: the buyer sees it in progress. */
  async refunding(rebookId: string, now: Date): Promise<void> {
    await this.db.query("UPDATE rebooks SET refund_state = 'REFUNDING', refund_error = '', updated_at = $2 WHERE id = $1", [rebookId, now])
  }

  /**
   * A point the transaction can go back to (a savepoint): on PostgreSQL a failed statement spoils the whole
   * transaction, so a step that may fail while what came before must stay (a payment recorded) runs after one.
   */
  async savepoint(): Promise<void> {
    await this.db.query('SAVEPOINT rebook_move')
  }

  /** Everything since the savepoint undone (its row locks too), the transaction usable again. */
  async backToSavepoint(): Promise<void> {
    await this.db.query('ROLLBACK TO SAVEPOINT rebook_move')
  }

  async keepSavepoint(): Promise<void> {
    await this.db.query('RELEASE SAVEPOINT rebook_move')
  }

  /** Pending rebooks past their pay deadline, oldest first. */
  async dueForExpiry(now: Date, limit: number): Promise<Array<{ id: string; order_id: string }>> {
    return this.db.query("SELECT id, order_id FROM rebooks WHERE state = 'PENDING' AND pay_deadline <= $1 ORDER BY pay_deadline LIMIT $2", [
      now,
      limit
    ])
  }

  /** The rebook a REBOOK refund is about: its subject, or the rebook of the payment that is its subject (money that came late). */
  async ofRefundSubject(subjectId: string): Promise<string | undefined> {
    return (
      await this.db.query<{ id: string }>(
        "SELECT COALESCE((SELECT subject_id FROM payments WHERE id = $1 AND purpose = 'REBOOK'), $1) AS id",
        [subjectId]
      )
    )[0]?.id
  }
}
