/** What the SMS and mails say, in the buyer's language. */
import type { Locale } from '../http/texts'
import type { CodePurpose } from './verification.service'

const PURPOSE: Record<CodePurpose, Record<Locale, string>> = {
  LOGIN: { 'zh-CN': '登录', 'zh-MO': '登錄', 'en-US': 'log in' },
  ACTIVATE_EMAIL: { 'zh-CN': '激活邮箱', 'zh-MO': '激活郵箱', 'en-US': 'activate your email' },
  RESET_PASSWORD: { 'zh-CN': '重置密码', 'zh-MO': '重置密碼', 'en-US': 'reset your password' },
  BIND: { 'zh-CN': '绑定账号', 'zh-MO': '綁定賬號', 'en-US': 'bind your account' },
  PAY: { 'zh-CN': '使用兜礼支付订单', 'zh-MO': '使用兜禮支付訂單', 'en-US': 'pay with DOOOLY' }
}

export function codeMessage(locale: Locale, shopName: string, purpose: CodePurpose, code: string): { subject: string; body: string } {
  const action = PURPOSE[purpose][locale]
  if (locale === 'en-US') {
    return {
      subject: `${shopName}: your code to ${action}`,
      body: `[${shopName}] Your code to ${action} is ${code}. It is valid for 5 minutes; never share it.`
    }
  }
  const zhMO = locale === 'zh-MO'
  return {
    subject: `${shopName}${zhMO ? '驗證碼' : '验证码'}`,
    body: zhMO
      ? `【${shopName}】您正在${action}，驗證碼 ${code}，5分鐘內有效，請勿告訴他人。`
      : `【${shopName}】您正在${action}，验证码 ${code}，5分钟内有效，请勿告诉他人。`
  }
}
