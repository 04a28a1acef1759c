/**
 * Work permit rules, shared by the app's form and the gateway (types/api/work-permit.ts): what an
 * application needs, the states it moves through, and the shape of a permit code at the door.
 * The ID number check is the attendees' one (account-rules.ts isValidIdNo), not a second copy.
 */
import { isValidIdNo, isValidPersonName, isValidPhone, ID_TYPES, type IdType } from './account-rules'

export const WORK_PERMIT_ROLES = ['CREW', 'VENDOR', 'PRESS'] as const
export type WorkPermitRole = (typeof WORK_PERMIT_ROLES)[number]

/** APPLIED → APPROVED | REJECTED by the merchant; APPLIED → WITHDRAWN by the applicant. */
export const WORK_PERMIT_STATES = ['APPLIED', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const
export type WorkPermitState = (typeof WORK_PERMIT_STATES)[number]

export const WORK_PERMIT_COMPANY_MAX = 60
export const WORK_PERMIT_REASON_MAX = 200
export const WORK_PERMIT_PHOTO_URL_MAX = 500

export interface WorkPermitApplication {
  name: string
  idType: IdType
  idNumber: string
  cellphone: string
  countryCode: string
  company: string
  role: string
  photoUrl: string
}

/** The first field that is wrong, in the form's order; each has its own message on both sides. */
export type WorkPermitProblem = 'NAME' | 'ID_NUMBER' | 'PHONE' | 'COMPANY' | 'ROLE' | 'PHOTO'

export function workPermitProblem(a: WorkPermitApplication): WorkPermitProblem | undefined {
  if (!isValidPersonName(a.name)) return 'NAME'
  if (!(ID_TYPES as readonly string[]).includes(a.idType) || !isValidIdNo(a.idType, a.idNumber.trim())) return 'ID_NUMBER'
  if (!isValidPhone(a.cellphone.trim(), a.countryCode)) return 'PHONE'
  const company = a.company.trim()
  if (!company || company.length > WORK_PERMIT_COMPANY_MAX) return 'COMPANY'
  if (!(WORK_PERMIT_ROLES as readonly string[]).includes(a.role)) return 'ROLE'
  if (!a.photoUrl.trim()) return 'PHOTO'
  return undefined
}

/** Only an application still waiting is decided; a decided one stays decided (a new application follows). */
export function canDecide(state: WorkPermitState): boolean {
  return state === 'APPLIED'
}

/** The applicant may take back an application the merchant has not decided yet. */
export function canWithdraw(state: WorkPermitState): boolean {
  return state === 'APPLIED'
}

/** A rejection needs a reason the applicant can act on; an approval takes none. */
export function rejectReasonOk(reason: string): boolean {
  const r = reason.trim()
  return r.length > 0 && r.length <= WORK_PERMIT_REASON_MAX
}

/**
 * A permit code: `WP.{permitId}.{mac}`. The prefix keeps it apart from ticket codes (digits and dots,
 * or a signed ticket id) and goods vouchers (12 digits), so the door's one field takes all three.
 */
export const WORK_PERMIT_CODE_PREFIX = 'WP.'
export function looksLikeWorkPermitCode(text: string): boolean {
  return text.trim().toUpperCase().startsWith(WORK_PERMIT_CODE_PREFIX)
}
