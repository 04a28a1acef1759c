/** my-rights (login; pull-to-refresh, product.md "User area"): the rights of the buyer's level, highlighted first. */
import { Text, View } from '@tarojs/components'
import { usePullDownRefresh, stopPullDownRefresh } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { currentLevel } from '../../../services/member-api'
import { RightRow } from '../member-parts/member-parts'
import { rightsEmptyDetail } from '../member-parts/paid-member-model'
import '../member-parts/member-parts.scss'

const ROUTE = 'my-rights'

export default function MyRightsPage() {
  const t = useSectionT(MEMBER_TEXT)
  const mine = useAsync(() => currentLevel(), [])
  usePullDownRefresh(() => {
    mine.reload()
    void stopPullDownRefresh()
  })
  if (mine.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="loading" />
      </PageShell>
    )
  if (mine.status === 'error')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={mine.reload} />
      </PageShell>
    )
  const level = mine.data.level
  return (
    <PageShell route={ROUTE}>
      <View className="member-page">
        <View className="member-block">
          <Text className="member-block__title">{`${level.primeLevelName}${level.discountLabel ? ` · ${level.discountLabel}` : ''}`}</Text>
          {level.primeRights.length ? (
            level.primeRights.map((r) => <RightRow key={r.primeRightTypeName} right={r} />)
          ) : (
            <StateView
              kind="empty"
              text={t('rights_empty')}
              detail={t(rightsEmptyDetail(mine.data))}
              action={{ label: t('view_levels'), onClick: () => void appRouter().open('rights-list') }}
            />
          )}
        </View>
      </View>
    </PageShell>
  )
}
