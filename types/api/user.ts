/** Login, tokens and user calls (calls-errors-limits.md section 7, "Coupons and users"). */
import type { Gender, IdType } from '../rules/account-rules'

export interface LoginReply {
  accessToken: string
  refreshToken: string
  userId: string
  bizUserId: string
  /** seconds until the access token expires */
  expiresIn: number
  isNewUser: boolean
}

/** GET /user/pub/v1/captcha (named here): an SVG data URL and the id to send back with the answer. */
export interface CaptchaReply {
  captchaId: string
  image: string
}

/** POST /user/pub/v1/sms_code (named here): a captcha token from captcha/check, or the captcha's id and answer. */
export interface SmsCodeRequest {
  cellphone: string
  countryCode: string
  captchaToken?: string
  captchaId?: string
  captchaCode?: string
  /** LOGIN by default; BIND when the phone is being bound to an account. */
  purpose?: 'LOGIN' | 'BIND'
}

export interface CodeSentReply {
  resendAfterSeconds: number
}

/** getUserInfo: GET /user/buyer/v1/user_info (named here); the phone comes masked. */
export interface UserInfo {
  bizUserId: string
  userId: string
  countryCode: string
  cellphone: string
  email: string
  emailVerified: boolean
  hasPassword: boolean
  nickName: string
  avatar: string
  gender: Gender | ''
  birthday: string
  birthdayEditable: boolean
  contactType: 'PHONE' | 'EMAIL'
  /** Third-party logins tied to the account: GOOGLE, APPLE, WEAPP, ALIPAY, PARTNER. */
  linkedProviders: string[]
}

export type ProfileChange = Partial<Pick<UserInfo, 'nickName' | 'avatar' | 'birthday' | 'contactType'>> & { gender?: Gender }

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
  /** From a 15012020 reply: finishes that third-party login on the account proven here. */
  bindToken?: string
  emailBindParam?: { email: string; password?: string; verifyCode?: string }
  cellphoneBindParam?: { cellphone: string; countryCode: string; verifyCode: string }
}

/** The data of a 15012020 "account needs binding" reply. */
export interface BindNeeded {
  bindToken: string
  email: string
  /** How the existing account can be proven: EMAIL (its password) and/or CELLPHONE (an SMS code). */
  bindTypes: Array<'EMAIL' | 'CELLPHONE'>
}

export interface UploadedFile {
  key: string
  url: string
}

export interface StudentCertRequest {
  authChannel: 'ALIPAY_ZHI_MA' | 'ALIPAY_STUDENT_TEAM'
  userAuthCode?: string
  openId?: string
  studentAuthBizToken?: string
  studentAuthCode?: string
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

/** What the platform's face screen is opened with (POST .../user_certification/face/initiate). */
export type FaceCheckStart =
  { platform: 'WEAPP'; name: string; idCardNumber: string } | { platform: 'ALIPAY'; certifyId: string; url: string }

/** POST .../user_certification/face/confirm: WeChat's verifyResult or Alipay's certifyId. */
export interface FaceCheckConfirm {
  platform: 'WEAPP' | 'ALIPAY' | 'H5'
  verifyResult?: string
  certifyId?: string
}

/** The face certificate as the gateway stored it after confirming the check with the platform. */
export interface FaceCertificate {
  authType: 'FACE_CERT'
  authStatus: 'AUTH_SUCCESS'
}

export interface Audience {
  id: string
  name: string
  idType: IdType
  idNo: string
  countryCode: string
  cellphone: string
  /** From an 18-character ID; empty otherwise. */
  birthday: string
  gender: Gender | ''
  /** With showId in the list query: false when the show's age limit rules this attendee out. */
  selectable?: boolean
  unselectableReason?: '' | 'AGE_LIMIT'
}

export interface AudienceInput {
  name: string
  idType: IdType
  idNo: string
  countryCode?: string
  cellphone?: string
}

/** GET /user/pub/v1/regions?parentCode= (named here): provinces for '', else the children. */
export interface Region {
  code: string
  name: string
  level: 'province' | 'city' | 'district' | 'street'
}

export interface AddressInput {
  recipient: string
  countryCode?: string
  cellphone: string
  provinceCode: string
  cityCode: string
  districtCode: string
  streetCode?: string
  detail: string
  isDefault?: boolean
}

export interface Address extends Required<Omit<AddressInput, 'isDefault'>> {
  id: string
  addressId: string
  regionText: string
  fullAddress: string
  isDefault: boolean
}

export interface AudienceListQuery {
  offset?: number
  /** The audience list pages by 30, length 50 (section 9). */
  length?: number
  showId?: string
  idTypes?: string
  bizCode?: string
  /** Comma-separated plans being bought: their own age limits mark attendees not selectable too. */
  seatPlanIds?: string
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
