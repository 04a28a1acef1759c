/** The day-before reminder's SMS, in the language the buyer booked in, the slot on the merchant's clock. */
import { formatLocal, utcOffsetLabel } from '../../../types/rules/merchant-time'
import { LOCALES, translatedText, type Locale } from '../http/texts'
import type { BookingFullRow } from './reservation.repository'

export function reminderText(b: BookingFullRow, shopName: string, zone: string): string {
  const locale: Locale = LOCALES.find((l) => l === b.locale) ?? 'zh-CN'
  const title = translatedText(b.title, b.title_texts, locale)
  const when = `${formatLocal(b.starts_at, zone, 'MM-DD HH:mm')} (${utcOffsetLabel(b.starts_at, zone)})`
  if (locale === 'en-US')
    return `[${shopName}] Reminder: ${title} is booked for ${when} under ${b.visitor_name}. Show your entry code at the door.`
  if (locale === 'zh-MO') return `【${shopName}】提醒：您預約的「${title}」將於 ${when} 開始，預約人 ${b.visitor_name}，請憑入場碼入場。`
  return `【${shopName}】提醒：您预约的「${title}」将于 ${when} 开始，预约人 ${b.visitor_name}，请凭入场码入场。`
}
