/**
 * The checks behind a buyer's certifications, each behind an interface so the real providers and the
 * sandbox are interchangeable (and production is never given the sandbox: verifiers-for.ts).
 *
 * Two outcomes are kept apart on purpose: a provider that answers "these do not match" refuses the buyer
 * (CERT_FAILED), while a provider that cannot answer (down, over quota, not configured) is
 * ID_VERIFY_UNAVAILABLE, so nobody is told their own name is wrong when the provider is the problem.
 */

/** A name and ID number two-factor check (mainland resident ID). */
export interface IdentityVerifier {
  /** Only the sandbox says true; production refuses it. */
  readonly sandbox?: boolean
  /** True when the provider confirms the name belongs to the ID number; throws ID_VERIFY_UNAVAILABLE when it cannot say. */
  verify(name: string, idNo: string): Promise<boolean>
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
  readonly sandbox?: boolean
  /** The last day of the student status, or undefined when the platform does not confirm it. */
  verify(input: StudentAuthInput, person: { realName: string; idNo: string }, now: Date, timeZone: string): Promise<string | undefined>
}
