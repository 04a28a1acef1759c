/**
 * Work permits (issue #33 "Venue services"; product.md "work-permit: login, apply, records, success" and
 * "A separate work-permit login exists"). Crew, vendors and press log in with their phone as applicants
 * (not buyers), apply for a show's permit with their ID and photo; the merchant approves or rejects with a
 * reason; an approved permit is a code the staff door admits. Shared by the app, the gateway and the console.
 *
 * The app's calls carry a `pub` segment: they need no buyer login (types/rules/auth-paths.ts). The ones
 * after the permit login carry the permit token in the WORK_PERMIT_TOKEN_HEADER instead.
 */
import { AREA_ROLES } from './staff'
import type { IdType } from '../rules/account-rules'
import type { WorkPermitRole, WorkPermitState } from '../rules/work-permit'

export const WORK_PERMIT_TOKEN_HEADER = 'work-permit-token'

export const WORK_PERMIT_PATHS = {
  /** GET → { captchaId, image }: the image captcha before an SMS code (the buyers' one). */
  captcha: '/user/pub/v1/captcha',
  /** POST WorkPermitCodeBody → { resendAfterSeconds } */
  smsCode: '/work-permit/pub/v1/sms_code',
  /** POST WorkPermitLoginBody → WorkPermitLogin */
  login: '/work-permit/pub/v1/login',
  /** GET → WorkPermitShow[]: the merchant's shows taking applications (permit token). */
  shows: '/work-permit/pub/v1/shows',
  /** POST → an upload signature for the applicant's photo (permit token); the file then goes to its host. */
  photoSignature: '/work-permit/pub/v1/photo/signature',
  /** POST WorkPermitApplyBody → WorkPermitView (permit token). */
  apply: '/work-permit/pub/v1/apply',
  /** GET → WorkPermitView[]: the applicant's own applications, newest first (permit token). */
  records: '/work-permit/pub/v1/records',
  /** GET ?permitId= → WorkPermitView, with the permit code once APPROVED (permit token). */
  detail: '/work-permit/pub/v1/detail',
  /** POST { permitId } → WorkPermitView: an application still APPLIED is withdrawn (permit token). */
  withdraw: '/work-permit/pub/v1/withdraw'
} as const

export const ADMIN_WORK_PERMIT_PATHS = {
  list: '/work-permits', // GET ?state= → AdminWorkPermit[]
  approve: '/work-permits/:id/approve', // POST → AdminWorkPermit
  reject: '/work-permits/:id/reject', // POST { reason } → AdminWorkPermit
  door: '/door/work-permit' // POST { code } → WorkPermitDoorReply (owner, door)
} as const

/** Who reviews applications in the console: the catalogue area's roles (the people who run the shows). */
export const WORK_PERMIT_REVIEW_ROLES = AREA_ROLES.catalogue

export interface WorkPermitLogin {
  token: string
  /** seconds until the token expires; then the applicant logs in again */
  expiresIn: number
  applicantId: string
}

export interface WorkPermitShow {
  showId: string
  name: string
  venueName: string
  /** ISO instants of the first and last session */
  firstSession: string
  lastSession: string
}

export interface WorkPermitApplyBody {
  showId: string
  name: string
  idType: IdType
  idNumber: string
  cellphone: string
  countryCode: string
  company: string
  role: WorkPermitRole
  photoUrl: string
}

export interface WorkPermitView {
  permitId: string
  showId: string
  showName: string
  name: string
  /** masked: 3101**********1234 */
  idNumber: string
  company: string
  role: WorkPermitRole
  photoUrl: string
  state: WorkPermitState
  /** the merchant's reason when REJECTED */
  reason: string
  createdAt: string
  decidedAt: string | null
  /** the code shown at the staff door, only when APPROVED */
  code: string | null
}

export interface AdminWorkPermit {
  permitId: string
  showId: string
  showName: string
  name: string
  idType: IdType
  /** in full: the reviewer checks it against the photo */
  idNumber: string
  cellphone: string
  company: string
  role: WorkPermitRole
  photoUrl: string
  state: WorkPermitState
  reason: string
  createdAt: string
  decidedAt: string | null
}

export type WorkPermitDoorResult = 'ADMITTED' | 'ALREADY_ADMITTED' | 'NOT_APPROVED' | 'UNKNOWN'

export interface WorkPermitDoorReply {
  result: WorkPermitDoorResult
  /** in the console's language, to say at the door */
  message: string
  permit: {
    permitId: string
    name: string
    company: string
    role: WorkPermitRole
    showName: string
    photoUrl: string
    state: WorkPermitState
  } | null
  /** when it was admitted today (ADMITTED: now; ALREADY_ADMITTED: the first time) */
  admittedAt: string | null
}
