/**
 * The account forms' rules (product.md section 5): which message a field shows, if any. One place for
 * the email, password, nickname, real-name and student rules the user pages share.
 */
import { NICKNAME_MAX, isRealNameIdFormat, isValidEmail, isValidPassword, isValidPersonName } from '../../../types/rules/account-rules'
import type { MessageKey } from '../../locales/i18n'
import type { Certification } from '../../../types/api/user'

export function emailProblem(email: string): MessageKey | undefined {
  if (!email.trim()) return 'account.email_required'
  return isValidEmail(email.trim()) ? undefined : 'account.email_invalid'
}

/** A login password is only checked for presence: the rule applies when one is chosen. */
export function loginPasswordProblem(password: string): MessageKey | undefined {
  return password ? undefined : 'account.password_required'
}

/** A new password: the 8-20, three-of-four rule, typed the same twice. */
export function newPasswordProblem(password: string, confirm: string): MessageKey | undefined {
  if (!password) return 'account.password_required'
  if (!isValidPassword(password)) return 'account.password_rule'
  return password === confirm ? undefined : 'account.password_mismatch'
}

export function nicknameProblem(nickName: string): MessageKey | undefined {
  const length = nickName.trim().length
  return length > 0 && length <= NICKNAME_MAX ? undefined : 'account.nickname_rule'
}

/** Real-name form: "The name is required (请输入姓名)", "身份证号码格式错误". */
export function realNameProblem(name: string, idNo: string): MessageKey | undefined {
  if (!isValidPersonName(name)) return 'audience.name_required'
  return isRealNameIdFormat(idNo.trim()) ? undefined : 'audience.id_invalid'
}

/** "Submit is disabled when values are unchanged from the verified ones or either is empty." */
export function realNameSubmittable(verified: Pick<Certification, 'realName' | 'idNo'> | undefined, name: string, idNo: string): boolean {
  if (!name.trim() || !idNo.trim()) return false
  return !verified || verified.realName !== name.trim() || verified.idNo !== idNo.trim()
}

/** "A verified real-name can be changed only if the current month's change count is 0". */
export function realNameLocked(verified: Pick<Certification, 'authStatus' | 'currentMonthModifyTimes'> | undefined): boolean {
  return verified?.authStatus === 'AUTH_SUCCESS' && (verified.currentMonthModifyTimes ?? 0) > 0
}

export type StudentGate = { kind: 'unsupported' } | { kind: 'needs-real-name' } | { kind: 'passed'; expireDate: string } | { kind: 'ready' }

/**
 * Student verification: the platform must support it (Alipay's student channels), real-name first, and
 * a passed, unexpired one is not done again. today is YYYY-MM-DD.
 */
export function studentGate(platform: string, certs: readonly Certification[], today: string): StudentGate {
  if (platform !== 'alipay') return { kind: 'unsupported' }
  if (!certs.some((c) => c.authType === 'PERSON_CERT' && c.authStatus === 'AUTH_SUCCESS')) return { kind: 'needs-real-name' }
  const student = certs.find((c) => c.authType === 'STUDENT_CERT' && c.authStatus === 'AUTH_SUCCESS')
  if (student?.expireDate && student.expireDate >= today) return { kind: 'passed', expireDate: student.expireDate }
  return { kind: 'ready' }
}
