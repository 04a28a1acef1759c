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

/** Seconds left before another code may be asked for (section 9: resend after 60 s). */
export function resendSecondsLeft(sentAtMs: number | undefined, resendAfterSeconds: number, nowMs: number): number {
  if (sentAtMs === undefined) return 0
  return Math.max(0, Math.ceil((sentAtMs + resendAfterSeconds * 1000 - nowMs) / 1000))
}
