/**
 * Work permits (types/api/work-permit.ts): the permit login, the shows taking applications, the photo,
 * applying, the applicant's records, one permit, withdrawing. The calls after the login carry the permit
 * token (work-permit-session.ts), never the buyer's; a refusal comes back as a RequestError whose
 * errorCode the page acts on (WORK_PERMIT_LOGIN_NEEDED: back to the permit login).
 */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import { RequestError } from './request/request-error'
import { uploadSignedImage } from './upload-image'
import { permitHeader, savePermitLogin } from './work-permit-session'
import type { CaptchaReply, CodeSentReply, UploadSignature } from '../../types/api/user'
import {
  WORK_PERMIT_PATHS as P,
  type WorkPermitApplyBody,
  type WorkPermitLogin,
  type WorkPermitShow,
  type WorkPermitView
} from '../../types/api/work-permit'

export const PERMIT_LOGIN_NEEDED = 'WORK_PERMIT_LOGIN_NEEDED'

/** Whether a failed permit call means the permit login is missing or has expired. */
export function needsPermitLogin(error: unknown): boolean {
  return error instanceof RequestError && error.errorCode === PERMIT_LOGIN_NEEDED
}

export function permitCaptcha() {
  return api().request<CaptchaReply>({ path: P.captcha, importance: IMPORTANCE.high })
}

export function sendPermitCode(body: { cellphone: string; countryCode: string; captchaId: string; captchaCode: string }) {
  return api().request<CodeSentReply>({ path: P.smsCode, method: 'POST', data: { ...body }, importance: IMPORTANCE.high })
}

export async function permitLogin(body: { cellphone: string; countryCode: string; verifyCode: string }): Promise<WorkPermitLogin> {
  const login = await api().request<WorkPermitLogin>({ path: P.login, method: 'POST', data: { ...body }, importance: IMPORTANCE.high })
  savePermitLogin(login.token, login.expiresIn)
  return login
}

export function permitShows() {
  return api().request<WorkPermitShow[]>({ path: P.shows, header: permitHeader() })
}

export async function uploadPermitPhoto(filePath: string, merchantId: string): Promise<string> {
  const sig = await api().request<UploadSignature>({ path: P.photoSignature, method: 'POST', header: permitHeader() })
  return uploadSignedImage(filePath, merchantId, sig)
}

export function applyPermit(body: WorkPermitApplyBody) {
  return api().request<WorkPermitView>({ path: P.apply, method: 'POST', data: { ...body }, header: permitHeader() })
}

export function permitRecords() {
  return api().request<WorkPermitView[]>({ path: P.records, header: permitHeader() })
}

export function permitDetail(permitId: string) {
  return api().request<WorkPermitView>({ path: P.detail, data: { permitId }, header: permitHeader() })
}

export function withdrawPermit(permitId: string) {
  return api().request<WorkPermitView>({ path: P.withdraw, method: 'POST', data: { permitId }, header: permitHeader() })
}
