/** SQL for shipments of paper tickets (migration 041): the order's carrier and number, and the tracking steps. */
import type { Queryable } from '../db/db'
import type { OrderRow } from '../order/order.repository'

export interface StepRow {
  at: Date
  text: string
}

export class ExpressRepository {
  constructor(private readonly db: Queryable) {}

  /** The merchant's order, row-locked for the shipment's transaction (the order row first, as every writer of an order). */
  async lockOrder(merchantId: string, orderId: string): Promise<OrderRow | undefined> {
    return (await this.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1 AND merchant_id = $2 FOR UPDATE', [orderId, merchantId]))[0]
  }

  async order(orderId: string): Promise<OrderRow | undefined> {
    return (await this.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [orderId]))[0]
  }

  async merchantOrder(merchantId: string, orderId: string): Promise<OrderRow | undefined> {
    return (await this.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1 AND merchant_id = $2', [orderId, merchantId]))[0]
  }

  /**
   * Ships a paid EXPRESS order, or corrects the carrier and number of a shipped one; the first shipping
   * time is kept. The WHERE is the guard: an order that is not paid paper tickets changes nothing.
   */
  async ship(orderId: string, carrier: string, expressNo: string, now: Date): Promise<OrderRow | undefined> {
    return (
      await this.db.query<OrderRow>(
        `UPDATE orders SET express_carrier = $2, express_no = $3, shipped_at = COALESCE(shipped_at, $4)
          WHERE id = $1 AND state = 'PAID' AND delivery_method = 'EXPRESS' RETURNING *`,
        [orderId, carrier, expressNo, now]
      )
    )[0]
  }

  async addStep(orderId: string, at: Date, text: string, staffId: string | null, now: Date): Promise<void> {
    await this.db.query('INSERT INTO shipment_steps (order_id, at, text, staff_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
      orderId,
      at,
      text,
      staffId,
      now
    ])
  }

  /** Newest first. */
  async steps(orderId: string): Promise<StepRow[]> {
    return this.db.query<StepRow>('SELECT at, text FROM shipment_steps WHERE order_id = $1 ORDER BY at DESC, id DESC', [orderId])
  }
}
