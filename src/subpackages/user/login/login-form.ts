/** The phone login form's rules (product.md section 5): which message a field shows, if any. */
import { isValidPhone, isValidVerifyCode } from '../../../../types/rules/account-rules'
import type { MessageKey } from '../../../locales/i18n'

export function phoneProblem(cellphone: string, countryCode: string): MessageKey | undefined {
  if (!cellphone.trim()) return 'login.phone_required'
  return isValidPhone(cellphone.trim(), countryCode) ? undefined : 'login.phone_invalid'
}

export function captchaProblem(answer: string): MessageKey | undefined {
  return answer.trim().length === 4 ? undefined : 'login.captcha_required'
}

export function codeProblem(code: string): MessageKey | undefined {
  if (!code) return 'login.code_required'
  return isValidVerifyCode(code) ? undefined : 'login.code_invalid'
}

/** A captcha token held for a scope (risk store: "scoped and captcha tokens per scope, each with an expiry claim"). */
export interface HeldCaptchaToken {
  token: string
  scope: string
  expireTime: number
}

/**
 * The held token when it is for this scope and still has a moment to travel (5 s before its expiry claim),
 * so a code asked again after a refused send does not need a new image; otherwise undefined.
 */
export function usableCaptchaToken(held: HeldCaptchaToken | undefined, scope: string, now: number): string | undefined {
  return held && held.scope === scope && held.expireTime - 5000 > now ? held.token : undefined
}
