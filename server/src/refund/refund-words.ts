/**
 * A refund request's state in words (product.md "Order in words: ... refund in progress, refunded or
 * returned"), for the order pages and the console, in the request's language.
 */
import type { Locale } from '../http/texts'
import type { RefundRequestState } from '../../../types/api/refund'

const WORDS: Record<RefundRequestState, Record<Locale, string>> = {
  APPLYING: { 'zh-CN': '退票审核中', 'zh-MO': '退票審核中', 'en-US': 'Refund requested' },
  REJECTED: { 'zh-CN': '退票申请被拒绝', 'zh-MO': '退票申請被拒絕', 'en-US': 'Refund rejected' },
  REFUNDING: { 'zh-CN': '退款中', 'zh-MO': '退款中', 'en-US': 'Refund in progress' },
  REFUNDED: { 'zh-CN': '已退款', 'zh-MO': '已退款', 'en-US': 'Refunded' },
  REFUND_FAILED: { 'zh-CN': '退款失败', 'zh-MO': '退款失敗', 'en-US': 'Refund failed' }
}

export const refundStateText = (state: RefundRequestState, locale: Locale): string => WORDS[state][locale]
