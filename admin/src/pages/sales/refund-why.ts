/**
 * A refund request's reason as the order drawer and the refunds page show it (issue #31: "a blank refund reason"): the merchant's
 * refusal or the provider's failure when there is one, and the buyer's reason code in words, "—" without one.
 */
import type { SalesOrderRefund } from '../../../../types/api/sales-admin'
import { REFUND_REASON_CODES, type RefundReasonCode } from '../../../../types/api/refund'
import type { Translate } from '../../i18n/i18n'

export function refundWhy(r: Pick<SalesOrderRefund, 'reason' | 'rejectReason' | 'failureReason'>, t: Translate): string {
  return [r.rejectReason ?? r.failureReason, buyerReason(r.reason, t)].filter(Boolean).join(' · ')
}

/** The buyer's reason code in words (as sent when the console has no words for it), "—" without one. */
export function buyerReason(reason: string, t: Translate): string {
  return (REFUND_REASON_CODES as readonly string[]).includes(reason) ? t(`sales.refundReason.${reason as RefundReasonCode}`) : reason || '—'
}
