/** SQL for a buyer's certifications (real name, student); every statement is scoped to the buyer. */
import type { Queryable } from '../db/db'

export interface CertRow {
  auth_type: string
  auth_status: string
  real_name: string
  id_no: string
  modified_month: string | null
  month_modify_times: number
  expire_date: string | null
}

const COLUMNS =
  "auth_type, auth_status, real_name, id_no, modified_month, month_modify_times, to_char(expire_date, 'YYYY-MM-DD') AS expire_date"

export class CertificationRepository {
  constructor(private readonly db: Queryable) {}

  /** The buyer's certifications, of the given types when named. */
  async ofUser(userId: string, authTypes?: string[]): Promise<CertRow[]> {
    return this.db.query<CertRow>(
      `SELECT ${COLUMNS} FROM certifications WHERE user_id = $1 AND ($2::text[] IS NULL OR auth_type = ANY($2)) ORDER BY auth_type`,
      [userId, authTypes ?? null]
    )
  }

  /**
   * Writes the verified real name. A first certification is not a change; replacing a verified one counts
   * against this month. False when this month's change is already used (the WHERE guards a concurrent
   * second change in the same month).
   */
  async savePerson(userId: string, name: string, idNo: string, month: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO certifications (user_id, auth_type, auth_status, real_name, id_no, modified_month, month_modify_times, updated_at)
       VALUES ($1, 'PERSON_CERT', 'AUTH_SUCCESS', $2, $3, $4, 0, $5)
       ON CONFLICT (user_id, auth_type) DO UPDATE SET real_name = EXCLUDED.real_name, id_no = EXCLUDED.id_no, auth_status = 'AUTH_SUCCESS',
         month_modify_times = CASE WHEN certifications.modified_month = EXCLUDED.modified_month THEN certifications.month_modify_times + 1 ELSE 1 END,
         modified_month = EXCLUDED.modified_month, updated_at = EXCLUDED.updated_at
       WHERE NOT (certifications.modified_month = EXCLUDED.modified_month AND certifications.month_modify_times > 0)
       RETURNING user_id`,
      [userId, name, idNo, month, now]
    )
    return rows.length === 1
  }

  async saveStudent(userId: string, person: { realName: string; idNo: string }, expireDate: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO certifications (user_id, auth_type, auth_status, real_name, id_no, expire_date, updated_at)
       VALUES ($1, 'STUDENT_CERT', 'AUTH_SUCCESS', $2, $3, $4, $5)
       ON CONFLICT (user_id, auth_type) DO UPDATE SET auth_status = 'AUTH_SUCCESS', real_name = EXCLUDED.real_name, id_no = EXCLUDED.id_no,
         expire_date = EXCLUDED.expire_date, updated_at = EXCLUDED.updated_at`,
      [userId, person.realName, person.idNo, expireDate, now]
    )
  }
}
