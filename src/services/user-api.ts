/** Login, tokens and account calls (section 7, "Coupons and users"). */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import type {
  BindRequest,
  CaptchaReply,
  CodeSentReply,
  EmailLoginRequest,
  LoginReply,
  PartnerLoginRequest,
  ProfileChange,
  SmsCodeRequest,
  SmsLoginRequest,
  UploadSignature,
  UserInfo
} from '../../types/api/user'
import type { Province, City } from '../../types/api/show'

const USER = '/user'

export function captcha() {
  return api().request<CaptchaReply>({ path: `${USER}/pub/v1/captcha`, importance: IMPORTANCE.high })
}

export function sendSmsCode(body: SmsCodeRequest) {
  return api().request<CodeSentReply>({ path: `${USER}/pub/v1/sms_code`, method: 'POST', data: { ...body }, importance: IMPORTANCE.high })
}

export function userInfo() {
  return api().request<UserInfo>({ path: `${USER}/buyer/v1/user_info` })
}

export function updateProfile(change: ProfileChange) {
  return api().request<UserInfo>({ path: `${USER}/buyer/v1/user_info`, method: 'PUT', data: { ...change } })
}

export function loginOrRegister(body: SmsLoginRequest) {
  return api().request<LoginReply>({
    path: `${USER}/pub/v1/login_or_register`,
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.high
  })
}

export function emailLogin(body: EmailLoginRequest) {
  return api().request<LoginReply>({ path: `${USER}/pub/v1/login`, method: 'POST', data: { ...body }, importance: IMPORTANCE.high })
}

/** googleCsrfToken: Google's g_csrf_token cookie when its flow set one (the gateway checks the pair). */
export function googleLogin(credential: string, googleCsrfToken?: string) {
  return api().request<LoginReply>({
    path: `${USER}/pub/v1/oauth/google_login`,
    method: 'POST',
    data: googleCsrfToken ? { googleCsrfToken, credential } : { credential },
    importance: IMPORTANCE.high
  })
}

export function appleLogin(identityToken: string) {
  return api().request<LoginReply>({
    path: `${USER}/pub/v1/oauth/apple_login`,
    method: 'POST',
    data: { identityToken },
    importance: IMPORTANCE.high
  })
}

export function partnerLogin(body: PartnerLoginRequest) {
  return api().request<LoginReply>({
    path: `${USER}/pub/v1/partner/oauth_and_login`,
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.high
  })
}

/** With a bind token the proven account logs in (pub); without, the logged-in buyer adds a phone or email. */
export function bind(body: BindRequest) {
  return api().request<LoginReply | boolean | null>({
    path: `${USER}/${body.bindToken ? 'pub' : 'buyer'}/v1/bind`,
    method: 'POST',
    data: { ...body }
  })
}

export function sendEmailBindCode(email: string) {
  return api().request<CodeSentReply>({ path: `${USER}/buyer/v1/email/bind_code`, method: 'POST', data: { email } })
}

export function createEmailAccount(body: { email: string; password: string }) {
  return api().request<CodeSentReply>({
    path: `${USER}/pub/v1/email/create_account`,
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.high
  })
}

export function resendActivation(email: string) {
  return api().request<CodeSentReply>({ path: `${USER}/pub/v1/email/resend_activation`, method: 'POST', data: { email } })
}

export function activateEmail(body: { email: string; verifyCode: string }) {
  return api().request<LoginReply>({
    path: `${USER}/pub/v1/email/activate`,
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.high
  })
}

export function forgotPassword(email: string) {
  return api().request<CodeSentReply>({ path: `${USER}/pub/v1/email/forgot_password`, method: 'POST', data: { email } })
}

export function setPassword(body: { email: string; verifyCode: string; password: string }) {
  return api().request<boolean>({ path: `${USER}/pub/v1/email/set_password`, method: 'POST', data: { ...body } })
}

export function changePassword(body: { oldPassword: string; newPassword: string }) {
  return api().request<boolean>({ path: `${USER}/buyer/v1/change_password`, method: 'POST', data: { ...body } })
}

export function unregister() {
  return api().request<boolean>({ path: `${USER}/buyer/v1/unregister`, method: 'POST' })
}

export function miniLogin(platform: 'WEAPP' | 'ALIPAY', code: string) {
  return api().request<LoginReply>({
    path: `${USER}/pub/v1/mini/login`,
    method: 'POST',
    data: { platform, code },
    importance: IMPORTANCE.high
  })
}

export function logout() {
  return api().request<boolean>({ path: `${USER}/buyer/v1/logout`, method: 'POST' })
}

export function miniUserLogout(appId: string, openId: string) {
  return api().request<boolean>({ path: `${USER}/buyer/v1/mini/user_logout`, method: 'POST', data: { appId, openId } })
}

export function provinces() {
  return api().request<Province[]>({ path: `${USER}/pub/v1/provinces` })
}

export function cities(provinceId: string) {
  return api().request<City[]>({ path: `${USER}/pub/v1/provinces/${encodeURIComponent(provinceId)}/cities` })
}

export function districts(cityId: string) {
  return api().request<Array<{ id: string; name: string }>>({
    path: `${USER}/pub/v1/provinces/cities/${encodeURIComponent(cityId)}/districts`
  })
}

export function uploadSignature(uploadType: string, merchantId: string) {
  return api().request<UploadSignature>({ path: `${USER}/buyer/v1/upload/signature`, data: { uploadType, merchantId } })
}

/**
 * wxauth: WeChat's authorisation code (snsapi_base, inside WeChat's browser) exchanged by the gateway for
 * the buyer's openid under the merchant's official account; JSAPI pay sends it.
 */
export function wechatOauthOpenId(code: string) {
  return api().request<{ openId: string }>({
    path: `${USER}/buyer/v1/wechat/oauth_openid`,
    method: 'POST',
    data: { code },
    importance: IMPORTANCE.high
  })
}
