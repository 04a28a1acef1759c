/** SQL for face checks: the Alipay checks waiting for their buyer, and the passed check (FACE_CERT). */
import type { Queryable } from '../db/db'
import type { FacePerson } from './face-verifier'

export class FaceCheckRepository {
  constructor(private readonly db: Queryable) {}

  /** The buyer's check in waiting; one started before it is dropped, so each buyer keeps at most one row. */
  async replacePending(certifyId: string, userId: string, person: FacePerson, now: Date): Promise<void> {
    await this.db.query('DELETE FROM face_checks WHERE user_id = $1', [userId])
    await this.db.query(
      "INSERT INTO face_checks (certify_id, user_id, platform, real_name, id_no, created_at) VALUES ($1, $2, 'ALIPAY', $3, $4, $5)",
      [certifyId, userId, person.realName, person.idNo, now]
    )
  }

  /** The person a check was started for, only when this buyer started it. */
  async pending(certifyId: string, userId: string): Promise<FacePerson | undefined> {
    const [row] = await this.db.query<{ real_name: string; id_no: string }>(
      'SELECT real_name, id_no FROM face_checks WHERE certify_id = $1 AND user_id = $2',
      [certifyId, userId]
    )
    return row && { realName: row.real_name, idNo: row.id_no }
  }

  async dropPending(certifyId: string): Promise<void> {
    await this.db.query('DELETE FROM face_checks WHERE certify_id = $1', [certifyId])
  }

  async savePassed(userId: string, person: FacePerson, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO certifications (user_id, auth_type, auth_status, real_name, id_no, updated_at)
       VALUES ($1, 'FACE_CERT', 'AUTH_SUCCESS', $2, $3, $4)
       ON CONFLICT (user_id, auth_type) DO UPDATE SET auth_status = 'AUTH_SUCCESS', real_name = EXCLUDED.real_name, id_no = EXCLUDED.id_no,
         updated_at = EXCLUDED.updated_at`,
      [userId, person.realName, person.idNo, now]
    )
  }

  /** A passed face check for the buyer's current real name: one made for an identity since replaced does not count. */
  async passed(userId: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM certifications f JOIN certifications p ON p.user_id = f.user_id AND p.auth_type = 'PERSON_CERT' AND p.auth_status = 'AUTH_SUCCESS'
       WHERE f.user_id = $1 AND f.auth_type = 'FACE_CERT' AND f.auth_status = 'AUTH_SUCCESS' AND f.real_name = p.real_name AND f.id_no = p.id_no`,
      [userId]
    )
    return rows.length > 0
  }
}
