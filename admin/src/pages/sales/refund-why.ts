/**
 * A refund request's reason as the order drawer shows it (issue #31: "a blank refund reason"): the merchant's
 * refusal or the provider's failure when there is one, and the buyer's reason code in words, "—" without one.
 */
import type { SalesOrderRefund } from '../../../../types/api/sales-admin'
import { REFUND_REASON_CODES, type RefundReasonCode } from '../../../../types/api/refund'
import type { Translate } from '../../i18n/i18n'

export function refundWhy(r: Pick<SalesOrderRefund, 'reason' | 'rejectReason' | 'failureReason'>, t: Translate): string {
  const asked = (REFUND_REASON_CODES as readonly string[]).includes(r.reason)
    ? t(`sales.refundReason.${r.reason as RefundReasonCode}`)
    : r.reason || '—'
  return [r.rejectReason ?? r.failureReason, asked].filter(Boolean).join(' · ')
}
