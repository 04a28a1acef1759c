/** SQL for the console's audit log: one row per change, written in the change's own transaction. */
import type { Queryable } from '../db/db'

export interface AuditWrite {
  merchantId: string
  staffId: string | null
  action: string
  target: string
  before: unknown
  after: unknown
}

export interface AuditRow {
  id: string
  at: Date
  staff_id: string | null
  staff_email: string | null
  action: string
  target: string
  before: unknown
  after: unknown
}

export class AuditRepository {
  constructor(private readonly db: Queryable) {}

  async write(entry: AuditWrite, now: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO audit_log (merchant_id, staff_id, at, action, target, before, after) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [
        entry.merchantId,
        entry.staffId,
        now,
        entry.action,
        entry.target,
        entry.before === undefined ? null : JSON.stringify(entry.before),
        entry.after === undefined ? null : JSON.stringify(entry.after)
      ]
    )
  }

  /** Newest first. */
  async page(merchantId: string, offset: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
    const rows = await this.db.query<AuditRow>(
      `SELECT a.id::text AS id, a.at, a.staff_id, s.email AS staff_email, a.action, a.target, a.before, a.after
         FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id
        WHERE a.merchant_id = $1 ORDER BY a.at DESC, a.id DESC OFFSET $2 LIMIT $3`,
      [merchantId, offset, limit]
    )
    const total = (await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE merchant_id = $1', [merchantId]))[0].n
    return { rows, total }
  }
}
