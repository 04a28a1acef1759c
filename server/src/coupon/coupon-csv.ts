/** The exchange codes CSV's column titles and code states in the request's language (cells escaped by staff/csv.ts csvCell). */
import type { Locale } from '../http/texts'

const HEADERS: Record<Locale, string[]> = {
  'zh-CN': ['序号', '兑换码', '批次名称', '优惠券', '状态'],
  'zh-MO': ['序號', '兌換碼', '批次名稱', '優惠券', '狀態'],
  'en-US': ['No.', 'Code', 'Batch', 'Coupon', 'State']
}

const STATES: Record<Locale, Record<'OPEN' | 'REDEEMED' | 'VOIDED', string>> = {
  'zh-CN': { OPEN: '未兑换', REDEEMED: '已兑换', VOIDED: '已作废' },
  'zh-MO': { OPEN: '未兌換', REDEEMED: '已兌換', VOIDED: '已作廢' },
  'en-US': { OPEN: 'Open', REDEEMED: 'Redeemed', VOIDED: 'Voided' }
}

export function couponCsvHeader(locale: Locale): string[] {
  return HEADERS[locale]
}

export function couponCodeState(c: { redeemed_at: Date | null; voided_at?: Date | null }, locale: Locale): string {
  return STATES[locale][c.redeemed_at ? 'REDEEMED' : c.voided_at ? 'VOIDED' : 'OPEN']
}
