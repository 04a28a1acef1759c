/** SQL for e-tickets: issued once per paid order, listed per buyer, checked in once. */
import type { Queryable } from '../db/db'
import { randomId } from '../account/token-codec'
import type { OrderSeat } from '../inventory/seat.repository'
import type { TicketState } from '../../../types/api/order'
import { ticketNumber } from '../order/order-number'
import { ticketListSql, ticketPriceSql } from '../ticket-price/ticket-price.sql'
import { newCodeSecret } from './ticket-code'

export interface TicketRow {
  id: string
  order_id: string
  user_id: string
  show_id: string
  session_id: string
  tier_id: string
  seq: number
  /** The buyer's ticket number (order-number.ts); the id stays the key. */
  ticket_number: string
  attendee_name: string | null
  attendee_id_no: string | null
  seat_row: number | null
  seat_col: number | null
  /** The seat's name as its order took it (order_seats, migration 030); null when it has none. */
  seat_section: string | null
  seat_row_label: string | null
  seat_no: number | null
  state: TicketState
  used_at: Date | null
  /** The ticket's own code secret (ticket-code.ts); only its holder's detail reply carries it. */
  code_secret: Uint8Array
  created_at: Date
  show_name: Record<string, string>
  venue_name: Record<string, string>
  venue_address: Record<string, string>
  session_name: Record<string, string>
  starts_at: Date
  tier_name: Record<string, string>
  /** What was paid for it, after its discounts (ticket-price.sql.ts): the price the refund quote returns. */
  price_fen: number
  /** The list price it was bought at (ticketListSql): the public price before a benefit card's, the privilege's price under one. */
  list_fen: number
}

/** The ticket with what its holder reads (exported for the voucher calls, voucher.repository.ts). */
export const TICKET_SELECT = `SELECT k.*, sh.name AS show_name, v.name AS venue_name, v.address AS venue_address, s.name AS session_name, s.starts_at,
                       t.name AS tier_name, ${ticketPriceSql('k', 't')} AS price_fen, ${ticketListSql('k', 't')} AS list_fen, os.section_name AS seat_section, os.row_label AS seat_row_label, os.seat_no
                  FROM tickets k JOIN shows sh ON sh.id = k.show_id JOIN venues v ON v.id = sh.venue_id
                  JOIN sessions s ON s.id = k.session_id JOIN price_tiers t ON t.id = k.tier_id
                  LEFT JOIN order_seats os ON os.order_id = k.order_id AND os.row_no = k.seat_row AND os.col_no = k.seat_col`

export class TicketRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * One ticket per unit of each item, the real-name attendees and the item's seats in order (`seats`: the
   * order's seats as SeatRepository.ofOrder reads them, in the same transaction). Idempotent: a second call
   * for the same order adds nothing (the (order, seq) key).
   */
  async issue(orderId: string, seats: OrderSeat[], now: Date): Promise<number> {
    const items = await this.db.query<{
      tier_id: string
      qty: number
      user_id: string
      show_id: string
      session_id: string
      order_number: string
    }>(
      `SELECT i.tier_id, i.qty, o.user_id, o.show_id, o.session_id, o.order_number FROM order_items i JOIN orders o ON o.id = i.order_id JOIN price_tiers t ON t.id = i.tier_id
        WHERE i.order_id = $1 ORDER BY t.sort`,
      [orderId]
    )
    const attendees = await this.db.query<{ name: string; id_no: string }>(
      'SELECT name, id_no FROM order_attendees WHERE order_id = $1 ORDER BY name, audience_id',
      [orderId]
    )
    let seq = 0
    let issued = 0
    for (const item of items) {
      const itemSeats = seats.filter((s) => s.tier_id === item.tier_id)
      for (let n = 0; n < item.qty; n++) {
        const attendee = attendees[seq]
        const seat = itemSeats[n]
        const rows = await this.db.query(
          `INSERT INTO tickets (id, order_id, user_id, show_id, session_id, tier_id, seq, attendee_name, attendee_id_no, seat_row, seat_col, state, created_at, ticket_number, code_secret)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'VALID', $12, $13, $14) ON CONFLICT (order_id, seq) DO NOTHING RETURNING id`,
          [
            randomId('tkt_'),
            orderId,
            item.user_id,
            item.show_id,
            item.session_id,
            item.tier_id,
            seq,
            attendee?.name ?? null,
            attendee?.id_no ?? null,
            seat?.row_no ?? null,
            seat?.col_no ?? null,
            now,
            ticketNumber(item.order_number, seq),
            newCodeSecret()
          ]
        )
        issued += rows.length
        seq++
      }
    }
    return issued
  }

  /** The ticket holder: tickets of sessions still to come (current) or past (history). */
  async ofUser(userId: string, when: 'current' | 'history', now: Date): Promise<TicketRow[]> {
    return this.db.query<TicketRow>(
      `${TICKET_SELECT} WHERE k.user_id = $1 AND ${when === 'current' ? 's.starts_at > $2' : 's.starts_at <= $2'}
        ORDER BY s.starts_at ${when === 'current' ? 'ASC' : 'DESC'}, k.order_id, k.seq`,
      [userId, now]
    )
  }

  /** The buyer's tickets of orders sold at the venue (migration 096, site-list), newest purchase first, with the purchase time. */
  async onSiteOfUser(userId: string): Promise<Array<TicketRow & { purchased_at: Date }>> {
    return this.db.query<TicketRow & { purchased_at: Date }>(
      `SELECT x.*, o.created_at AS purchased_at FROM (${TICKET_SELECT} WHERE k.user_id = $1) x JOIN orders o ON o.id = x.order_id
        WHERE o.sales_channel = 'ONSITE' ORDER BY o.created_at DESC, x.order_id, x.seq LIMIT 200`,
      [userId]
    )
  }

  async ofOrder(orderId: string): Promise<TicketRow[]> {
    return this.db.query<TicketRow>(`${TICKET_SELECT} WHERE k.order_id = $1 ORDER BY k.seq`, [orderId])
  }

  async byId(id: string): Promise<TicketRow | undefined> {
    return (await this.db.query<TicketRow>(`${TICKET_SELECT} WHERE k.id = $1`, [id]))[0]
  }

  /** The ticket a rotating code names (ticket numbers are unique, migration 020). */
  async byNumber(ticketNumber: string): Promise<TicketRow | undefined> {
    return (await this.db.query<TicketRow>(`${TICKET_SELECT} WHERE k.ticket_number = $1`, [ticketNumber]))[0]
  }

  /**
   * A new code secret for a ticket still to be used (issue #17: "the old code stops working and a new one
   * is issued the moment of acceptance"): every code derived from the old secret is unknown at the door
   * from this statement on. false when the ticket is used or does not exist.
   */
  async rekeyTicket(id: string, secret: Uint8Array): Promise<boolean> {
    return (
      (await this.db.query("UPDATE tickets SET code_secret = $2 WHERE id = $1 AND state = 'VALID' RETURNING id", [id, secret])).length === 1
    )
  }

  /**
   * VALID → USED; false when it was used already, or when `secret` is given and the ticket no longer has
   * it (re-keyed between reading the code and this write: the old code must not admit).
   */
  async checkIn(id: string, now: Date, secret?: Uint8Array): Promise<boolean> {
    const rows = secret
      ? await this.db.query(
          "UPDATE tickets SET state = 'USED', used_at = $2 WHERE id = $1 AND state = 'VALID' AND code_secret = $3 RETURNING id",
          [id, now, secret]
        )
      : await this.db.query("UPDATE tickets SET state = 'USED', used_at = $2 WHERE id = $1 AND state = 'VALID' RETURNING id", [id, now])
    return rows.length === 1
  }
}
