/** Staff rows as the console sees them (types/api/staff.ts): never the hashes or the TOTP secret. */
import type { AuditEntry, AuditObject, StaffMember } from '../../../types/api/staff'
import type { StaffRow } from './staff.repository'
import type { AuditRow } from './audit.repository'

export function presentStaff(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    totpEnabled: row.totp_secret !== null,
    disabled: row.disabled,
    createdAt: row.created_at.toISOString(),
    ...(row.last_login_at ? { lastLoginAt: row.last_login_at.toISOString() } : {})
  }
}

/** What the audit log keeps of a staff member (before/after of staff changes). */
export function auditedStaff(row: StaffRow): Record<string, unknown> {
  return { email: row.email, name: row.name, role: row.role, disabled: row.disabled, totpEnabled: row.totp_secret !== null }
}

/** An audit row; `object`: what its target names, in words, when it names a stored object that is still there. */
export function presentAudit(row: AuditRow, object?: AuditObject): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    staff: row.staff_id ? { id: row.staff_id, email: row.staff_email ?? '' } : null,
    action: row.action,
    target: row.target,
    ...(object ? { object } : {}),
    before: row.before ?? null,
    after: row.after ?? null
  }
}
