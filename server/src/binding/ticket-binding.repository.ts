/** SQL of bindTicket: a ticket found by its number, the order's buyer's phone, the move to another account. */
import type { Queryable } from '../db/db'
import { clearWindowAttempts, takeWindowAttempt } from '../db/attempt-window.repository'

export interface NumberedTicket {
  id: string
  order_id: string
  user_id: string
  show_id: string
  /** The show's per-account purchase limit (0: none). */
  limit_per_account: number
  state: string
  attendee_id_no: string | null
  /** The phone of the account that placed the order (the proof's SMS goes there). */
  country_code: string | null
  cellphone: string | null
}

export class TicketBindingRepository {
  constructor(private readonly db: Queryable) {}

  async byNumber(ticketNumber: string, merchantId: string): Promise<NumberedTicket | undefined> {
    return (
      await this.db.query<NumberedTicket>(
        `SELECT k.id, k.order_id, k.user_id, k.show_id, sh.limit_per_account, k.state, k.attendee_id_no, u.country_code, u.cellphone
           FROM tickets k JOIN orders o ON o.id = k.order_id JOIN users u ON u.id = o.user_id JOIN shows sh ON sh.id = k.show_id
          WHERE k.ticket_number = $1 AND o.merchant_id = $2`,
        [ticketNumber, merchantId]
      )
    )[0]
  }

  /** The order row, then the ticket row (creation's lock order), for the move. */
  async lock(orderId: string, ticketId: string): Promise<{ state: string; user_id: string; rebook_pending_id: string | null } | undefined> {
    await this.db.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId])
    return (
      await this.db.query<{ state: string; user_id: string; rebook_pending_id: string | null }>(
        'SELECT state, user_id, rebook_pending_id FROM tickets WHERE id = $1 AND order_id = $2 FOR UPDATE',
        [ticketId, orderId]
      )
    )[0]
  }

  /**
   * A VALID ticket to another account; the caller re-keys it in the same transaction. It is received as a
   * transfer's is (transferred_in): the per-account limit counts it for its new holder
   * (OrderRepository.liveTicketCounts), and it is not passed on again.
   */
  async move(ticketId: string, toUserId: string): Promise<boolean> {
    return (
      (
        await this.db.query("UPDATE tickets SET user_id = $2, transferred_in = true WHERE id = $1 AND state = 'VALID' RETURNING id", [
          ticketId,
          toUserId
        ])
      ).length === 1
    )
  }

  /**
   * Takes one proof attempt of the subject (migration 046) in one statement, before the proof is compared:
   * false when `max` were already taken in the current window. Concurrent attempts queue on the row, so no
   * more than `max` pass per window.
   */
  async takeProofAttempt(subject: string, max: number, windowSeconds: number, now: Date): Promise<boolean> {
    return takeWindowAttempt(this.db, 'bind_proof_attempts', subject, max, windowSeconds, now)
  }

  /** When the subject's window ends (for the refusal's minutes). */
  async proofWindowStart(subject: string): Promise<Date | undefined> {
    const rows = await this.db.query<{ window_start: Date | string }>('SELECT window_start FROM bind_proof_attempts WHERE subject = $1', [
      subject
    ])
    return rows[0] ? new Date(rows[0].window_start) : undefined
  }

  /** A right proof: the count starts over. */
  async clearProofAttempts(subject: string): Promise<void> {
    await clearWindowAttempts(this.db, 'bind_proof_attempts', subject)
  }
}
