/** Outside accounts, Traditional Chinese (Macau). */
import type { SocialMessages } from './zh-CN'

const zhMO: SocialMessages = {
  or: '或',
  google: '使用 Google 帳戶登入',
  apple: '透過 Apple 登入',
  signing_in: '正在登入…',
  sign_in_failed: '登入未完成，請重試',
  follow_title: '關注公眾號',
  follow_text: '關注我們的公眾號，及時獲取開票與演出提醒。',
  follow_unsupported: '目前環境不支援關注公眾號，請在微信中開啟本店後關注。',
  follow_close: '關閉'
}

export default zhMO
