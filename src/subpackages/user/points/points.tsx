/**
 * points (login; product.md "User area"; issue #18 "Points: ... about-to-expire notice, points and growth
 * pages with their rules"): the balance, the notice of points about to expire, the ledger page by page.
 */
import { Text, View } from '@tarojs/components'
import { usePullDownRefresh, stopPullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useShowTimeText } from '../../../utils/show-time'
import { useSectionT } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { aboutToExpirePoints, pointsRecords } from '../../../services/member-api'
import { LedgerList } from '../member-parts/member-parts'
import '../member-parts/member-parts.scss'

const ROUTE = 'points'

export default function PointsPage() {
  const t = useSectionT(MEMBER_TEXT)
  const timeText = useShowTimeText()
  const [reloadKey, setReloadKey] = useState(0)
  const head = useAsync(() => Promise.all([pointsRecords(0, 1), aboutToExpirePoints()]), [reloadKey])
  usePullDownRefresh(() => {
    setReloadKey((k) => k + 1)
    void stopPullDownRefresh()
  })
  if (head.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="loading" />
      </PageShell>
    )
  if (head.status === 'error')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={head.reload} />
      </PageShell>
    )
  const [page, soon] = head.data
  return (
    <PageShell route={ROUTE}>
      <View className="member-page">
        <View className="member-block">
          <Text className="member-muted">{t('points_balance')}</Text>
          <Text className="member-balance">{page.balance}</Text>
          <Text className="member-muted" onClick={() => void appRouter().open('points-rule')}>
            {t('rules')}
          </Text>
        </View>
        {soon.point > 0 && soon.expireTime ? (
          <View className="member-notice" data-testid="points-expiring">
            <Icon name="bell" tone="main" />
            <Text>{t('expiring', { points: soon.point, date: timeText(soon.expireTime) })}</Text>
          </View>
        ) : null}
        <View className="member-block">
          <Text className="member-block__title">{t('points_ledger')}</Text>
          <LedgerList load={pointsRecords} reloadKey={reloadKey} />
        </View>
      </View>
    </PageShell>
  )
}
