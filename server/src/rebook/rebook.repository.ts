/**
 * SQL for rebooking (040_rebooking.sql): what an order may move and where to, and the moves themselves.
 * Every write here runs in RebookService.apply's one transaction, after the order row and its tickets
 * are locked; stock moves only by conditional writes (DESIGN.md "The heart").
 */
import type { Queryable } from '../db/db'
import { randomId } from '../account/token-codec'
import { ticketNumber } from '../order/order-number'
import { newCodeSecret } from '../ticket/ticket-code'
import type { SeatPlace } from '../../../types/rules/seat-key'
import { ticketListSql, ticketPriceSql } from '../ticket-price/ticket-price.sql'

export interface RebookOrderFacts {
  id: string
  merchant_id: string
  user_id: string
  show_id: string
  session_id: string
  state: 'UNPAID' | 'PAID' | 'CLOSED'
  order_number: string
  support_rebook: boolean
  rebook_hours_before: number
  show_name: Record<string, string>
  session_name: Record<string, string>
  starts_at: Date
  /** The package purchase the order is a child of: such an order is not rebooked. */
  package_order_id: string | null
}

/** A VALID ticket of the order, held by its buyer, with the price it stood for (ticketPriceSql). */
export interface MovableTicket {
  id: string
  ticket_number: string
  session_id: string
  tier_id: string
  tier_name: Record<string, string>
  price_fen: number
  /** The list price it was bought at (ticket-price.sql.ts ticketListSql): a move costs the list-price difference. */
  list_fen: number
  seat_row: number | null
  seat_col: number | null
  seat_section: string | null
  seat_row_label: string | null
  seat_no: number | null
  attendee_name: string | null
  attendee_id_no: string | null
}

export interface TargetSession {
  id: string
  name: Record<string, string>
  starts_at: Date
}

export interface TargetTier {
  id: string
  name: Record<string, string>
  price_fen: number
  available: number
  seated: boolean
}

export interface RebookRow {
  id: string
  order_id: string
  user_id: string
  difference_fen: number
  refund_state: 'REFUNDING' | 'REFUNDED' | 'FAILED' | null
  refund_error: string
}

/** One ticket moved: the old one's place and what the new one is. */
export interface Move {
  oldTicketId: string
  fromTierId: string
  toTierId: string
  fromFen: number
  toFen: number
  /** The target tier's list price the move was priced at (rebook-rules.ts). */
  toListFen: number
  seat: SeatPlace | null
}

export class RebookRepository {
  constructor(private readonly db: Queryable) {}

  /** The order with its show's rebook setting and the session its tickets are for; `lock` takes its row first (creation's order). */
  async order(orderId: string, lock = false): Promise<RebookOrderFacts | undefined> {
    if (lock) await this.db.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId])
    return (
      await this.db.query<RebookOrderFacts>(
        `SELECT o.id, o.merchant_id, o.user_id, o.show_id, o.session_id, o.state, o.order_number, o.package_order_id, sh.support_rebook, sh.rebook_hours_before,
                sh.name AS show_name, s.name AS session_name, s.starts_at
           FROM orders o JOIN shows sh ON sh.id = o.show_id JOIN sessions s ON s.id = o.session_id WHERE o.id = $1`,
        [orderId]
      )
    )[0]
  }

  /**
   * The order's VALID tickets its buyer still holds (all, or those named), by id; `lock` locks them in id
   * order (after the order row). A ticket given away (transfer accepted) is its new holder's: the order's
   * buyer may neither see its attendee nor move it (nor pocket a cheaper rebook's difference for it).
   */
  async movable(orderId: string, ids?: string[], lock = false): Promise<MovableTicket[]> {
    return this.db.query<MovableTicket>(
      `SELECT k.id, k.ticket_number, k.session_id, k.tier_id, t.name AS tier_name, k.seat_row, k.seat_col, k.attendee_name, k.attendee_id_no,
              os.section_name AS seat_section, os.row_label AS seat_row_label, os.seat_no,
              ${ticketPriceSql('k', 't')} AS price_fen, ${ticketListSql('k', 't')} AS list_fen
         FROM tickets k JOIN orders o ON o.id = k.order_id JOIN price_tiers t ON t.id = k.tier_id
         LEFT JOIN order_seats os ON os.order_id = k.order_id AND os.row_no = k.seat_row AND os.col_no = k.seat_col
        WHERE k.order_id = $1 AND k.state = 'VALID' AND k.user_id = o.user_id AND ($2::text[] IS NULL OR k.id = ANY($2::text[]))
        ORDER BY k.id ${lock ? 'FOR UPDATE OF k' : ''}`,
      [orderId, ids ?? null]
    )
  }

  /** The other sessions of the show that sell now (the show on sale, the session still to come). */
  async sessionsOnSale(showId: string, exceptSessionId: string, now: Date): Promise<TargetSession[]> {
    return this.db.query<TargetSession>(
      `SELECT s.id, s.name, s.starts_at FROM sessions s JOIN shows sh ON sh.id = s.show_id
        WHERE s.show_id = $1 AND s.id <> $2 AND sh.state = 'SCHEDULED' AND sh.sale_time IS NOT NULL AND sh.sale_time <= $3 AND s.starts_at > $3
        ORDER BY s.starts_at, s.id`,
      [showId, exceptSessionId, now]
    )
  }

  /** The session's tiers in their order; a tier the console closed has nothing available. */
  async tiersOf(sessionId: string): Promise<TargetTier[]> {
    return this.db.query<TargetTier>(
      'SELECT id, name, price_fen, CASE WHEN closed THEN 0 ELSE available END AS available, seated FROM price_tiers WHERE session_id = $1 ORDER BY sort, id',
      [sessionId]
    )
  }

  async byKey(userId: string, key: string): Promise<RebookRow | undefined> {
    return (
      await this.db.query<RebookRow>(
        'SELECT id, order_id, user_id, difference_fen, refund_state, refund_error FROM rebooks WHERE user_id = $1 AND idempotency_key = $2',
        [userId, key]
      )
    )[0]
  }

  async newTicketsOf(rebookId: string): Promise<string[]> {
    return (
      await this.db.query<{ id: string }>('SELECT new_ticket_id AS id FROM rebook_tickets WHERE rebook_id = $1 ORDER BY old_ticket_id', [
        rebookId
      ])
    ).map((r) => r.id)
  }

  /** VALID → REBOOKED for exactly these tickets (the caller holds their row locks); false if any was not VALID. */
  async retire(ids: string[]): Promise<boolean> {
    const rows = await this.db.query("UPDATE tickets SET state = 'REBOOKED' WHERE id = ANY($1::text[]) AND state = 'VALID' RETURNING id", [
      ids
    ])
    return rows.length === ids.length
  }

  /**
   * The best free seats of a seated tier (front rows first, from the left), skipping seats another
   * transaction is taking, places the order already names (order_seats is keyed by place, migration 007)
   * and places it holds in any session for a pending dearer rebook: that hold becomes an order_seats row
   * once paid, so handing its place to the order again elsewhere would make the payment's move clash.
   * The caller holds the order's row lock (every writer of the order's seats does) and takes them with a
   * conditional write (SeatStockRepository.take and .hold).
   */
  async bestFreeSeats(orderId: string, sessionId: string, tierId: string, n: number): Promise<SeatPlace[]> {
    const rows = await this.db.query<{ row_no: number; col_no: number }>(
      `SELECT row_no, col_no FROM seats
        WHERE session_id = $1 AND tier_id = $2 AND status = 'FREE'
          AND NOT EXISTS (SELECT 1 FROM order_seats os WHERE os.order_id = $3 AND os.row_no = seats.row_no AND os.col_no = seats.col_no)
          AND NOT EXISTS (SELECT 1 FROM seats h WHERE h.order_id = $3 AND h.status = 'HELD' AND h.row_no = seats.row_no AND h.col_no = seats.col_no)
        ORDER BY row_no, col_no LIMIT $4 FOR UPDATE SKIP LOCKED`,
      [sessionId, tierId, orderId, n]
    )
    return rows.map((r) => ({ row: r.row_no, col: r.col_no }))
  }

  /**
   * The order's lines follow its tickets: n fewer of one tier, n more of another, at the target tier's list
   * price (a line's unit price is a list price; what each new ticket stands for is its rebook_tickets.to_fen).
   */
  async moveLine(orderId: string, fromTierId: string, toTierId: string, n: number, toFen: number): Promise<void> {
    // One statement each, the delete first: after the update a line of n+k would read k and be deleted.
    await this.db.query('DELETE FROM order_items WHERE order_id = $1 AND tier_id = $2 AND qty = $3', [orderId, fromTierId, n])
    await this.db.query('UPDATE order_items SET qty = qty - $3 WHERE order_id = $1 AND tier_id = $2 AND qty > $3', [orderId, fromTierId, n])
    await this.db.query(
      'INSERT INTO order_items (order_id, tier_id, qty, unit_fen) VALUES ($1, $2, $3, $4) ON CONFLICT (order_id, tier_id) DO UPDATE SET qty = order_items.qty + EXCLUDED.qty',
      [orderId, toTierId, n, toFen]
    )
  }

  /**
   * The new tickets on the same order: the next places in it (new ticket numbers), fresh code secrets,
   * the attendee of the ticket each replaces. Answers their ids in the order of `moves`.
   */
  async issue(
    order: Pick<RebookOrderFacts, 'id' | 'user_id' | 'show_id' | 'order_number'>,
    sessionId: string,
    moves: Array<Move & { attendeeName: string | null; attendeeIdNo: string | null }>,
    now: Date
  ): Promise<string[]> {
    const [{ next }] = await this.db.query<{ next: number }>(
      'SELECT COALESCE(max(seq) + 1, 0)::int AS next FROM tickets WHERE order_id = $1',
      [order.id]
    )
    const ids: string[] = []
    for (const [i, m] of moves.entries()) {
      const id = randomId('tkt_')
      const seq = next + i
      await this.db.query(
        `INSERT INTO tickets (id, order_id, user_id, show_id, session_id, tier_id, seq, attendee_name, attendee_id_no, seat_row, seat_col, state, created_at, ticket_number, code_secret)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'VALID', $12, $13, $14)`,
        [
          id,
          order.id,
          order.user_id,
          order.show_id,
          sessionId,
          m.toTierId,
          seq,
          m.attendeeName,
          m.attendeeIdNo,
          m.seat?.row ?? null,
          m.seat?.col ?? null,
          now,
          ticketNumber(order.order_number, seq),
          newCodeSecret()
        ]
      )
      ids.push(id)
    }
    return ids
  }

  async insert(
    rebook: {
      id: string
      merchantId: string
      orderId: string
      userId: string
      fromSessionId: string
      toSessionId: string
      differenceFen: number
      idempotencyKey: string | null
    },
    moves: Array<Move & { newTicketId: string }>,
    now: Date
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO rebooks (id, merchant_id, order_id, user_id, from_session_id, to_session_id, difference_fen, refund_state, idempotency_key, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
      [
        rebook.id,
        rebook.merchantId,
        rebook.orderId,
        rebook.userId,
        rebook.fromSessionId,
        rebook.toSessionId,
        rebook.differenceFen,
        rebook.differenceFen < 0 ? 'REFUNDING' : null,
        rebook.idempotencyKey,
        now
      ]
    )
    await this.db.query(
      `INSERT INTO rebook_tickets (rebook_id, old_ticket_id, new_ticket_id, from_tier_id, to_tier_id, from_fen, to_fen, to_list_fen)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[])`,
      [
        rebook.id,
        moves.map((m) => m.oldTicketId),
        moves.map((m) => m.newTicketId),
        moves.map((m) => m.fromTierId),
        moves.map((m) => m.toTierId),
        moves.map((m) => m.fromFen),
        moves.map((m) => m.toFen),
        moves.map((m) => m.toListFen)
      ]
    )
  }

  /** Once nothing of the order is left in the old session, the order is for the new one (its page shows that session). */
  async followSession(orderId: string, fromSessionId: string, toSessionId: string): Promise<void> {
    await this.db.query(
      `UPDATE orders SET session_id = $3 WHERE id = $1 AND session_id = $2
          AND NOT EXISTS (SELECT 1 FROM tickets k WHERE k.order_id = $1 AND k.session_id = $2 AND k.state NOT IN ('REBOOKED', 'REFUNDED'))`,
      [orderId, fromSessionId, toSessionId]
    )
  }

  /** The payment that paid the order (a cheaper rebook's money goes back on it first, then on paid differences). */
  async paidPayment(orderId: string): Promise<string | undefined> {
    return (
      await this.db.query<{ id: string }>(
        "SELECT id FROM payments WHERE order_id = $1 AND state = 'SUCCEEDED' AND purpose = 'ORDER' ORDER BY completed_at DESC LIMIT 1",
        [orderId]
      )
    )[0]?.id
  }

  /**
   * The merchant asked a FAILED refund again (SalesService.retryRefund): the buyer sees it in progress
   * again. `subjectId` is the refund's subject: the rebook, or the payment of a dearer rebook whose money came late.
   */
  async refundRetried(subjectId: string, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE rebooks SET refund_state = 'REFUNDING', refund_error = '', updated_at = $2
        WHERE id = COALESCE((SELECT subject_id FROM payments WHERE id = $1 AND purpose = 'REBOOK'), $1) AND refund_state = 'FAILED'`,
      [subjectId, now]
    )
  }

  /** Takes the rebook's row until the transaction ends (its refund's parts settle one at a time). */
  async lockRebook(rebookId: string): Promise<void> {
    await this.db.query('SELECT id FROM rebooks WHERE id = $1 FOR UPDATE', [rebookId])
  }

  /**
   * The refund of a cheaper rebook moved: REFUNDED, FAILED with the provider's reason (the console retries),
   * or REFUNDING again once a failed part went back (its refund is in parts: 050).
   */
  async settleRefund(rebookId: string, state: 'REFUNDING' | 'REFUNDED' | 'FAILED', error: string, now: Date): Promise<void> {
    await this.db.query(
      'UPDATE rebooks SET refund_state = $2, refund_error = $3, updated_at = $4 WHERE id = $1 AND refund_state IS NOT NULL',
      [rebookId, state, error.slice(0, 500), now]
    )
  }
}
