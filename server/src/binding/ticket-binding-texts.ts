/** The SMS of bindTicket's proof, in the buyer's language (the code goes to the phone the order was placed with). */
import type { Locale } from '../http/texts'

export function bindTicketMessage(locale: Locale, shopName: string, code: string): { subject: string; body: string } {
  if (locale === 'en-US') {
    return {
      subject: `${shopName}: your code to move a ticket`,
      body: `[${shopName}] Someone is moving a ticket of your order to another account. The code is ${code}, valid for 5 minutes. If it is not you, ignore this message.`
    }
  }
  if (locale === 'zh-MO') {
    return {
      subject: `${shopName}驗證碼`,
      body: `【${shopName}】有人正在將您訂單中的門票綁定到另一個賬號，驗證碼 ${code}，5分鐘內有效。如非本人操作，請忽略。`
    }
  }
  return {
    subject: `${shopName}验证码`,
    body: `【${shopName}】有人正在将您订单中的门票绑定到另一个账号，验证码 ${code}，5分钟内有效。如非本人操作，请忽略。`
  }
}
