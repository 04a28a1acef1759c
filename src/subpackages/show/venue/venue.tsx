/** A venue: name, city and address, and its shows. */
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { ShowCollection } from '../../../components/show-collection/ShowCollection'
import { useAsync } from '../../../hooks/use-async'
import { venue } from '../../../services/show-api'
import { useRouteParams } from '../../../router/use-route-params'
import { localeAtom, useT } from '../../../locales/locale-atoms'

export default function VenuePage() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const { venueId = '' } = useRouteParams()
  const data = useAsync(() => venue(venueId), [venueId, locale])
  return (
    <PageShell route="venue">
      {data.status === 'loading' && <StateView kind="loading" />}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
      {data.status === 'ready' && (
        <ShowCollection
          title={data.data.venueName}
          subtitle={`${data.data.cityName} | ${data.data.venueAddress}`}
          heading={t('show_detail.venue_shows')}
          shows={data.data.shows}
        />
      )}
    </PageShell>
  )
}
