/** The bsauth and douyin_auth pages, Traditional Chinese (Macao). */
import type { LoginExtraMessages } from './zh-CN'

const zhMO: LoginExtraMessages = {
  no_ticket: '登入連結不完整',
  no_ticket_detail: '請從原系統重新進入，或使用手機號碼登入',
  ticket_refused: '登入憑證無效或已過期',
  other_login: '使用其他方式登入',
  douyin_denied: '你取消了抖音授權',
  douyin_failed: '抖音登入失敗',
  douyin_unavailable: '本店暫未開通抖音登入'
}

export default zhMO
