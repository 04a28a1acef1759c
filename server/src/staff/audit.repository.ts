/** SQL for the console's audit log: one row per change, written in the change's own transaction. */
import type { Queryable } from '../db/db'
import { likeEscaped } from '../db/like-escaped'

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

/** The console's audit filters: who, what (an action key or its area), object (part of the target), when. */
export interface AuditFilter {
  staffId?: string
  action?: string
  target?: string
  /** With target: more targets it also matches whole, those of the objects its text names (audit-objects.ts targetsOf). */
  namedTargets?: string[]
  from?: Date
  to?: Date
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

  /**
   * Newest first, narrowed by the console's filters. Every filter rides the (merchant_id, at) index: a
   * merchant's log is read by time, and who / what / object narrow that range.
   */
  async page(merchantId: string, filter: AuditFilter, offset: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
    const where = ['a.merchant_id = $1']
    const args: unknown[] = [merchantId]
    const add = (sql: string, value: unknown) => {
      args.push(value)
      where.push(sql.replace('?', `$${args.length}`))
    }
    if (filter.staffId) add('a.staff_id::text = ?', filter.staffId)
    // An action key, or an area ("sales") for every key under it.
    if (filter.action) {
      if (filter.action.includes('.')) add('a.action = ?', filter.action)
      else add('a.action LIKE ?', `${likeEscaped(filter.action)}.%`)
    }
    if (filter.target) {
      const typed = `%${likeEscaped(filter.target)}%`
      if (filter.namedTargets?.length) {
        args.push(typed, filter.namedTargets)
        const named = `$${args.length}::text[]`
        // layout:<id>:v3 is about layout:<id>: compared by its first two parts.
        where.push(
          `(a.target LIKE $${args.length - 1} OR a.target = ANY(${named}) OR split_part(a.target, ':', 1) || ':' || split_part(a.target, ':', 2) = ANY(${named}))`
        )
      } else add('a.target LIKE ?', typed)
    }
    if (filter.from) add('a.at >= ?', filter.from)
    if (filter.to) add('a.at < ?', filter.to)
    const clause = where.join(' AND ')
    const rows = await this.db.query<AuditRow>(
      `SELECT a.id::text AS id, a.at, a.staff_id, s.email AS staff_email, a.action, a.target, a.before, a.after
         FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id
        WHERE ${clause} ORDER BY a.at DESC, a.id DESC OFFSET $${args.length + 1} LIMIT $${args.length + 2}`,
      [...args, offset, limit]
    )
    const total = (await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log a WHERE ${clause}`, args))[0].n
    return { rows, total }
  }
}
