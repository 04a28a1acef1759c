/** SQL for merchant staff and their console sessions (migration 024). */
import type { Queryable } from '../db/db'
import type { StaffRole } from '../../../types/api/staff'

export interface StaffRow {
  id: string
  merchant_id: string
  email: string
  name: string
  password_hash: string
  role: StaffRole
  totp_secret: string | null
  totp_pending: string | null
  /** The last TOTP time step accepted for the member: that step and earlier ones are refused. */
  totp_last_step: number | null
  must_change_password: boolean
  disabled: boolean
  /** A demo account (published password): refused in production. */
  demo: boolean
  created_at: Date
  last_login_at: Date | null
}

export class StaffRepository {
  constructor(private readonly db: Queryable) {}

  async byId(merchantId: string, id: string): Promise<StaffRow | undefined> {
    return (await this.db.query<StaffRow>('SELECT * FROM staff WHERE merchant_id = $1 AND id = $2', [merchantId, id]))[0]
  }

  /** The merchant's staff member with this email, whatever its case. */
  async byMerchantEmail(merchantId: string, email: string): Promise<StaffRow | undefined> {
    return (
      await this.db.query<StaffRow>('SELECT * FROM staff WHERE merchant_id = $1 AND lower(email) = lower($2)', [merchantId, email])
    )[0]
  }

  async ofMerchant(merchantId: string): Promise<StaffRow[]> {
    return this.db.query<StaffRow>('SELECT * FROM staff WHERE merchant_id = $1 ORDER BY created_at, email', [merchantId])
  }

  async activeOwners(merchantId: string): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM staff WHERE merchant_id = $1 AND role = 'owner' AND NOT disabled",
      [merchantId]
    )
    return rows[0].n
  }

  /** undefined when the email is already on this merchant's staff. */
  async insert(
    row: Pick<StaffRow, 'id' | 'merchant_id' | 'email' | 'name' | 'password_hash' | 'role' | 'must_change_password'>,
    now: Date
  ): Promise<StaffRow | undefined> {
    const rows = await this.db.query<StaffRow>(
      `INSERT INTO staff (id, merchant_id, email, name, password_hash, role, must_change_password, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING *`,
      [row.id, row.merchant_id, row.email, row.name, row.password_hash, row.role, row.must_change_password, now]
    )
    return rows[0]
  }

  async update(
    id: string,
    fields: Partial<
      Pick<StaffRow, 'role' | 'disabled' | 'password_hash' | 'must_change_password' | 'totp_secret' | 'totp_pending' | 'last_login_at'>
    >
  ): Promise<StaffRow> {
    const names = Object.keys(fields) as Array<keyof typeof fields>
    const sets = names.map((name, i) => `${name} = $${i + 2}`).join(', ')
    const rows = await this.db.query<StaffRow>(`UPDATE staff SET ${sets} WHERE id = $1 RETURNING *`, [id, ...names.map((n) => fields[n])])
    return rows[0]
  }

  /**
   * Takes a TOTP time step for the member in one statement: false when that step or a later one was
   * already accepted, so one code opens one login even when two arrive at once.
   */
  async takeTotpStep(id: string, step: number): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id',
      [id, step]
    )
    return rows.length === 1
  }

  async insertSession(tokenHash: string, staffId: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $4, $3)',
      [tokenHash, staffId, now, expiresAt]
    )
  }

  /** The live session's staff member (not disabled), touching last_seen_at and sliding the expiry. */
  async touchSession(tokenHash: string, now: Date, expiresAt: Date): Promise<StaffRow | undefined> {
    const rows = await this.db.query<StaffRow>(
      `WITH s AS (UPDATE staff_sessions SET last_seen_at = $2, expires_at = $3 WHERE token_hash = $1 AND expires_at > $2 RETURNING staff_id)
       SELECT f.* FROM staff f JOIN s ON s.staff_id = f.id WHERE NOT f.disabled`,
      [tokenHash, now, expiresAt]
    )
    return rows[0]
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.query('DELETE FROM staff_sessions WHERE token_hash = $1', [tokenHash])
  }

  /** A disabled member or a changed password ends every session of that member. */
  /** Every session of the member, but the one kept (its token hash) when given. */
  async deleteSessionsOf(staffId: string, keepTokenHash?: string): Promise<void> {
    await this.db.query('DELETE FROM staff_sessions WHERE staff_id = $1 AND token_hash IS DISTINCT FROM $2', [
      staffId,
      keepTokenHash ?? null
    ])
  }
}
