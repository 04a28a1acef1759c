/**
 * The console's audit log read back: a page of rows with each row's object in words, and the object
 * filter matching what the merchant knows (a name, an order number) as well as the stored target text.
 */
import type { Queryable } from '../db/db'
import type { Locale } from '../http/texts'
import type { AuditEntry } from '../../../types/api/staff'
import { AuditRepository, type AuditFilter } from './audit.repository'
import { AuditObjectRepository } from './audit-object.repository'
import { auditObjectRef, targetsOf } from './audit-objects'
import { presentAudit } from './staff.presenter'

/** Objects of each kind a typed name may stand for: enough for a search box, bounded for the query. */
const NAMED_PER_KIND = 50

export class AuditLogService {
  constructor(private readonly db: Queryable) {}

  /** A page of the merchant's audit log, newest first, each row with its object's label where it has one. */
  async page(
    merchantId: string,
    filter: AuditFilter,
    offset: number,
    limit: number,
    locale: Locale
  ): Promise<{ items: AuditEntry[]; total: number }> {
    const objects = new AuditObjectRepository(this.db)
    const named = filter.target ? targetsOf(await objects.named(merchantId, filter.target, NAMED_PER_KIND)) : []
    const { rows, total } = await new AuditRepository(this.db).page(merchantId, { ...filter, namedTargets: named }, offset, limit)
    const refs = rows.map((r) => auditObjectRef(r.action, r.target))
    const labels = await objects.labels(
      merchantId,
      refs.filter((r) => r !== undefined),
      locale
    )
    return {
      items: rows.map((row, i) => {
        const ref = refs[i]
        const label = ref && labels.get(`${ref.kind}:${ref.id}`)
        return presentAudit(row, ref && label ? { kind: ref.kind, label } : undefined)
      }),
      total
    }
  }
}
