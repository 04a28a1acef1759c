/**
 * A page of the merchant's member rules as paragraphs (points, growth value, the agreement), with its
 * loading and error states, and an empty state (saying what the merchant has not written) taking the buyer
 * back to mine.
 */
import { View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useSectionT, type SectionTranslate } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import type { MemberMessages } from '../../../locales/sections/member/zh-CN'
import { memberRules } from '../../../services/member-api'
import type { MemberRulesReply } from '../../../../types/api/member'
import { Paragraphs } from './member-parts'
import './member-parts.scss'

interface MemberRulesPageProps {
  route: string
  paragraphs: (rules: MemberRulesReply, t: SectionTranslate<MemberMessages>) => string[]
  /** What an empty page says (the agreement's, which a merchant may not have written); the rates always have paragraphs. */
  empty?: Parameters<SectionTranslate<MemberMessages>>[0]
}

export function MemberRulesPage({ route, paragraphs, empty }: MemberRulesPageProps) {
  const t = useSectionT(MEMBER_TEXT)
  const rules = useAsync(() => memberRules(), [])
  if (rules.status === 'loading')
    return (
      <PageShell route={route}>
        <StateView kind="loading" />
      </PageShell>
    )
  if (rules.status === 'error')
    return (
      <PageShell route={route}>
        <StateView kind="error" onRetry={rules.reload} />
      </PageShell>
    )
  const lines = paragraphs(rules.data, t)
  if (!lines.length && empty)
    return (
      <PageShell route={route}>
        <StateView kind="empty" text={t(empty)} action={{ label: t('back_mine'), onClick: () => void appRouter().switchTab('mine') }} />
      </PageShell>
    )
  return (
    <PageShell route={route}>
      <View className="member-page member-block">
        <Paragraphs lines={lines} />
      </View>
    </PageShell>
  )
}
