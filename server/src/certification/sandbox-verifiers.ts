/**
 * Stand-ins for the identity providers, for local runs and tests only: verifiers-for.ts never hands them
 * to a production gateway.
 */
import { idCardChecksumOk } from '../../../types/rules/account-rules'
import { localMonth } from '../../../types/rules/merchant-time'
import type { IdentityVerifier, StudentVerifier } from './identity-verifier'

/** Accepts a well-formed ID (a correct check character, or a 10-character one) with a name of two characters or more. */
export const sandboxIdentityVerifier: IdentityVerifier = {
  sandbox: true,
  async verify(name, idNo) {
    return name.trim().length >= 2 && (idNo.length === 10 || idCardChecksumOk(idNo))
  }
}

/**
 * Stands in for Alipay: an auth code starting with "sandbox-student" confirms a student until the end
 * of the current school year (31 August); any other code is not confirmed.
 */
export const sandboxStudentVerifier: StudentVerifier = {
  sandbox: true,
  async verify(input, _person, now, timeZone) {
    const code = input.studentAuthCode ?? input.userAuthCode ?? ''
    if (!code.startsWith('sandbox-student')) return undefined
    const [year, month] = localMonth(now, timeZone).split('-').map(Number)
    return `${month >= 9 ? year + 1 : year}-08-31`
  }
}
