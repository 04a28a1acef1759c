/**
 * The permit pages' form rules: which message the permit login and the application show, if any. The
 * application's checks are the shared rule the gateway applies (types/rules/work-permit.ts); only
 * "choose a show" is the page's own.
 */
import { isValidPhone, isValidVerifyCode, type IdType } from '../../../../types/rules/account-rules'
import { workPermitProblem, type WorkPermitProblem, type WorkPermitRole } from '../../../../types/rules/work-permit'

export type LoginProblem = 'phone_invalid' | 'captcha_required' | 'code_invalid'

export function phoneProblem(cellphone: string, countryCode: string): LoginProblem | undefined {
  return isValidPhone(cellphone.trim(), countryCode) ? undefined : 'phone_invalid'
}

export function captchaProblem(answer: string): LoginProblem | undefined {
  return answer.trim().length === 4 ? undefined : 'captcha_required'
}

export function codeProblem(code: string): LoginProblem | undefined {
  return isValidVerifyCode(code) ? undefined : 'code_invalid'
}

export interface PermitForm {
  showId: string
  name: string
  idType: IdType
  idNumber: string
  cellphone: string
  countryCode: string
  company: string
  role: WorkPermitRole | ''
  photoUrl: string
}

export const EMPTY_PERMIT_FORM: PermitForm = {
  showId: '',
  name: '',
  idType: 'ID_CARD',
  idNumber: '',
  cellphone: '',
  countryCode: '86',
  company: '',
  role: '',
  photoUrl: ''
}

export function applyProblem(form: PermitForm): WorkPermitProblem | 'SHOW' | undefined {
  if (!form.showId) return 'SHOW'
  return workPermitProblem(form)
}
