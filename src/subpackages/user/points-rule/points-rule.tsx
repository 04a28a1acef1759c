/** points-rule (product.md "User area"): how points are earned, expire and are taken back, from the merchant's settings. */
import { View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { useSectionT } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { memberRules } from '../../../services/member-api'
import { Paragraphs } from '../member-parts/member-parts'
import '../member-parts/member-parts.scss'

const ROUTE = 'points-rule'

export default function PointsRulePage() {
  const t = useSectionT(MEMBER_TEXT)
  const rules = useAsync(() => memberRules(), [])
  if (rules.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="loading" />
      </PageShell>
    )
  if (rules.status === 'error')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={rules.reload} />
      </PageShell>
    )
  const r = rules.data
  return (
    <PageShell route={ROUTE}>
      <View className="member-page member-block">
        <Paragraphs
          lines={[
            t('points_rule_earn', { points: r.pointsRate.points, perYuan: r.pointsRate.perYuan }),
            t('points_rule_valid', { days: r.pointsValidDays, notice: r.expiryNoticeDays }),
            t('points_rule_order'),
            t('points_rule_refund')
          ]}
        />
      </View>
    </PageShell>
  )
}
