/** rights-list (product.md "User area"): every level with its threshold, member discount and the rights it shows. */
import { Text, View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { memberLevels } from '../../../services/member-api'
import { RightRow } from '../member-parts/member-parts'
import '../member-parts/member-parts.scss'

const ROUTE = 'rights-list'

export default function RightsListPage() {
  const t = useSectionT(MEMBER_TEXT)
  const levels = useAsync(() => memberLevels(), [])
  if (levels.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="loading" />
      </PageShell>
    )
  if (levels.status === 'error')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={levels.reload} />
      </PageShell>
    )
  if (!levels.data.levels.length)
    return (
      <PageShell route={ROUTE}>
        <StateView
          kind="empty"
          text={t('levels_empty')}
          action={{ label: t('back_mine'), onClick: () => void appRouter().switchTab('mine') }}
        />
      </PageShell>
    )
  return (
    <PageShell route={ROUTE}>
      <View className="member-page">
        {levels.data.levels.map((level) => (
          <View key={level.levelId} className="member-block" data-level={level.levelId}>
            <Text className="member-block__title">{`${level.primeLevelName}${level.discountLabel ? ` · ${level.discountLabel}` : ''}`}</Text>
            <Text className="member-muted">{t('threshold', { value: level.threshold })}</Text>
            {level.primeRights.length ? (
              level.primeRights.map((r) => <RightRow key={r.primeRightTypeName} right={r} />)
            ) : (
              <Text className="member-muted">{t('rights_empty')}</Text>
            )}
          </View>
        ))}
      </View>
    </PageShell>
  )
}
