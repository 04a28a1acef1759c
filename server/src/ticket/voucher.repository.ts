/**
 * SQL for the voucher calls: the buyer's tickets grouped per order and session (a voucher), paged, in the
 * current or history list (types/rules/voucher-scope.ts, written here as SQL).
 */
import type { Queryable } from '../db/db'
import { TICKET_SELECT, type TicketRow } from './ticket.repository'
import { AT_THE_DOOR_MS, FINISHED_STATES } from '../../../types/rules/voucher-scope'
import type { VoucherScope } from '../../../types/api/voucher'

export interface VoucherKey {
  order_id: string
  session_id: string
}

/** voucherScopeOf as a condition on k (tickets) and s (sessions); $2 is the door cutoff, $3 the finished states. */
function scopeSql(scope: VoucherScope): string {
  const history = '(k.state = ANY($3::text[]) OR s.starts_at <= $2)'
  return scope === 'history' ? history : `NOT ${history}`
}

export class VoucherRepository {
  constructor(private readonly db: Queryable) {}

  /** One page of the buyer's vouchers in a list: current soonest first, history latest first. */
  async page(
    userId: string,
    scope: VoucherScope,
    now: Date,
    offset: number,
    length: number
  ): Promise<{ keys: VoucherKey[]; total: number }> {
    const rows = await this.db.query<VoucherKey & { total: string | number }>(
      `SELECT k.order_id, k.session_id, COUNT(*) OVER () AS total
         FROM tickets k JOIN sessions s ON s.id = k.session_id
        WHERE k.user_id = $1 AND ${scopeSql(scope)}
        GROUP BY k.order_id, k.session_id, s.starts_at
        ORDER BY s.starts_at ${scope === 'current' ? 'ASC' : 'DESC'}, k.order_id, k.session_id
        LIMIT $4 OFFSET $5`,
      [userId, cutoff(now), FINISHED_STATES, length, offset]
    )
    const total = rows.length ? Number(rows[0].total) : offset > 0 ? await this.count(userId, scope, now) : 0
    return { keys: rows.map(({ order_id, session_id }) => ({ order_id, session_id })), total }
  }

  private async count(userId: string, scope: VoucherScope, now: Date): Promise<number> {
    const [row] = await this.db.query<{ n: string | number }>(
      `SELECT COUNT(DISTINCT (k.order_id, k.session_id)) AS n FROM tickets k JOIN sessions s ON s.id = k.session_id
        WHERE k.user_id = $1 AND ${scopeSql(scope)}`,
      [userId, cutoff(now), FINISHED_STATES]
    )
    return Number(row?.n ?? 0)
  }

  /** The buyer's tickets of the given vouchers that are in the list (a part-refunded order is in both lists). */
  async ticketsOf(userId: string, keys: VoucherKey[], scope: VoucherScope, now: Date): Promise<TicketRow[]> {
    if (!keys.length) return []
    return this.db.query<TicketRow>(
      `${TICKET_SELECT}
        WHERE k.user_id = $1 AND ${scopeSql(scope)} AND (k.order_id, k.session_id) IN (SELECT * FROM unnest($4::text[], $5::text[]))
        ORDER BY k.order_id, k.seq`,
      [userId, cutoff(now), FINISHED_STATES, keys.map((k) => k.order_id), keys.map((k) => k.session_id)]
    )
  }

  /** Every ticket the buyer holds of one voucher, whatever its list (voucher detail). */
  async ofVoucher(userId: string, key: VoucherKey): Promise<TicketRow[]> {
    return this.db.query<TicketRow>(`${TICKET_SELECT} WHERE k.user_id = $1 AND k.order_id = $2 AND k.session_id = $3 ORDER BY k.seq`, [
      userId,
      key.order_id,
      key.session_id
    ])
  }

  /** Every ticket the buyer holds from one order (the vouchers of a just-paid order, voucher detail). */
  async ofOrder(userId: string, orderId: string): Promise<TicketRow[]> {
    return this.db.query<TicketRow>(`${TICKET_SELECT} WHERE k.user_id = $1 AND k.order_id = $2 ORDER BY k.seq`, [userId, orderId])
  }

  /** When a session ends, if the catalogue says (sessions.ends_at, migration 026). */
  async sessionEnd(sessionId: string): Promise<Date | null> {
    const [row] = await this.db.query<{ ends_at: Date | null }>('SELECT ends_at FROM sessions WHERE id = $1', [sessionId])
    return row?.ends_at ?? null
  }
}

function cutoff(now: Date): Date {
  return new Date(now.getTime() - AT_THE_DOOR_MS)
}
