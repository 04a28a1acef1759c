/** Group show detail at /group-show/:showId (ids start with SG). */
import { Text } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { useT } from '../../../locales/locale-atoms'

export default function GroupShowDetailPage() {
  const t = useT()
  const { showId = '' } = useRouteParams()
  return (
    <PageShell route='group_show_detail'>
      <Text>{t('show_detail.show_id', { showId })}</Text>
      <StateView kind='empty' text={t('index.shows_arrive')} />
    </PageShell>
  )
}
