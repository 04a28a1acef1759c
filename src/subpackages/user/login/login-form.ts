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
