/**
 * SQL for ticket transfers (038_ticket_transfers.sql). Every write that moves a ticket takes the locks in
 * the order every after-sale action and order creation take them: the order row, then the ticket row,
 * then the transfer row (lockTicket, then lockTransfer), and changes a ticket only from the state it
 * must be in (`WHERE state = 'VALID'` / `'TRANSFERRING'`), so a refund racing a transfer has one winner.
 */
import type { Queryable } from '../db/db'

export type TransferState = 'IN_TRANSFER' | 'ACCEPTED' | 'CANCELLED' | 'EXPIRED'

export interface TransferRow {
  id: string
  token: string
  ticket_id: string
  from_user_id: string
  to_country_code: string
  to_cellphone: string
  to_user_id: string | null
  state: TransferState
  expires_at: Date
  created_at: Date
  ended_at: Date | null
}

/** What sending and accepting read about a ticket and its show. */
export interface TransferTicketFacts {
  id: string
  order_id: string
  user_id: string
  show_id: string
  state: string
  transferred_in: boolean
  starts_at: Date
  merchant_id: string
  transfer_enabled: boolean
  transfer_deadline_hours: number
  identity_limit_hours: number
  real_name: boolean
  limit_per_account: number
}

const COLUMNS = 'id, token, ticket_id, from_user_id, to_country_code, to_cellphone, to_user_id, state, expires_at, created_at, ended_at'

export class TransferRepository {
  constructor(private readonly db: Queryable) {}

  async ticketFacts(ticketId: string): Promise<TransferTicketFacts | undefined> {
    return (
      await this.db.query<TransferTicketFacts>(
        `SELECT k.id, k.order_id, k.user_id, k.show_id, k.state, k.transferred_in, s.starts_at, sh.merchant_id,
                sh.transfer_enabled, sh.transfer_deadline_hours, sh.identity_limit_hours, sh.real_name, sh.limit_per_account
           FROM tickets k JOIN sessions s ON s.id = k.session_id JOIN shows sh ON sh.id = k.show_id WHERE k.id = $1`,
        [ticketId]
      )
    )[0]
  }

  /** The order row, then the ticket row (the after-sale lock order); the ticket's state as locked. */
  async lockTicket(
    orderId: string,
    ticketId: string
  ): Promise<{ state: string; user_id: string; transferred_in: boolean; rebook_pending_id: string | null } | undefined> {
    await this.db.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId])
    return (
      await this.db.query<{ state: string; user_id: string; transferred_in: boolean; rebook_pending_id: string | null }>(
        'SELECT state, user_id, transferred_in, rebook_pending_id FROM tickets WHERE id = $1 AND order_id = $2 FOR UPDATE',
        [ticketId, orderId]
      )
    )[0]
  }

  async lockTransfer(id: string): Promise<TransferRow | undefined> {
    return (await this.db.query<TransferRow>(`SELECT ${COLUMNS} FROM ticket_transfers WHERE id = $1 FOR UPDATE`, [id]))[0]
  }

  async byId(id: string): Promise<TransferRow | undefined> {
    return (await this.db.query<TransferRow>(`SELECT ${COLUMNS} FROM ticket_transfers WHERE id = $1`, [id]))[0]
  }

  async byToken(token: string): Promise<TransferRow | undefined> {
    return (await this.db.query<TransferRow>(`SELECT ${COLUMNS} FROM ticket_transfers WHERE token = $1`, [token]))[0]
  }

  async openOfTicket(ticketId: string): Promise<TransferRow | undefined> {
    return (
      await this.db.query<TransferRow>(`SELECT ${COLUMNS} FROM ticket_transfers WHERE ticket_id = $1 AND state = 'IN_TRANSFER'`, [ticketId])
    )[0]
  }

  /** The holder's records: sent by them, or accepted by them. */
  async ofUser(userId: string, limit: number): Promise<TransferRow[]> {
    return this.db.query<TransferRow>(
      `SELECT ${COLUMNS} FROM ticket_transfers WHERE from_user_id = $1 OR to_user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, limit]
    )
  }

  /** VALID → TRANSFERRING; false when the ticket was no longer VALID. */
  async freezeTicket(ticketId: string): Promise<boolean> {
    return (
      (await this.db.query("UPDATE tickets SET state = 'TRANSFERRING' WHERE id = $1 AND state = 'VALID' RETURNING id", [ticketId]))
        .length === 1
    )
  }

  /** TRANSFERRING → VALID, same holder (cancelled or expired). */
  async releaseTicket(ticketId: string): Promise<boolean> {
    return (
      (await this.db.query("UPDATE tickets SET state = 'VALID' WHERE id = $1 AND state = 'TRANSFERRING' RETURNING id", [ticketId]))
        .length === 1
    )
  }

  /**
   * TRANSFERRING → VALID with the new holder, marked transferred-in; on a real-name show the new
   * attendee. The caller re-keys it in the same transaction.
   */
  async handOver(ticketId: string, toUserId: string, attendee: { name: string; idNo: string } | null): Promise<boolean> {
    const rows = attendee
      ? await this.db.query(
          "UPDATE tickets SET state = 'VALID', user_id = $2, transferred_in = true, attendee_name = $3, attendee_id_no = $4 WHERE id = $1 AND state = 'TRANSFERRING' RETURNING id",
          [ticketId, toUserId, attendee.name, attendee.idNo]
        )
      : await this.db.query(
          "UPDATE tickets SET state = 'VALID', user_id = $2, transferred_in = true WHERE id = $1 AND state = 'TRANSFERRING' RETURNING id",
          [ticketId, toUserId]
        )
    return rows.length === 1
  }

  async insert(row: Omit<TransferRow, 'to_user_id' | 'ended_at' | 'state'>): Promise<void> {
    await this.db.query(
      `INSERT INTO ticket_transfers (id, token, ticket_id, from_user_id, to_country_code, to_cellphone, state, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'IN_TRANSFER', $7, $8)`,
      [row.id, row.token, row.ticket_id, row.from_user_id, row.to_country_code, row.to_cellphone, row.expires_at, row.created_at]
    )
  }

  /** IN_TRANSFER → the end state; false when it had already ended. */
  async end(id: string, state: Exclude<TransferState, 'IN_TRANSFER'>, now: Date, toUserId?: string): Promise<boolean> {
    return (
      (
        await this.db.query(
          "UPDATE ticket_transfers SET state = $2, ended_at = $3, to_user_id = $4 WHERE id = $1 AND state = 'IN_TRANSFER' RETURNING id",
          [id, state, now, toUserId ?? null]
        )
      ).length === 1
    )
  }

  /** Offers past their deadline, oldest first. */
  async due(now: Date, limit: number): Promise<string[]> {
    return (
      await this.db.query<{ id: string }>(
        "SELECT id FROM ticket_transfers WHERE state = 'IN_TRANSFER' AND expires_at <= $1 ORDER BY expires_at LIMIT $2",
        [now, limit]
      )
    ).map((r) => r.id)
  }

  /**
   * Real-name, "one attendee ID per ticket per show" (order_attendees_one_id_per_show, which order creation
   * relies on): the ticket's old attendee gives their ID back for the show (their row no longer live) and
   * the new attendee's ID is taken on the ticket's order. Run before handOver (it reads the ticket's old
   * attendee). A row of the same audience on the order that is still live, or a live row of the same ID on
   * the show, fails: false, or a unique violation the caller answers as ATTENDEE_TAKEN (rolling back).
   */
  async moveAttendee(
    orderId: string,
    showId: string,
    ticketId: string,
    a: { audienceId: string; name: string; idType: string; idNo: string }
  ): Promise<boolean> {
    await this.db.query(
      `UPDATE order_attendees SET live = false
        WHERE order_id = $1 AND live AND id_no = (SELECT attendee_id_no FROM tickets WHERE id = $2 AND order_id = $1)`,
      [orderId, ticketId]
    )
    // (order, audience) is the key: an earlier row of this audience on the order (refunded since) lives again.
    const rows = await this.db.query(
      `INSERT INTO order_attendees (order_id, show_id, audience_id, name, id_type, id_no) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (order_id, audience_id) DO UPDATE SET show_id = EXCLUDED.show_id, name = EXCLUDED.name, id_type = EXCLUDED.id_type, id_no = EXCLUDED.id_no, live = true
       WHERE NOT order_attendees.live RETURNING order_id`,
      [orderId, showId, a.audienceId, a.name, a.idType, a.idNo]
    )
    return rows.length === 1
  }

  /** Another of the show's tickets already names this attendee (one ticket per attendee per show). */
  async attendeeHolds(showId: string, idNo: string, exceptTicketId: string): Promise<boolean> {
    return (
      (
        await this.db.query(
          "SELECT 1 FROM tickets WHERE show_id = $1 AND upper(attendee_id_no) = upper($2) AND id <> $3 AND state IN ('VALID', 'USED', 'TRANSFERRING', 'REFUNDING') LIMIT 1",
          [showId, idNo, exceptTicketId]
        )
      ).length > 0
    )
  }

  async phoneOf(userId: string): Promise<{ country_code: string | null; cellphone: string | null } | undefined> {
    return (
      await this.db.query<{ country_code: string | null; cellphone: string | null }>(
        'SELECT country_code, cellphone FROM users WHERE id = $1',
        [userId]
      )
    )[0]
  }
}
