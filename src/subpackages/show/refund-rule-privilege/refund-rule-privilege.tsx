/**
 * refund-rule-privilege (/refund-rule-privilege?showId): a show's refund rule as a table, read before
 * buying, from the show's own reply so it is the rule the gateway quotes refunds with.
 */
import { Text, View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { RefundRuleTable } from '../../../components/refund-rule/RefundRuleTable'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useT } from '../../../locales/locale-atoms'
import { useAsync } from '../../../hooks/use-async'
import { showStatic } from '../../../services/show-api'
import '../../../components/refund-rule/refund-rule.scss'

export default function RefundRulePrivilegePage() {
  const t = useT()
  const { showId = '' } = useRouteParams()
  const show = useAsync(() => showStatic(showId, {}, { handleErrors: false }), [showId])
  if (show.status === 'loading')
    return (
      <PageShell route="refund-rule-privilege">
        <StateView kind="loading" />
      </PageShell>
    )
  if (show.status === 'error')
    return (
      <PageShell route="refund-rule-privilege">
        <StateView kind="error" onRetry={show.reload} />
      </PageShell>
    )
  const s = show.data
  if (!s.refundRule || s.refundRule.kind === 'NONE') {
    return (
      <PageShell route="refund-rule-privilege">
        <StateView
          kind="empty"
          text={t('refund.none')}
          detail={t('refund.none_detail')}
          action={{ label: t('refund.back_to_show'), onClick: () => void appRouter().open('show_detail', { showId }) }}
        />
      </PageShell>
    )
  }
  return (
    <PageShell route="refund-rule-privilege">
      <View className="refund-rule-page">
        <Text className="refund-rule__show">{s.showName}</Text>
        <RefundRuleTable rule={s.refundRule} />
      </View>
    </PageShell>
  )
}
