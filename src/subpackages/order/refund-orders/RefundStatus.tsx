/**
 * The order's refund request on the order page (issue #17: "after submitting, the order detail shows the
 * request's state (applying / rejected with reason / refunding / refunded / failed)"): the gateway's words
 * for the state, the amount, and the merchant's or the provider's reason.
 */
import { Text, View } from '@tarojs/components'
import { useSectionT } from '../../../locales/section-i18n'
import { REFUND_TEXT } from '../../../locales/sections/refund/refund-text'
import { fenText } from '../../../../types/rules/money'
import type { RefundRequestView } from '../../../../types/api/refund'
import './refund-orders.scss'

export function RefundStatus({ request }: { request: RefundRequestView }) {
  const t = useSectionT(REFUND_TEXT)
  return (
    <View className="refund-status" data-refund-state={request.state}>
      <Text className="refund-status__state">{`${t('status.heading')} · ${request.stateText}`}</Text>
      <Text className="refund-status__line">{t('status.amount', { amount: fenText(request.amount) })}</Text>
      {request.state === 'REJECTED' && request.rejectReason && (
        <Text className="refund-status__line refund-status__line--error">
          {t('status.rejected_reason', { reason: request.rejectReason })}
        </Text>
      )}
      {request.state === 'REFUND_FAILED' && (
        <>
          <Text className="refund-status__line refund-status__line--error">
            {t('status.failed_reason', { reason: request.failureReason })}
          </Text>
          <Text className="refund-status__line">{t('status.failed_note')}</Text>
        </>
      )}
    </View>
  )
}
