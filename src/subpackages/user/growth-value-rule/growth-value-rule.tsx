/** growth-value-rule (product.md "User area"): how growth is earned and moves the level, from the merchant's settings. */
import { View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { useSectionT } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { memberRules } from '../../../services/member-api'
import { Paragraphs } from '../member-parts/member-parts'
import '../member-parts/member-parts.scss'

const ROUTE = 'growth-value-rule'

export default function GrowthValueRulePage() {
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
          lines={[t('growth_rule_earn', { points: r.growthRate.points, perYuan: r.growthRate.perYuan }), t('growth_rule_level')]}
        />
      </View>
    </PageShell>
  )
}
