/** Status labels and buy-button texts, per status and locale. */
import type { Locale } from '../http/texts'
import type { ShowDetailStatus } from './show-status'

const LABELS: Record<ShowDetailStatus, Record<Locale, [label: string, button: string]>> = {
  ON_SALE: { 'zh-CN': ['售票中', '立即购买'], 'zh-MO': ['售票中', '立即購買'], 'en-US': ['On sale', 'Buy now'] },
  PRE_SALE: { 'zh-CN': ['预售', '即将开售'], 'zh-MO': ['預售', '即將開售'], 'en-US': ['Pre-sale', 'On sale soon'] },
  DISABLED: { 'zh-CN': ['暂停销售', '暂停销售'], 'zh-MO': ['暫停銷售', '暫停銷售'], 'en-US': ['Paused', 'Sales paused'] },
  SOLD_OUT: { 'zh-CN': ['已售罄', '已售罄'], 'zh-MO': ['已售罄', '已售罄'], 'en-US': ['Sold out', 'Sold out'] },
  LACK_OF_TICKET: { 'zh-CN': ['缺票', '缺货登记'], 'zh-MO': ['缺票', '缺貨登記'], 'en-US': ['Few left', 'Join the waitlist'] },
  PENDING: {
    'zh-CN': ['待定', '开售时间待定'],
    'zh-MO': ['待定', '開售時間待定'],
    'en-US': ['To be announced', 'Sale date to be announced']
  },
  CANCELED: { 'zh-CN': ['已取消', '演出已取消'], 'zh-MO': ['已取消', '演出已取消'], 'en-US': ['Cancelled', 'Cancelled'] },
  COMPLETED: { 'zh-CN': ['已结束', '演出已结束'], 'zh-MO': ['已結束', '演出已結束'], 'en-US': ['Ended', 'Ended'] },
  DELAY: { 'zh-CN': ['延期', '演出延期'], 'zh-MO': ['延期', '演出延期'], 'en-US': ['Postponed', 'Postponed'] }
}

export const statusLabel = (status: ShowDetailStatus, locale: Locale) => LABELS[status][locale][0]
export const buttonText = (status: ShowDetailStatus, locale: Locale) => LABELS[status][locale][1]
