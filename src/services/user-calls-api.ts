/**
 * The user area's last calls (types/api/user-calls.ts): the login page's areas, the captcha recorded and
 * checked on its own, the shop's functions and hidden modules, the bsauth and Douyin logins, the chat's
 * goods id and a coupon's support-info. One typed function per call; pages never build URLs.
 */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import {
  CHAT_GOODS_PATHS,
  COUPON_SUPPORT_INFO_PATH,
  USER_CALL_PATHS,
  type CaptchaCheckReply,
  type CaptchaRecordReply,
  type CaptchaScope,
  type ChatGoodsReply,
  type ChatItemType,
  type CountriesReply,
  type CouponSupportInfo,
  type DouyinAuthorizeReply,
  type ModuleNotDisplayReply,
  type ShopFunctionsReply
} from '../../types/api/user-calls'
import type { LoginReply } from '../../types/api/user'

export function countries() {
  return api().request<CountriesReply>({ path: USER_CALL_PATHS.countries })
}

export function recordCaptcha(scope: CaptchaScope) {
  return api().request<CaptchaRecordReply>({
    path: USER_CALL_PATHS.captchaRecord,
    method: 'POST',
    data: { scope },
    importance: IMPORTANCE.high
  })
}

/** One try: a wrong answer spends the image (the page shows a new one). */
export function checkCaptcha(body: { captchaId: string; captchaCode: string; scope: CaptchaScope }) {
  return api().request<CaptchaCheckReply>({
    path: USER_CALL_PATHS.captchaCheck,
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.high
  })
}

export function shopFunctions() {
  return api().request<ShopFunctionsReply>({ path: USER_CALL_PATHS.shopFunctions, importance: IMPORTANCE.low })
}

export function moduleNotDisplay() {
  return api().request<ModuleNotDisplayReply>({ path: USER_CALL_PATHS.moduleNotDisplay, importance: IMPORTANCE.low })
}

/** The bsauth page: the business system's signed ticket; a refusal is the page's own error state (quiet). */
export function bsauthLogin(ticket: string) {
  return api().request<LoginReply>({
    path: USER_CALL_PATHS.bsauthLogin,
    method: 'POST',
    data: { ticket },
    importance: IMPORTANCE.high,
    handleErrors: false
  })
}

export function douyinAuthorize(redirectUri: string) {
  return api().request<DouyinAuthorizeReply>({
    path: USER_CALL_PATHS.douyinAuthorize,
    method: 'POST',
    data: { redirectUri },
    importance: IMPORTANCE.high
  })
}

export function douyinLogin(code: string, state: string) {
  return api().request<LoginReply>({
    path: USER_CALL_PATHS.douyinLogin,
    method: 'POST',
    data: { code, state },
    importance: IMPORTANCE.high,
    handleErrors: false
  })
}

export function chatGoods(itemType: ChatItemType, itemId: string) {
  return api().request<ChatGoodsReply>({ path: CHAT_GOODS_PATHS.lookup, data: { itemType, itemId }, handleErrors: false })
}

export function couponSupportInfo(couponId: string) {
  return api().request<CouponSupportInfo>({ path: COUPON_SUPPORT_INFO_PATH, data: { couponId } })
}
