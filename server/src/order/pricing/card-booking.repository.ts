/**
 * SQL for booking with a benefit card (060_card_bookings.sql; card-step.ts says the rules): the held card
 * as a booking reads it, the times it holds per session, taking times and giving them back.
 */
import type { Queryable } from '../../db/db'
import type { CouponUseLimitVO, UseCouponRule } from '../../../../types/rules/coupon-rules'
import type { OrderCard } from './card-step'

export interface HeldForBooking {
  id: string
  user_id: string
  merchant_id: string
  card_id: string
  name: string
  state: 'ACTIVE' | 'REFUNDING' | 'REFUNDED'
  convertible_times: number
  redeemed_times: number
  redeem_price_fen: number
  per_session_limit: number
  use_rule: UseCouponRule
  use_limit: CouponUseLimitVO
  expires_at: Date
  card_order_id: string | null
}

export class CardBookingRepository {
  constructor(private readonly db: Queryable) {}

  async held(instanceId: string, lock = false): Promise<HeldForBooking | undefined> {
    return (
      await this.db.query<HeldForBooking>(
        `SELECT i.id, i.user_id, i.merchant_id, i.card_id, c.name, i.state, i.convertible_times, i.redeemed_times, i.redeem_price_fen, i.per_session_limit,
                i.use_rule, i.use_limit, i.expires_at, i.card_order_id
           FROM card_instances i JOIN benefit_cards c ON c.id = i.card_id WHERE i.id = $1 ${lock ? 'FOR UPDATE OF i' : ''}`,
        [instanceId]
      )
    )[0]
  }

  /** Tickets the card holds per session: its bookings not given back, of orders not closed. */
  async sessionBooked(instanceId: string): Promise<Map<string, number>> {
    const rows = await this.db.query<{ session_id: string; n: number }>(
      `SELECT b.session_id, sum(b.qty - b.returned)::int AS n FROM card_bookings b JOIN orders o ON o.id = b.order_id
        WHERE b.instance_id = $1 AND o.state <> 'CLOSED' GROUP BY b.session_id`,
      [instanceId]
    )
    return new Map(rows.map((r) => [r.session_id, r.n]))
  }

  /** n times taken while they stay within the card's times (the caller holds the row lock). */
  async take(instanceId: string, n: number, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE card_instances SET redeemed_times = redeemed_times + $2, updated_at = $3 WHERE id = $1 AND state = 'ACTIVE' AND expires_at > $3 AND redeemed_times + $2 <= convertible_times RETURNING id",
      [instanceId, n, now]
    )
    return rows.length === 1
  }

  async record(orderId: string, card: OrderCard, now: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO card_bookings (order_id, instance_id, session_id, qty, card_fen, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [orderId, card.instanceId, card.sessionId, card.qty, card.fen, now]
    )
  }

  /**
   * The order's booking brought to `returned` times given back (never down, never past its tickets): the
   * held card gets the difference. The booking row's lock makes a repeat give nothing.
   */
  private async returnUpTo(orderId: string, target: (qty: number) => number, now: Date): Promise<void> {
    const [b] = await this.db.query<{ instance_id: string; qty: number; returned: number }>(
      'SELECT instance_id, qty, returned FROM card_bookings WHERE order_id = $1 FOR UPDATE',
      [orderId]
    )
    if (!b) return
    const to = Math.min(b.qty, Math.max(b.returned, target(b.qty)))
    if (to === b.returned) return
    await this.db.query('UPDATE card_bookings SET returned = $2 WHERE order_id = $1', [orderId, to])
    await this.db.query(
      'UPDATE card_instances SET redeemed_times = redeemed_times - $2, updated_at = $3 WHERE id = $1 AND redeemed_times >= $2',
      [b.instance_id, to - b.returned, now]
    )
  }

  /** The unpaid order closed: every time it took back (after the order row, as coupons are released). */
  async returnClosed(orderId: string, now: Date): Promise<void> {
    await this.returnUpTo(orderId, (qty) => qty, now)
  }

  /** Some of the order's tickets refunded: one time back per refunded ticket, once each. */
  async returnRefunded(orderId: string, now: Date): Promise<void> {
    const [row] = await this.db.query<{ n: number }>("SELECT count(*)::int AS n FROM tickets WHERE order_id = $1 AND state = 'REFUNDED'", [
      orderId
    ])
    await this.returnUpTo(orderId, () => row?.n ?? 0, now)
  }
}
