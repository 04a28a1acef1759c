/**
 * refund-rule-order (/refund-rule-order?orderId): the refund rule of an order's show as a table, and what
 * refunding the order's tickets not yet checked in would return now (the gateway's quote from
 * the shared rule module, never worked out here), with the button that asks for it (refund-orders).
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { RefundRuleTable } from '../../../components/refund-rule/RefundRuleTable'
import { Price } from '../../../components/price/Price'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useT } from '../../../locales/locale-atoms'
import { useAsync } from '../../../hooks/use-async'
import { orderDetail } from '../../../services/trade-api'
import { priceInfo } from '../../../../types/rules/price-info'
import '../../../components/refund-rule/refund-rule.scss'
import '../../../theme/taro-ui/button.scss'

export default function RefundRuleOrderPage() {
  const t = useT()
  const { orderId = '' } = useRouteParams()
  const order = useAsync(() => orderDetail(orderId), [orderId])
  if (order.status === 'loading')
    return (
      <PageShell route="refund-rule-order">
        <StateView kind="loading" />
      </PageShell>
    )
  if (order.status === 'error')
    return (
      <PageShell route="refund-rule-order">
        <StateView kind="error" onRetry={order.reload} />
      </PageShell>
    )
  const o = order.data
  const back = { label: t('refund.back_to_order'), onClick: () => void appRouter().open('order_detail', { orderId }) }
  if (!o.refundRule || o.refundRule.kind === 'NONE') {
    return (
      <PageShell route="refund-rule-order">
        <StateView kind="empty" text={t('refund.none')} detail={t('refund.none_detail')} action={back} />
      </PageShell>
    )
  }
  const quote = o.refundQuote
  return (
    <PageShell route="refund-rule-order">
      <View className="refund-rule-page">
        <Text className="refund-rule__show">{o.firstShowName}</Text>
        <RefundRuleTable rule={o.refundRule} />
        {quote && (
          <View className="refund-rule refund-rule__now" data-allowed={quote.allowed ? 'yes' : 'no'}>
            <Text className="refund-rule__heading">{t('refund.now_title')}</Text>
            {quote.allowed ? (
              <>
                <View className="refund-rule__row">
                  <Text>{t('refund.now_amount')}</Text>
                  <Price info={priceInfo(quote.amountFen)} />
                </View>
                <View className="refund-rule__row">
                  <Text>{t('refund.now_fee')}</Text>
                  <Price info={priceInfo(quote.feeFen)} />
                </View>
                <AtButton
                  type="primary"
                  className="refund-rule__apply"
                  onClick={() =>
                    void appRouter().open(
                      o.refundRule?.kind !== 'NONE' && o.refundRule?.scope === 'PER_TICKET' ? 'refund-order-tickets' : 'refund-orders',
                      { orderId }
                    )
                  }
                >
                  {t('refund.refund')}
                </AtButton>
              </>
            ) : (
              // The order's quote covers only its tickets still VALID, so a ticket being refunded never reaches it as such.
              <Text className="refund-rule__note">
                {t(`refund.reason_${quote.reason === 'TICKET_UNAVAILABLE' ? 'NO_TICKETS' : (quote.reason ?? 'NOT_REFUNDABLE')}`)}
              </Text>
            )}
          </View>
        )}
      </View>
    </PageShell>
  )
}
