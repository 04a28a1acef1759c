/** Group show detail at /group-show/:showId (ids start with SG): the collection and its shows. */
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { ShowCollection } from '../../../components/show-collection/ShowCollection'
import { useAsync } from '../../../hooks/use-async'
import { groupShow } from '../../../services/show-api'
import { useRouteParams } from '../../../router/use-route-params'
import { localeAtom, useT } from '../../../locales/locale-atoms'

export default function GroupShowDetailPage() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const { showId = '' } = useRouteParams()
  const group = useAsync(() => groupShow(showId), [showId, locale])
  return (
    <PageShell route="group_show_detail">
      {group.status === 'loading' && <StateView kind="loading" />}
      {group.status === 'error' && <StateView kind="error" onRetry={group.reload} />}
      {group.status === 'ready' && (
        <ShowCollection
          title={group.data.showGroupName}
          subtitle={group.data.theaterOrLocationAddress}
          heading={t('show_detail.group_shows')}
          shows={group.data.shows}
        />
      )}
    </PageShell>
  )
}
