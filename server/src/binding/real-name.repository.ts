/** SQL of real-name binding after purchase (migration 042): tickets waiting for an attendee, and binding one. */
import type { Queryable } from '../db/db'

export interface UnnamedTicket {
  id: string
  order_id: string
  show_id: string
  user_id: string
  state: string
  ticket_number: string
  attendee_name: string | null
  show_name: unknown
  starts_at: Date
  deadline_hours: number
  after_purchase: boolean
}

const SELECT = `SELECT k.id, k.order_id, k.show_id, k.user_id, k.state, k.ticket_number, k.attendee_name, sh.name AS show_name, s.starts_at,
         sh.real_name_deadline_hours AS deadline_hours, sh.attendees_after_purchase AS after_purchase
    FROM tickets k JOIN sessions s ON s.id = k.session_id JOIN shows sh ON sh.id = k.show_id`

export class RealNameRepository {
  constructor(private readonly db: Queryable) {}

  /** The caller's VALID tickets of shows that name attendees after purchase, still without one (of one order, when given). */
  async unnamed(userId: string, orderId: string | undefined): Promise<UnnamedTicket[]> {
    return this.db.query<UnnamedTicket>(
      `${SELECT} WHERE k.user_id = $1 AND ($2::text IS NULL OR k.order_id = $2) AND sh.attendees_after_purchase AND k.attendee_name IS NULL AND k.state = 'VALID'
        ORDER BY s.starts_at, k.ticket_number LIMIT 100`,
      [userId, orderId ?? null]
    )
  }

  async ofUser(userId: string, ticketId: string): Promise<UnnamedTicket | undefined> {
    return (await this.db.query<UnnamedTicket>(`${SELECT} WHERE k.user_id = $1 AND k.id = $2`, [userId, ticketId]))[0]
  }

  /** The order row, then the ticket row (creation's lock order). */
  async lock(orderId: string, ticketId: string): Promise<{ state: string; user_id: string; attendee_name: string | null } | undefined> {
    await this.db.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId])
    return (
      await this.db.query<{ state: string; user_id: string; attendee_name: string | null }>(
        'SELECT state, user_id, attendee_name FROM tickets WHERE id = $1 AND order_id = $2 FOR UPDATE',
        [ticketId, orderId]
      )
    )[0]
  }

  /**
   * The attendee recorded for the show (order_attendees_one_id_per_show refuses an ID already live for it:
   * a unique violation the service turns into its message) and on the ticket.
   */
  async name(t: {
    orderId: string
    showId: string
    ticketId: string
    audienceKey: string
    name: string
    idType: string
    idNo: string
  }): Promise<void> {
    await this.db.query(
      'INSERT INTO order_attendees (order_id, show_id, audience_id, name, id_type, id_no) VALUES ($1, $2, $3, $4, $5, $6)',
      [t.orderId, t.showId, t.audienceKey, t.name, t.idType, t.idNo]
    )
    await this.db.query(
      "UPDATE tickets SET attendee_name = $2, attendee_id_no = $3 WHERE id = $1 AND state = 'VALID' AND attendee_name IS NULL",
      [t.ticketId, t.name, t.idNo]
    )
  }

  async settingsOf(merchantId: string, showId: string): Promise<{ afterPurchase: boolean; deadlineHours: number } | undefined> {
    return (
      await this.db.query<{ afterPurchase: boolean; deadlineHours: number }>(
        'SELECT attendees_after_purchase AS "afterPurchase", real_name_deadline_hours AS "deadlineHours" FROM shows WHERE id = $1 AND merchant_id = $2',
        [showId, merchantId]
      )
    )[0]
  }

  async saveSettings(merchantId: string, showId: string, s: { afterPurchase: boolean; deadlineHours: number }): Promise<void> {
    await this.db.query(
      'UPDATE shows SET attendees_after_purchase = $3, real_name_deadline_hours = $4 WHERE id = $1 AND merchant_id = $2',
      [showId, merchantId, s.afterPurchase, s.deadlineHours]
    )
  }
}
