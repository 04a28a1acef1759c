/** Login, tokens and user calls (calls-errors-limits.md section 7, "Coupons and users"). */

export interface LoginReply {
  accessToken: string
  refreshToken: string
  userId: string
}

export interface SmsLoginRequest {
  cellphone: string
  verifyCode: string
  countryCode: string
}

export interface EmailLoginRequest {
  email: string
  password: string
}

export interface PartnerLoginRequest {
  authCode: string
  channelCode: string
}

export interface BindRequest {
  bindType: 'EMAIL' | 'CELLPHONE'
  emailBindParam?: { email: string; password?: string; verifyCode?: string }
  cellphoneBindParam?: { cellphone: string; countryCode: string; verifyCode: string }
}

export interface Certification {
  authType: 'PERSON_CERT' | 'STUDENT_CERT' | 'ELECTRONIC_CERT'
  authStatus: string
  authStatusDesc?: string
  idNo?: string
  realName?: string
  currentMonthModifyTimes?: number
  expireDate?: string
}

export interface Audience {
  id: string
  name: string
  idType: string
  idNo: string
  countryCode?: string
  cellphone?: string
}

export interface AudienceListQuery {
  offset?: number
  /** The audience list pages by 30, length 50 (section 9). */
  length?: number
  showId?: string
  idTypes?: string
  bizCode?: string
}

export interface UploadSignature {
  token?: string
  key?: string
  host: string
  type: 'ALIYUN' | 'VOLCANO' | string
  entryCode?: string
  callback?: string
  policy?: string
  signature?: string
  dir?: string
  algorithm?: string
  credential?: string
  date?: string
  headers?: Record<string, string>
}

export interface VersionMatchReply {
  updateType: 'FORCE' | 'WEAK'
}
