/**
 * Real-name certification (product.md section 5, "Real-name form"; section 3, "Certification"): name
 * required, the ID number 10 or 18 characters, a check by the identity provider, and once verified a
 * change is allowed only while this month's change count is 0.
 */
import { AppError } from '../http/app-error'
import type { Queryable } from '../db/db'
import { idCardChecksumOk, isRealNameIdFormat, isValidPersonName, maskIdNo } from '../../../types/rules/account-rules'

/** The identity check behind real-name certification; the sandbox accepts well-formed real IDs. */
export interface IdentityVerifier {
  verify(name: string, idNo: string): Promise<boolean>
}

export const sandboxIdentityVerifier: IdentityVerifier = {
  async verify(name, idNo) {
    return name.trim().length >= 2 && (idNo.length === 10 || idCardChecksumOk(idNo))
  }
}

export type StudentAuthChannel = 'ALIPAY_ZHI_MA' | 'ALIPAY_STUDENT_TEAM'

export interface StudentAuthInput {
  authChannel: StudentAuthChannel
  userAuthCode?: string
  openId?: string
  studentAuthBizToken?: string
  studentAuthCode?: string
}

/** The student status check behind the platform's authorisation (Alipay's student channels). */
export interface StudentVerifier {
  /** The last day of the student status, or undefined when the platform does not confirm it. */
  verify(input: StudentAuthInput, person: { realName: string; idNo: string }, now: Date): Promise<string | undefined>
}

/**
 * Stands in for Alipay: an auth code starting with "sandbox-student" confirms a student until the end
 * of the current school year (31 August); any other code is not confirmed.
 */
export const sandboxStudentVerifier: StudentVerifier = {
  async verify(input, _person, now) {
    const code = input.studentAuthCode ?? input.userAuthCode ?? ''
    if (!code.startsWith('sandbox-student')) return undefined
    const year = now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()
    return `${year}-08-31`
  }
}

interface CertRow {
  auth_type: string
  auth_status: string
  real_name: string
  id_no: string
  modified_month: string | null
  month_modify_times: number
  expire_date: string | null
}

const monthOf = (now: Date) => new Date(now.getTime() + 8 * 3600000).toISOString().slice(0, 7)

function maskName(name: string): string {
  return name.length <= 1 ? name : `*${name.slice(1)}`
}

export class CertificationService {
  constructor(
    private readonly db: Queryable,
    private readonly verifier: IdentityVerifier = sandboxIdentityVerifier,
    private readonly students: StudentVerifier = sandboxStudentVerifier
  ) {}

  async list(userId: string, now: Date) {
    const rows = await this.db.query<CertRow>(
      `SELECT auth_type, auth_status, real_name, id_no, modified_month, month_modify_times, to_char(expire_date, 'YYYY-MM-DD') AS expire_date
         FROM certifications WHERE user_id = $1 ORDER BY auth_type`,
      [userId]
    )
    return rows.map((c) => this.present(c, now))
  }

  async certifyPerson(userId: string, input: { name: string; idNo: string }, now: Date) {
    const name = input.name.trim()
    const idNo = input.idNo.trim().toUpperCase()
    if (!isValidPersonName(name)) throw new AppError('NAME_REQUIRED')
    if (!isRealNameIdFormat(idNo)) throw new AppError('ID_FORMAT')
    const [current] = await this.db.query<CertRow>(
      "SELECT auth_type, auth_status, real_name, id_no, modified_month, month_modify_times, NULL AS expire_date FROM certifications WHERE user_id = $1 AND auth_type = 'PERSON_CERT'",
      [userId]
    )
    const month = monthOf(now)
    if (current) {
      if (current.real_name === name && current.id_no === idNo) throw new AppError('CERT_UNCHANGED')
      if (current.modified_month === month && current.month_modify_times > 0) throw new AppError('CERT_MONTHLY')
    }
    if (!(await this.verifier.verify(name, idNo))) throw new AppError('CERT_FAILED')
    // A first certification is not a change; replacing a verified one counts against this month. The
    // WHERE guards a concurrent second change in the same month.
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
    if (!rows.length) throw new AppError('CERT_MONTHLY')
    return (await this.list(userId, now)).find((c) => c.authType === 'PERSON_CERT')
  }

  /** Student verification (product.md section 5): real-name first; once passed and unexpired, not again. */
  async certifyStudent(userId: string, input: StudentAuthInput, now: Date): Promise<{ authStatus: string; expireDate: string }> {
    const rows = await this.db.query<CertRow>(
      `SELECT auth_type, auth_status, real_name, id_no, modified_month, month_modify_times, to_char(expire_date, 'YYYY-MM-DD') AS expire_date
         FROM certifications WHERE user_id = $1 AND auth_type IN ('PERSON_CERT', 'STUDENT_CERT')`,
      [userId]
    )
    const person = rows.find((c) => c.auth_type === 'PERSON_CERT' && c.auth_status === 'AUTH_SUCCESS')
    if (!person) throw new AppError('STUDENT_NEEDS_REAL_NAME')
    const student = rows.find((c) => c.auth_type === 'STUDENT_CERT')
    const today = new Date(now.getTime() + 8 * 3600000).toISOString().slice(0, 10)
    if (student?.auth_status === 'AUTH_SUCCESS' && (student.expire_date ?? '') >= today) throw new AppError('STUDENT_ALREADY')
    const expireDate = await this.students.verify(input, { realName: person.real_name, idNo: person.id_no }, now)
    if (!expireDate) throw new AppError('STUDENT_FAILED')
    await this.db.query(
      `INSERT INTO certifications (user_id, auth_type, auth_status, real_name, id_no, expire_date, updated_at)
       VALUES ($1, 'STUDENT_CERT', 'AUTH_SUCCESS', $2, $3, $4, $5)
       ON CONFLICT (user_id, auth_type) DO UPDATE SET auth_status = 'AUTH_SUCCESS', real_name = EXCLUDED.real_name, id_no = EXCLUDED.id_no,
         expire_date = EXCLUDED.expire_date, updated_at = EXCLUDED.updated_at`,
      [userId, person.real_name, person.id_no, expireDate, now]
    )
    return { authStatus: 'AUTH_SUCCESS', expireDate }
  }

  private present(c: CertRow, now: Date) {
    return {
      authType: c.auth_type,
      authStatus: c.auth_status,
      authStatusDesc: c.auth_status === 'AUTH_SUCCESS' ? '已认证' : '未认证',
      idNo: maskIdNo(c.id_no),
      realName: maskName(c.real_name),
      currentMonthModifyTimes: c.modified_month === monthOf(now) ? c.month_modify_times : 0,
      expireDate: c.expire_date ?? ''
    }
  }
}
