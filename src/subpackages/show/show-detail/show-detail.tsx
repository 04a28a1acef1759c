/**
 * Show detail at /content/:showId. A showId containing SG belongs to a show group and is sent on to
 * group_show_detail, also when it arrives as a typed deep link. Show data arrives with the gateway.
 */
import { Text } from '@tarojs/components'
import { useEffect } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'

export default function ShowDetailPage() {
  const t = useT()
  const { showId } = useRouteParams()
  const isGroup = showId?.includes('SG') ?? false

  useEffect(() => {
    if (isGroup) void appRouter().redirect('group_show_detail', { showId })
  }, [isGroup, showId])

  if (!showId) {
    return (
      <PageShell route='show_detail'>
        <StateView kind='error' onRetry={() => void appRouter().relaunch('list')} />
      </PageShell>
    )
  }
  return (
    <PageShell route='show_detail'>
      <Text className='show-detail__id'>{t('show_detail.show_id', { showId })}</Text>
      <StateView kind={isGroup ? 'loading' : 'empty'} text={t('index.shows_arrive')} />
    </PageShell>
  )
}
