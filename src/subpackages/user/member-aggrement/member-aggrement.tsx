/** member-aggrement (the spec's spelling; product.md "User area"): the merchant's membership agreement. */
import { View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { memberRules } from '../../../services/member-api'
import { Paragraphs } from '../member-parts/member-parts'
import '../member-parts/member-parts.scss'

const ROUTE = 'member-aggrement'

export default function MemberAgreementPage() {
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
  const text = rules.data.agreement.trim()
  if (!text)
    return (
      <PageShell route={ROUTE}>
        <StateView
          kind="empty"
          text={t('agreement_empty')}
          action={{ label: t('back_mine'), onClick: () => void appRouter().switchTab('mine') }}
        />
      </PageShell>
    )
  return (
    <PageShell route={ROUTE}>
      <View className="member-page member-block">
        <Paragraphs lines={text.split(/\n{2,}/)} />
      </View>
    </PageShell>
  )
}
