/** Messages the gateway sends in `comments`, in the request's language. */
import type { Locale } from './texts'

const MESSAGES = {
  invalid_parameter: { 'zh-CN': '参数错误：{detail}', 'zh-MO': '參數錯誤：{detail}', 'en-US': 'Invalid parameter: {detail}' },
  not_found: { 'zh-CN': '请求的内容不存在', 'zh-MO': '請求的內容不存在', 'en-US': 'Not found' },
  show_not_found: { 'zh-CN': '演出不存在或已下架', 'zh-MO': '演出不存在或已下架', 'en-US': 'This show does not exist or is no longer listed' },
  merchant_not_found: { 'zh-CN': '商户不存在', 'zh-MO': '商戶不存在', 'en-US': 'Unknown merchant' },
  not_logged_in: { 'zh-CN': '未登录', 'zh-MO': '未登錄', 'en-US': 'Not logged in' },
  internal_error: { 'zh-CN': '服务开小差了，请稍后再试', 'zh-MO': '服務開小差了，請稍後再試', 'en-US': 'Something went wrong on our side, please try again later' },
  busy: { 'zh-CN': '当前访问人数过多，马上就好了', 'zh-MO': '當前訪問人數過多，馬上就好了', 'en-US': 'Too many visitors, almost there' }
} satisfies Record<string, Record<Locale, string>>

export type MessageKey = keyof typeof MESSAGES

export function message(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])))
}
