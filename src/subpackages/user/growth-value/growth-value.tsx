/** growth-value (login; product.md "User area"): the level card with the bar to the next level, and the growth ledger. */
import { Text, View } from '@tarojs/components'
import { usePullDownRefresh, stopPullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { currentLevel, growthRecords } from '../../../services/member-api'
import { LedgerList, LevelCard } from '../member-parts/member-parts'

const ROUTE = 'growth-value'

export default function GrowthValuePage() {
  const t = useSectionT(MEMBER_TEXT)
  const [reloadKey, setReloadKey] = useState(0)
  const mine = useAsync(() => currentLevel(), [reloadKey])
  usePullDownRefresh(() => {
    setReloadKey((k) => k + 1)
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
  return (
    <PageShell route={ROUTE}>
      <View className="member-page">
        <LevelCard reply={mine.data} />
        <Text className="member-muted" onClick={() => void appRouter().open('growth-value-rule')}>
          {t('rules')}
        </Text>
        <View className="member-block">
          <Text className="member-block__title">{t('growth_ledger')}</Text>
          <LedgerList load={(offset, length) => growthRecords(offset, length)} reloadKey={reloadKey} />
        </View>
      </View>
    </PageShell>
  )
}
