/**
 * Real-name certification (product.md section 5, "Real-name form"; section 3, "Certification"): name
 * required, the ID number 10 or 18 characters, a check by the identity provider (verifiers-for.ts), and once
 * verified a change is allowed only while this month's change count is 0. Nothing is saved unless the
 * provider confirmed it.
 */
import { AppError } from '../http/app-error'
import type { CertificationRepository, CertRow } from './certification.repository'
import { isRealNameIdFormat, isValidPersonName, maskIdNo } from '../../../types/rules/account-rules'
import { localDate, localMonth } from '../../../types/rules/merchant-time'
import type { StudentAuthInput } from './identity-verifier'
import type { Verifiers } from './verifiers-for'

/** The certifications a buyer is shown (product.md "Certification"); the face check (FACE_CERT) only serves coupon receiving. */
const LISTED = ['PERSON_CERT', 'STUDENT_CERT', 'ELECTRONIC_CERT']

function maskName(name: string): string {
  return name.length <= 1 ? name : `*${name.slice(1)}`
}

/** Where the page sends the authorisation once Alipay gives it. */
export const STUDENT_SUBMIT_PATH = '/buyer/buyer/v1/user_certification/student/create'

/** GET student/create?authChannel: what the student-verify page needs to start Alipay's authorisation. */
export interface StudentAuthStart {
  authChannel: StudentAuthInput['authChannel']
  platform: 'ALIPAY'
  /** my.getAuthCode's scopes for the authorisation the gateway then checks. */
  scopes: string
  /** POST the auth code here with the same authChannel. */
  submitPath: string
}

export class CertificationService {
  constructor(
    private readonly certs: CertificationRepository,
    /** None given: that certification answers ID_VERIFY_UNAVAILABLE (production without a provider). */
    private readonly verifiers: Verifiers
  ) {}

  /** timeZone: the merchant's; its calendar month is the one a change counts against. */
  async list(userId: string, now: Date, timeZone: string) {
    const rows = await this.certs.ofUser(userId, LISTED)
    return rows.map((c) => this.present(c, localMonth(now, timeZone)))
  }

  async certifyPerson(userId: string, input: { name: string; idNo: string }, now: Date, timeZone: string) {
    const name = input.name.trim()
    const idNo = input.idNo.trim().toUpperCase()
    if (!isValidPersonName(name)) throw new AppError('NAME_REQUIRED')
    if (!isRealNameIdFormat(idNo)) throw new AppError('ID_FORMAT')
    const [current] = await this.certs.ofUser(userId, ['PERSON_CERT'])
    const month = localMonth(now, timeZone)
    if (current) {
      if (current.real_name === name && current.id_no === idNo) throw new AppError('CERT_UNCHANGED')
      if (current.modified_month === month && current.month_modify_times > 0) throw new AppError('CERT_MONTHLY')
    }
    const verifier = this.verifiers.identity
    if (!verifier) throw new AppError('ID_VERIFY_UNAVAILABLE')
    if (!(await verifier.verify(name, idNo))) throw new AppError('CERT_FAILED')
    if (!(await this.certs.savePerson(userId, name, idNo, month, now))) throw new AppError('CERT_MONTHLY')
    return (await this.list(userId, now, timeZone)).find((c) => c.authType === 'PERSON_CERT')
  }

  /**
   * GET student certification create (authChannel): the same gate as the submission (the shop offers it,
   * real-name first, not while a pass is unexpired, a student check configured), answered before the buyer
   * is sent to Alipay, with what the page asks Alipay for (my.getAuthCode's scopes).
   */
  async startStudent(
    userId: string,
    authChannel: StudentAuthInput['authChannel'],
    now: Date,
    timeZone: string,
    offered: boolean
  ): Promise<StudentAuthStart> {
    if (!offered) throw new AppError('STUDENT_AUTH_CLOSED')
    await this.studentGate(userId, now, timeZone)
    return { authChannel, platform: 'ALIPAY', scopes: 'auth_user', submitPath: STUDENT_SUBMIT_PATH }
  }

  private async studentGate(userId: string, now: Date, timeZone: string): Promise<CertRow> {
    const rows = await this.certs.ofUser(userId, ['PERSON_CERT', 'STUDENT_CERT'])
    const person = rows.find((c) => c.auth_type === 'PERSON_CERT' && c.auth_status === 'AUTH_SUCCESS')
    if (!person) throw new AppError('STUDENT_NEEDS_REAL_NAME')
    const student = rows.find((c) => c.auth_type === 'STUDENT_CERT')
    const today = localDate(now, timeZone)
    if (student?.auth_status === 'AUTH_SUCCESS' && (student.expire_date ?? '') >= today) throw new AppError('STUDENT_ALREADY')
    if (!this.verifiers.student) throw new AppError('ID_VERIFY_UNAVAILABLE')
    return person
  }

  /** Student verification (product.md section 5): real-name first; once passed and unexpired, not again. */
  async certifyStudent(
    userId: string,
    input: StudentAuthInput,
    now: Date,
    timeZone: string
  ): Promise<{ authStatus: string; expireDate: string }> {
    const person = await this.studentGate(userId, now, timeZone)
    if (!this.verifiers.student) throw new AppError('ID_VERIFY_UNAVAILABLE')
    const expireDate = await this.verifiers.student.verify(input, { realName: person.real_name, idNo: person.id_no }, now, timeZone)
    if (!expireDate) throw new AppError('STUDENT_FAILED')
    await this.certs.saveStudent(userId, { realName: person.real_name, idNo: person.id_no }, expireDate, now)
    return { authStatus: 'AUTH_SUCCESS', expireDate }
  }

  private present(c: CertRow, month: string) {
    return {
      authType: c.auth_type,
      authStatus: c.auth_status,
      authStatusDesc: c.auth_status === 'AUTH_SUCCESS' ? '已认证' : '未认证',
      idNo: maskIdNo(c.id_no),
      realName: maskName(c.real_name),
      currentMonthModifyTimes: c.modified_month === month ? c.month_modify_times : 0,
      expireDate: c.expire_date ?? ''
    }
  }
}
