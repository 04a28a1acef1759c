/** SQL of bindTicket (issue #17): a ticket found by its number, the order's buyer's phone, the move to another account. */
import type { Queryable } from '../db/db'

export interface NumberedTicket {
  id: string
  order_id: string
  user_id: string
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
        `SELECT k.id, k.order_id, k.user_id, k.state, k.attendee_id_no, u.country_code, u.cellphone
           FROM tickets k JOIN orders o ON o.id = k.order_id JOIN users u ON u.id = o.user_id
          WHERE k.ticket_number = $1 AND o.merchant_id = $2`,
        [ticketNumber, merchantId]
      )
    )[0]
  }

  /** The order row, then the ticket row (creation's lock order), for the move. */
  async lock(orderId: string, ticketId: string): Promise<{ state: string; user_id: string } | undefined> {
    await this.db.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId])
    return (await this.db.query<{ state: string; user_id: string }>('SELECT state, user_id FROM tickets WHERE id = $1 AND order_id = $2 FOR UPDATE', [ticketId, orderId]))[0]
  }

  /** A VALID ticket to another account; the caller re-keys it in the same transaction. */
  async move(ticketId: string, toUserId: string): Promise<boolean> {
    return (await this.db.query("UPDATE tickets SET user_id = $2 WHERE id = $1 AND state = 'VALID' RETURNING id", [ticketId, toUserId])).length === 1
  }
}
