/** The invitation codes CSV's column titles and code states in the request's language (cells escaped by staff/csv.ts csvCell). */
import type { Locale } from '../http/texts'

const HEADERS: Record<Locale, string[]> = {
  'zh-CN': ['序号', '邀请码', '批次名称', '演出', '票档', '状态'],
  'zh-MO': ['序號', '邀請碼', '批次名稱', '演出', '票檔', '狀態'],
  'en-US': ['No.', 'Code', 'Batch', 'Show', 'Tier', 'State']
}

const STATES: Record<Locale, Record<'OPEN' | 'REDEEMED' | 'VOIDED', string>> = {
  'zh-CN': { OPEN: '未使用', REDEEMED: '已兑换', VOIDED: '已作废' },
  'zh-MO': { OPEN: '未使用', REDEEMED: '已兌換', VOIDED: '已作廢' },
  'en-US': { OPEN: 'Open', REDEEMED: 'Redeemed', VOIDED: 'Voided' }
}

export function invitationCsvHeader(locale: Locale): string[] {
  return HEADERS[locale]
}

export function invitationCodeState(c: { redeemed_at: Date | null; voided_at: Date | null }, locale: Locale): string {
  return STATES[locale][c.redeemed_at ? 'REDEEMED' : c.voided_at ? 'VOIDED' : 'OPEN']
}
