/** SQL for the buyer's order reminders: an order's payments by its binding, the most recent order worth a reminder. */
import type { Queryable } from '../db/db'

export interface BoundOrderRow {
  id: string
  state: 'UNPAID' | 'PAID' | 'CLOSED'
  reserve_deadline: Date
  transaction_id: string
}

export interface BoundPaymentRow {
  id: string
  product: string
  amount_fen: number
  state: 'CREATED' | 'SUCCEEDED' | 'CANCELLED' | 'REFUND_PENDING'
  created_at: Date
  completed_at: Date | null
}

export interface RecentOrderRow {
  id: string
  state: 'UNPAID' | 'PAID'
  show_id: string
  show_name: unknown
  poster_url: string | null
  session_name: unknown
  starts_at: Date
  venue_name: unknown
  ticket_count: number
  total_fen: number
  reserve_deadline: Date
  transaction_id: string
}

const RECENT = `SELECT o.id, o.state, o.show_id, sh.name AS show_name, sh.poster_url, s.name AS session_name, s.starts_at,
                       v.name AS venue_name, o.ticket_count - o.tickets_refunded AS ticket_count, o.total_fen, o.reserve_deadline, o.transaction_id
                  FROM orders o JOIN shows sh ON sh.id = o.show_id JOIN sessions s ON s.id = o.session_id JOIN venues v ON v.id = sh.venue_id`

export class OrderReminderRepository {
  constructor(private readonly db: Queryable) {}

  /** The buyer's order bound to the transaction id (another buyer's reads as none). */
  async boundOrder(merchantId: string, userId: string, bindId: string): Promise<BoundOrderRow | undefined> {
    return (
      await this.db.query<BoundOrderRow>(
        'SELECT id, state, reserve_deadline, transaction_id FROM orders WHERE transaction_id = $1 AND user_id = $2 AND merchant_id = $3',
        [bindId, userId, merchantId]
      )
    )[0]
  }

  /** The order's own payments (a rebook's or another purpose's are theirs), oldest first. */
  async payments(orderId: string): Promise<BoundPaymentRow[]> {
    return this.db.query<BoundPaymentRow>(
      `SELECT id, product, amount_fen, state, created_at, completed_at FROM payments
        WHERE order_id = $1 AND purpose = 'ORDER' ORDER BY created_at, id`,
      [orderId]
    )
  }

  /** The newest unpaid order still payable at `now` (a package's child orders are paid with their package). */
  async newestUnpaid(merchantId: string, userId: string, now: Date): Promise<RecentOrderRow | undefined> {
    return (
      await this.db.query<RecentOrderRow>(
        `${RECENT} WHERE o.user_id = $1 AND o.merchant_id = $2 AND o.state = 'UNPAID' AND o.reserve_deadline > $3 AND o.package_order_id IS NULL
          ORDER BY o.created_at DESC, o.id DESC LIMIT 1`,
        [userId, merchantId, now]
      )
    )[0]
  }

  /** The paid order with the soonest session still ahead whose tickets are not all refunded. */
  async nextShow(merchantId: string, userId: string, now: Date): Promise<RecentOrderRow | undefined> {
    return (
      await this.db.query<RecentOrderRow>(
        `${RECENT} WHERE o.user_id = $1 AND o.merchant_id = $2 AND o.state = 'PAID' AND s.starts_at > $3 AND o.tickets_refunded < o.ticket_count
          ORDER BY s.starts_at, o.id LIMIT 1`,
        [userId, merchantId, now]
      )
    )[0]
  }
}
